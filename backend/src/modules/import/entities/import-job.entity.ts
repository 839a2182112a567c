import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, Timestamp } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';

export enum ImportJobStatus {
  Queued = 'queued',
  Running = 'running',
  Completed = 'completed',
  Failed = 'failed',
}

/** A CSV product import over a file kept in object storage; progress survives a worker restart. */
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

  @Column({ type: 'enum', enum: ImportJobStatus, enumName: 'import_job_status', default: ImportJobStatus.Queued })
  status: ImportJobStatus;

  @Column({ type: 'varchar', length: 255 })
  fileKey: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  /** Column index -> target field (sku, name, retail_price, ...). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  mapping: Record<string, string>;

  @Column({ type: 'int', default: 0 })
  totalRows: number;

  /** Rows whose batch has been committed; a restarted job resumes after them. */
  @Column({ type: 'int', default: 0 })
  processedRows: number;

  @Column({ type: 'int', default: 0 })
  createdCount: number;

  @Column({ type: 'int', default: 0 })
  updatedCount: number;

  @Column({ type: 'int', default: 0 })
  errorCount: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  errorReportKey: string | null;

  @Column({ type: 'text', nullable: true })
  errorMessage: string | null;

  @CreatedAt()
  createdAt: Date;

  @Timestamp({ nullable: true })
  startedAt: Date | null;

  @Timestamp({ nullable: true })
  finishedAt: Date | null;
}
