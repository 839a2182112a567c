import { centsFromNumeric, formatEuro, formatGermanDate } from '../../../common/money/money';
import { addDays } from '../../../common/money/pricing';
import { AgreedPaymentTerm, InvoiceTerms, PaymentMeans, PolicyOrder } from './payment-method-policy';
import { skontoCentsOf } from '../../../common/money/skonto';

/** Days until an unpaid invoice is due ("14 Tage netto"). */
export const PAYMENT_DAYS = 14;

const berlinDate = (instant: Date) =>
  instant.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "Der Rechnungsbetrag von 82,07 € wurde am 26.11.2026 <how> bezahlt. Vielen Dank!" */
export function paidTerms(order: PolicyOrder, reference: string, how: string): InvoiceTerms {
  const on = order.paidAt ? ` am ${berlinDate(order.paidAt)}` : '';
  return { dueDate: null, skonto: null, paymentReference: reference, text: `Der Rechnungsbetrag von ${formatEuro(order.totalAmount)} wurde${on}${how} bezahlt. Vielen Dank!` };
}

/** Due by transfer within PAYMENT_DAYS of the issue day. */
export function transferTerms(issueDate: string, reference: string): InvoiceTerms {
  const dueDate = addDays(issueDate, PAYMENT_DAYS);
  return {
    dueDate,
    skonto: null,
    paymentReference: reference,
    text: `Zahlbar innerhalb von ${PAYMENT_DAYS} Tagen ohne Abzug bis zum ${formatGermanDate(dueDate)} auf das unten genannte Konto, Verwendungszweck ${reference}.`,
  };
}

export const SEPA_TRANSFER: PaymentMeans = { code: '58', name: 'SEPA-Überweisung', toSellerAccount: true };

/** The default when a company on account has no terms of its own. */
const NET_TERM: AgreedPaymentTerm = { label: `${PAYMENT_DAYS} Tage netto`, days: PAYMENT_DAYS };

/** Due after the company's terms; with Skonto, the reduced amount until the Skonto day. */
export function accountTerms(order: PolicyOrder, issueDate: string, reference: string, term: AgreedPaymentTerm | null): InvoiceTerms {
  const { label, days, skontoPercent, skontoDays } = term ?? NET_TERM;
  const dueDate = addDays(issueDate, days);
  const due = `Zahlbar bis zum ${formatGermanDate(dueDate)} ohne Abzug (${label}) auf das unten genannte Konto, Verwendungszweck ${reference}.`;
  if (!skontoPercent || !skontoDays) return { dueDate, skonto: null, paymentReference: reference, text: due };
  const until = addDays(issueDate, skontoDays);
  const totalCents = centsFromNumeric(order.totalAmount);
  // the same figure the books expect (skontoCentsOf): a customer paying the printed amount gets the Skonto
  const skontoCents = skontoCentsOf(totalCents, skontoPercent);
  const percent = skontoPercent.toLocaleString('de-DE', { maximumFractionDigits: 2 });
  return {
    dueDate,
    skonto: { percent: skontoPercent, until },
    paymentReference: reference,
    text: `${due} Bei Zahlung bis zum ${formatGermanDate(until)} gewähren wir ${percent} % Skonto (${formatEuro(skontoCents)}); zu zahlen sind dann ${formatEuro(totalCents - skontoCents)}.`,
  };
}
