import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'crypto';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { Role } from '../../common/auth/role';
import { hashPassword } from '../../common/auth/password';
import { Environment } from '../../common/config/environment';
import { User } from './entities/user.entity';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly env: Environment,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email) });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async create(
    input: { email: string; password: string; roles: Role[]; emailConfirmed?: boolean },
    manager: EntityManager = this.users.manager,
  ): Promise<User> {
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
  async changePassword(userId: string, password: string, manager: EntityManager = this.users.manager): Promise<void> {
    const now = new Date();
    await manager.update(User, { id: userId }, { passwordHash: await hashPassword(password), passwordChangedAt: now });
    await manager.update(User, { id: userId, emailConfirmedAt: IsNull() }, { emailConfirmedAt: now });
  }

  async recordSignIn(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { lastSignInAt: new Date() });
  }

  /** ADMIN_EMAILS bootstraps administrators; a missing account is created with a one-time password. */
  async onApplicationBootstrap(): Promise<void> {
    const emails = this.env.ADMIN_EMAILS.split(',').map(normaliseEmail).filter(Boolean);
    for (const email of emails) {
      const existing = await this.findByEmail(email);
      if (existing) {
        if (!existing.roles.includes(Role.Admin)) {
          await this.users.update({ id: existing.id }, { roles: [...existing.roles, Role.Admin] });
        }
        continue;
      }
      const password = randomBytes(12).toString('base64url');
      // API and worker start together; the unique index lets one of them win, and only the winner's password is real.
      const created = await this.create({ email, password, roles: [Role.Admin], emailConfirmed: true }).then(
        () => true,
        () => false,
      );
      if (created) {
        this.logger.warn(`Administrator ${email} angelegt. Einmal-Passwort: ${password} – bitte nach der ersten Anmeldung ändern.`);
      }
    }
  }
}
