import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, Timestamp } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';

export enum ImageMigrationRunStatus {
  Queued = 'queued',
  Running = 'running',
  Completed = 'completed',
  Failed = 'failed',
}

export enum ImageMigrationRunKind {
  /** All products with external images (limit/offset), started by an administrator. */
  Bulk = 'bulk',
  /** One product, started by an administrator. */
  Product = 'product',
  /** One product whose image broke in a visitor's browser. */
  Storefront = 'storefront',
}

/** A run of the image migration; progress survives a worker restart (the product list is fixed at the start). */
@Entity('image_migration_runs')
@Index('ix_image_migration_runs_created_at', ['createdAt'])
export class ImageMigrationRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: ImageMigrationRunKind, enumName: 'image_migration_run_kind' })
  kind: ImageMigrationRunKind;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @Column({ type: 'enum', enum: ImageMigrationRunStatus, enumName: 'image_migration_run_status', default: ImageMigrationRunStatus.Queued })
  status: ImageMigrationRunStatus;

  /** Only reports what would be migrated; downloads and changes nothing. */
  @Column({ type: 'boolean', default: false })
  dryRun: boolean;

  @Column({ type: 'int', nullable: true })
  limit: number | null;

  @Column({ type: 'int', default: 0 })
  offset: number;

  /** The product of a single-product run. */
  @Column({ type: 'uuid', nullable: true })
  productId: string | null;

  /** The products of this run, fixed when it starts; processedProducts counts along it. */
  @Column({ type: 'uuid', array: true, nullable: true })
  productIds: string[] | null;

  @Column({ type: 'int', default: 0 })
  totalProducts: number;

  @Column({ type: 'int', default: 0 })
  processedProducts: number;

  @Column({ type: 'int', default: 0 })
  migratedProducts: number;

  @Column({ type: 'int', default: 0 })
  migratedImages: number;

  @Column({ type: 'int', default: 0 })
  failedImages: number;

  @Column({ type: 'text', nullable: true })
  errorMessage: string | null;

  @CreatedAt()
  createdAt: Date;

  @Timestamp({ nullable: true })
  startedAt: Date | null;

  @Timestamp({ nullable: true })
  finishedAt: Date | null;
}
