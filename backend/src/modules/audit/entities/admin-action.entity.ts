import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';

/** Audit log: written in the same transaction as the change it records. */
@Entity('admin_actions')
@Index('ix_admin_actions_created_at', ['createdAt'])
@Index('ix_admin_actions_target', ['targetType', 'targetId'])
export class AdminAction {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  adminUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'admin_user_id' })
  adminUser: Relation<User> | null;

  @Column({ type: 'varchar', length: 64 })
  actionType: string;

  @Column({ type: 'varchar', length: 32 })
  targetType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @CreatedAt()
  createdAt: Date;
}
