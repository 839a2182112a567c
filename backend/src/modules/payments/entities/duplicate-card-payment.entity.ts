import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, Timestamp } from '../../../common/database/columns';

/**
 * Money from a second card session for an order already paid with another one (two tabs raced): the order stays
 * paid once, the back office refunds this money through the portal (or in the provider's dashboard and notes it here).
 */
@Entity('duplicate_card_payments')
export class DuplicateCardPayment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The provider's Checkout Session the second money came with; one row per session. */
  @Index('uq_duplicate_card_payments_session_id', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  sessionId: string;

  @Index('ix_duplicate_card_payments_order_id')
  @Column({ type: 'uuid' })
  orderId: string;

  /** Copied when recorded: the back office's list names the order without asking the orders module. */
  @Column({ type: 'varchar', length: 30 })
  orderNumber: string;

  /** The session the order was paid with. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paidWithSessionId: string | null;

  /** Cents as the provider reports them; null for rows recorded before the amount was kept. */
  @Column({ type: 'bigint', nullable: true })
  amountCents: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  currency: string | null;

  @CreatedAt()
  receivedAt: Date;

  @Timestamp({ nullable: true })
  refundedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  refundedByUserId: string | null;

  /**
   * Set when the portal refunded it through Stripe; null when it was refunded in the dashboard and only noted here, and
   * again when Stripe reported the refund failed (the money is to refund once more).
   */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeRefundId: string | null;

  /** The newest refund Stripe reported as failed, when and why (its `failure_reason`); kept after a new refund. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeRefundFailedId: string | null;

  @Timestamp({ nullable: true })
  stripeRefundFailedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  stripeRefundFailureReason: string | null;
}
