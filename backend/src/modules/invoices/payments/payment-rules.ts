import { Cents } from '../../../common/money/money';

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

/** A percentage as the settings and invoices carry it: up to three integer digits and two places ("1.15", 2). */
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "1.15" or 1.15 → 115 hundredths of a percent. RangeError for anything else ("1.155", "-1", "1e2", NaN). */
export function percentHundredths(percent: string | number): number {
  const text = typeof percent === 'number' ? String(percent) : percent;
  const match = PERCENT.exec(text);
  if (!match) throw new RangeError(`Kein gültiger Prozentsatz: "${text}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Skonto on the gross total, rounded half up to the cent (kaufmännisch: 0,345 € → 0,35 €). Exact: cents × hundredths
 * of a percent in BigInt, never a binary float (Math.round(3000 * 1.15 / 100) is 34, because 3000 × 1.15 is 3449.999…).
 * The invoice text's Skonto amount must be this same figure.
 */
export function skontoCentsOf(totalCents: Cents, percent: string | number): Cents {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Centbetrag muss ganzzahlig sein: ${totalCents}`);
  const scaled = BigInt(Math.abs(totalCents)) * BigInt(percentHundredths(percent));
  const cents = Number((scaled + 5_000n) / 10_000n);
  return totalCents < 0 ? -cents : cents;
}

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
