import { OrderStatus, PaymentMethod, PaymentStatus } from '../order-enums';
import { paidTerms, SEPA_TRANSFER, transferTerms } from './invoice-terms';
import { PaymentMethodPolicy } from './payment-method-policy';

/**
 * Karte (Stripe Checkout): paid only when the provider confirms it; unpaid orders are cancelled by the
 * expiry job after ORDER_PAYMENT_TIMEOUT_HOURS. An invoice of an unpaid card order asks for a transfer.
 * Its money goes back through Stripe: the back office refunds from the portal, and the refund's id is on the order
 * before its payment status becomes 'refunded'. A refund Stripe reports as failed takes 'refunded' back.
 */
export const CARD: PaymentMethodPolicy = {
  method: PaymentMethod.Stripe,
  label: 'Karte (Stripe)',
  grantsCredit: false,
  refundsThroughProvider: true,
  initialPaymentStatus: PaymentStatus.Pending,
  events: ['pay', 'fail-payment', 'expire', 'refund', 'refund-failed'],
  canPayOnline: (order) =>
    (order.paymentStatus === PaymentStatus.Pending || order.paymentStatus === PaymentStatus.Failed) && order.status === OrderStatus.Pending,
  asksForTransfer: () => false,
  confirmationMail: (order, { paymentTimeoutHours }) =>
    order.paymentStatus === PaymentStatus.Completed
      ? [{ p: 'Zahlungsart: Karte. Ihre Zahlung ist eingegangen.' }]
      : [
          {
            p: `Zahlungsart: Karte. Falls die Zahlung noch nicht abgeschlossen ist, können Sie sie in Ihrer Bestellung nachholen (innerhalb von ${paymentTimeoutHours} Stunden).`,
          },
        ],
  shippedMail: () => [],
  invoiceTerms: ({ order, paid, issueDate, invoiceNumber }) =>
    paid ? paidTerms(order, invoiceNumber, ' per Karte') : transferTerms(issueDate, invoiceNumber),
  paymentMeans: (paid) => (paid ? { code: 'ZZZ', name: 'Kartenzahlung (bereits bezahlt)', toSellerAccount: false } : SEPA_TRANSFER),
};
