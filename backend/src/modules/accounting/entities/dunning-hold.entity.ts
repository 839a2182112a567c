import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, Relation } from 'typeorm';
import { CreatedAt } from '../../../common/database/columns';
import { Invoice } from '../../invoices/entities/invoice.entity';
import { User } from '../../users/entities/user.entity';

/** Dunning of an invoice stopped by an administrator (the dealer disputes it); lifting removes the row (audited). */
@Entity('dunning_holds')
export class DunningHold {
  @PrimaryColumn({ type: 'uuid' })
  invoiceId: string;

  @OneToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoice_id' })
  invoice: Relation<Invoice>;

  @Column({ type: 'varchar', length: 300 })
  reason: string;

  @Column({ type: 'uuid', nullable: true })
  heldByUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'held_by_user_id' })
  heldBy: Relation<User> | null;

  @CreatedAt()
  createdAt: Date;
}
