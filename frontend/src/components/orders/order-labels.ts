import type { components } from '@/lib/api/schema.gen';
import { formatEuro } from '@/lib/format';

export type OrderStatus = components['schemas']['OrderStatus'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
export type PaymentMethod = components['schemas']['PaymentMethod'];

interface Label {
  label: string;
  color: string;
}

/** The admin spec's German names of the order status, in the order the dropdown lists them. */
export const ORDER_STATUSES: OrderStatus[] = ['awaiting_approval', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'];
export const PAYMENT_STATUSES: PaymentStatus[] = ['pending', 'completed', 'failed', 'refunded', 'cash_on_delivery', 'refund_due', 'partially_paid'];
export const PAYMENT_METHODS: PaymentMethod[] = ['prepayment', 'cash_on_delivery', 'stripe', 'invoice'];

const ORDER_STATUS: Record<OrderStatus, Label> = {
  awaiting_approval: { label: 'Freigabe ausstehend', color: 'orange' },
  pending: { label: 'Ausstehend', color: 'gold' },
  processing: { label: 'In Bearbeitung', color: 'blue' },
  shipped: { label: 'Versandt', color: 'cyan' },
  delivered: { label: 'Zugestellt', color: 'green' },
  cancelled: { label: 'Storniert', color: 'default' },
};

const PAYMENT_STATUS: Record<PaymentStatus, Label> = {
  pending: { label: 'Ausstehend', color: 'gold' },
  completed: { label: 'Bezahlt', color: 'green' },
  failed: { label: 'Fehlgeschlagen', color: 'red' },
  refunded: { label: 'Erstattet', color: 'purple' },
  cash_on_delivery: { label: 'Zahlung beim Fahrer', color: 'blue' },
  refund_due: { label: 'Zahlung nach Stornierung – Erstattung prüfen', color: 'volcano' },
  partially_paid: { label: 'Teilweise bezahlt', color: 'lime' },
};

/** What a status badge is about, written before its label where both badges appear ('Bestellung: Ausstehend'). */
export const STATUS_SUBJECT = { order: 'Bestellung', payment: 'Zahlung' } as const;

const PAYMENT_METHOD: Record<PaymentMethod, string> = {
  prepayment: 'Vorkasse',
  cash_on_delivery: 'Zahlung beim Fahrer',
  stripe: 'Karte (Stripe)',
  invoice: 'Kauf auf Rechnung',
};

/** An unknown value (a newer server) shows as itself rather than breaking the page. */
export const orderStatusInfo = (status: string): Label => ORDER_STATUS[status as OrderStatus] ?? { label: status, color: 'default' };
export const paymentStatusInfo = (status: string): Label => PAYMENT_STATUS[status as PaymentStatus] ?? { label: status, color: 'default' };
export const paymentMethodLabel = (method: string): string => PAYMENT_METHOD[method as PaymentMethod] ?? method;

/**
 * The payment status as the dealer reads it after 'Zahlung: ' where the back office's name would repeat the word
 * ('Zahlung: Zahlung beim Fahrer') or name its own to-do ('Erstattung prüfen').
 */
const PAYMENT_STATUS_AFTER_SUBJECT: Partial<Record<PaymentStatus, string>> = {
  cash_on_delivery: 'bei Lieferung',
  refund_due: 'nach Stornierung eingegangen, wird erstattet',
};

/** Payment states in which nothing was paid: for a cancelled order nothing is owed any more, nothing is 'Ausstehend'. */
const NOTHING_PAID = new Set<string>(['pending', 'failed', 'cash_on_delivery']);

/** The dealer's payment badge: what follows 'Zahlung: ', and for a cancelled (or rejected) order that was never paid 'entfällt'. */
export function dealerPaymentStatus(paymentStatus: string, orderStatus?: string): Label {
  if (orderStatus === 'cancelled' && NOTHING_PAID.has(paymentStatus)) return { label: 'entfällt', color: 'default' };
  const info = paymentStatusInfo(paymentStatus);
  return { label: PAYMENT_STATUS_AFTER_SUBJECT[paymentStatus as PaymentStatus] ?? info.label, color: info.color };
}

/** The express surcharge of the published delivery terms (DECISIONS "Pricing"); the amount itself comes from the server. */
export const deliveryLabel = (express: boolean): string => (express ? `Express (+${formatEuro(25)} netto)` : 'Standard');

/** The status dropdowns of the back office: the current status and the moves the server allows from it. */
export const statusOptions = (order: { status: OrderStatus; allowedStatuses: OrderStatus[] }) =>
  [order.status, ...order.allowedStatuses].map((value) => ({ value, label: orderStatusInfo(value).label, disabled: value === order.status }));

export const paymentStatusOptions = (order: { paymentStatus: PaymentStatus; allowedPaymentStatuses: PaymentStatus[] }) =>
  [order.paymentStatus, ...order.allowedPaymentStatuses].map((value) => ({ value, label: paymentStatusInfo(value).label, disabled: value === order.paymentStatus }));
