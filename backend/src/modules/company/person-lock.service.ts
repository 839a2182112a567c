import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { AuditService } from '../audit/audit.service';
import { TokenService } from '../auth/token.service';
import { CompanyMembersService } from '../dealers/company-members.service';
import { UsersService } from '../users/users.service';

export const personNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'STAFF_NOT_FOUND', 'Person nicht gefunden.');
const alreadyLocked = (email: string) => new AppError(HttpStatus.CONFLICT, 'PERSON_ALREADY_LOCKED', `${email} ist bereits gesperrt.`);
const notLocked = (email: string) => new AppError(HttpStatus.CONFLICT, 'PERSON_NOT_LOCKED', `${email} ist nicht gesperrt.`);

/**
 * The administrator locks or unlocks one person of a dealer company. A locked person cannot sign in
 * and every session ends at once; the rest of the company keeps working. Each is one change: a second administrator
 * doing the same at the same moment reads in German that it is done already, and the audit log has one entry.
 */
@Injectable()
export class PersonLockService {
  constructor(
    readonly tx: TransactionHost,
    private readonly members: CompanyMembersService,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
  ) {}

  async lock(admin: AuthUser, userId: string): Promise<void> {
    await this.tx.run(async () => {
      const email = await this.memberEmail(userId);
      if (!(await this.users.lock(userId))) throw alreadyLocked(email);
      await this.record(admin, 'company.person_lock', userId, `${email} gesperrt`);
    });
    await this.tokens.endAllSessions(userId);
  }

  async unlock(admin: AuthUser, userId: string): Promise<void> {
    await this.tx.run(async () => {
      const email = await this.memberEmail(userId);
      if (!(await this.users.unlock(userId))) throw notLocked(email);
      await this.record(admin, 'company.person_unlock', userId, `${email} entsperrt`);
    });
  }

  /** Only people of a company: administrators and removed staff are not locked or unlocked here. */
  private async memberEmail(userId: string): Promise<string> {
    const membership = await this.members.membershipOf(userId);
    const user = membership && (await this.users.findById(userId));
    if (!user) throw personNotFound();
    return user.email;
  }

  private record(admin: AuthUser, actionType: string, userId: string, message: string): Promise<void> {
    return this.audit.record({ adminUserId: admin.id, actionType, targetType: 'user', targetId: userId, message });
  }
}
