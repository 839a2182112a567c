import { Order } from '../entities/order.entity';
import { OrderStatus, PaymentStatus } from '../order-enums';
import { paymentPolicyOf, PAYMENT_POLICIES } from '../payment-policies/payment-policies';
import { OrderActorKind, OrderCondition, OrderTransition, ORDER_TRANSITIONS, PaymentMove, StatusMove } from './order-transitions';

type OrderState = Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'> &
  Partial<Pick<Order, 'rejectionReason' | 'stripeRefundId' | 'stripeRefundFailedId'>>;

/** The payment statuses of an order no money came in for (nor went back). */
const NO_MONEY: readonly PaymentStatus[] = [PaymentStatus.Pending, PaymentStatus.Failed, PaymentStatus.CashOnDelivery];

/** How each condition a move may require is read, and the German reason when it does not hold. */
export const ORDER_CONDITIONS: Record<OrderCondition, { holds: (order: OrderState) => boolean; refusal: string }> = {
  'not-rejected': {
    holds: (order) => !order.rejectionReason,
    refusal: 'Der Inhaber hat diese Bestellung abgelehnt; sie bleibt storniert. Der Einkauf kann sie neu bestellen.',
  },
  'no-money-received': {
    holds: (order) => NO_MONEY.includes(order.paymentStatus),
    refusal: 'Zu dieser Bestellung ist Geld eingegangen oder erstattet worden; sie bleibt storniert. Der Händler kann neu bestellen.',
  },
  // once the provider could not refund (card closed), the money may go back another way (a transfer) and be noted by hand
  'refunded-at-provider': {
    holds: (order) =>
      !paymentPolicyOf(order.paymentMethod).refundsThroughProvider || Boolean(order.stripeRefundId) || Boolean(order.stripeRefundFailedId),
    refusal: 'Kartenzahlungen erstatten Sie mit „Über Stripe erstatten“; der Zahlungsstatus wird danach von selbst „Erstattet“.',
  },
};

/** The first condition of the row the order does not meet, or null. */
export const unmetCondition = (row: OrderTransition, order: OrderState): OrderCondition | null =>
  row.requires?.find((condition) => !ORDER_CONDITIONS[condition].holds(order)) ?? null;

/** Events that apply only to some payment methods: each policy lists those that apply to it. */
const METHOD_EVENTS = new Set(Object.values(PAYMENT_POLICIES).flatMap((policy) => policy.events));

/** Whether the row starts where the order stands and applies to its payment method (its conditions aside). */
export function startsHere(row: OrderTransition, order: OrderState): boolean {
  if (METHOD_EVENTS.has(row.event) && !paymentPolicyOf(order.paymentMethod).events.includes(row.event)) return false;
  return row.of === 'status' ? startsAt(row, order.status) : startsAt(row, order.paymentStatus) && row.whileOrder.includes(order.status);
}

/** Whether the row may be applied to the order now: it starts here and the order meets its conditions. */
export const applies = (row: OrderTransition, order: OrderState): boolean => startsHere(row, order) && unmetCondition(row, order) === null;

const startsAt = (row: StatusMove | PaymentMove, current: OrderStatus | PaymentStatus) => (row.from as readonly string[]).includes(current);


/** The rows an actor may apply to the order now. */
export const movesFor = (order: OrderState, actor: OrderActorKind): OrderTransition[] =>
  ORDER_TRANSITIONS.filter((row) => applies(row, order) && row.by.includes(actor));

/**
 * Whether the back office may refund the order's money through the payment provider now: its method refunds there,
 * and the refund move starts here with nothing missing but the provider's refund.
 */
export const refundableAtProvider = (order: OrderState): boolean =>
  paymentPolicyOf(order.paymentMethod).refundsThroughProvider &&
  ORDER_TRANSITIONS.some(
    (row) =>
      row.event === 'refund' &&
      row.by.includes('admin') &&
      startsHere(row, order) &&
      (row.requires ?? []).every((condition) => condition === 'refunded-at-provider' || ORDER_CONDITIONS[condition].holds(order)),
  );

/** The statuses the back office may set from here: its screen offers only these. */
export function adminTargets(order: OrderState): { statuses: OrderStatus[]; paymentStatuses: PaymentStatus[] } {
  const moves = movesFor(order, 'admin');
  return {
    statuses: [...new Set(moves.flatMap((row) => (row.of === 'status' ? [row.to] : [])))],
    paymentStatuses: [...new Set(moves.flatMap((row) => (row.of === 'payment' ? [row.to] : [])))],
  };
}
