import { formatEuro, formatGermanDate } from '../../../common/money/money';
import { PaymentMethod, PaymentStatus } from '../order-enums';
import { paidTerms } from './invoice-terms';
import { PaymentMethodPolicy } from './payment-method-policy';

/** Zahlung beim Fahrer: the driver collects the total on delivery; the back office books it as paid. */
export const CASH_ON_DELIVERY: PaymentMethodPolicy = {
  method: PaymentMethod.CashOnDelivery,
  label: 'Zahlung beim Fahrer',
  grantsCredit: false,
  refundsThroughProvider: false,
  initialPaymentStatus: PaymentStatus.CashOnDelivery,
  events: ['mark-paid', 'refund', 'reopen', 'reopen-in-processing'],
  canPayOnline: () => false,
  asksForTransfer: () => false,
  confirmationMail: (order) => [{ p: `Zahlungsart: Zahlung beim Fahrer. Bitte halten Sie ${formatEuro(order.totalAmount)} bei der Lieferung bereit.` }],
  shippedMail: (order) => [{ p: `Bitte halten Sie ${formatEuro(order.totalAmount)} für unseren Fahrer bereit.` }],
  invoiceTerms: ({ order, paid, issueDate, invoiceNumber }) => {
    if (paid) return paidTerms(order, invoiceNumber, '');
    const dueDate = order.plannedDeliveryDate > issueDate ? order.plannedDeliveryDate : issueDate;
    return {
      dueDate,
      skonto: null,
      paymentReference: invoiceNumber,
      text: `Zahlung beim Fahrer: Bitte zahlen Sie ${formatEuro(order.totalAmount)} bei der Lieferung am ${formatGermanDate(dueDate)}.`,
    };
  },
  paymentMeans: () => ({ code: '10', name: 'Zahlung beim Fahrer', toSellerAccount: false }),
};
