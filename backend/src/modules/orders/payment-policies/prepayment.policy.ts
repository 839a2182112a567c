import { formatEuro } from '../../../common/money/money';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../order-enums';
import { paidTerms, SEPA_TRANSFER, transferTerms } from './invoice-terms';
import { PaymentMethodPolicy } from './payment-method-policy';

/** Vorkasse: the dealer transfers the total with the order number as reference; we deliver after it arrived. */
export const PREPAYMENT: PaymentMethodPolicy = {
  method: PaymentMethod.Prepayment,
  label: 'Vorkasse',
  grantsCredit: false,
  refundsThroughProvider: false,
  initialPaymentStatus: PaymentStatus.Pending,
  events: ['mark-paid', 'refund', 'reopen', 'reopen-in-processing'],
  canPayOnline: () => false,
  // not before an owner approved a waiting order (its amount is fixed then, at today's prices), not after cancelling
  asksForTransfer: (order) =>
    order.paymentStatus === PaymentStatus.Pending && order.status !== OrderStatus.Cancelled && order.status !== OrderStatus.AwaitingApproval,
  confirmationMail: (order, { company }) => [
    { p: 'Zahlungsart: Vorkasse. Bitte überweisen Sie den Betrag auf unser Konto; wir liefern nach Zahlungseingang.' },
    {
      quote: `Empfänger: ${company.name}\nIBAN: ${company.iban}\nBIC: ${company.bic} (${company.bankName})\nBetrag: ${formatEuro(order.totalAmount)}\nVerwendungszweck: ${order.orderNumber}`,
    },
  ],
  shippedMail: () => [],
  // Vorkasse was asked for with the order number as Verwendungszweck.
  invoiceTerms: ({ order, paid, issueDate }) =>
    paid ? paidTerms(order, order.orderNumber, ` per Vorkasse (Verwendungszweck ${order.orderNumber})`) : transferTerms(issueDate, order.orderNumber),
  paymentMeans: () => SEPA_TRANSFER,
};
