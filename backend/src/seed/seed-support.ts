import { EntityManager } from 'typeorm';
import { Company as Seller } from '../common/config/company';
import { addDays, berlinDay, startOfBerlinDay } from '../common/money/pricing';
import { AgreedPaymentTerm } from '../modules/orders/payment-policies/payment-method-policy';
import { defaultReceivablesSettings } from '../modules/settings/receivables-defaults';

/** Count of one kind of demo data: how many the seed defines, and how many this run wrote. */
export interface SeedCount {
  total: number;
  inserted: number;
  updated: number;
}

export const emptyCount = (total: number): SeedCount => ({ total, inserted: 0, updated: 0 });

/**
 * Takes the demo seed's transaction-scoped advisory lock (released at commit or rollback), so two
 * runs at the same time wait for each other instead of both inserting a missing row.
 */
export async function lockDemoSeed(manager: EntityManager): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('portal:demo-seed'))");
}

/**
 * Noon in Berlin, `days` calendar days before Berlin's today. Demo dates by subtracting 24-hour spans went wrong by a
 * day when a change of summer time lay between (an invoice "31 days overdue" was 30 from 23:00 Berlin time on).
 */
export function berlinDaysAgo(now: Date, days: number): Date {
  return new Date(startOfBerlinDay(addDays(berlinDay(now), -days)).getTime() + 12 * 3_600_000);
}

/** The company's agreed term as a new installation's settings define it (the seed runs before anyone edits them). */
export function agreedTerm(paymentTermId: string | null, seller: Seller): AgreedPaymentTerm | null {
  const settings = defaultReceivablesSettings(seller);
  const term = settings.paymentTerms.find((candidate) => candidate.id === (paymentTermId ?? settings.defaultPaymentTermId));
  if (!term) return null;
  const { label, days, skontoPercent, skontoDays } = term;
  return { label, days, skontoPercent, skontoDays };
}
