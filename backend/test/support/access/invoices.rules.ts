import { AccessTable } from './rules';

export const INVOICES: AccessTable = {
  getOrderInvoice: 'dealer',
  downloadOrderInvoicePdf: 'dealer',
  downloadOrderInvoiceXml: 'dealer',
  getAdminOrderInvoice: 'admin',
  createOrderInvoice: 'admin',
  downloadAdminOrderInvoicePdf: 'admin',
  downloadAdminOrderInvoiceXml: 'admin',
  getAdminInvoices: 'admin',
  exportInvoicesCsv: 'admin',
  downloadAdminInvoicePdf: 'admin',
  downloadAdminInvoiceXml: 'admin',
  // open items and payments
  getInvoices: 'dealer',
  getReceivables: 'admin',
  exportReceivablesCsv: 'admin',
  exportReceivablesXlsx: 'admin',
  getCompanyReceivables: 'admin',
  previewPayment: 'admin',
  recordPayment: 'admin',
  reversePayment: 'admin',
};
