import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, Timestamp } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';

export type AssuranceLevel = 'aal1' | 'aal2';

/**
 * One refresh token of a rotation chain ("family"). Only its SHA-256 is stored. Presenting a token
 * that was already rotated (replacedById set) revokes the whole family.
 */
@Entity('refresh_tokens')
@Index('ix_refresh_tokens_user_id', ['userId'])
@Index('ix_refresh_tokens_family_id', ['familyId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'uuid' })
  familyId: string;

  @Index('uq_refresh_tokens_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 4, default: 'aal1' })
  aal: AssuranceLevel;

  @Timestamp()
  expiresAt: Date;

  @Timestamp({ nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  replacedById: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreatedAt()
  createdAt: Date;
}
