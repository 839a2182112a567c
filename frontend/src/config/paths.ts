/** Every route of the SPA in one place; components link through these, never through string literals. */
export const paths = {
  home: '/',
  auth: '/auth',
  products: '/products',
  productDetail: '/products/:productId',
  news: '/news',
  quickOrder: '/schnellbestellung',
  cart: '/cart',
  checkout: '/checkout',
  orders: '/orders',
  orderDetail: '/orders/:orderId',
  /** 'Offene Posten': the company's invoices with what is paid and open. */
  invoices: '/rechnungen',
  profile: '/profile',
  /** The owner's company screen: company data, staff, delivery addresses. */
  company: '/firma',
  /** A dealer's support ticket (the link in the ticket e-mails). */
  ticket: '/profile/tickets/:id',
  documentUpload: '/document-upload',
  emailConfirmation: '/email-confirmation',
  /** Target of the link in the confirmation e-mail. */
  confirmEmail: '/confirm-email',
  forgotPassword: '/passwort-vergessen',
  /** Target of the link in the password-reset e-mail. */
  resetPassword: '/passwort-zuruecksetzen',
  /** Target of the link in a staff invite e-mail. */
  acceptInvite: '/einladung',
  orderConfirmation: '/order-confirmation/:orderId',
  paymentSuccess: '/payment-success',
  paymentCancelled: '/payment-cancelled',
  /** The payment page of the built-in 'Testmodus' provider (the backend's test gateway sends the browser here). */
  testCheckout: '/testmodus/checkout/:sessionId',
  info: {
    impressum: '/impressum',
    datenschutz: '/datenschutz',
    agb: '/agb',
    widerruf: '/widerruf',
    kontakt: '/kontakt',
    hilfe: '/hilfe',
    versand: '/versand',
    retouren: '/retouren',
    cookies: '/cookies',
    sitemap: '/sitemap',
  },
  admin: {
    root: '/admin',
    products: '/admin/products',
    productImport: '/admin/products/import',
    imageMigration: '/admin/images/migration',
    categories: '/admin#categories',
    bankStatements: '/admin/kontoauszuege',
    bankStatement: '/admin/kontoauszuege/:id',
    receivablesSettings: '/admin/settings/receivables',
    datevExport: '/admin/exports/datev',
    receivables: '/admin#receivables',
  },
  /** Bull Board, served by the backend (not a route of this SPA). */
  jobQueues: '/admin/queues',
} as const;

export const productDetailPath = (id: string) => paths.productDetail.replace(':productId', encodeURIComponent(id));
export const orderDetailPath = (id: string) => paths.orderDetail.replace(':orderId', encodeURIComponent(id));
export const orderConfirmationPath = (id: string) => paths.orderConfirmation.replace(':orderId', encodeURIComponent(id));

export const bankStatementPath = (id: string) => paths.admin.bankStatement.replace(':id', encodeURIComponent(id));

export const ticketPath = (id: string) => paths.ticket.replace(':id', encodeURIComponent(id));

export type InfoPageKey = keyof typeof paths.info;

/** Order and labels of the static pages, shared by the footer and the sitemap. */
export const infoPageLinks: ReadonlyArray<{ key: InfoPageKey; path: string; label: string }> = [
  { key: 'impressum', path: paths.info.impressum, label: 'Impressum' },
  { key: 'datenschutz', path: paths.info.datenschutz, label: 'Datenschutz' },
  { key: 'agb', path: paths.info.agb, label: 'AGB' },
  { key: 'widerruf', path: paths.info.widerruf, label: 'Widerruf' },
  { key: 'kontakt', path: paths.info.kontakt, label: 'Kontakt' },
  { key: 'hilfe', path: paths.info.hilfe, label: 'Hilfe & FAQ' },
  { key: 'versand', path: paths.info.versand, label: 'Versand' },
  { key: 'retouren', path: paths.info.retouren, label: 'Retouren' },
  { key: 'cookies', path: paths.info.cookies, label: 'Cookie-Einstellungen' },
  { key: 'sitemap', path: paths.info.sitemap, label: 'Sitemap' },
];
