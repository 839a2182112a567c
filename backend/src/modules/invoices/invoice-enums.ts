export enum InvoiceKind {
  /** Rechnung, RE-2026-00001 */
  Invoice = 'invoice',
  /** Stornorechnung, ST-2026-00001: mirrors an invoice with negative amounts */
  Cancellation = 'cancellation',
}

/** What the back office shows per row: an open invoice, a cancelled one, or the cancellation itself. */
export enum InvoiceState {
  Issued = 'issued',
  Cancelled = 'cancelled',
  Cancellation = 'cancellation',
}

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  [InvoiceKind.Invoice]: 'Rechnung',
  [InvoiceKind.Cancellation]: 'Stornorechnung',
};

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  [InvoiceState.Issued]: 'Ausgestellt',
  [InvoiceState.Cancelled]: 'Storniert',
  [InvoiceState.Cancellation]: 'Stornorechnung',
};
