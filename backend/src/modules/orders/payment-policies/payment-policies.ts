import { PaymentMethod } from '../order-enums';
import { CARD } from './card.policy';
import { CASH_ON_DELIVERY } from './cash-on-delivery.policy';
import { PaymentMethodPolicy } from './payment-method-policy';
import { PREPAYMENT } from './prepayment.policy';
import { ON_ACCOUNT } from './on-account.policy';

export const PAYMENT_POLICIES: Record<PaymentMethod, PaymentMethodPolicy> = {
  [PaymentMethod.Prepayment]: PREPAYMENT,
  [PaymentMethod.CashOnDelivery]: CASH_ON_DELIVERY,
  [PaymentMethod.Stripe]: CARD,
  [PaymentMethod.Invoice]: ON_ACCOUNT,
};

/** The methods bought on account: their open orders count against the credit limit. */
export const creditMethods = (): PaymentMethod[] =>
  Object.values(PAYMENT_POLICIES)
    .filter((policy) => policy.grantsCredit)
    .map((policy) => policy.method);

/** The policy of a method; invoices store the method as text, so this takes it as such. */
export function paymentPolicyOf(method: PaymentMethod | string): PaymentMethodPolicy {
  const policy = PAYMENT_POLICIES[method as PaymentMethod] as PaymentMethodPolicy | undefined;
  if (!policy) throw new Error(`Unbekannte Zahlungsart ${method}`);
  return policy;
}

/** The methods whose unpaid orders the expiry job cancels. */
export const expiringMethods = (): PaymentMethod[] =>
  Object.values(PAYMENT_POLICIES)
    .filter((policy) => policy.events.includes('expire'))
    .map((policy) => policy.method);

/** "Vorkasse"; a stored method the portal no longer knows shows as stored. */
export const paymentMethodLabel = (method: string): string => PAYMENT_POLICIES[method as PaymentMethod]?.label ?? method;
