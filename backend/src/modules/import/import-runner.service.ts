import { Injectable, Logger } from '@nestjs/common';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { StorageService } from '../../common/storage/storage.service';
import { AuditService } from '../audit/audit.service';
import { categoryPathKey, ProductBulkService, ProductUpsertRow } from '../catalogue/product-bulk.service';
import { ImportJob, ImportJobStatus } from './entities/import-job.entity';
import { ImportIssueSeverity, ImportRowIssue } from './entities/import-row-issue.entity';
import { ImportTarget } from './mapping/import-targets';
import { MappedRow, mapRow, ProductCandidate } from './mapping/map-row';
import { ResolvedMapping, resolveMapping } from './mapping/resolve-mapping';
import { dataRowChunks, TableLayout } from './reading/import-file';
import { UnreadableFileError } from './reading/table-records';

export interface RunControl {
  /** True once the worker is shutting down: stop before the next batch, the job is handed back. */
  shouldStop(): boolean;
  progress(percent: number): Promise<void>;
}

/** finished: done (or failed for good); interrupted: stopped for a shutdown, resume later; gone: cancelled or not runnable. */
export type RunOutcome = 'finished' | 'interrupted' | 'gone';

interface BatchCounts {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  skipped: number;
  warned: number;
}

/** Thrown inside a batch's transaction to roll back its writes: the import was cancelled or moved on meanwhile. */
class BatchAbandoned extends Error {}

/** The reason stored when an import cannot be completed; the screen shows it under 'Import fehlgeschlagen'. */
export const IMPORT_FAILED_MESSAGE = 'Beim Import der Produkte ist ein Fehler aufgetreten.';

/**
 * Imports the rows of a started import in transactional batches. Each batch writes its products, its report
 * lines and the progress counters in one transaction, so a worker that dies loses at most the batch it was
 * in (rolled back) and the next one resumes after the last committed batch: no row twice, none lost.
 */
@Injectable()
export class ImportRunner {
  private readonly logger = new Logger(ImportRunner.name);
  private readonly batchSize: number;
  private readonly concurrency: number;

  constructor(
    readonly tx: TransactionHost,
    private readonly storage: StorageService,
    private readonly bulk: ProductBulkService,
    private readonly audit: AuditService,
    env: Environment,
  ) {
    this.batchSize = env.IMPORT_BATCH_SIZE;
    this.concurrency = env.IMPORT_CONCURRENCY;
  }

  async run(importJobId: string, control: RunControl): Promise<RunOutcome> {
    const job = await this.claim(importJobId);
    if (!job) return 'gone';
    const mapping = resolveMapping(job.mapping, job.columns.length);
    if (!mapping.ok || !job.fileKey) return this.fail(job.id, 'Die Zuordnung oder die Datei fehlt.');
    let rows: MappedRow[];
    try {
      rows = await this.readRows(job, mapping.mapping);
    } catch (error) {
      if (error instanceof UnreadableFileError) return this.fail(job.id, error.message);
      throw error;
    }
    const lastRowOfSku = new Map<string, number>();
    for (const row of rows) if (row.product) lastRowOfSku.set(row.product.sku, row.rowNumber);
    const pending = rows.slice(job.processedRows);
    const categoryIds = await this.bulk.ensureCategoryPaths(
      pending.flatMap((row) => (row.product && lastRowOfSku.get(row.product.sku) === row.rowNumber ? [row.product.categoryPath] : [])),
    );

    // Up to IMPORT_CONCURRENCY batches write at once, each in its own transaction, but they commit in file
    // order: a batch waits for the one before it before it takes the job row and counts itself.
    const inFlight: Promise<boolean>[] = [];
    let previous: Promise<boolean> = Promise.resolve(true);
    let outcome: RunOutcome | null = null;
    try {
      for (let start = job.processedRows; start < rows.length; start += this.batchSize) {
        if (inFlight.length >= this.concurrency && !(await inFlight.shift()!)) {
          outcome = 'gone';
          break;
        }
        if (control.shouldStop()) {
          outcome = 'interrupted';
          break;
        }
        const batch = rows.slice(start, start + this.batchSize);
        previous = this.runBatch(job, start, batch, previous, { mapping: mapping.mapping, lastRowOfSku, categoryIds }).then(async (committed) => {
          if (committed) await control.progress(Math.floor(((start + batch.length) / rows.length) * 100));
          return committed;
        });
        previous.catch(() => undefined); // handled where it is awaited; not an unhandled rejection meanwhile
        inFlight.push(previous);
      }
      while (inFlight.length) if (!(await inFlight.shift()!)) outcome ??= 'gone';
    } finally {
      await Promise.allSettled(inFlight);
    }
    if (outcome) return outcome;
    await this.complete(job);
    return 'finished';
  }

  /**
   * One batch in its own transaction: products and report lines first (in parallel with the batch before),
   * then, once that one has committed, the job row: still running and exactly at `start`, or everything of
   * this batch is rolled back. False: the import was cancelled or another worker got further.
   */
  private async runBatch(
    job: ImportJob,
    start: number,
    batch: MappedRow[],
    previous: Promise<boolean>,
    context: { mapping: ResolvedMapping; lastRowOfSku: Map<string, number>; categoryIds: Map<string, string> },
  ): Promise<boolean> {
    try {
      return await this.tx.run(async () => {
        // A crash may lose the last commits; they are redone, since the progress is in the same transactions.
        // A batch holds its row locks while it waits for the one before it, a wait PostgreSQL cannot see: a checkout
        // that locked a product of the earlier batch and waits for one of this batch would close a circle no deadlock
        // detector breaks. Waiting for a row lock longer than 5 s fails the attempt instead; the queue retries it
        // from the last committed batch.
        await this.tx.manager.query("SET LOCAL synchronous_commit = off; SET LOCAL lock_timeout = '5s'");
        const [state] = await this.tx.manager.query<{ status: ImportJobStatus }[]>('SELECT status FROM import_jobs WHERE id = $1', [job.id]);
        if (state?.status !== ImportJobStatus.Running) return false;
        const counts = await this.importBatch(job, batch, context, previous);
        if (!(await previous)) throw new BatchAbandoned();
        // NO KEY UPDATE: the next batch's report lines hold KEY SHARE on this row (their foreign key) while it
        // waits for this batch; FOR UPDATE would wait for them in turn.
        const [current] = await this.tx.manager.query<{ status: ImportJobStatus; processed_rows: number }[]>(
          'SELECT status, processed_rows FROM import_jobs WHERE id = $1 FOR NO KEY UPDATE',
          [job.id],
        );
        // Cancelled meanwhile, or another worker got further (a redelivered job): this one stops.
        if (current?.status !== ImportJobStatus.Running || current.processed_rows !== start) throw new BatchAbandoned();
        await this.tx.manager.query(
          `UPDATE import_jobs SET processed_rows = $2, created_count = created_count + $3, updated_count = updated_count + $4,
                  failed_count = failed_count + $5, skipped_count = skipped_count + $6, warning_count = warning_count + $7,
                  unchanged_count = unchanged_count + $8
            WHERE id = $1`,
          [job.id, start + batch.length, counts.created, counts.updated, counts.failed, counts.skipped, counts.warned, counts.unchanged],
        );
        return true;
      });
    } catch (error) {
      if (error instanceof BatchAbandoned) return false;
      throw error;
    }
  }

  /** Marks the import failed for good (German reason); rows already committed stay imported. */
  async fail(importJobId: string, reason: string): Promise<'finished'> {
    await this.tx.manager.query(
      `UPDATE import_jobs SET status = 'failed', error_message = $2, finished_at = now() WHERE id = $1 AND status IN ('queued', 'running')`,
      [importJobId, reason.slice(0, 2000)],
    );
    this.bulk.clearCache();
    return 'finished';
  }

  private async claim(importJobId: string): Promise<ImportJob | null> {
    const [rows] = await this.tx.manager.query<[ImportJob[], number]>(
      `UPDATE import_jobs SET status = 'running', started_at = COALESCE(started_at, now())
        WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
      [importJobId],
    );
    if (!rows.length) return null;
    return this.tx.manager.getRepository(ImportJob).findOneBy({ id: importJobId });
  }

  private async readRows(job: ImportJob, mapping: ResolvedMapping): Promise<MappedRow[]> {
    const buffer = await this.storage.getObjectBuffer('imports', job.fileKey!);
    const layout: TableLayout = {
      fileType: job.fileType,
      encoding: job.encoding as TableLayout['encoding'],
      delimiter: job.delimiter as TableLayout['delimiter'],
      headerRowIndex: job.headerRowIndex,
    };
    const rows: MappedRow[] = [];
    for await (const chunk of dataRowChunks(buffer, layout)) for (const row of chunk) rows.push(mapRow(row, mapping, job.columns));
    return rows;
  }

  private async importBatch(
    job: ImportJob,
    batch: MappedRow[],
    { mapping, lastRowOfSku, categoryIds }: { mapping: ResolvedMapping; lastRowOfSku: Map<string, number>; categoryIds: Map<string, string> },
    previous: Promise<boolean>,
  ): Promise<BatchCounts> {
    const candidates: ProductCandidate[] = [];
    const issues: Partial<ImportRowIssue>[] = [];
    const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0, failed: 0, skipped: 0, warned: 0 };
    const skuColumn = mapping.get(ImportTarget.Sku)!;
    for (const row of batch) {
      const sku = row.product?.sku ?? row.sku;
      for (const issue of row.issues) {
        issues.push({ importJobId: job.id, rowNumber: row.rowNumber, sku, columnName: issue.column, value: issue.value, message: issue.message, severity: issue.severity as ImportIssueSeverity });
      }
      if (!row.product) {
        counts.failed++;
        continue;
      }
      const last = lastRowOfSku.get(row.product.sku)!;
      if (last !== row.rowNumber) {
        counts.skipped++;
        issues.push({
          importJobId: job.id,
          rowNumber: row.rowNumber,
          sku,
          columnName: job.columns[skuColumn],
          value: row.product.sku,
          severity: ImportIssueSeverity.Skipped,
          message: `Die Artikelnummer kommt in Zeile ${last} erneut vor; die spätere Zeile gilt, diese wurde übersprungen.`,
        });
        continue;
      }
      if (row.issues.length) counts.warned++;
      candidates.push(row.product);
    }
    await this.holdCategories(candidates.map((candidate) => candidate.categoryPath), categoryIds, previous);
    const upserts: ProductUpsertRow[] = candidates.map(({ categoryPath, ...product }) => ({
      ...product,
      categoryId: categoryPath.length ? categoryIds.get(categoryPathKey(categoryPath)) ?? null : null,
    }));
    const outcome = await this.bulk.upsertBySku(upserts);
    counts.created = outcome.created;
    counts.updated = outcome.updated;
    counts.unchanged = outcome.unchanged;
    for (const sku of outcome.inactiveSkus) {
      const row = batch.find((candidate) => candidate.product?.sku === sku && lastRowOfSku.get(sku) === candidate.rowNumber)!;
      if (!row.issues.length) counts.warned++;
      issues.push({
        importJobId: job.id,
        rowNumber: row.rowNumber,
        sku,
        columnName: null,
        value: null,
        severity: ImportIssueSeverity.Warning,
        message: 'Das Produkt ist deaktiviert und bleibt es; seine Daten wurden aktualisiert.',
      });
    }
    if (issues.length) await this.tx.manager.getRepository(ImportRowIssue).insert(issues);
    return counts;
  }

  /**
   * Holds the batch's categories until it commits, so that an administrator's deletion either waits for the batch
   * (and then moves its products out along with the others) or is waited for. A category deleted since the run
   * resolved it is found or created again, as an unknown one is (`categoryIds` then names the new one).
   */
  private async holdCategories(paths: string[][], categoryIds: Map<string, string>, previous: Promise<boolean>): Promise<void> {
    const byKey = new Map(paths.filter((path) => path.length).map((path) => [categoryPathKey(path), path]));
    const live = await this.bulk.holdCategories([...byKey.keys()].flatMap((key) => categoryIds.get(key) ?? []));
    const gone = [...byKey].filter(([key]) => !live.has(categoryIds.get(key) ?? '')).map(([, path]) => path);
    if (gone.length === 0) return;
    // Creating takes the category write lock until this batch commits, which waits for the batch before: were that
    // one to create too, each would wait for the other where no deadlock detector sees it.
    if (!(await previous)) throw new BatchAbandoned();
    for (const [key, id] of await this.bulk.ensureHeldCategoryPaths(gone)) categoryIds.set(key, id);
  }

  private async complete(job: ImportJob): Promise<void> {
    await this.tx.run(async () => {
      const [rows] = await this.tx.manager.query<[ImportJob[], number]>(
        `UPDATE import_jobs SET status = 'completed', finished_at = now() WHERE id = $1 AND status = 'running'
          RETURNING created_count AS "createdCount", updated_count AS "updatedCount", unchanged_count AS "unchangedCount",
                    failed_count AS "failedCount"`,
        [job.id],
      );
      const done = rows[0];
      if (done && job.createdById) {
        await this.audit.record({
          adminUserId: job.createdById,
          actionType: 'import.complete',
          targetType: 'import',
          targetId: job.id,
          message: `Import „${job.originalName}“: ${done.createdCount} neu, ${done.updatedCount} aktualisiert, ${done.unchangedCount} unverändert, ${done.failedCount} fehlerhaft`,
        });
      }
      this.tx.afterCommit(() => this.bulk.clearCache());
    });
    this.logger.log(`Import ${job.id} abgeschlossen`);
  }
}
