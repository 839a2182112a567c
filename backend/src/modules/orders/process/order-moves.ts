import { Order } from '../entities/order.entity';
import { OrderStatus, PaymentStatus } from '../order-enums';
import { paymentPolicyOf, PAYMENT_POLICIES } from '../payment-policies/payment-policies';
import { OrderActorKind, OrderTransition, ORDER_TRANSITIONS, PaymentMove, StatusMove } from './order-transitions';

type OrderState = Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'>;

/** Events that apply only to some payment methods: each policy lists those that apply to it. */
const METHOD_EVENTS = new Set(Object.values(PAYMENT_POLICIES).flatMap((policy) => policy.events));

/** Whether the row starts where the order stands and applies to its payment method. */
export function applies(row: OrderTransition, order: OrderState): boolean {
  if (METHOD_EVENTS.has(row.event) && !paymentPolicyOf(order.paymentMethod).events.includes(row.event)) return false;
  return row.of === 'status' ? startsAt(row, order.status) : startsAt(row, order.paymentStatus) && row.whileOrder.includes(order.status);
}

const startsAt = (row: StatusMove | PaymentMove, current: OrderStatus | PaymentStatus) => (row.from as readonly string[]).includes(current);


/** The rows an actor may apply to the order now. */
export const movesFor = (order: OrderState, actor: OrderActorKind): OrderTransition[] =>
  ORDER_TRANSITIONS.filter((row) => applies(row, order) && row.by.includes(actor));

/** The statuses the back office may set from here: its screen offers only these. */
export function adminTargets(order: OrderState): { statuses: OrderStatus[]; paymentStatuses: PaymentStatus[] } {
  const moves = movesFor(order, 'admin');
  return {
    statuses: [...new Set(moves.flatMap((row) => (row.of === 'status' ? [row.to] : [])))],
    paymentStatuses: [...new Set(moves.flatMap((row) => (row.of === 'payment' ? [row.to] : [])))],
  };
}
