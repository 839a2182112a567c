import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { setTimeout as sleep } from 'timers/promises';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { CONTENT_TYPES, EXTENSIONS } from '../../common/storage/file-signature';
import { UndecodableImageError } from '../../common/storage/product-image-variants';
import { StorageService } from '../../common/storage/storage.service';
import { ProductImageLinksService } from '../catalogue/product-image-links.service';
import { ImageMigrationItem, ImageMigrationItemStatus } from './entities/image-migration-item.entity';
import { ImageMigrationRun, ImageMigrationRunStatus } from './entities/image-migration-run.entity';
import { ImageMigrationService } from './image-migration.service';
import { fetchImage, IMAGE_FETCH_DEFAULTS, ImageFetchError, ImageFetchOptions } from './safe-image-fetch';

/** The admin spec's server batches: 20 products, then a 500 ms pause (spares the source servers). */
export const BATCH_PRODUCTS = 20;
export const BATCH_PAUSE_MS = 500;

export interface MigrationControl {
  shutdown: AbortSignal;
  progress(percent: number): Promise<void>;
}

export type MigrationOutcome = 'finished' | 'interrupted' | 'gone';

interface ImageResult {
  sourceUrl: string;
  storedKey?: string;
  reason?: string;
}

export const MIGRATION_FAILED_MESSAGE = 'Die Migration wurde nach mehreren Versuchen abgebrochen (Bildspeicher oder Datenbank nicht erreichbar).';

/**
 * Runs a migration: the products are fixed when the run starts; each product's downloads happen outside any
 * transaction, then its new addresses, report lines and counters commit together. A restarted run resumes
 * after the last committed product. A failed image keeps its old address.
 */
@Injectable()
export class ImageMigrationRunner {
  private readonly logger = new Logger(ImageMigrationRunner.name);
  private readonly fetchOptions: ImageFetchOptions;

  constructor(
    readonly tx: TransactionHost,
    private readonly links: ProductImageLinksService,
    private readonly storage: StorageService,
    private readonly migrations: ImageMigrationService,
    env: Environment,
  ) {
    this.fetchOptions = { ...IMAGE_FETCH_DEFAULTS, allowLoopback: env.IMAGE_FETCH_ALLOW_LOOPBACK };
  }

  async run(runId: string, control: MigrationControl): Promise<MigrationOutcome> {
    const run = await this.claim(runId);
    if (!run) return 'gone';
    const productIds = run.productIds ?? (await this.fixProducts(run));
    const first = run.processedProducts;
    for (let index = first; index < productIds.length; index++) {
      if (index > first && index % BATCH_PRODUCTS === 0) await sleep(BATCH_PAUSE_MS, undefined, { signal: control.shutdown }).catch(() => undefined);
      if (control.shutdown.aborted) return 'interrupted';
      const committed = await this.migrateProduct(run, productIds[index], index);
      if (!committed) return 'gone';
      await control.progress(Math.floor(((index + 1) / productIds.length) * 100));
    }
    await this.tx.manager.query(
      `UPDATE image_migration_runs SET status = 'completed', finished_at = now() WHERE id = $1 AND status = 'running'`,
      [runId],
    );
    return 'finished';
  }

  async fail(runId: string, reason: string): Promise<void> {
    await this.tx.manager.query(
      `UPDATE image_migration_runs SET status = 'failed', error_message = $2, finished_at = now() WHERE id = $1 AND status IN ('queued', 'running')`,
      [runId, reason],
    );
  }

  private async claim(runId: string): Promise<ImageMigrationRun | null> {
    const [rows] = await this.tx.manager.query<[{ id: string }[], number]>(
      `UPDATE image_migration_runs SET status = 'running', started_at = COALESCE(started_at, now())
        WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
      [runId],
    );
    return rows.length ? this.tx.manager.getRepository(ImageMigrationRun).findOneBy({ id: runId }) : null;
  }

  /** The run's products, decided once: a restart must not shift offset and limit as products get migrated. */
  private async fixProducts(run: ImageMigrationRun): Promise<string[]> {
    const ids = run.productId
      ? [run.productId]
      : (await this.links.productsWithExternalImages(this.migrations.rule(), { offset: run.offset, limit: run.limit })).map((product) => product.id);
    await this.tx.manager.getRepository(ImageMigrationRun).update(run.id, { productIds: ids, totalProducts: ids.length });
    return ids;
  }

  private async migrateProduct(run: ImageMigrationRun, productId: string, index: number): Promise<boolean> {
    const [product] = await this.links.productImages([productId]);
    const rule = this.migrations.rule();
    const external = product ? product.imageUrls.filter((url) => this.links.isExternal(url, rule)) : [];
    const results: ImageResult[] = [];
    for (const sourceUrl of external) results.push(run.dryRun ? { sourceUrl } : await this.copy(productId, sourceUrl));
    const unused: string[] = [];
    const committed = await this.tx.run(async () => {
      const [current] = await this.tx.manager.query<{ status: ImageMigrationRunStatus; processed_products: number }[]>(
        'SELECT status, processed_products FROM image_migration_runs WHERE id = $1 FOR UPDATE',
        [run.id],
      );
      if (current?.status !== ImageMigrationRunStatus.Running || current.processed_products !== index) return false;
      const items: Partial<ImageMigrationItem>[] = [];
      for (const result of results) {
        let { reason } = result;
        const storedUrl = result.storedKey ? this.storage.publicUrl(result.storedKey) : null;
        if (storedUrl && !(await this.links.replaceImage(productId, result.sourceUrl, storedUrl))) {
          reason = 'Das Bild wurde inzwischen am Produkt geändert oder entfernt.';
          unused.push(result.storedKey!);
        }
        const status = run.dryRun ? ImageMigrationItemStatus.Planned : reason ? ImageMigrationItemStatus.Failed : ImageMigrationItemStatus.Migrated;
        items.push({
          runId: run.id,
          productId,
          productName: product!.name,
          sourceUrl: result.sourceUrl,
          storedUrl: status === ImageMigrationItemStatus.Migrated ? storedUrl : null,
          status,
          reason: reason ?? null,
        });
      }
      if (items.length) await this.tx.manager.getRepository(ImageMigrationItem).insert(items);
      const migrated = items.filter((item) => item.status === ImageMigrationItemStatus.Migrated).length;
      const failed = items.filter((item) => item.status === ImageMigrationItemStatus.Failed).length;
      await this.tx.manager.query(
        `UPDATE image_migration_runs SET processed_products = processed_products + 1, migrated_products = migrated_products + $2,
                migrated_images = migrated_images + $3, failed_images = failed_images + $4 WHERE id = $1`,
        [run.id, migrated > 0 ? 1 : 0, migrated, failed],
      );
      return true;
    });
    if (!committed) unused.push(...results.flatMap((result) => (result.storedKey ? [result.storedKey] : [])));
    for (const key of unused) await this.storage.removeProductImage(key).catch(() => undefined);
    return committed;
  }

  /** Downloads one image safely and stores it under a generated name; a refused or failed download is a reason, not an error. */
  private async copy(productId: string, sourceUrl: string): Promise<ImageResult> {
    let image;
    try {
      image = await fetchImage(sourceUrl, this.fetchOptions);
    } catch (error) {
      if (error instanceof ImageFetchError) return { sourceUrl, reason: error.message };
      throw error;
    }
    const key = `products/${productId}/${Date.now()}-${randomBytes(6).toString('hex')}.${EXTENSIONS[image.type]}`;
    try {
      await this.storage.putProductImage(key, image.buffer, CONTENT_TYPES[image.type]);
    } catch (error) {
      if (error instanceof UndecodableImageError) return { sourceUrl, reason: 'Die Bilddatei ist beschädigt oder kein Bild.' };
      throw error;
    }
    this.logger.debug(`Bild ${sourceUrl} → ${key}`);
    return { sourceUrl, storedKey: key };
  }
}
