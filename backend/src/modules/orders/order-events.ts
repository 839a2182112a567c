import { OrderStatus, PaymentStatus } from './order-enums';
import { OrderEffect, OrderEvent } from './process/order-transitions';

/**
 * What the orders module tells the others, inside the transaction of the change (common/events). Listeners
 * import these classes from here; the orders module knows none of them.
 */
export class OrderPlaced {
  constructor(readonly orderId: string) {}
}

export class OrderStatusChanged {
  constructor(
    readonly orderId: string,
    readonly event: OrderEvent,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    /** From the transition table: 'invoice' and 'credit-note' are for the invoices module. */
    readonly effects: readonly OrderEffect[],
  ) {}
}

export class OrderPaymentChanged {
  constructor(
    readonly orderId: string,
    readonly event: OrderEvent,
    readonly from: PaymentStatus,
    readonly to: PaymentStatus,
  ) {}
}

/** Raised before the order row is deleted: a listener that must keep the order (an invoice exists) refuses by throwing. */
export class OrderDeleted {
  constructor(
    readonly orderId: string,
    readonly orderNumber: string,
  ) {}
}
