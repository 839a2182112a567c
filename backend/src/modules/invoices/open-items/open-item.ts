/** One invoice of a company as an open item (amounts as "120.50"). */
export interface OpenItem {
  invoiceId: string;
  number: string;
  orderId: string;
  orderNumber: string;
  issueDate: string;
  /** Null on an invoice paid at issue. */
  dueDate: string | null;
  totalAmount: string;
  paidAmount: string;
  skontoAmount: string;
  /** Total − paid − Skonto; "0.00" on a cancelled invoice. */
  openAmount: string;
  /** Days past the due date while something is open; 0 otherwise. */
  overdueDays: number;
  skontoPercent: string | null;
  skontoUntil: string | null;
  settledAt: Date | null;
  cancelled: boolean;
  /** PDF and XML can be downloaded. */
  ready: boolean;
}

export const OPEN_ITEM_FILTERS = ['all', 'open', 'paid', 'overdue'] as const;
export type OpenItemFilter = (typeof OPEN_ITEM_FILTERS)[number];

/** An invoice found by its number (bank statement matching), with what would settle it. */
export interface InvoiceByNumber {
  invoiceId: string;
  number: string;
  companyId: string;
  orderId: string;
  totalAmount: string;
  openAmount: string;
  cancelled: boolean;
  /** Rechnungsdatum: no payment booked before it can be for this invoice. */
  issueDate: string;
  /** The amount that settles it with Skonto while that is still possible (by skontoUntil, nothing paid yet). */
  skontoAmountDue: string | null;
  skontoUntil: string | null;
}

/** A company's totals: open, overdue, credit (Guthaben) and the balance (open − credit). */
export interface CompanyBalance {
  openAmount: string;
  overdueAmount: string;
  creditAmount: string;
  balance: string;
}
