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
};
