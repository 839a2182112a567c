import { OrderCreditFacts } from './order-events';
import { OrderStatus, PaymentMethod } from './order-enums';
import { paymentPolicyOf } from './payment-policies/payment-policies';

/** The facts of an order a credit check needs, its payment policy deciding whether it is bought on account. */
export const creditFactsOf = (order: { companyId: string; status: OrderStatus; totalAmount: string; paymentMethod: PaymentMethod }): OrderCreditFacts => ({
  companyId: order.companyId,
  status: order.status,
  totalAmount: order.totalAmount,
  grantsCredit: paymentPolicyOf(order.paymentMethod).grantsCredit,
});
