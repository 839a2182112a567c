import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../database/transaction-host';
import { JobName, JobPayloads } from '../queue/jobs';

/** The PostgreSQL channel on which a commit wakes the dispatcher; NOTIFY is delivered on commit only. */
export const OUTBOX_CHANNEL = 'outbox_messages';

export interface OutboxOptions {
  delayMs?: number;
  /** Messages with the same key become one job as long as BullMQ keeps it (a day once completed). */
  dedupeKey?: string;
}

export interface OutboxMessageInput<N extends JobName = JobName> {
  jobName: N;
  payload: JobPayloads[N];
  options?: OutboxOptions;
}

/**
 * Writes the intent to run a job into the caller's transaction. Committed, the worker's dispatcher
 * hands it to BullMQ; rolled back, it never existed. Nothing is lost when a process dies in between.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly tx: TransactionHost) {}

  async add<N extends JobName>(jobName: N, payload: JobPayloads[N], options: OutboxOptions = {}): Promise<void> {
    await this.addAll([{ jobName, payload, options }]);
  }

  /** Several intents in one round trip: writers such as checkout hold row locks until commit, so every statement counts. */
  async addAll(messages: OutboxMessageInput[]): Promise<void> {
    if (messages.length === 0) return;
    await this.tx.query(
      `WITH message AS (
         INSERT INTO outbox_messages (job_name, payload, delay_ms, dedupe_key)
         SELECT * FROM unnest($2::text[], $3::jsonb[], $4::int[], $5::text[]) RETURNING id
       )
       SELECT pg_notify($1, '') FROM message LIMIT 1`,
      [
        OUTBOX_CHANNEL,
        messages.map((message) => message.jobName),
        messages.map((message) => JSON.stringify(message.payload)),
        messages.map((message) => message.options?.delayMs ?? 0),
        messages.map((message) => message.options?.dedupeKey ?? null),
      ],
    );
  }
}
