import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt } from '../../../common/database/columns';
import { ImageMigrationRun } from './image-migration-run.entity';

export enum ImageMigrationItemStatus {
  Migrated = 'migrated',
  Failed = 'failed',
  /** Dry run: would be migrated. */
  Planned = 'planned',
}

/** One image of a run: where it came from, where it went or why it stayed. */
@Entity('image_migration_items')
@Index('ix_image_migration_items_run', ['runId', 'id'])
export class ImageMigrationItem {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  runId: string;

  @ManyToOne(() => ImageMigrationRun, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'run_id' })
  run: Relation<ImageMigrationRun>;

  @Column({ type: 'uuid' })
  productId: string;

  @Column({ type: 'varchar', length: 300 })
  productName: string;

  @Column({ type: 'text' })
  sourceUrl: string;

  @Column({ type: 'text', nullable: true })
  storedUrl: string | null;

  @Column({ type: 'enum', enum: ImageMigrationItemStatus, enumName: 'image_migration_item_status' })
  status: ImageMigrationItemStatus;

  /** German reason of a failure. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @CreatedAt()
  createdAt: Date;
}
