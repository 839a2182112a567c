import { Check, Column, Entity, Index, JoinColumn, OneToMany, OneToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, Timestamp, UpdatedAt } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';
import { Company } from './company.entity';
import { DealerDocument } from './dealer-document.entity';

@Entity('dealer_profiles')
@Check('ck_dealer_profiles_discount_level', '"discount_level" BETWEEN 0 AND 50')
@Index('ix_dealer_profiles_approval', ['isApproved', 'createdAt'])
export class DealerProfile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('uq_dealer_profiles_company_id', { unique: true })
  @Column({ type: 'uuid' })
  companyId: string;

  @OneToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  /** The company's main contact: an owner; shown as the profile's e-mail and written to about approval. */
  @Index('uq_dealer_profiles_user_id', { unique: true })
  @Column({ type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 200 })
  companyName: string;

  @Column({ type: 'varchar', length: 200 })
  contactPerson: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 11 })
  ustId: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  taxNumber: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'boolean', default: false })
  isApproved: boolean;

  /** Percent (0-50) off base_price, see DECISIONS.md "Pricing". */
  @Column({ type: 'int', default: 0 })
  discountLevel: number;

  @Timestamp({ nullable: true })
  approvedAt: Date | null;

  @Timestamp({ nullable: true })
  rejectedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  @Timestamp({ nullable: true })
  documentsUploadedAt: Date | null;

  @OneToMany(() => DealerDocument, (document) => document.dealerProfile)
  documents: Relation<DealerDocument[]>;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
