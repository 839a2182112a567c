import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, Timestamp } from '../../../common/database/columns';

/** A Checkout Session of the built-in 'Testmodus' provider (no STRIPE_SECRET_KEY): what Stripe would keep. */
@Entity('test_checkout_sessions')
export class TestCheckoutSession {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  @Index('ix_test_checkout_sessions_order_id')
  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'varchar', length: 30 })
  orderNumber: string;

  /** Cents, like Stripe's amount_total. */
  @Column({ type: 'int' })
  amountTotal: number;

  @Column({ type: 'varchar', length: 3, default: 'eur' })
  currency: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: 'open' | 'complete' | 'expired';

  @Column({ type: 'varchar', length: 10, default: 'unpaid' })
  paymentStatus: 'paid' | 'unpaid';

  @Column({ type: 'text' })
  successUrl: string;

  @Column({ type: 'text' })
  cancelUrl: string;

  @Timestamp()
  expiresAt: Date;

  /** A full refund, as Stripe would keep it on the payment; one per session. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  refundId: string | null;

  @Timestamp({ nullable: true })
  refundedAt: Date | null;

  /** The newest refund failed on purpose (the admin's test helper); a new refund of the session may follow. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  failedRefundId: string | null;

  @CreatedAt()
  createdAt: Date;
}
