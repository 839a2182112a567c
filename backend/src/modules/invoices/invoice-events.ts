/**
 * What the invoices module tells the others, inside the transaction of the change (common/events).
 * Listeners import these classes from here; the invoices module knows none of them.
 */

/** Payments of an invoice were booked or reversed: what is still open of it now. */
export class InvoicePaymentsChanged {
  constructor(
    readonly invoiceId: string,
    readonly companyId: string,
    readonly orderId: string,
    /** Total − paid − Skonto, "0.00" when settled. */
    readonly openAmount: string,
    readonly settled: boolean,
  ) {}
}
