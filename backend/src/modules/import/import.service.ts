import { HttpStatus, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'crypto';
import { Not } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { AppError } from '../../common/http/app-error';
import { UploadedFile, UploadLimits } from '../../common/http/read-upload';
import { OutboxService } from '../../common/outbox/outbox.service';
import { cleanFileName } from '../../common/storage/file-name';
import { StorageService } from '../../common/storage/storage.service';
import { AuditService } from '../audit/audit.service';
import { ProductBulkService } from '../catalogue/product-bulk.service';
import {
  ImportDetailDto,
  ImportPageDto,
  StartImportDto,
  toImportDetailDto,
  toImportSummaryDto,
} from './dto/import.dto';
import { ImportFileType, ImportJob, ImportJobStatus } from './entities/import-job.entity';
import { EXCEL_UNAVAILABLE_MESSAGE, importNotFound, INVALID_TYPE_MESSAGE } from './import-errors';
import { ImportMappingsService } from './import-mappings.service';
import { ImportTarget } from './mapping/import-targets';
import { resolveMapping } from './mapping/resolve-mapping';
import { analyseFile } from './reading/import-file';
import { UnreadableFileError } from './reading/table-records';

/** Price lists are larger than documents: 100,000 rows are ≈ 14 MB. */
export const IMPORT_UPLOAD: UploadLimits = {
  maxBytes: 30 * 1024 * 1024,
  tooLargeMessage: 'Die Datei darf maximal 30 MB groß sein.',
  missingMessage: 'Bitte wählen Sie eine CSV- oder XLSX-Datei aus.',
};

const CONTENT_TYPES: Record<ImportFileType, string> = {
  [ImportFileType.Csv]: 'text/csv',
  [ImportFileType.Xlsx]: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);

const FINISHED = [ImportJobStatus.Completed, ImportJobStatus.Failed, ImportJobStatus.Cancelled];

/** Upload, mapping, start, cancel and history of product imports; the worker does the importing (ImportRunner). */
@Injectable()
export class ImportService {
  constructor(
    readonly tx: TransactionHost,
    private readonly storage: StorageService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly mappings: ImportMappingsService,
    private readonly bulk: ProductBulkService,
  ) {}

  /** Reads the whole file once (nothing is written if it cannot be read), keeps it in the imports bucket. */
  async uploadImport(file: UploadedFile, adminUserId: string): Promise<ImportDetailDto> {
    const fileType = fileTypeOf(file);
    const analysis = await analyseFile(file.buffer, fileType).catch((error: unknown) => {
      if (error instanceof UnreadableFileError) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'IMPORT_FILE_UNREADABLE', error.message);
      throw error;
    });
    const id = randomUUID();
    const fileKey = `${id}/${Date.now()}-${randomBytes(6).toString('hex')}.${fileType}`;
    await this.storage.putObject('imports', fileKey, file.buffer, CONTENT_TYPES[fileType]);
    try {
      await this.tx.manager.getRepository(ImportJob).insert({
        id,
        createdById: adminUserId,
        status: ImportJobStatus.Uploaded,
        fileKey,
        originalName: cleanFileName(file.fileName, 'import.csv', 255),
        fileSize: file.buffer.length,
        fileType,
        encoding: analysis.layout.encoding,
        delimiter: analysis.layout.delimiter,
        headerRowIndex: analysis.layout.headerRowIndex,
        columns: analysis.columns,
        previewRows: analysis.previewRows,
        totalRows: analysis.totalRows,
      });
    } catch (error) {
      await this.storage.removeObject('imports', fileKey).catch(() => undefined);
      throw error;
    }
    return this.getImport(id);
  }

  async getImport(id: string): Promise<ImportDetailDto> {
    const job = await this.tx.manager.getRepository(ImportJob).findOne({ where: { id }, relations: { createdBy: true } });
    if (!job) throw importNotFound();
    const offer =
      job.status === ImportJobStatus.Uploaded
        ? await this.mappings.offerFor(job.columns)
        : { mapping: job.mapping as Record<string, ImportTarget>, suggestedMappingName: null, savedMappings: [] };
    return toImportDetailDto(job, job.createdBy?.email ?? null, offer);
  }

  /** Started imports, newest first (uploads never started are not history). */
  async getImports(query: PageQueryDto): Promise<ImportPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [jobs, total] = await this.tx.manager.getRepository(ImportJob).findAndCount({
      where: { status: Not(ImportJobStatus.Uploaded) },
      relations: { createdBy: true },
      order: { createdAt: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items: jobs.map((job) => toImportSummaryDto(job, job.createdBy?.email ?? null)), total, page, pageSize };
  }

  /** Checks the mapping, optionally saves it under a name, and hands the import to the worker (outbox). */
  async startImport(id: string, input: StartImportDto, adminUserId: string): Promise<ImportDetailDto> {
    await this.tx.run(async () => {
      const job = await this.lock(id);
      if (job.status !== ImportJobStatus.Uploaded) {
        const message = job.status === ImportJobStatus.Cancelled ? 'Der Import wurde abgebrochen.' : 'Der Import wurde bereits gestartet.';
        throw new AppError(HttpStatus.CONFLICT, 'IMPORT_ALREADY_STARTED', message);
      }
      const check = resolveMapping(input.mapping, job.columns.length);
      if (!check.ok) {
        const code = check.missing.length ? 'IMPORT_MAPPING_INCOMPLETE' : 'IMPORT_MAPPING_INVALID';
        throw new AppError(HttpStatus.BAD_REQUEST, code, check.message, { missingTargets: check.missing });
      }
      const mapping = Object.fromEntries(job.columns.map((_, index) => [String(index), input.mapping[String(index)] ?? ImportTarget.Ignore]));
      await this.tx.manager.getRepository(ImportJob).update(id, { mapping, status: ImportJobStatus.Queued });
      if (input.saveMappingAs) await this.mappings.save(input.saveMappingAs, job.columns, mapping);
      await this.outbox.add('import.run', { importJobId: id }, { dedupeKey: `import-${id}` });
      await this.audit.record({
        adminUserId,
        actionType: 'import.start',
        targetType: 'import',
        targetId: id,
        message: `Import „${job.originalName}“ gestartet (${job.totalRows} Zeilen)`,
        details: input.saveMappingAs ? { savedMapping: input.saveMappingAs } : undefined,
      });
    });
    return this.getImport(id);
  }

  /**
   * Stops an import that has not finished: a running one stops before its next batch (rows already
   * committed stay imported); an upload that was never started is discarded.
   */
  async cancelImport(id: string, adminUserId: string): Promise<ImportDetailDto> {
    const wasRunning = await this.tx.run(async () => {
      const job = await this.lock(id);
      if (FINISHED.includes(job.status)) throw new AppError(HttpStatus.CONFLICT, 'IMPORT_ALREADY_FINISHED', 'Der Import ist bereits beendet.');
      await this.tx.manager.getRepository(ImportJob).update(id, { status: ImportJobStatus.Cancelled, finishedAt: new Date() });
      await this.audit.record({
        adminUserId,
        actionType: 'import.cancel',
        targetType: 'import',
        targetId: id,
        message: `Import „${job.originalName}“ abgebrochen nach ${job.processedRows} von ${job.totalRows} Zeilen`,
      });
      return job.status === ImportJobStatus.Running;
    });
    if (wasRunning) this.bulk.clearCache();
    return this.getImport(id);
  }

  private async lock(id: string): Promise<ImportJob> {
    const job = await this.tx.manager.getRepository(ImportJob).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!job) throw importNotFound();
    return job;
  }
}

/** By name as the admin spec says (.csv, .xlsx; .xls refused), then by content: an old Excel file stays refused. */
export function fileTypeOf({ fileName, buffer }: UploadedFile): ImportFileType {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension !== 'csv' && extension !== 'xlsx' && extension !== 'xls') {
    throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'INVALID_FILE_TYPE', INVALID_TYPE_MESSAGE);
  }
  if (extension === 'xls' || startsWith(buffer, OLE)) {
    throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'EXCEL_IMPORT_UNAVAILABLE', EXCEL_UNAVAILABLE_MESSAGE);
  }
  return extension === 'xlsx' || startsWith(buffer, ZIP) ? ImportFileType.Xlsx : ImportFileType.Csv;
}
