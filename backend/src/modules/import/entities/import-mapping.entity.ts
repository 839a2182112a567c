import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../../common/database/columns';

/** A column mapping saved under a name (one per supplier), offered again for a file with the same header. */
@Entity('import_mappings')
@Index('uq_import_mappings_name', ['name'], { unique: true })
@Index('ix_import_mappings_header', ['headerKey'])
export class ImportMapping {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** SHA-256 of the normalised header (lower case, trimmed): files with this header get the mapping offered. */
  @Column({ type: 'varchar', length: 64 })
  headerKey: string;

  @Column({ type: 'jsonb' })
  mapping: Record<string, string>;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
