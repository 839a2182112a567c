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

/** A credit row as the allocation spends it: its id and what is left of it, in cents. */
export interface CreditLeft {
  id: string;
  cents: Cents;
}

/**
 * One invoice's turn in the Verrechnung: it takes from the oldest credit on until it is paid or the credit is used up.
 * Takes the used credit off the queue (a row used in part stays first, with what is left); returns the shares.
 */
export function shareOut(credits: CreditLeft[], openCents: Cents): { creditId: string; cents: Cents }[] {
  const shares: { creditId: string; cents: Cents }[] = [];
  let open = openCents;
  while (open > 0 && credits.length > 0) {
    const credit = credits[0];
    const share = Math.min(credit.cents, open);
    shares.push({ creditId: credit.id, cents: share });
    if (share === credit.cents) credits.shift();
    else credit.cents -= share;
    open -= share;
  }
  return shares;
}
