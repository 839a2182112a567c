import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { ProductBulkService } from '../catalogue/product-bulk.service';
import { csvField } from '../../common/text/csv-field';
import { ImportPreviewDto, ImportPreviewRowDto } from './dto/import.dto';
import { ImportJob } from './entities/import-job.entity';
import { ImportIssueSeverity } from './entities/import-row-issue.entity';
import { importNotFound } from './import-errors';
import { CATEGORY_SEPARATOR, mapRow } from './mapping/map-row';
import { resolveMapping } from './mapping/resolve-mapping';

const SEVERITY_LABELS: Record<ImportIssueSeverity, string> = {
  [ImportIssueSeverity.Error]: 'Fehler',
  [ImportIssueSeverity.Warning]: 'Hinweis',
  [ImportIssueSeverity.Skipped]: 'Übersprungen',
};

/** The mapping screen's preview and the downloadable error report. */
@Injectable()
export class ImportReportService {
  constructor(
    readonly tx: TransactionHost,
    private readonly bulk: ProductBulkService,
  ) {}

  /** The first rows as they will be stored with this mapping, each with its problems and whether it creates or updates. */
  async previewImport(id: string, rawMapping: Record<string, string>): Promise<ImportPreviewDto> {
    const job = await this.tx.manager.getRepository(ImportJob).findOne({ where: { id } });
    if (!job) throw importNotFound();
    const check = resolveMapping(rawMapping, job.columns.length);
    const mapping = check.mapping;
    if (!mapping) return { rows: [], missingTargets: [], mappingError: check.ok ? null : check.message };
    const mapped = job.previewRows.map((row) => mapRow(row, mapping, job.columns));
    const existing = await this.bulk.existingSkus(mapped.flatMap((row) => (row.product ? [row.product.sku] : [])));
    const rows: ImportPreviewRowDto[] = mapped.map(({ rowNumber, product, issues }) => ({
      rowNumber,
      action: !product ? 'error' : existing.has(product.sku) ? 'update' : 'create',
      sku: product?.sku ?? null,
      name: product?.name ?? null,
      description: product?.description ?? null,
      adminCostPrice: product?.adminCostPrice ?? null,
      basePrice: product?.basePrice ?? null,
      retailPrice: product?.retailPrice ?? null,
      stockQuantity: product?.stockQuantity ?? null,
      weight: product?.weight ?? null,
      category: product?.categoryPath.length ? product.categoryPath.join(CATEGORY_SEPARATOR) : null,
      gtin: product?.gtin ?? null,
      han: product?.han ?? null,
      minOrderQuantity: product?.minOrderQuantity ?? null,
      orderMultiple: product?.orderMultiple ?? null,
      issues: issues.map((issue) => ({ ...issue, severity: issue.severity as ImportIssueSeverity })),
    }));
    return { rows, missingTargets: check.ok ? [] : check.missing, mappingError: check.ok ? null : check.message };
  }

  /** Every error, skipped row and warning of an import as CSV (UTF-8 with BOM, semicolons: opens in German Excel). */
  async getErrorReport(id: string): Promise<{ fileName: string; body: Buffer }> {
    const job = await this.tx.manager.getRepository(ImportJob).findOne({ where: { id }, select: { id: true, originalName: true, createdAt: true } });
    if (!job) throw importNotFound();
    const issues = await this.tx.manager.query<
      { row_number: number; severity: ImportIssueSeverity; sku: string | null; column_name: string | null; value: string | null; message: string }[]
    >(
      `SELECT row_number, severity, sku, column_name, value, message FROM import_row_issues WHERE import_job_id = $1 ORDER BY row_number, id`,
      [id],
    );
    const lines = [
      ['Zeile', 'Art', 'Artikelnummer', 'Spalte', 'Wert', 'Grund'].join(';'),
      ...issues.map((issue) =>
        [issue.row_number, SEVERITY_LABELS[issue.severity], issue.sku, issue.column_name, issue.value, issue.message].map(csvField).join(';'),
      ),
    ];
    const base = job.originalName.replace(/\.[^.]+$/, '').replace(/[^\w\-äöüÄÖÜß]+/g, '_').slice(0, 80) || 'import';
    return { fileName: `Importbericht_${base}.csv`, body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
  }
}
