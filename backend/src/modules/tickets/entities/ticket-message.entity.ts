import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';
import { Ticket } from './ticket.entity';

@Entity('ticket_messages')
@Index('ix_ticket_messages_ticket_created', ['ticketId', 'createdAt'])
export class TicketMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ticketId: string;

  @ManyToOne(() => Ticket, (ticket) => ticket.messages, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket: Relation<Ticket>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author: Relation<User> | null;

  /** True when written by the wholesaler's staff, false for the dealer. */
  @Column({ type: 'boolean', default: false })
  isStaff: boolean;

  /** A note among the wholesaler's staff: never shown to the dealer, never mailed. */
  @Column({ type: 'boolean', default: false })
  isInternal: boolean;

  @Column({ type: 'text' })
  body: string;

  @CreatedAt()
  createdAt: Date;
}
