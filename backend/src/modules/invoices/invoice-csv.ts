import { centsFromNumeric, formatGermanDate } from '../../common/money/money';
import { paymentMethodLabel } from '../orders/payment-policies/payment-policies';
import { invoiceStateOf, netAmountOf } from './dto/invoice.dto';
import { Invoice } from './entities/invoice.entity';
import { INVOICE_KIND_LABELS, INVOICE_STATE_LABELS } from './invoice-enums';

const BOM = '\uFEFF';
const HEADER = ['Rechnungsnummer', 'Art', 'Status', 'Rechnungsdatum', 'Leistungsdatum', 'Bestellnummer', 'Kunde', 'USt-IdNr.', 'Netto', 'USt', 'Brutto', 'Zahlungsart', 'Bezug'];

const number = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** "1234.5" → "1.234,50": the accountant's spreadsheet reads it as a number. */
export const germanAmount = (amount: string) => number.format(centsFromNumeric(amount) / 100);

/** Quotes where needed; text that a spreadsheet would run as a formula gets a leading apostrophe. */
function cell(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface CsvInvoiceRow {
  invoice: Invoice;
  /** The number of the cancelled invoice (on a cancellation) or of the cancellation (on a cancelled invoice). */
  reference: string | null;
}

/** One row per invoice for the accountant: semicolons, German numbers, UTF-8 with BOM, CRLF. */
export function invoicesCsv(rows: CsvInvoiceRow[]): string {
  const lines = rows.map(({ invoice, reference }) =>
    [
      cell(invoice.number),
      cell(INVOICE_KIND_LABELS[invoice.kind]),
      cell(INVOICE_STATE_LABELS[invoiceStateOf(invoice)]),
      cell(formatGermanDate(invoice.issueDate)),
      cell(formatGermanDate(invoice.deliveryDate)),
      cell(invoice.orderNumber),
      cell(invoice.buyer.company),
      cell(invoice.buyer.vatId ?? ''),
      cell(germanAmount(netAmountOf(invoice)), false),
      cell(germanAmount(invoice.taxAmount), false),
      cell(germanAmount(invoice.totalAmount), false),
      cell(paymentMethodLabel(invoice.paymentMethod)),
      cell(reference ?? ''),
    ].join(';'),
  );
  return BOM + [HEADER.join(';'), ...lines].join('\r\n') + '\r\n';
}
