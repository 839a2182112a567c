import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional } from 'class-validator';
import { TextField, trim } from '../../../common/http/text-field';
import { IsImportMapping } from './import-mapping.validator';
import { ENCODING_LABELS, TextEncoding } from '../reading/decode-text';
import { ImportFileType, ImportJob, ImportJobStatus } from '../entities/import-job.entity';
import { ImportIssueSeverity } from '../entities/import-row-issue.entity';
import { ImportTarget } from '../mapping/import-targets';

const MAPPING_SCHEMA = {
  type: 'object',
  additionalProperties: { $ref: '#/components/schemas/ImportTarget' },
  example: { '0': 'sku', '1': 'name', '2': 'retail_price', '3': 'ignore' },
  description: 'Spaltennummer (ab 0) → Zielfeld',
} as const;

const DELIMITER_LABELS: Record<string, string> = { ';': 'Semikolon (;)', ',': 'Komma (,)', '\t': 'Tabulator', '|': 'Senkrechter Strich (|)' };

/** A past or running import, as the history lists it. */
export class ImportSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ImportJobStatus, enumName: 'ImportStatus' })
  status: ImportJobStatus;

  @ApiProperty()
  fileName: string;

  @ApiProperty({ enum: ImportFileType, enumName: 'ImportFileType' })
  fileType: ImportFileType;

  @ApiProperty({ description: 'Datenzeilen der Datei (ohne Titel- und Kopfzeile, ohne Leerzeilen)' })
  totalRows: number;

  @ApiProperty({ description: 'Gelesene (verarbeitete) Zeilen' })
  processedRows: number;

  @ApiProperty()
  createdCount: number;

  @ApiProperty()
  updatedCount: number;

  @ApiProperty({ description: 'Vorhandene Produkte, deren Werte schon der Zeile entsprachen (nichts geschrieben)' })
  unchangedCount: number;

  @ApiProperty({ description: 'Zeilen mit Fehler (nicht importiert)' })
  failedCount: number;

  @ApiProperty({ description: 'Übersprungen: dieselbe Artikelnummer kommt weiter unten noch einmal vor' })
  skippedCount: number;

  @ApiProperty({ description: 'Importierte Zeilen mit Hinweis' })
  warningCount: number;

  @ApiProperty({ type: String, nullable: true, description: 'Grund, wenn der ganze Import fehlschlug' })
  errorMessage: string | null;

  @ApiProperty({ type: String, nullable: true })
  createdByEmail: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt: string | null;
}

export class SavedMappingDto {
  @ApiProperty()
  name: string;

  @ApiProperty(MAPPING_SCHEMA)
  mapping: Record<string, ImportTarget>;
}

/** One import with what the upload found: how the file is read, its columns, a preview and a mapping. */
export class ImportDetailDto extends ImportSummaryDto {
  @ApiProperty({ type: String, nullable: true, example: 'Windows-1252', description: 'Erkannte Zeichenkodierung (CSV)' })
  encoding: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Semikolon (;)', description: 'Erkanntes Trennzeichen (CSV)' })
  delimiter: string | null;

  @ApiProperty({ description: 'Nummer der Kopfzeile in der Datei (ab 1); darüber liegende Titelzeilen werden übersprungen' })
  headerRow: number;

  @ApiProperty({ type: [String], description: "Spaltennamen; unbenannte heißen 'Spalte N'" })
  columns: string[];

  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'Die ersten 5 Datenzeilen, wie gelesen' })
  previewRows: string[][];

  @ApiProperty({ ...MAPPING_SCHEMA, description: 'Die gestartete oder (vor dem Start) die vorgeschlagene Zuordnung' })
  mapping: Record<string, ImportTarget>;

  @ApiProperty({ type: String, nullable: true, description: 'Name der gespeicherten Zuordnung, die der Vorschlag übernimmt' })
  suggestedMappingName: string | null;

  @ApiProperty({ type: [SavedMappingDto], description: 'Gespeicherte Zuordnungen für genau diese Kopfzeile' })
  savedMappings: SavedMappingDto[];
}

export class ImportPageDto {
  @ApiProperty({ type: [ImportSummaryDto] })
  items: ImportSummaryDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

export class ImportMappingDto {
  @ApiProperty(MAPPING_SCHEMA)
  @IsImportMapping()
  mapping: Record<string, string>;
}

export class StartImportDto extends ImportMappingDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Speichert die Zuordnung unter diesem Namen (z. B. der Lieferant)' })
  @Transform(trim)
  @IsOptional()
  @TextField({ label: 'Der Name der Zuordnung', max: 100 })
  @IsNotEmpty({ message: 'Bitte geben Sie einen Namen für die Zuordnung ein.' })
  saveMappingAs?: string;
}

export class ImportIssueDto {
  @ApiProperty({ enum: ImportIssueSeverity, enumName: 'ImportIssueSeverity' })
  severity: ImportIssueSeverity;

  @ApiProperty({ type: String, nullable: true })
  column: string | null;

  @ApiProperty({ type: String, nullable: true })
  value: string | null;

  @ApiProperty()
  message: string;
}

/** A row of the preview as it will be stored. */
export class ImportPreviewRowDto {
  @ApiProperty()
  rowNumber: number;

  @ApiProperty({ enum: ['create', 'update', 'error'], enumName: 'ImportRowAction' })
  action: 'create' | 'update' | 'error';

  @ApiProperty({ type: String, nullable: true })
  sku: string | null;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, example: '8.40' })
  adminCostPrice: string | null;

  @ApiProperty({ type: String, nullable: true, example: '12.60' })
  basePrice: string | null;

  @ApiProperty({ type: String, nullable: true, example: '24.90' })
  retailPrice: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Leer: beim Anlegen 0, beim Aktualisieren unverändert' })
  stockQuantity: number | null;

  @ApiProperty({ type: String, nullable: true, example: '0.250' })
  weight: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Komponenten › Bremsen' })
  category: string | null;

  @ApiProperty({ type: String, nullable: true })
  gtin: string | null;

  @ApiProperty({ type: String, nullable: true })
  han: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Leer: beim Anlegen 1, beim Aktualisieren unverändert' })
  minOrderQuantity: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Leer: beim Anlegen 1, beim Aktualisieren unverändert' })
  orderMultiple: number | null;

  @ApiProperty({ type: [ImportIssueDto] })
  issues: ImportIssueDto[];
}

export class ImportPreviewDto {
  @ApiProperty({ type: [ImportPreviewRowDto] })
  rows: ImportPreviewRowDto[];

  @ApiProperty({ enum: ImportTarget, enumName: 'ImportTarget', isArray: true, description: 'Nicht zugeordnete Pflichtfelder' })
  missingTargets: ImportTarget[];

  @ApiProperty({ type: String, nullable: true, description: "Warum die Zuordnung nicht startbar ist ('Pflichtfelder fehlen: …')" })
  mappingError: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toImportSummaryDto(job: ImportJob, createdByEmail: string | null): ImportSummaryDto {
  return {
    id: job.id,
    status: job.status,
    fileName: job.originalName,
    fileType: job.fileType,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    createdCount: job.createdCount,
    updatedCount: job.updatedCount,
    unchangedCount: job.unchangedCount,
    failedCount: job.failedCount,
    skippedCount: job.skippedCount,
    warningCount: job.warningCount,
    errorMessage: job.errorMessage,
    createdByEmail,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}

export function toImportDetailDto(
  job: ImportJob,
  createdByEmail: string | null,
  offer: { mapping: Record<string, ImportTarget>; suggestedMappingName: string | null; savedMappings: SavedMappingDto[] },
): ImportDetailDto {
  return {
    ...toImportSummaryDto(job, createdByEmail),
    encoding: job.encoding ? ENCODING_LABELS[job.encoding as TextEncoding] ?? job.encoding : null,
    delimiter: job.delimiter ? DELIMITER_LABELS[job.delimiter] ?? job.delimiter : null,
    headerRow: job.headerRowIndex + 1,
    columns: job.columns,
    previewRows: job.previewRows.map((row) => row.cells),
    ...offer,
  };
}
