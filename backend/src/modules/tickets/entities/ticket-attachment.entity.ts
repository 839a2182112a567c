import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';
import { Ticket } from './ticket.entity';

/** A file (PDF or image) sent with a ticket; the object lies in the private bucket under a generated key. */
@Entity('ticket_attachments')
@Index('ix_ticket_attachments_ticket', ['ticketId', 'createdAt'])
export class TicketAttachment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ticketId: string;

  @ManyToOne(() => Ticket, (ticket) => ticket.attachments, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket: Relation<Ticket>;

  @Column({ type: 'uuid', nullable: true })
  uploadedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by_id' })
  uploadedBy: Relation<User> | null;

  /** Sent by the wholesaler's staff; false for anyone of the dealer company (owner or staff alike). */
  @Column({ type: 'boolean', default: false })
  isStaff: boolean;

  @Column({ type: 'varchar', length: 255 })
  objectKey: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'int' })
  sizeBytes: number;

  @CreatedAt()
  createdAt: Date;
}
