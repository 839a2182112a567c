import { Cents } from '../../../common/money/money';

import { skontoCentsOf } from '../../../common/money/skonto';

export { percentHundredths, skontoCentsOf } from '../../../common/money/skonto';

/** What of an invoice is already covered, in cents. */
export interface InvoiceFigures {
  totalCents: Cents;
  paidCents: Cents;
  skontoCents: Cents;
  /** "2.00"; null without Skonto terms. */
  skontoPercent: string | null;
  /** Last Berlin day the Skonto may be deducted. */
  skontoUntil: string | null;
}

/** How one incoming amount is booked: on the invoice (with Skonto perhaps) and the rest as the company's credit. */
export interface PaymentSplit {
  appliedCents: Cents;
  skontoCents: Cents;
  creditCents: Cents;
  /** Open on the invoice after this payment. */
  openAfterCents: Cents;
}

export const openCentsOf = (invoice: Pick<InvoiceFigures, 'totalCents' | 'paidCents' | 'skontoCents'>): Cents =>
  invoice.totalCents - invoice.paidCents - invoice.skontoCents;

/**
 * Skonto counts only for the first payment, made by the Skonto day, of exactly total − Skonto: anything else
 * (a partial payment, a late one, another amount) is booked as paid without deduction.
 */
export function splitPayment(invoice: InvoiceFigures, amountCents: Cents, bookedOn: string): PaymentSplit {
  const open = Math.max(0, openCentsOf(invoice));
  const untouched = invoice.paidCents === 0 && invoice.skontoCents === 0;
  if (untouched && invoice.skontoPercent && invoice.skontoUntil && bookedOn <= invoice.skontoUntil) {
    const skonto = skontoCentsOf(invoice.totalCents, invoice.skontoPercent);
    if (skonto > 0 && amountCents === invoice.totalCents - skonto) {
      return { appliedCents: amountCents, skontoCents: skonto, creditCents: 0, openAfterCents: 0 };
    }
  }
  const applied = Math.min(amountCents, open);
  return { appliedCents: applied, skontoCents: 0, creditCents: amountCents - applied, openAfterCents: open - applied };
}
