import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobHandler, JobProcessor } from '../queue/job-processor';

/** Handed-over outbox messages are kept a week for tracing, then deleted. Idempotent: a rerun deletes nothing more. */
@Injectable()
@JobProcessor('maintenance.purge-outbox', { schedule: '20 * * * *' })
export class PurgeOutboxProcessor implements JobHandler<'maintenance.purge-outbox'> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async handle(): Promise<{ deleted: number }> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM outbox_messages WHERE dispatched_at < now() - interval '7 days'`,
    )) as [unknown, number];
    return { deleted };
  }
}
