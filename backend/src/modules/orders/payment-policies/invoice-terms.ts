import { formatEuro, formatGermanDate } from '../../../common/money/money';
import { InvoiceTerms, PaymentMeans, PolicyOrder } from './payment-method-policy';

/** Days until an unpaid invoice is due ("14 Tage netto"). */
export const PAYMENT_DAYS = 14;

export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const berlinDate = (instant: Date) =>
  instant.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "Der Rechnungsbetrag von 82,07 € wurde am 26.11.2026 <how> bezahlt. Vielen Dank!" */
export function paidTerms(order: PolicyOrder, reference: string, how: string): InvoiceTerms {
  const on = order.paidAt ? ` am ${berlinDate(order.paidAt)}` : '';
  return { dueDate: null, paymentReference: reference, text: `Der Rechnungsbetrag von ${formatEuro(order.totalAmount)} wurde${on}${how} bezahlt. Vielen Dank!` };
}

/** Due by transfer within PAYMENT_DAYS of the issue day. */
export function transferTerms(issueDate: string, reference: string): InvoiceTerms {
  const dueDate = addDays(issueDate, PAYMENT_DAYS);
  return {
    dueDate,
    paymentReference: reference,
    text: `Zahlbar innerhalb von ${PAYMENT_DAYS} Tagen ohne Abzug bis zum ${formatGermanDate(dueDate)} auf das unten genannte Konto, Verwendungszweck ${reference}.`,
  };
}

export const SEPA_TRANSFER: PaymentMeans = { code: '58', name: 'SEPA-Überweisung', toSellerAccount: true };
