/** A person's role within a dealer company (DECISIONS.md "Companies"). */
export enum CompanyRole {
  /** Inhaber: everything, including staff, addresses and the company's data. */
  Owner = 'owner',
  /** Einkauf: orders. */
  Buyer = 'buyer',
  /** Ansicht: sees prices, catalogue, orders and invoices; cannot order. */
  Viewer = 'viewer',
}

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  [CompanyRole.Owner]: 'Inhaber',
  [CompanyRole.Buyer]: 'Einkauf',
  [CompanyRole.Viewer]: 'Ansicht',
};
