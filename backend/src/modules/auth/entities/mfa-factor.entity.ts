import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, Timestamp } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';

export enum MfaFactorStatus {
  Unverified = 'unverified',
  Verified = 'verified',
}

/** A TOTP second factor. The secret is stored encrypted (AES-GCM with a key derived from JWT_SECRET). */
@Entity('mfa_factors')
export class MfaFactor {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('ix_mfa_factors_user_id')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 100, default: 'Authenticator' })
  friendlyName: string;

  @Column({ type: 'varchar', length: 16, default: 'totp' })
  factorType: 'totp';

  @Column({ type: 'text' })
  secretEncrypted: string;

  @Column({ type: 'enum', enum: MfaFactorStatus, enumName: 'mfa_factor_status', default: MfaFactorStatus.Unverified })
  status: MfaFactorStatus;

  /** Last accepted time step, so one code cannot be replayed within its window. */
  @Column({ type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @CreatedAt()
  createdAt: Date;

  @Timestamp({ nullable: true })
  verifiedAt: Date | null;
}
