import { Company } from '../../common/config/company';
import { centsFromNumeric, formatCents, formatEuro, formatGermanDate } from '../../common/money/money';
import { DELIVERY_TERMS } from '../../common/money/order-totals';
import { PaymentMethod, PaymentStatus } from '../orders/order-enums';
import { OrderForInvoice } from '../orders/order-invoicing';
import { Invoice, InvoiceBuyer, InvoiceSeller } from './entities/invoice.entity';

/** Days until an unpaid invoice is due ("14 Tage netto"). */
export const PAYMENT_DAYS = 14;

export type InvoiceContent = Omit<
  Invoice,
  'id' | 'number' | 'kind' | 'order' | 'user' | 'company' | 'cancelsInvoiceId' | 'cancelsInvoice' | 'cancelledAt' | 'pdfKey' | 'xmlKey' | 'renderedAt' | 'createdAt'
>;

export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const berlinDate = (instant: Date) =>
  instant.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

export function sellerOf(company: Company): InvoiceSeller {
  return { ...company, countryCode: 'DE', iban: company.iban.replace(/\s+/g, ''), bic: company.bic.replace(/\s+/g, '') };
}

export function buyerOf(order: OrderForInvoice, vatId: string | null, email: string): InvoiceBuyer {
  const address = order.billingAddress;
  return {
    company: address.company,
    contactPerson: address.contact_person,
    street: address.address,
    postalCode: address.postal_code,
    city: address.city,
    countryCode: 'DE',
    vatId,
    email,
  };
}

/**
 * The content of the invoice for an order on the given Berlin day: the order's amounts to the cent,
 * its lines with list price, discount and EK, and the payment terms of its payment method.
 * Leistungsdatum is the planned delivery day once it has passed, else the issue day (the goods leave then).
 */
export function invoiceContentOf(
  order: OrderForInvoice,
  parties: { seller: InvoiceSeller; buyer: InvoiceBuyer },
  number: string,
  issueDate: string,
): InvoiceContent {
  const paid = order.paymentStatus === PaymentStatus.Completed;
  const cashOnDelivery = order.paymentMethod === PaymentMethod.CashOnDelivery;
  const deliveryDate = order.plannedDeliveryDate <= issueDate ? order.plannedDeliveryDate : issueDate;
  const dueDate = paid ? null : cashOnDelivery ? (order.plannedDeliveryDate > issueDate ? order.plannedDeliveryDate : issueDate) : addDays(issueDate, PAYMENT_DAYS);
  // Vorkasse was asked for with the order number as Verwendungszweck; anything else is paid against the invoice number.
  const paymentReference = order.paymentMethod === PaymentMethod.Prepayment ? order.orderNumber : number;
  const shippingCents = centsFromNumeric(order.shippingAmount);
  const expressCents = order.express ? Math.min(DELIVERY_TERMS.expressSurchargeCents, shippingCents) : 0;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    companyId: order.companyId,
    userId: order.userId,
    issueDate,
    deliveryDate,
    dueDate,
    paymentMethod: order.paymentMethod,
    paid,
    paymentTerms: paymentTermsOf(order, paid, dueDate, paymentReference),
    paymentReference,
    seller: parties.seller,
    buyer: parties.buyer,
    deliveryAddress: {
      company: order.shippingAddress.company,
      street: order.shippingAddress.address,
      postalCode: order.shippingAddress.postal_code,
      city: order.shippingAddress.city,
      countryCode: 'DE',
    },
    lines: order.items.map((item, index) => ({
      position: index + 1,
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      listPrice: formatCents(centsFromNumeric(item.basePrice)),
      discountPercent: item.discountPercent,
      unitPrice: formatCents(centsFromNumeric(item.unitPrice)),
      totalPrice: formatCents(centsFromNumeric(item.totalPrice)),
    })),
    subtotalAmount: formatCents(centsFromNumeric(order.subtotalAmount)),
    discountAmount: formatCents(centsFromNumeric(order.discountAmount)),
    shippingAmount: formatCents(shippingCents),
    expressAmount: formatCents(expressCents),
    vatPercent: `${DELIVERY_TERMS.vatPercent}.00`,
    taxAmount: formatCents(centsFromNumeric(order.taxAmount)),
    totalAmount: formatCents(centsFromNumeric(order.totalAmount)),
  };
}

function paymentTermsOf(order: OrderForInvoice, paid: boolean, dueDate: string | null, reference: string): string {
  const total = formatEuro(order.totalAmount);
  if (paid) {
    const on = order.paidAt ? ` am ${berlinDate(order.paidAt)}` : '';
    if (order.paymentMethod === PaymentMethod.Stripe) return `Der Rechnungsbetrag von ${total} wurde${on} per Karte bezahlt. Vielen Dank!`;
    if (order.paymentMethod === PaymentMethod.Prepayment) {
      return `Der Rechnungsbetrag von ${total} wurde${on} per Vorkasse (Verwendungszweck ${order.orderNumber}) bezahlt. Vielen Dank!`;
    }
    return `Der Rechnungsbetrag von ${total} wurde${on} bezahlt. Vielen Dank!`;
  }
  if (order.paymentMethod === PaymentMethod.CashOnDelivery) {
    return `Zahlung beim Fahrer: Bitte zahlen Sie ${total} bei der Lieferung${dueDate ? ` am ${formatGermanDate(dueDate)}` : ''}.`;
  }
  return `Zahlbar innerhalb von ${PAYMENT_DAYS} Tagen ohne Abzug bis zum ${formatGermanDate(dueDate!)} auf das unten genannte Konto, Verwendungszweck ${reference}.`;
}

const negate = (amount: string) => formatCents(-centsFromNumeric(amount));

/** The cancellation invoice of an invoice: same lines and amounts with the opposite sign, nothing left to pay. */
export function cancellationContentOf(original: Invoice, issueDate: string): InvoiceContent {
  const total = formatEuro(original.totalAmount);
  return {
    orderId: original.orderId,
    orderNumber: original.orderNumber,
    companyId: original.companyId,
    userId: original.userId,
    issueDate,
    deliveryDate: original.deliveryDate,
    dueDate: null,
    paymentMethod: original.paymentMethod,
    paid: original.paid,
    paymentTerms: original.paid
      ? `Diese Stornorechnung hebt die Rechnung ${original.number} vom ${formatGermanDate(original.issueDate)} auf. Den bereits gezahlten Betrag von ${total} erstatten wir Ihnen.`
      : `Diese Stornorechnung hebt die Rechnung ${original.number} vom ${formatGermanDate(original.issueDate)} auf. Es ist keine Zahlung mehr fällig.`,
    paymentReference: original.number,
    seller: original.seller,
    buyer: original.buyer,
    deliveryAddress: original.deliveryAddress,
    lines: original.lines.map((line) => ({ ...line, quantity: -line.quantity, totalPrice: negate(line.totalPrice) })),
    subtotalAmount: negate(original.subtotalAmount),
    discountAmount: negate(original.discountAmount),
    shippingAmount: negate(original.shippingAmount),
    expressAmount: negate(original.expressAmount),
    vatPercent: original.vatPercent,
    taxAmount: negate(original.taxAmount),
    totalAmount: negate(original.totalAmount),
  };
}
