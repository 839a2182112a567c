import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAt } from '../../../common/database/columns';

/** Webhook events already handled; the primary key makes handling idempotent. */
@Entity('payment_events')
export class PaymentEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  @CreatedAt()
  receivedAt: Date;
}
