import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { In } from 'typeorm';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { AppError } from '../../common/http/app-error';
import { OutboxService } from '../../common/outbox/outbox.service';
import { REDIS } from '../../common/redis/redis.module';
import { StorageService } from '../../common/storage/storage.service';
import { AuditService } from '../audit/audit.service';
import { productNotFound } from '../catalogue/catalogue.service';
import { ExternalImageRule, ProductImageLinksService } from '../catalogue/product-image-links.service';
import {
  BrokenImageReportDto,
  ImageMigrationAnalysisDto,
  ImageMigrationRunDto,
  ImageMigrationRunListDto,
  StartImageMigrationRunDto,
  toItemDto,
  toRunSummaryDto,
} from './dto/image-migration.dto';
import { ImageMigrationItem } from './entities/image-migration-item.entity';
import { ImageMigrationRun, ImageMigrationRunKind, ImageMigrationRunStatus } from './entities/image-migration-run.entity';

/** A visitor's browser may report this many broken images per minute; each product at most once an hour. */
const REPORTS_PER_IP_PER_MINUTE = 30;
const REPORT_DEDUPE_SECONDS = 3600;
/** All browsers together start at most this many storefront migrations per hour. */
const STOREFRONT_RUNS_PER_HOUR = 500;
const REPORT_ITEMS = 1000;

const runNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'IMAGE_MIGRATION_RUN_NOT_FOUND', 'Migrationslauf nicht gefunden.');

/** Analysis, runs and the storefront's broken-image reports; the worker migrates (ImageMigrationRunner). */
@Injectable()
export class ImageMigrationService {
  constructor(
    readonly tx: TransactionHost,
    private readonly links: ProductImageLinksService,
    private readonly storage: StorageService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly env: Environment,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  rule(): ExternalImageRule {
    return {
      ownPrefix: this.storage.publicUrl(''),
      legacyHosts: this.env.LEGACY_SHOP_HOSTS.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
    };
  }

  async getAnalysis(query: PageQueryDto): Promise<ImageMigrationAnalysisDto> {
    const rule = this.rule();
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [summary, products] = await Promise.all([
      this.links.summary(rule),
      this.links.productsWithExternalImages(rule, { offset: (page - 1) * pageSize, limit: pageSize }),
    ]);
    return {
      ...summary,
      legacyHosts: rule.legacyHosts,
      items: products.map((product) => ({
        id: product.id,
        name: product.name,
        sku: product.sku,
        externalUrls: product.imageUrls.filter((url) => this.links.isExternal(url, rule)),
        imageCount: product.imageUrls.length,
      })),
      page,
      pageSize,
    };
  }

  /** Queues a run: one product's images, or all products with external images (one bulk run at a time). */
  async startRun(input: StartImageMigrationRunDto, adminUserId: string): Promise<ImageMigrationRunDto> {
    if (input.productId && (input.limit !== undefined || input.offset !== undefined)) {
      throw new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Bitte entweder ein Produkt oder Limit und Versatz angeben.');
    }
    const id = await this.tx.run(async () => {
      const runs = this.tx.manager.getRepository(ImageMigrationRun);
      if (input.productId) {
        const [product] = await this.links.productImages([input.productId]);
        if (!product) throw productNotFound();
      } else {
        // Serialises concurrent starts: the check below and the insert see each other.
        await this.tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('image_migration_bulk'))`);
        const busy = await runs.exists({
          where: { kind: ImageMigrationRunKind.Bulk, status: In([ImageMigrationRunStatus.Queued, ImageMigrationRunStatus.Running]) },
        });
        if (busy) throw new AppError(HttpStatus.CONFLICT, 'IMAGE_MIGRATION_RUNNING', 'Es läuft bereits eine Server-Migration. Bitte warten Sie, bis sie beendet ist.');
      }
      const { identifiers } = await runs.insert({
        kind: input.productId ? ImageMigrationRunKind.Product : ImageMigrationRunKind.Bulk,
        createdById: adminUserId,
        dryRun: input.dryRun ?? false,
        limit: input.limit ?? null,
        offset: input.offset ?? 0,
        productId: input.productId ?? null,
      });
      const runId = identifiers[0].id as string;
      await this.outbox.add('images.migrate-run', { runId }, { dedupeKey: `image-run-${runId}` });
      await this.audit.record({
        adminUserId,
        actionType: 'image_migration.start',
        targetType: 'image_migration',
        targetId: runId,
        message: input.productId ? 'Bildmigration eines Produkts gestartet' : `Server-Migration gestartet${input.dryRun ? ' (Probelauf)' : ''}`,
        details: { dryRun: input.dryRun ?? false, limit: input.limit ?? null, offset: input.offset ?? 0, productId: input.productId ?? null },
      });
      return runId;
    });
    return this.getRun(id);
  }

  async getRun(id: string): Promise<ImageMigrationRunDto> {
    const run = await this.tx.manager.getRepository(ImageMigrationRun).findOneBy({ id });
    if (!run) throw runNotFound();
    const [items, itemsTotal] = await this.tx.manager
      .getRepository(ImageMigrationItem)
      .findAndCount({ where: { runId: id }, order: { id: 'DESC' }, take: REPORT_ITEMS });
    return { ...toRunSummaryDto(run), items: items.reverse().map(toItemDto), itemsTotal };
  }

  async getRuns(): Promise<ImageMigrationRunListDto> {
    const runs = await this.tx.manager.getRepository(ImageMigrationRun).find({ order: { createdAt: 'DESC' }, take: 20 });
    return { items: runs.map(toRunSummaryDto) };
  }

  /**
   * A visitor's browser could not load an external product image. Only an address the product really has
   * and that is external gets migrated (no browser can make the server fetch an arbitrary URL), each product
   * at most once an hour, and every client is rate-limited.
   */
  async reportBrokenImage(productId: string, url: string, clientIp: string): Promise<BrokenImageReportDto> {
    const ipKey = `broken-image:ip:${clientIp}`;
    const [[, count]] = (await this.redis.multi().incr(ipKey).expire(ipKey, 60, 'NX').exec()) as [[null, number], unknown];
    if (count > REPORTS_PER_IP_PER_MINUTE) {
      throw new AppError(HttpStatus.TOO_MANY_REQUESTS, 'BROKEN_IMAGE_RATE_LIMITED', 'Zu viele Meldungen. Bitte versuchen Sie es später erneut.');
    }
    const [product] = await this.links.productImages([productId]);
    if (!product) throw productNotFound();
    if (!product.imageUrls.includes(url) || !this.links.isExternal(url, this.rule())) return { queued: false };
    const fresh = await this.redis.set(`broken-image:product:${productId}`, '1', 'EX', REPORT_DEDUPE_SECONDS, 'NX');
    if (fresh !== 'OK') return { queued: false };
    const hourKey = 'broken-image:runs-this-hour';
    const [[, runs]] = (await this.redis.multi().incr(hourKey).expire(hourKey, 3600, 'NX').exec()) as [[null, number], unknown];
    if (runs > STOREFRONT_RUNS_PER_HOUR) return { queued: false };
    await this.tx.run(async () => {
      const { identifiers } = await this.tx.manager
        .getRepository(ImageMigrationRun)
        .insert({ kind: ImageMigrationRunKind.Storefront, productId, dryRun: false, offset: 0 });
      const runId = identifiers[0].id as string;
      await this.outbox.add('images.migrate-run', { runId }, { dedupeKey: `image-run-${runId}` });
    });
    return { queued: true };
  }
}
