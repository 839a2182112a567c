import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { ImportJob } from './import-job.entity';

@Entity('import_row_errors')
@Index('uq_import_row_errors_row', ['importJobId', 'rowNumber'], { unique: true })
export class ImportRowError {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  importJobId: string;

  @ManyToOne(() => ImportJob, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_job_id' })
  importJob: Relation<ImportJob>;

  @Column({ type: 'int' })
  rowNumber: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sku: string | null;

  @Column({ type: 'text' })
  message: string;
}
