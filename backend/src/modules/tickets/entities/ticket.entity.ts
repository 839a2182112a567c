import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../../common/database/columns';
import { DealerProfile } from '../../dealers/entities/dealer-profile.entity';
import { Order } from '../../orders/entities/order.entity';
import { User } from '../../users/entities/user.entity';
import { TicketPriority, TicketStatus } from '../ticket-enums';
import { TicketAttachment } from './ticket-attachment.entity';
import { TicketMessage } from './ticket-message.entity';

@Entity('tickets')
@Index('ix_tickets_status_created', ['status', 'createdAt'])
@Index('ix_tickets_dealer_created', ['dealerProfileId', 'createdAt'])
@Index('ix_tickets_assignee', ['assigneeId'])
@Index('ix_tickets_created_at', ['createdAt'])
export class Ticket {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Assigned by the server, sequential per year: T-2026-000007. */
  @Index('uq_tickets_ticket_number', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  ticketNumber: string;

  @Column({ type: 'uuid' })
  dealerProfileId: string;

  @ManyToOne(() => DealerProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dealer_profile_id' })
  dealerProfile: Relation<DealerProfile>;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'enum', enum: TicketStatus, enumName: 'ticket_status', default: TicketStatus.Open })
  status: TicketStatus;

  @Column({ type: 'enum', enum: TicketPriority, enumName: 'ticket_priority', default: TicketPriority.Medium })
  priority: TicketPriority;

  /** The dealer's own order the ticket is about, if any. */
  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  @ManyToOne(() => Order, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order> | null;

  /** The administrator who looks after the ticket. */
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignee_id' })
  assignee: Relation<User> | null;

  @OneToMany(() => TicketAttachment, (attachment) => attachment.ticket)
  attachments: Relation<TicketAttachment[]>;

  @OneToMany(() => TicketMessage, (message) => message.ticket)
  messages: Relation<TicketMessage[]>;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
