import { PaymentMethod, PaymentStatus } from '../order-enums';
import { accountTerms, paidTerms, SEPA_TRANSFER } from './invoice-terms';
import { PaymentMethodPolicy } from './payment-method-policy';

/**
 * Kauf auf Rechnung: for companies the back office allowed it, within their credit limit. Delivered first,
 * invoiced with the company's payment terms (due date, Skonto); the payment status follows the invoice's
 * open items, booked by hand or from a bank statement.
 */
export const ON_ACCOUNT: PaymentMethodPolicy = {
  method: PaymentMethod.Invoice,
  label: 'Kauf auf Rechnung',
  grantsCredit: true,
  refundsThroughProvider: false,
  initialPaymentStatus: PaymentStatus.Pending,
  // money comes and goes through the invoice's open items (a credit from a cancelled invoice is paid back there)
  events: ['settle', 'settle-partly', 'unsettle', 'reopen', 'reopen-in-processing'],
  canPayOnline: () => false,
  asksForTransfer: () => false,
  confirmationMail: () => [
    { p: 'Zahlungsart: Kauf auf Rechnung. Sie erhalten die Rechnung mit dem Versand; bitte zahlen Sie nach den vereinbarten Zahlungsbedingungen.' },
  ],
  shippedMail: () => [{ p: 'Die Rechnung finden Sie im Portal unter „Rechnungen“; zahlbar nach den vereinbarten Zahlungsbedingungen.' }],
  invoiceTerms: ({ order, paid, issueDate, invoiceNumber, paymentTerm }) =>
    paid ? paidTerms(order, invoiceNumber, '') : accountTerms(order, issueDate, invoiceNumber, paymentTerm),
  paymentMeans: () => SEPA_TRANSFER,
};
