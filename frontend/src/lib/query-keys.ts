/**
 * The one root of every query key. A feature builds its key factory on its root here, so a mutation in one
 * feature can invalidate another's data (an order empties the cart and changes the catalogue's stock)
 * without importing that feature or spelling a string literal.
 */
export const rootKeys = {
  auth: ['auth'] as const,
  cart: ['cart'] as const,
  catalogue: ['catalogue'] as const,
  orders: ['orders'] as const,
  quickOrder: ['quick-order'] as const,
  orderInvoices: ['order-invoice'] as const,
  openItems: ['open-items'] as const,
  dealerProfile: ['dealer-profile'] as const,
  company: ['company'] as const,
  news: ['news'] as const,
  tickets: ['tickets'] as const,
  admin: {
    bankStatements: ['admin', 'bank-statements'] as const,
    catalogue: ['admin-catalogue'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    dealers: ['admin', 'dealers'] as const,
    dunning: ['admin', 'dunning'] as const,
    imageMigration: ['admin-image-migration'] as const,
    import: ['admin-import'] as const,
    invoices: ['admin', 'invoices'] as const,
    news: ['admin', 'news'] as const,
    orders: ['admin', 'orders'] as const,
    receivablesSettings: ['admin', 'receivables-settings'] as const,
    receivables: ['admin', 'receivables'] as const,
    tickets: ['admin', 'tickets'] as const,
  },
};
