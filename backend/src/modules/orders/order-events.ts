import { OrderStatus, PaymentStatus } from './order-enums';
import { OrderEffect, OrderEvent } from './process/order-transitions';

/**
 * What the orders module tells the others, inside the transaction of the change (common/events). Listeners
 * import these classes from here; the orders module knows none of them.
 */
/** What a listener checking an order against the company's credit reads of it. */
export interface OrderCreditFacts {
  companyId: string;
  status: OrderStatus;
  totalAmount: string;
  /** The payment method's policy buys on account (Kauf auf Rechnung). */
  grantsCredit: boolean;
}

/** Raised after the order and its lines are written, before the commit: a listener that throws refuses the order (the cart stays). */
export class OrderPlaced {
  constructor(
    readonly orderId: string,
    readonly order: OrderCreditFacts,
  ) {}
}

export class OrderStatusChanged {
  constructor(
    readonly orderId: string,
    readonly event: OrderEvent,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    /** From the transition table: 'invoice' and 'credit-note' are for the invoices module. */
    readonly effects: readonly OrderEffect[],
    /** The order after the move (an approval re-prices it first). */
    readonly order: OrderCreditFacts,
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
