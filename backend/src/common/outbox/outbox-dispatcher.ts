import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Environment } from '../config/environment';
import { JobName, queueOf } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { OUTBOX_CHANNEL } from './outbox.service';

const BATCH_SIZE = 200;
/** A safety net beside LISTEN: a lost notification or a Redis outage delays a job by at most this. */
const POLL_MS = 2000;
/** BullMQ queues commands while Redis is away; the dispatcher gives up instead and tries again later. */
const ENQUEUE_TIMEOUT_MS = 5000;

interface PendingRow {
  id: string;
  job_name: JobName;
  payload: Record<string, unknown>;
  delay_ms: number;
  dedupe_key: string | null;
  /** created_at in microseconds since 1970, as text. */
  created_us: string;
}

/**
 * The BullMQ job id of a message: its number alone is not enough, because a database restored from a backup
 * hands out the numbers after the backup again, and BullMQ ignores a job whose id it still keeps (completed
 * jobs for an hour, failed ones for a week): that message would never run. Number and time of writing are
 * unique across restores and the same on every hand-over of one message.
 */
const jobIdOf = (row: PendingRow) => row.dedupe_key ?? `outbox-${row.id}-${row.created_us}`;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Redis antwortet nicht')), ms).unref())]);

/**
 * Runs in the worker: moves committed outbox messages into their BullMQ queues. The BullMQ job id is
 * derived from the message id, so a message handed over twice (a crash between enqueue and marking)
 * still becomes one job. Several workers may run it at once (SKIP LOCKED).
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    private readonly env: Environment,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.timer = setInterval(() => void this.ensureListening().then(() => this.dispatch()), POLL_MS);
    await this.ensureListening();
    await this.dispatch();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
  }

  /** Hands every pending message over; a call while a run is going makes that run go round once more. */
  dispatch(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    try {
      do {
        this.again = false;
        for (let moved = -1; moved !== 0 && !this.stopped; total += moved) moved = await this.dispatchBatch();
      } while (this.again && !this.stopped);
    } catch (error) {
      this.logger.warn(`Outbox-Nachrichten nicht übergeben, neuer Versuch in ${POLL_MS} ms: ${(error as Error).message}`);
    }
    return total;
  }

  private dispatchBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: PendingRow[] = await manager.query(
        `SELECT id, job_name, payload, delay_ms, dedupe_key, (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us
           FROM outbox_messages
          WHERE dispatched_at IS NULL ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length === 0) return 0;
      const byQueue = new Map<string, PendingRow[]>();
      for (const row of rows) byQueue.set(queueOf(row.job_name), [...(byQueue.get(queueOf(row.job_name)) ?? []), row]);
      for (const [queue, batch] of byQueue) {
        const jobs = batch.map((row) => ({
          name: row.job_name,
          data: row.payload,
          opts: { jobId: jobIdOf(row), delay: row.delay_ms > 0 ? row.delay_ms : undefined },
        }));
        await within(this.queues.queues[queue as keyof typeof this.queues.queues].addBulk(jobs), ENQUEUE_TIMEOUT_MS);
      }
      await manager.query(`UPDATE outbox_messages SET dispatched_at = now() WHERE id = ANY($1::bigint[])`, [rows.map((row) => row.id)]);
      return rows.length;
    });
  }

  private async ensureListening(): Promise<void> {
    if (this.listener || this.stopped) return;
    const client = new Client({ connectionString: this.env.DATABASE_URL });
    client.on('notification', () => void this.dispatch());
    client.on('error', (error) => {
      this.logger.warn(`LISTEN-Verbindung verloren, Abfrage alle ${POLL_MS} ms bis zum Wiederverbinden: ${error.message}`);
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.logger.warn(`LISTEN ${OUTBOX_CHANNEL} nicht möglich: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
    }
  }
}
