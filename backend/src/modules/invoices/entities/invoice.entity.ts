import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, Timestamp } from '../../../common/database/columns';
import { Order } from '../../orders/entities/order.entity';
import { Company } from '../../dealers/entities/company.entity';
import { User } from '../../users/entities/user.entity';
import { InvoiceKind } from '../invoice-enums';

/** The seller as printed on the invoice, frozen at issue time (configuration may change later). */
export interface InvoiceSeller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  vatId: string;
  taxNumber: string;
  register: string;
  managingDirector: string;
  email: string;
  phone: string;
  bankName: string;
  iban: string;
  bic: string;
  /** Kontoinhaber; invoices written before it was stored show the seller's name. */
  accountHolder?: string;
}

/** The buyer: the order's billing address, the dealer's VAT ID and e-mail address at issue time. */
export interface InvoiceBuyer {
  company: string;
  contactPerson: string | null;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  vatId: string | null;
  email: string;
}

export interface InvoiceDeliveryAddress {
  company: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
}

/** One frozen line; amounts are decimal strings, negative on a cancellation invoice. */
export interface InvoiceLine {
  position: number;
  sku: string;
  name: string;
  quantity: number;
  /** List price (base price) per unit, net. */
  listPrice: string;
  discountPercent: number;
  /** The dealer's net unit price (EK). */
  unitPrice: string;
  totalPrice: string;
}

/**
 * An issued invoice or cancellation invoice. Its content is frozen when it is issued and never changes;
 * only the bookkeeping columns (files rendered, cancelled) are filled in later.
 */
@Entity('invoices')
@Index('uq_invoices_active_invoice_per_order', ['orderId'], { unique: true, where: `"kind" = 'invoice' AND "cancelled_at" IS NULL` })
@Index('uq_invoices_cancels_invoice', ['cancelsInvoiceId'], { unique: true, where: '"cancels_invoice_id" IS NOT NULL' })
@Index('ix_invoices_order_id', ['orderId'])
@Index('ix_invoices_user_id', ['userId'])
@Index('ix_invoices_company_id', ['companyId'])
@Index('ix_invoices_issue_date', ['issueDate', 'number'])
// open items only, amounts included: the receivables list sums them from the index alone, settled history stays out
@Index('ix_invoices_open', ['companyId', 'dueDate', 'totalAmount', 'paidAmount', 'skontoAmount'], { where: `"kind" = 'invoice' AND "cancelled_at" IS NULL AND "settled_at" IS NULL` })
// open items by due date (dunning reads overdue invoices in keyset batches over it)
@Index('ix_invoices_open_due', ['dueDate', 'id'], { where: `"kind" = 'invoice' AND "cancelled_at" IS NULL AND "settled_at" IS NULL` })
@Check('ck_invoices_cancellation_refers', `("kind" = 'cancellation') = ("cancels_invoice_id" IS NOT NULL)`)
export class Invoice {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** RE-2026-00001 or ST-2026-00001, gapless per year and kind. */
  @Index('uq_invoices_number', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'enum', enum: InvoiceKind, enumName: 'invoice_kind' })
  kind: InvoiceKind;

  @Column({ type: 'uuid' })
  orderId: string;

  /** An order with an invoice cannot be deleted: the database refuses it as well. */
  @ManyToOne(() => Order, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'varchar', length: 20 })
  orderNumber: string;

  /** The dealer company the invoice is addressed to; everyone in it sees the invoice. */
  @Column({ type: 'uuid' })
  companyId: string;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  /** The person who placed the order; the invoice mail goes to them. */
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** On a cancellation invoice: the invoice it cancels. */
  @Column({ type: 'uuid', nullable: true })
  cancelsInvoiceId: string | null;

  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'cancels_invoice_id' })
  cancelsInvoice: Relation<Invoice> | null;

  /** Set on an invoice when its cancellation invoice is issued. */
  @Timestamp({ nullable: true })
  cancelledAt: Date | null;

  /** Rechnungsdatum (Europe/Berlin). */
  @Column({ type: 'date' })
  issueDate: string;

  /** Leistungsdatum: when the goods were handed over for delivery. */
  @Column({ type: 'date' })
  deliveryDate: string;

  /** Due date when an amount is still open; null when paid (or a cancellation). */
  @Column({ type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ type: 'varchar', length: 20 })
  paymentMethod: string;

  /** Paid when the invoice was issued: the amount is shown as received. */
  @Column({ type: 'boolean' })
  paid: boolean;

  /** Skonto granted when the invoice is paid by skontoUntil (bought on account with such terms). */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  skontoPercent: string | null;

  @Column({ type: 'date', nullable: true })
  skontoUntil: string | null;

  /** Zahlungsbedingungen as printed and sent in the XML (BT-20). */
  @Column({ type: 'text' })
  paymentTerms: string;

  /** Verwendungszweck for a transfer (BT-83). */
  @Column({ type: 'varchar', length: 30 })
  paymentReference: string;

  @Column({ type: 'jsonb' })
  seller: InvoiceSeller;

  @Column({ type: 'jsonb' })
  buyer: InvoiceBuyer;

  @Column({ type: 'jsonb' })
  deliveryAddress: InvoiceDeliveryAddress;

  @Column({ type: 'jsonb' })
  lines: InvoiceLine[];

  /** Sum of the net line totals. */
  @MoneyColumn()
  subtotalAmount: string;

  /** Dealer discount contained in the line totals (list price − EK). */
  @MoneyColumn()
  discountAmount: string;

  /** Net shipping including the express surcharge. */
  @MoneyColumn()
  shippingAmount: string;

  /** Net express surcharge, part of shippingAmount. */
  @MoneyColumn()
  expressAmount: string;

  @Column({ type: 'numeric', precision: 5, scale: 2 })
  vatPercent: string;

  @MoneyColumn()
  taxAmount: string;

  @MoneyColumn()
  totalAmount: string;

  /** Open items: payments applied to this invoice (the full total when it was paid at issue). */
  @MoneyColumn({ default: 0 })
  paidAmount: string;

  /** Skonto the company deducted when it paid in time; counts as settled. */
  @MoneyColumn({ default: 0 })
  skontoAmount: string;

  /** When paid amount and Skonto first covered the total; null while something is open. */
  @Timestamp({ nullable: true })
  settledAt: Date | null;

  /** Object keys in the private invoices bucket, set by the worker once rendered. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  pdfKey: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  xmlKey: string | null;

  @Timestamp({ nullable: true })
  renderedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
