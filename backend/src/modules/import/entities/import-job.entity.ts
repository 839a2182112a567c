import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, Timestamp } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';

/**
 * uploaded → queued → running → completed | failed; uploaded, queued and running may become cancelled.
 * The transitions live in import-status.ts.
 */
export enum ImportJobStatus {
  Uploaded = 'uploaded',
  Queued = 'queued',
  Running = 'running',
  Completed = 'completed',
  Failed = 'failed',
  Cancelled = 'cancelled',
}

export enum ImportFileType {
  Csv = 'csv',
  Xlsx = 'xlsx',
}

/** A product import over a file kept in object storage; progress survives a worker restart. */
@Entity('import_jobs')
@Index('ix_import_jobs_created_at', ['createdAt'])
export class ImportJob {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @Column({ type: 'enum', enum: ImportJobStatus, enumName: 'import_job_status', default: ImportJobStatus.Uploaded })
  status: ImportJobStatus;

  /** Object key in the private imports bucket; null once the file has been purged. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  fileKey: string | null;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'int' })
  fileSize: number;

  @Column({ type: 'enum', enum: ImportFileType, enumName: 'import_file_type' })
  fileType: ImportFileType;

  /** What the upload found: 'utf-8', 'windows-1252', 'iso-8859-1', 'utf-16le' (CSV) or null (XLSX). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  encoding: string | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  delimiter: string | null;

  /** 0-based index of the header row among the file's records (title rows above it are skipped). */
  @Column({ type: 'int' })
  headerRowIndex: number;

  /** Column names as shown on the mapping screen ('Spalte N' for unnamed ones). */
  @Column({ type: 'jsonb' })
  columns: string[];

  /** The first data rows as read, for the preview; the mapping is applied on request. */
  @Column({ type: 'jsonb' })
  previewRows: { rowNumber: number; cells: string[] }[];

  /** Column index -> target field (sku, name, retail_price, ...); set when the import is started. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  mapping: Record<string, string>;

  /** Non-empty data rows in the file. */
  @Column({ type: 'int', default: 0 })
  totalRows: number;

  /** Data rows whose batch has been committed; a restarted job resumes after them. */
  @Column({ type: 'int', default: 0 })
  processedRows: number;

  @Column({ type: 'int', default: 0 })
  createdCount: number;

  @Column({ type: 'int', default: 0 })
  updatedCount: number;

  /** Existing products whose values already equaled the row's: nothing written. */
  @Column({ type: 'int', default: 0 })
  unchangedCount: number;

  /** Rows not imported because of an error. */
  @Column({ type: 'int', default: 0 })
  failedCount: number;

  /** Earlier rows of a SKU that occurs again later in the file (the later row wins). */
  @Column({ type: 'int', default: 0 })
  skippedCount: number;

  /** Imported rows with a warning (e.g. an unreadable stock figure taken as 0). */
  @Column({ type: 'int', default: 0 })
  warningCount: number;

  /** German reason when the whole import failed. */
  @Column({ type: 'text', nullable: true })
  errorMessage: string | null;

  @CreatedAt()
  createdAt: Date;

  @Timestamp({ nullable: true })
  startedAt: Date | null;

  @Timestamp({ nullable: true })
  finishedAt: Date | null;
}
