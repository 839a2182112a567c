import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { JobHandler, JobProcessor } from '../../common/queue/job-processor';
import { StorageService } from '../../common/storage/storage.service';

/** Uploaded files are kept 30 days after their import ended (for questions about it); uploads never started, one day. */
const KEEP_FINISHED_DAYS = 30;
const KEEP_UNSTARTED_HOURS = 24;

/** Nightly: removes old import files from the bucket; counts and the error report stay in the database. */
@Injectable()
@JobProcessor('import.purge-files', { schedule: '30 3 * * *' })
export class ImportPurgeProcessor implements JobHandler<'import.purge-files'> {
  private readonly logger = new Logger(ImportPurgeProcessor.name);

  constructor(
    readonly tx: TransactionHost,
    private readonly storage: StorageService,
  ) {}

  async handle(): Promise<{ removed: number }> {
    await this.tx.manager.query(
      `UPDATE import_jobs SET status = 'cancelled', finished_at = now()
        WHERE status = 'uploaded' AND created_at < now() - make_interval(hours => $1)`,
      [KEEP_UNSTARTED_HOURS],
    );
    const due = await this.tx.manager.query<{ id: string; file_key: string }[]>(
      `SELECT id, file_key FROM import_jobs
        WHERE file_key IS NOT NULL AND status IN ('completed', 'failed', 'cancelled')
          AND (finished_at < now() - make_interval(days => $1) OR (status = 'cancelled' AND started_at IS NULL))
        LIMIT 1000`,
      [KEEP_FINISHED_DAYS],
    );
    for (const { id, file_key } of due) {
      try {
        await this.storage.removeObject('imports', file_key);
        await this.tx.manager.query('UPDATE import_jobs SET file_key = NULL WHERE id = $1', [id]);
      } catch (error) {
        this.logger.warn(`Importdatei ${file_key} nicht entfernt: ${(error as Error).message}`);
      }
    }
    return { removed: due.length };
  }
}
