import { OrderStatus, PaymentStatus } from '../order-enums';

/**
 * Who makes a move. A dealer's owner approves, the back office ships, the expiry job cancels, the card provider pays
 * (and reports a refund that failed).
 */
export type OrderActorKind = 'dealer' | 'owner' | 'admin' | 'system' | 'payment_provider';

export interface OrderActor {
  kind: OrderActorKind;
  /** The person, where a person acts (audit, approvals). */
  userId?: string;
}

export const SYSTEM: OrderActor = { kind: 'system' };
export const PAYMENT_PROVIDER: OrderActor = { kind: 'payment_provider' };

export type OrderEvent =
  | 'approve'
  | 'reject'
  | 'process'
  | 'ship'
  | 'undo-shipping'
  | 'deliver'
  | 'cancel'
  | 'expire'
  | 'reopen'
  | 'reopen-in-processing'
  | 'pay'
  | 'fail-payment'
  | 'mark-paid'
  | 'refund'
  | 'refund-failed'
  | 'settle'
  | 'settle-partly'
  | 'unsettle';

/**
 * What follows a move, besides the new status. The orders module does the stock, the paid date, its mails
 * and the audit row; 'invoice' and 'credit-note' travel with the OrderStatusChanged event to the invoices module.
 */
export type OrderEffect =
  | 'stock-back'
  | 'stock-take'
  | 'invoice'
  | 'credit-note'
  | 'record-paid-at'
  | 'clear-paid-at'
  | 'mail-status'
  | 'mail-placed'
  | 'mail-rejected'
  | 'mail-payment-received'
  | 'mail-payment-expired'
  | 'mail-refund-failed'
  | 'audit';

/** Facts about an order beyond its two statuses that a move may require; order-moves.ts reads each and says why it is missing. */
export type OrderCondition = 'not-rejected' | 'no-money-received' | 'refunded-at-provider';

interface Move<S> {
  event: OrderEvent;
  from: readonly S[];
  to: S;
  by: readonly OrderActorKind[];
  effects: readonly OrderEffect[];
  requires?: readonly OrderCondition[];
}

export type StatusMove = Move<OrderStatus> & { of: 'status' };
/** A payment move may depend on the order status: money for a cancelled order is not simply 'paid'. */
export type PaymentMove = Move<PaymentStatus> & { of: 'payment'; whileOrder: readonly OrderStatus[] };
export type OrderTransition = StatusMove | PaymentMove;

const { AwaitingApproval, Pending, Processing, Shipped, Delivered, Cancelled } = OrderStatus;
const OPEN = [Pending, Processing, Shipped, Delivered];
/**
 * A cancellation is undone only where nothing else decided it: not an owner's rejection, not once money came or went
 * (it is booked against the cancelled order), and only for methods whose policy lists it (a card order's payment
 * window has closed: the dealer orders again).
 */
const REOPEN_REQUIRES = ['not-rejected', 'no-money-received'] as const;

/**
 * Every move an order's status or payment status may make, who may make it and what follows. Whatever is
 * not here is refused. The payment method's policy says which payment events apply to it (only card
 * orders expire or are paid by the provider). `OrderProcess.transition` is the only writer of both statuses.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // a buyer's order above their limit: an owner places it as if ordered now (stock taken or refused) or rejects it
  { of: 'status', event: 'approve', from: [AwaitingApproval], to: Pending, by: ['owner'], effects: ['stock-take', 'mail-placed'] },
  { of: 'status', event: 'reject', from: [AwaitingApproval], to: Cancelled, by: ['owner'], effects: ['mail-rejected'] },
  { of: 'status', event: 'cancel', from: [AwaitingApproval], to: Cancelled, by: ['admin'], effects: ['mail-status', 'audit'] },
  { of: 'status', event: 'process', from: [Pending], to: Processing, by: ['admin'], effects: ['audit'] },
  { of: 'status', event: 'ship', from: [Pending, Processing], to: Shipped, by: ['admin'], effects: ['invoice', 'mail-status', 'audit'] },
  // a shipment booked by mistake; the invoice stays and shipping again issues no second one
  { of: 'status', event: 'undo-shipping', from: [Shipped], to: Processing, by: ['admin'], effects: ['audit'] },
  { of: 'status', event: 'deliver', from: [Pending, Processing, Shipped], to: Delivered, by: ['admin'], effects: ['invoice', 'mail-status', 'audit'] },
  {
    of: 'status',
    event: 'cancel',
    from: [Pending, Processing, Shipped],
    to: Cancelled,
    by: ['admin'],
    effects: ['stock-back', 'credit-note', 'mail-status', 'audit'],
  },
  { of: 'status', event: 'expire', from: [Pending], to: Cancelled, by: ['system'], effects: ['stock-back', 'credit-note', 'mail-payment-expired'] },
  // undoing the back office's own cancellation, checked like a new order (stock, credit limit, Liefersperre)
  { of: 'status', event: 'reopen', from: [Cancelled], to: Pending, by: ['admin'], effects: ['stock-take', 'audit'], requires: REOPEN_REQUIRES },
  { of: 'status', event: 'reopen-in-processing', from: [Cancelled], to: Processing, by: ['admin'], effects: ['stock-take', 'audit'], requires: REOPEN_REQUIRES },

  {
    of: 'payment',
    event: 'pay',
    from: [PaymentStatus.Pending, PaymentStatus.Failed],
    whileOrder: OPEN,
    to: PaymentStatus.Completed,
    by: ['payment_provider'],
    effects: ['record-paid-at', 'mail-payment-received'],
  },
  {
    of: 'payment',
    event: 'pay',
    from: [PaymentStatus.Pending, PaymentStatus.Failed],
    whileOrder: [Cancelled],
    to: PaymentStatus.RefundDue,
    by: ['payment_provider'],
    effects: ['record-paid-at'],
  },
  { of: 'payment', event: 'fail-payment', from: [PaymentStatus.Pending], whileOrder: OPEN, to: PaymentStatus.Failed, by: ['payment_provider'], effects: [] },
  {
    of: 'payment',
    event: 'mark-paid',
    from: [PaymentStatus.Pending, PaymentStatus.Failed, PaymentStatus.CashOnDelivery],
    whileOrder: OPEN,
    to: PaymentStatus.Completed,
    by: ['admin'],
    effects: ['record-paid-at', 'mail-payment-received', 'audit'],
  },
  // money paid through a provider (card) is refunded there first (the payments module), then recorded by this row
  {
    of: 'payment',
    event: 'refund',
    from: [PaymentStatus.Completed, PaymentStatus.RefundDue],
    whileOrder: [...OPEN, Cancelled],
    to: PaymentStatus.Refunded,
    by: ['admin'],
    effects: ['audit'],
    requires: ['refunded-at-provider'],
  },
  // the provider reports days later that its refund failed (card closed, bank refused): the money is with us again
  {
    of: 'payment',
    event: 'refund-failed',
    from: [PaymentStatus.Refunded],
    whileOrder: OPEN,
    to: PaymentStatus.Completed,
    by: ['payment_provider'],
    effects: ['audit', 'mail-refund-failed'],
  },
  {
    of: 'payment',
    event: 'refund-failed',
    from: [PaymentStatus.Refunded],
    whileOrder: [Cancelled],
    to: PaymentStatus.RefundDue,
    by: ['payment_provider'],
    effects: ['audit', 'mail-refund-failed'],
  },
  // the order's payment status follows its invoice's open items (payments booked by hand or from a bank statement)
  {
    of: 'payment',
    event: 'settle',
    from: [PaymentStatus.Pending, PaymentStatus.PartiallyPaid],
    whileOrder: OPEN,
    to: PaymentStatus.Completed,
    by: ['system'],
    effects: ['record-paid-at'],
  },
  { of: 'payment', event: 'settle-partly', from: [PaymentStatus.Pending, PaymentStatus.Completed], whileOrder: OPEN, to: PaymentStatus.PartiallyPaid, by: ['system'], effects: ['clear-paid-at'] },
  { of: 'payment', event: 'unsettle', from: [PaymentStatus.PartiallyPaid, PaymentStatus.Completed], whileOrder: OPEN, to: PaymentStatus.Pending, by: ['system'], effects: ['clear-paid-at'] },
];
