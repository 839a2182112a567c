import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, Timestamp, UpdatedAt } from '../../../common/database/columns';
import { CompanyRole } from '../../../common/auth/company-role';
import { User } from '../../users/entities/user.entity';
import { Company } from './company.entity';

/** A person acting for a company. A user belongs to at most one company. */
@Entity('company_members')
@Index('ix_company_members_company', ['companyId', 'createdAt'])
@Check('ck_company_members_order_limit', '"order_limit" IS NULL OR "order_limit" >= 0')
@Check('ck_company_members_monthly_budget', '"monthly_budget" IS NULL OR "monthly_budget" >= 0')
export class CompanyMember {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  companyId: string;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Index('uq_company_members_user_id', { unique: true })
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'enum', enum: CompanyRole, enumName: 'company_role' })
  role: CompanyRole;

  /** Net goods value per order in EUR; null = no limit. Enforced at checkout. */
  @MoneyColumn({ nullable: true })
  orderLimit: string | null;

  /** Net goods value per calendar month in EUR; null = no budget. */
  @MoneyColumn({ nullable: true })
  monthlyBudget: string | null;

  @Column({ type: 'uuid', nullable: true })
  invitedByUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by_user_id' })
  invitedBy: Relation<User> | null;

  /** When the person set a password through the invite link (or registered the company); null = invite open. */
  @Timestamp({ nullable: true })
  joinedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
