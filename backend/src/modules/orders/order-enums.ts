export enum OrderStatus {
  /** Placed by a buyer above their order limit or monthly budget: no stock taken until an owner approves. */
  AwaitingApproval = 'awaiting_approval',
  Pending = 'pending',
  Processing = 'processing',
  Shipped = 'shipped',
  Delivered = 'delivered',
  Cancelled = 'cancelled',
}

export enum PaymentStatus {
  Pending = 'pending',
  Completed = 'completed',
  Failed = 'failed',
  Refunded = 'refunded',
  CashOnDelivery = 'cash_on_delivery',
  /** A card payment that arrived after the order was cancelled: recorded, waiting for an administrator to refund it. */
  RefundDue = 'refund_due',
  /** Bought on account: payments cover part of the invoice. */
  PartiallyPaid = 'partially_paid',
}

export enum PaymentMethod {
  Prepayment = 'prepayment',
  CashOnDelivery = 'cash_on_delivery',
  Stripe = 'stripe',
  /** Kauf auf Rechnung: within the company's credit limit, due after its payment terms. */
  Invoice = 'invoice',
}
