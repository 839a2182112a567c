import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, Timestamp, UpdatedAt } from '../../../common/database/columns';
import { Company } from '../../dealers/entities/company.entity';
import { User } from '../../users/entities/user.entity';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../order-enums';
import { OrderItem } from './order-item.entity';

export interface OrderAddress {
  company: string;
  contact_person: string | null;
  address: string;
  postal_code: string;
  city: string;
  phone: string | null;
  /** Picked from the address book as an end customer of the dealer's shop (delivery note without prices). */
  drop_shipping?: boolean;
}

@Entity('orders')
@Index('ix_orders_company_created', ['companyId', 'createdAt'])
@Index('ix_orders_placed_by_created', ['placedByUserId', 'createdAt'])
@Index('ix_orders_created_at', ['createdAt'])
// With the amount, the dashboard's order count and revenue read only this index, not the wide rows.
@Index('ix_orders_status_total', ['status', 'totalAmount'])
@Index('uq_orders_idempotency_key', ['placedByUserId', 'idempotencyKey'], { unique: true, where: '"idempotency_key" IS NOT NULL' })
@Index('ix_orders_unpaid_card', ['createdAt'], { where: `"payment_method" = 'stripe' AND "payment_status" <> 'completed' AND "status" = 'pending'` })
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The dealer company the order belongs to; everyone in it sees the order. */
  @Column({ type: 'uuid' })
  companyId: string;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  /** The person who placed it. */
  @Column({ type: 'uuid' })
  placedByUserId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'placed_by_user_id' })
  placedBy: Relation<User>;

  /** Assigned by the server, sequential per year: B-2026-000042. */
  @Index('uq_orders_order_number', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  orderNumber: string;

  /** Sum of the net line totals. */
  @MoneyColumn()
  subtotalAmount: string;

  @MoneyColumn()
  discountAmount: string;

  @MoneyColumn()
  shippingAmount: string;

  @MoneyColumn()
  taxAmount: string;

  @MoneyColumn()
  totalAmount: string;

  @Column({ type: 'boolean', default: false })
  express: boolean;

  @Column({ type: 'enum', enum: PaymentMethod, enumName: 'payment_method' })
  paymentMethod: PaymentMethod;

  @Column({ type: 'enum', enum: PaymentStatus, enumName: 'payment_status', default: PaymentStatus.Pending })
  paymentStatus: PaymentStatus;

  @Column({ type: 'enum', enum: OrderStatus, enumName: 'order_status', default: OrderStatus.Pending })
  status: OrderStatus;

  @Column({ type: 'jsonb' })
  shippingAddress: OrderAddress;

  @Column({ type: 'jsonb' })
  billingAddress: OrderAddress;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Index('uq_orders_stripe_session', { unique: true, where: '"stripe_checkout_session_id" IS NOT NULL' })
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCheckoutSessionId: string | null;

  /** When the newest card payment session stops accepting payment; the expiry job waits for it. */
  @Timestamp({ nullable: true })
  paymentSessionExpiresAt: Date | null;

  /**
   * The provider's refund of the card money, recorded in the transaction that sets the payment status to refunded;
   * cleared when the provider reports that refund failed, so the money can be refunded again.
   */
  @Index('ix_orders_stripe_refund_id', { where: '"stripe_refund_id" IS NOT NULL' })
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeRefundId: string | null;

  /** The newest refund the provider reported as failed, when and why (its `failure_reason`); kept after a new refund. */
  @Index('ix_orders_stripe_refund_failed_id', { where: '"stripe_refund_failed_id" IS NOT NULL' })
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeRefundFailedId: string | null;

  @Timestamp({ nullable: true })
  stripeRefundFailedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  stripeRefundFailureReason: string | null;

  @Timestamp({ nullable: true })
  paidAt: Date | null;

  /** The browser's key of one checkout attempt: a retried or doubled request finds this order again. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the checkout body sent with the key: the same key with other details is refused. */
  @Column({ type: 'char', length: 64, nullable: true })
  idempotencyRequestHash: string | null;

  /** Planned delivery day (Europe/Berlin), from the delivery terms at order time. */
  @Column({ type: 'date' })
  plannedDeliveryDate: string;

  /** Set when a cancellation put the stock back, so it is returned once only. */
  @Timestamp({ nullable: true })
  stockReturnedAt: Date | null;

  /** An invoice was issued for the order (it stays, cancelled or not): only then do order views ask for it. */
  @Column({ type: 'boolean', default: false })
  invoiced: boolean;

  /** When an owner approved an order that waited for approval: its prices, stock and payment deadline count from here. */
  @Timestamp({ nullable: true })
  approvedAt: Date | null;

  /** The owner who approved or rejected an order that waited for approval. */
  @Column({ type: 'uuid', nullable: true })
  decidedByUserId: string | null;

  /** Why an owner rejected the order; the buyer reads it. */
  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items: Relation<OrderItem[]>;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
