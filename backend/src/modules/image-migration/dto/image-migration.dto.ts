import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUrl, IsUUID } from 'class-validator';
import { IntField } from '../../../common/http/int-field';
import { TextField } from '../../../common/http/text-field';
import { ImageMigrationItem, ImageMigrationItemStatus } from '../entities/image-migration-item.entity';
import { ImageMigrationRun, ImageMigrationRunKind, ImageMigrationRunStatus } from '../entities/image-migration-run.entity';

export class ExternalImageProductDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({ type: [String], description: 'Externe Bildadressen des Produkts' })
  externalUrls: string[];

  @ApiProperty({ description: 'Alle Bilder des Produkts' })
  imageCount: number;
}

export class ImageMigrationAnalysisDto {
  @ApiProperty({ description: 'Produkte mit mindestens einem externen Bild' })
  products: number;

  @ApiProperty({ description: 'Externe Bilder insgesamt' })
  images: number;

  @ApiProperty({ description: 'Davon auf dem früheren Shop-Host' })
  legacyImages: number;

  @ApiProperty({ type: [String], description: 'Konfigurierte Hosts des früheren Shops' })
  legacyHosts: string[];

  @ApiProperty({ type: [ExternalImageProductDto] })
  items: ExternalImageProductDto[];

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

/** `{ dryRun, limit, offset }` for all products with external images, or `{ productId }` for one. */
export class StartImageMigrationRunDto {
  @ApiPropertyOptional({ description: 'Nur anzeigen, was migriert würde; nichts wird geladen oder geändert (ohne Angabe: nein)' })
  @IsOptional()
  @IsBoolean({ message: 'Probelauf muss ja oder nein sein.' })
  dryRun?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 100000, description: 'Höchstens so viele Produkte (ohne Angabe: alle)' })
  @IsOptional()
  @IntField({ min: 1, max: 100_000, message: 'Das Limit muss eine ganze Zahl zwischen 1 und 100.000 sein.' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 10000000, description: 'So viele Produkte mit externen Bildern überspringen (ohne Angabe: 0)' })
  @IsOptional()
  @IntField({ min: 0, max: 10_000_000, message: 'Der Versatz muss eine ganze Zahl ab 0 sein.' })
  offset?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'Nur die Bilder dieses Produkts' })
  @IsOptional()
  @IsUUID('all', { message: 'Das Produkt gibt es nicht.' })
  productId?: string;
}

export class ReportBrokenImageDto {
  @ApiProperty({ maxLength: 2000, description: 'Die Bildadresse, die im Browser nicht lud (eine der Adressen des Produkts)' })
  @TextField({ label: 'Die Bildadresse', max: 2000, messages: { type: 'Bitte eine Bildadresse angeben.' } })
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true }, { message: 'Die Bildadresse muss eine http(s)-Adresse sein.' })
  url: string;
}

export class BrokenImageReportDto {
  @ApiProperty({ description: 'true: eine Migration wurde eingeplant; false: nicht nötig oder schon eingeplant' })
  queued: boolean;
}

export class ImageMigrationItemDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty()
  productName: string;

  @ApiProperty()
  sourceUrl: string;

  @ApiProperty({ type: String, nullable: true })
  storedUrl: string | null;

  @ApiProperty({ enum: ImageMigrationItemStatus, enumName: 'ImageMigrationItemStatus' })
  status: ImageMigrationItemStatus;

  @ApiProperty({ type: String, nullable: true, description: 'Grund eines Fehlschlags' })
  reason: string | null;
}

export class ImageMigrationRunSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ImageMigrationRunKind, enumName: 'ImageMigrationRunKind' })
  kind: ImageMigrationRunKind;

  @ApiProperty({ enum: ImageMigrationRunStatus, enumName: 'ImageMigrationRunStatus' })
  status: ImageMigrationRunStatus;

  @ApiProperty()
  dryRun: boolean;

  @ApiProperty({ type: Number, nullable: true })
  limit: number | null;

  @ApiProperty()
  offset: number;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  productId: string | null;

  @ApiProperty({ description: 'Produkte dieses Laufs (steht fest, sobald er beginnt)' })
  totalProducts: number;

  @ApiProperty()
  processedProducts: number;

  @ApiProperty()
  migratedProducts: number;

  @ApiProperty()
  migratedImages: number;

  @ApiProperty()
  failedImages: number;

  @ApiProperty({ type: String, nullable: true })
  errorMessage: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt: string | null;
}

export class ImageMigrationRunDto extends ImageMigrationRunSummaryDto {
  @ApiProperty({ type: [ImageMigrationItemDto], description: 'Bericht je Bild (die letzten 1.000)' })
  items: ImageMigrationItemDto[];

  @ApiProperty({ description: 'Einträge im Bericht insgesamt' })
  itemsTotal: number;
}

export class ImageMigrationRunListDto {
  @ApiProperty({ type: [ImageMigrationRunSummaryDto] })
  items: ImageMigrationRunSummaryDto[];
}

export function toRunSummaryDto(run: ImageMigrationRun): ImageMigrationRunSummaryDto {
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    dryRun: run.dryRun,
    limit: run.limit,
    offset: run.offset,
    productId: run.productId,
    totalProducts: run.totalProducts,
    processedProducts: run.processedProducts,
    migratedProducts: run.migratedProducts,
    migratedImages: run.migratedImages,
    failedImages: run.failedImages,
    errorMessage: run.errorMessage,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

export function toItemDto(item: ImageMigrationItem): ImageMigrationItemDto {
  return {
    productId: item.productId,
    productName: item.productName,
    sourceUrl: item.sourceUrl,
    storedUrl: item.storedUrl,
    status: item.status,
    reason: item.reason,
  };
}
