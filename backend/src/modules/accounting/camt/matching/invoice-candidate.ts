import { centsFromNumeric, formatCents } from '../../../../common/money/money';

/** An invoice named in a Verwendungszweck, as the matching sees it (amounts in cents). */
export interface InvoiceCandidate {
  invoiceId: string;
  number: string;
  companyId: string;
  companyName: string;
  /** Cancelled invoices and cancellation invoices are never paid by a transfer. */
  payable: boolean;
  /** Rechnungsdatum: a line booked before it does not pay the invoice. */
  issueDate: string;
  openCents: number;
  /** Skonto the company may deduct when it pays by skontoUntil (0 without Skonto terms). */
  skontoCents: number;
  skontoUntil: string | null;
}

/** What a credit line would book: one payment per invoice. */
export interface Allocation {
  invoiceId: string;
  invoiceNumber: string;
  companyId: string;
  companyName: string;
  /** Money of this line applied to the invoice, "12.50". */
  amount: string;
  /** Skonto the invoice is settled with, "0.00" when none. */
  skontoAmount: string;
  /**
   * The invoice's open amount the proposal reckons with. Booking checks it against the invoice then and books nothing
   * when it changed. Proposals stored before it was kept got it from migration ProposalOpenAmounts1795800000004; one
   * still without it (written by an older instance during an update) reckons with amount + Skonto, as an automatic match.
   */
  openAmount?: string;
}

/** The open amount a stored proposal reckons with. */
export const reckonedOpenAmount = (allocation: Allocation): string =>
  allocation.openAmount ?? formatCents(centsFromNumeric(allocation.amount) + centsFromNumeric(allocation.skontoAmount));
