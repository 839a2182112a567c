import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, Timestamp } from '../database/columns';

/**
 * A job that must follow a committed change (an e-mail, a rendering, an import): written in the
 * change's own transaction, handed to BullMQ by the worker's dispatcher after the commit.
 */
@Entity('outbox_messages')
@Index('ix_outbox_messages_pending', ['id'], { where: '"dispatched_at" IS NULL' })
export class OutboxMessage {
  /** bigint, so dispatch keeps the order of writing; pg hands it over as a string. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  jobName: string;

  /** Ids and non-secret parameters only: operators can read job data on the board. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  /** Milliseconds BullMQ waits before running the job (0: at once). */
  @Column({ type: 'int', default: 0 })
  delayMs: number;

  /** When set, the BullMQ job id: messages with the same key become one job while it is kept. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  dedupeKey: string | null;

  @CreatedAt()
  createdAt: Date;

  @Timestamp({ nullable: true })
  dispatchedAt: Date | null;
}
