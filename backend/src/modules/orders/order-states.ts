import { OrderStatus, PaymentMethod, PaymentStatus } from './order-enums';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  [OrderStatus.Pending]: 'Ausstehend',
  [OrderStatus.Processing]: 'In Bearbeitung',
  [OrderStatus.Shipped]: 'Versandt',
  [OrderStatus.Delivered]: 'Zugestellt',
  [OrderStatus.Cancelled]: 'Storniert',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  [PaymentStatus.Pending]: 'Ausstehend',
  [PaymentStatus.Completed]: 'Bezahlt',
  [PaymentStatus.Failed]: 'Fehlgeschlagen',
  [PaymentStatus.Refunded]: 'Erstattet',
  [PaymentStatus.CashOnDelivery]: 'Zahlung beim Fahrer',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  [PaymentMethod.Prepayment]: 'Vorkasse',
  [PaymentMethod.CashOnDelivery]: 'Zahlung beim Fahrer',
  [PaymentMethod.Stripe]: 'Karte (Stripe)',
};

/** What a move does besides changing the status: stock back on cancelling, stock again on leaving it, a mail to the dealer. */
export interface OrderMove {
  stock?: 'give-back' | 'take';
  notifyDealer?: boolean;
}

const ACTIVE = [OrderStatus.Pending, OrderStatus.Processing, OrderStatus.Shipped, OrderStatus.Delivered];

function movesFrom(from: OrderStatus): Partial<Record<OrderStatus, OrderMove>> {
  const moves: Partial<Record<OrderStatus, OrderMove>> = {};
  for (const to of [...ACTIVE, OrderStatus.Cancelled]) {
    if (to === from) continue;
    const notifyDealer = to === OrderStatus.Shipped || to === OrderStatus.Delivered || to === OrderStatus.Cancelled;
    if (to === OrderStatus.Cancelled) moves[to] = { stock: 'give-back', notifyDealer };
    else if (from === OrderStatus.Cancelled) moves[to] = { stock: 'take', notifyDealer };
    else moves[to] = { notifyDealer };
  }
  return moves;
}

/**
 * The allowed moves of an order status. The admin spec lets administrators set any status; the table
 * adds what each move must do with the stock (DECISIONS "Stock"): cancelling gives it back once,
 * leaving 'cancelled' takes it again or is refused when it is short.
 */
export const ORDER_MOVES: Record<OrderStatus, Partial<Record<OrderStatus, OrderMove>>> = {
  [OrderStatus.Pending]: movesFrom(OrderStatus.Pending),
  [OrderStatus.Processing]: movesFrom(OrderStatus.Processing),
  [OrderStatus.Shipped]: movesFrom(OrderStatus.Shipped),
  [OrderStatus.Delivered]: movesFrom(OrderStatus.Delivered),
  [OrderStatus.Cancelled]: movesFrom(OrderStatus.Cancelled),
};

/** Payment status moves an administrator may make (any, as the admin spec says); 'completed' records when. */
export const PAYMENT_MOVES: Record<PaymentStatus, PaymentStatus[]> = Object.fromEntries(
  Object.values(PaymentStatus).map((from) => [from, Object.values(PaymentStatus).filter((to) => to !== from)]),
) as Record<PaymentStatus, PaymentStatus[]>;

export const initialPaymentStatus = (method: PaymentMethod): PaymentStatus =>
  method === PaymentMethod.CashOnDelivery ? PaymentStatus.CashOnDelivery : PaymentStatus.Pending;
