import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../../common/database/columns';
import { Company } from './company.entity';

/** A delivery address of a company's address book; at most one is the default. */
@Entity('company_addresses')
@Index('ix_company_addresses_company', ['companyId', 'createdAt'])
@Index('uq_company_addresses_default', ['companyId'], { unique: true, where: '"is_default"' })
export class CompanyAddress {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  companyId: string;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  /** The recipient as the label shows it: a company, or the shop's end customer when drop-shipping. */
  @Column({ type: 'varchar', length: 200 })
  recipient: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contactPerson: string | null;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 10 })
  postalCode: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  /** An end customer of the dealer's shop: the delivery note names the dealer as sender and shows no prices. */
  @Column({ type: 'boolean', default: false })
  dropShipping: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
