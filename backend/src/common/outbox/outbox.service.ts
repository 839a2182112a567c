import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../database/transaction-host';
import { JobName, JobPayloads } from '../queue/jobs';
import { OutboxMessage } from './outbox-message.entity';

/** The PostgreSQL channel on which a commit wakes the dispatcher; NOTIFY is delivered on commit only. */
export const OUTBOX_CHANNEL = 'outbox_messages';

export interface OutboxOptions {
  delayMs?: number;
  /** Messages with the same key become one job as long as BullMQ keeps it (a day once completed). */
  dedupeKey?: string;
}

/**
 * Writes the intent to run a job into the caller's transaction. Committed, the worker's dispatcher
 * hands it to BullMQ; rolled back, it never existed. Nothing is lost when a process dies in between.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly tx: TransactionHost) {}

  async add<N extends JobName>(jobName: N, payload: JobPayloads[N], options: OutboxOptions = {}): Promise<void> {
    const manager = this.tx.manager;
    await manager.insert(OutboxMessage, {
      jobName,
      payload: payload as never,
      delayMs: options.delayMs ?? 0,
      dedupeKey: options.dedupeKey ?? null,
    });
    await manager.query(`SELECT pg_notify($1, '')`, [OUTBOX_CHANNEL]);
  }
}
