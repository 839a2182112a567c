import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { Role } from '../../common/auth/role';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { MailService } from '../../common/mail/mail.service';
import { normaliseEmail, UsersService } from '../users/users.service';
import { isUniqueViolation } from '../../common/database/unique-violation';


/**
 * ADMIN_EMAILS bootstraps administrators: existing accounts get the role; a missing one is created with
 * an unknowable password and an e-mail whose link sets the real one. No password ever reaches a log.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    readonly tx: TransactionHost,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly env: Environment,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const email of this.env.ADMIN_EMAILS.split(',').map(normaliseEmail).filter(Boolean)) {
      const existing = await this.users.findByEmail(email);
      if (existing) {
        if (!existing.roles.includes(Role.Admin)) await this.users.addRole(existing.id, Role.Admin);
        continue;
      }
      // API and worker start together; the unique index lets one of them win, and only the winner sends the invitation.
      const created = await this.tx
        .run(async () => {
          const user = await this.users.create({ email, password: randomBytes(32).toString('base64url'), roles: [Role.Admin], emailConfirmed: true });
          await this.mail.send('auth.admin-invite', { userId: user.id });
        })
        .then(
          () => true,
          (error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
            return false;
          },
        );
      if (created) this.logger.warn(`Administrator ${email} angelegt; die Einladung zum Festlegen des Passworts geht per E-Mail.`);
    }
  }
}
