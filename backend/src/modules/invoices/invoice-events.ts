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

/**
 * An invoice was cancelled (Storno): a cancellation invoice was issued and the invoice no longer asks for money;
 * what was paid on it is the company's credit by now.
 */
export class InvoiceCancelled {
  constructor(
    readonly invoiceId: string,
    readonly invoiceNumber: string,
    readonly companyId: string,
    readonly orderId: string,
    /** The Stornorechnung's number, ST-2026-00001. */
    readonly cancellationNumber: string,
  ) {}
}
