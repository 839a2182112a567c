import { Company } from '../../common/config/company';
import { centsFromNumeric, formatCents, formatEuro, formatGermanDate } from '../../common/money/money';
import { DELIVERY_TERMS } from '../../common/money/order-totals';
import { PaymentStatus } from '../orders/order-enums';
import { paymentPolicyOf } from '../orders/payment-policies/payment-policies';
import { AgreedPaymentTerm } from '../orders/payment-policies/payment-method-policy';
import { OrderForInvoice } from '../orders/order-invoicing';
import type { BankAccountSetting } from '../settings/receivables-settings';
import { Invoice, InvoiceBuyer, InvoiceSeller } from './entities/invoice.entity';

export type InvoiceContent = Omit<
  Invoice,
  'id' | 'number' | 'kind' | 'order' | 'user' | 'company' | 'cancelsInvoiceId' | 'cancelsInvoice' | 'cancelledAt' | 'paidAmount' | 'skontoAmount' | 'settledAt' | 'pdfKey' | 'xmlKey' | 'renderedAt' | 'createdAt'
>;

/** The seller's data from COMPANY_*; the bank account from the receivables settings when given (the back office keeps it there). */
export function sellerOf(company: Company, bank?: BankAccountSetting): InvoiceSeller {
  const account = bank?.iban ? { bankName: bank.bankName, iban: bank.iban, bic: bank.bic, accountHolder: bank.accountHolder || company.name } : { accountHolder: company.name };
  const seller = { ...company, countryCode: 'DE', ...account };
  return { ...seller, iban: seller.iban.replace(/\s+/g, ''), bic: seller.bic.replace(/\s+/g, '') };
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
  paymentTerm: AgreedPaymentTerm | null = null,
): InvoiceContent {
  const paid = order.paymentStatus === PaymentStatus.Completed;
  const deliveryDate = order.plannedDeliveryDate <= issueDate ? order.plannedDeliveryDate : issueDate;
  const terms = paymentPolicyOf(order.paymentMethod).invoiceTerms({ order, paid, invoiceNumber: number, issueDate, paymentTerm });
  const shippingCents = centsFromNumeric(order.shippingAmount);
  const expressCents = order.express ? Math.min(DELIVERY_TERMS.expressSurchargeCents, shippingCents) : 0;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    companyId: order.companyId,
    userId: order.userId,
    issueDate,
    deliveryDate,
    dueDate: terms.dueDate,
    skontoPercent: terms.skonto ? terms.skonto.percent.toFixed(2) : null,
    skontoUntil: terms.skonto?.until ?? null,
    paymentMethod: order.paymentMethod,
    paid,
    paymentTerms: terms.text,
    paymentReference: terms.paymentReference,
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
    skontoPercent: null,
    skontoUntil: null,
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
