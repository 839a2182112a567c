import type { OrderStatus, PaymentStatus } from '../api/orders';

/** The admin spec's German names; the dealers tab keeps its own copy so the tab stands alone. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Ausstehend',
  processing: 'In Bearbeitung',
  shipped: 'Versandt',
  delivered: 'Zugestellt',
  cancelled: 'Storniert',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Ausstehend',
  completed: 'Bezahlt',
  failed: 'Fehlgeschlagen',
  refunded: 'Erstattet',
  cash_on_delivery: 'Zahlung beim Fahrer',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  prepayment: 'Vorkasse',
  cash_on_delivery: 'Zahlung beim Fahrer',
  stripe: 'Kartenzahlung (Stripe)',
};

export const optionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
