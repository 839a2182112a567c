import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, Timestamp, UpdatedAt } from '../../../common/database/columns';
import { Role } from '../../../common/auth/role';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always stored lower-cased; the unique index makes sign-up races safe. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'enum', enum: Role, enumName: 'user_role', array: true, default: '{}' })
  roles: Role[];

  @Timestamp({ nullable: true })
  emailConfirmedAt: Date | null;

  @Timestamp({ nullable: true })
  passwordChangedAt: Date | null;

  @Timestamp({ nullable: true })
  lastSignInAt: Date | null;

  /** Set by an administrator (or when the person leaves their company): no sign-in, sessions ended. */
  @Timestamp({ nullable: true })
  lockedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
