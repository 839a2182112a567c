import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, Timestamp } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';

export enum AuthTokenPurpose {
  ConfirmEmail = 'confirm_email',
  ResetPassword = 'reset_password',
  StaffInvite = 'staff_invite',
}

/** Single-use, expiring token behind an e-mail link (confirmation, password reset); only its hash is kept. */
@Entity('auth_tokens')
@Index('ix_auth_tokens_user_id', ['userId'])
export class AuthToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'enum', enum: AuthTokenPurpose, enumName: 'auth_token_purpose' })
  purpose: AuthTokenPurpose;

  @Index('uq_auth_tokens_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Timestamp()
  expiresAt: Date;

  @Timestamp({ nullable: true })
  usedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
