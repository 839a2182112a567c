/** What a company owes on account now: the invoices module answers, the dealers module (credit screens) asks. */
export interface CreditExposure {
  /**
   * Open items (invoices less paid and Skonto) plus orders on account not invoiced yet, less unapplied credit
   * (Guthaben), as a decimal string; may be negative when the credit outweighs the rest. The order named in
   * `excludingOrderId` is left out (it is the one being checked).
   */
  openAmountOf(companyId: string, options?: { excludingOrderId?: string }): Promise<string>;
}

/** Bound to the invoices module's CreditExposureService by ModulePortsModule (invoices imports dealers, so dealers cannot import invoices). */
export const CREDIT_EXPOSURE = Symbol('CREDIT_EXPOSURE');
