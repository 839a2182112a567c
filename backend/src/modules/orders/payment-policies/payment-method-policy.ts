import { Company } from '../../../common/config/company';
import { MailBlock } from '../../../common/mail/mail-layout';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../order-enums';
import { OrderEvent } from '../process/order-transitions';

/** What a policy reads of an order. */
export interface PolicyOrder {
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalAmount: string;
  paidAt: Date | null;
  plannedDeliveryDate: string;
}

/** The company's agreed payment terms (Zahlungsbedingungen), as the receivables settings define them. */
export interface AgreedPaymentTerm {
  label: string;
  days: number;
  skontoPercent?: number;
  skontoDays?: number;
}

export interface InvoiceTermsInput {
  order: PolicyOrder;
  paid: boolean;
  invoiceNumber: string;
  issueDate: string;
  /** The company's terms when it buys on account; null for everyone else. */
  paymentTerm: AgreedPaymentTerm | null;
}

export interface InvoiceTerms {
  /** Null when nothing is left to pay. */
  dueDate: string | null;
  /** Verwendungszweck the payment is expected under. */
  paymentReference: string;
  /** The sentence on the invoice. */
  text: string;
  /** Skonto granted when paid by `until` (a Berlin day). */
  skonto: { percent: number; until: string } | null;
}

/** The e-invoice's payment means (BT-81, BT-82): 58 SEPA transfer names our account (BR-DE-23). */
export interface PaymentMeans {
  code: '58' | '10' | 'ZZZ';
  name: string;
  toSellerAccount: boolean;
}

export interface MailContext {
  company: Company;
  paymentTimeoutHours: number;
}

/**
 * One payment method with its rules: the first payment status, which payment events apply, what the
 * dealer is asked to do, what its invoice and mails say. A new method is a new file and a line in
 * PAYMENT_POLICIES; nothing else branches on the payment method.
 */
export interface PaymentMethodPolicy {
  readonly method: PaymentMethod;
  readonly label: string;
  readonly initialPaymentStatus: PaymentStatus;
  /** Bought on account: the order counts against the company's credit limit until its invoice is paid. */
  readonly grantsCredit: boolean;
  /**
   * Money paid this way goes back through the payment provider: the portal refunds it there, and only then may the
   * payment status become 'refunded'. False: the back office pays it back itself (a transfer) and notes it.
   */
  readonly refundsThroughProvider: boolean;
  /** The events of the order process that apply to orders paid this way (the rest are refused for them). */
  readonly events: readonly OrderEvent[];
  /** Whether the dealer may still pay online now (card checkout). */
  canPayOnline(order: PolicyOrder): boolean;
  /** Whether the order shows our bank account for a transfer before delivery. */
  asksForTransfer(order: PolicyOrder): boolean;
  confirmationMail(order: PolicyOrder, context: MailContext): MailBlock[];
  shippedMail(order: PolicyOrder): MailBlock[];
  invoiceTerms(input: InvoiceTermsInput): InvoiceTerms;
  paymentMeans(paid: boolean): PaymentMeans;
}
