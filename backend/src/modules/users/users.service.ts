import { Injectable } from '@nestjs/common';
import { In, IsNull, Not, Repository } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { Role } from '../../common/auth/role';
import { hashPassword } from '../../common/auth/password';
import { User } from './entities/user.entity';

/** The account as this service hands it out; other modules name the type but query through the service. */
export type { User } from './entities/user.entity';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersService {
  constructor(
    private readonly tx: TransactionHost,
  ) {}

  /**
   * Joins the caller's transaction when there is one: a read on a connection of its own, while the caller holds
   * one, waits for a second connection and deadlocks the pool under load (docs/decisions.md, "Eine Verbindung je Transaktion").
   */
  private get users(): Repository<User> {
    return this.tx.manager.getRepository(User);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email) });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async create(
    input: { email: string; password: string; roles: Role[]; emailConfirmed?: boolean },
  ): Promise<User> {
    const manager = this.tx.manager;
    const user = manager.create(User, {
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      roles: input.roles,
      emailConfirmedAt: input.emailConfirmed ? new Date() : null,
    });
    return manager.save(user);
  }

  /** Idempotent: the first confirmation's time is kept. */
  async markEmailConfirmed(userId: string): Promise<User> {
    await this.users.update({ id: userId, emailConfirmedAt: IsNull() }, { emailConfirmedAt: new Date() });
    return this.users.findOneByOrFail({ id: userId });
  }

  /** A new password; a reset link also proves the address, so it counts as confirmed. */
  async changePassword(userId: string, password: string): Promise<void> {
    const manager = this.tx.manager;
    const now = new Date();
    await manager.update(User, { id: userId }, { passwordHash: await hashPassword(password), passwordChangedAt: now });
    await manager.update(User, { id: userId, emailConfirmedAt: IsNull() }, { emailConfirmedAt: now });
  }

  /**
   * No sign-in from now on; the caller ends the sessions. True when this call locked the account, false when it was locked
   * already (or is gone): a second lock at the same moment waits for the first and then finds it locked.
   */
  async lock(userId: string): Promise<boolean> {
    const result = await this.tx.manager.update(User, { id: userId, lockedAt: IsNull() }, { lockedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** An account that never signed in (a withdrawn invite); nothing refers to it yet. */
  async deleteNeverUsed(userId: string): Promise<void> {
    await this.tx.manager.delete(User, { id: userId, lastSignInAt: IsNull(), passwordChangedAt: IsNull() });
  }

  /** True when this call unlocked the account, false when it was not locked. */
  async unlock(userId: string): Promise<boolean> {
    const result = await this.tx.manager.update(User, { id: userId, lockedAt: Not(IsNull()) }, { lockedAt: null });
    return (result.affected ?? 0) > 0;
  }

  async recordSignIn(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { lastSignInAt: new Date() });
  }

  /** E-mail addresses of the given users, for lists in the back office. */
  async emailsOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const users = await this.users.find({ where: { id: In(userIds) }, select: { id: true, email: true } });
    return new Map(users.map((user) => [user.id, user.email]));
  }

  /** The administrators (id and address), by address; with `onlyUserId` just that one if he is one. Joins the caller's transaction. */
  admins(onlyUserId?: string): Promise<{ id: string; email: string }[]> {
    const query = this.tx.manager
      .createQueryBuilder(User, 'u')
      .select(['u.id', 'u.email'])
      .where(':role = ANY(u.roles)', { role: Role.Admin })
      .orderBy('u.email');
    if (onlyUserId) query.andWhere('u.id = :onlyUserId', { onlyUserId });
    return query.getMany().then((users) => users.map(({ id, email }) => ({ id, email })));
  }

  /** Where notices to the administration go (new orders, new tickets). */
  async adminEmails(): Promise<string[]> {
    const rows = await this.users.query<{ email: string }[]>(`SELECT email FROM users WHERE 'admin' = ANY(roles) ORDER BY email`);
    return rows.map((row) => row.email);
  }

  async addRole(userId: string, role: Role): Promise<void> {
    await this.tx.manager.query(`UPDATE users SET roles = array_append(roles, $2::user_role) WHERE id = $1 AND NOT ($2::user_role = ANY(roles))`, [userId, role]);
  }
}
