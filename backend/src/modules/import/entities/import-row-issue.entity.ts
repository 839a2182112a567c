import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { ImportJob } from './import-job.entity';

export enum ImportIssueSeverity {
  /** The row was not imported. */
  Error = 'error',
  /** The row was imported with an adjusted value. */
  Warning = 'warning',
  /** The row was skipped because a later row of the same SKU wins. */
  Skipped = 'skipped',
}

/** One line of the error report: a row of the file, the column, the value read and the German reason. */
@Entity('import_row_issues')
@Index('ix_import_row_issues_job_row', ['importJobId', 'rowNumber'])
export class ImportRowIssue {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  importJobId: string;

  @ManyToOne(() => ImportJob, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_job_id' })
  importJob: Relation<ImportJob>;

  /** Row number as a spreadsheet shows it (1 = the file's first record). */
  @Column({ type: 'int' })
  rowNumber: number;

  @Column({ type: 'enum', enum: ImportIssueSeverity, enumName: 'import_issue_severity' })
  severity: ImportIssueSeverity;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sku: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  columnName: string | null;

  /** The cell as read, cut to 500 characters. */
  @Column({ type: 'text', nullable: true })
  value: string | null;

  @Column({ type: 'text' })
  message: string;
}
