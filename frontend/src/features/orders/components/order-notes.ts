import type { Order } from '../api/queries';

type OrderState = Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod' | 'invoiced' | 'rejectionReason'>;

/** An owner rejected it: the order process cancels a rejected order and keeps the owner's reason. */
export const wasRejected = (order: Pick<Order, 'status' | 'rejectionReason'>) => order.status === 'cancelled' && order.rejectionReason !== null;

const INVOICE_IS_HERE = 'Die Rechnung finden Sie auf dieser Seite unter „Rechnung“ und im Bereich „Rechnungen“.';
const MONEY_IN = new Set(['completed', 'partially_paid', 'refund_due']);
const AT_THE_DRIVER = new Set(['cash_on_delivery', 'pending']);

/**
 * The line under the payment method: what the dealer still has to do, or that nothing is to be done. A cancelled or
 * rejected order promises no invoice and asks for no money; a paid or invoiced one says where its invoice is.
 */
export function paymentNote(order: OrderState): string | null {
  if (order.status === 'cancelled') {
    if (order.paymentStatus === 'refunded') return 'Die Bestellung ist storniert; der gezahlte Betrag wurde erstattet.';
    if (MONEY_IN.has(order.paymentStatus)) return 'Die Bestellung ist storniert; bereits gezahlte Beträge erstatten wir Ihnen.';
    return wasRejected(order)
      ? 'Die Bestellung wurde nicht freigegeben und ist storniert; es wird nichts geliefert oder berechnet.'
      : 'Die Bestellung ist storniert; es wird nichts geliefert oder berechnet.';
  }
  if (order.status === 'awaiting_approval') return 'Zu zahlen ist erst nach der Freigabe durch einen Inhaber der Firma.';
  if (order.invoiced) {
    if (order.paymentMethod === 'invoice' && order.paymentStatus !== 'completed') return `${INVOICE_IS_HERE} Bitte zahlen Sie nach den vereinbarten Zahlungsbedingungen.`;
    return INVOICE_IS_HERE;
  }
  if (order.paymentMethod === 'invoice') {
    if (order.paymentStatus === 'completed') return null;
    return order.status === 'shipped' || order.status === 'delivered'
      ? 'Die Rechnung wird mit dem Versand erstellt und erscheint auf dieser Seite unter „Rechnung“; bitte zahlen Sie nach den vereinbarten Zahlungsbedingungen.'
      : 'Sie erhalten die Rechnung mit dem Versand und zahlen nach den vereinbarten Zahlungsbedingungen.';
  }
  if (order.paymentMethod === 'cash_on_delivery' && AT_THE_DRIVER.has(order.paymentStatus) && order.status !== 'delivered') {
    return 'Sie bezahlen bei der Lieferung direkt beim Fahrer.';
  }
  return null;
}

/** Under the invoice card while there is no invoice: when one comes, or why none will. */
export function invoiceHint(order: Pick<Order, 'status' | 'rejectionReason'>): string {
  if (wasRejected(order)) return 'Die Bestellung wurde nicht freigegeben, daher gibt es keine Rechnung.';
  if (order.status === 'cancelled') return 'Diese Bestellung wurde vor dem Versand storniert, daher gibt es keine Rechnung.';
  if (order.status === 'awaiting_approval') return 'Die Rechnung (PDF und XRechnung) erscheint hier, sobald die Bestellung freigegeben und versandt ist.';
  return 'Die Rechnung (PDF und XRechnung) erscheint hier, sobald Ihre Bestellung versandt ist.';
}
