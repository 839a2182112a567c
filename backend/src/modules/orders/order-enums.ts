export enum OrderStatus {
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
}

export enum PaymentMethod {
  Prepayment = 'prepayment',
  CashOnDelivery = 'cash_on_delivery',
  Stripe = 'stripe',
}
