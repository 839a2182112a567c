import { HttpStatus, Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { COMPANY_ROLE_LABELS } from '../../common/auth/company-role';
import { companyScope } from '../../common/auth/company-scope';
import { AuthUser } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { MailService } from '../../common/mail/mail.service';
import { AuditService } from '../audit/audit.service';
import { TokenService } from '../auth/token.service';
import { CompanyMembersService, MemberChange } from '../dealers/company-members.service';
import type { CompanyMember } from '../dealers/company-members.service';
import { normaliseEmail, UsersService } from '../users/users.service';
import { InviteStaffDto, StaffMemberDto, toStaffMemberDto, UpdateStaffDto } from './dto/staff.dto';
import { isUniqueViolation } from '../../common/database/unique-violation';

const emailTaken = (message: string) => new AppError(HttpStatus.CONFLICT, 'STAFF_EMAIL_TAKEN', message);
const accountExists = (email: string) => emailTaken(`Für ${email} besteht bereits ein Konto; es kann nicht eingeladen werden.`);
const describe = (member: Pick<CompanyMember, 'role' | 'orderLimit' | 'monthlyBudget'>) => ({
  role: member.role,
  orderLimit: member.orderLimit,
  monthlyBudget: member.monthlyBudget,
});

/**
 * The owner's staff screen: invite, change role and limits, remove. Each change and its audit row share
 * one transaction; an invite's mail goes through the outbox, a removal ends the person's sessions.
 */
@Injectable()
export class StaffService {
  constructor(
    readonly tx: TransactionHost,
    private readonly members: CompanyMembersService,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  async list(owner: AuthUser): Promise<StaffMemberDto[]> {
    return (await this.members.list(companyScope(owner))).map((member) => toStaffMemberDto(member, owner.id));
  }

  /**
   * A new account without a usable password until the invitee sets one through the link. An address that
   * already has an account (in this company, another one, or none) is refused: one person, one company.
   * Inviting someone whose invite is still open sends a fresh link (the old one stops working).
   */
  @Transactional()
  async invite(owner: AuthUser, input: InviteStaffDto): Promise<StaffMemberDto> {
    const scope = companyScope(owner);
    const email = normaliseEmail(input.email);
    // A double click sends the invite twice: the second waits here and then finds the first as an open invite.
    await this.members.lockCompany(scope);
    const existing = await this.users.findByEmail(email);
    if (existing) {
      const membership = await this.members.membershipOf(existing.id);
      if (membership?.companyId === scope.companyId && !membership.joinedAt && !existing.lockedAt) return this.reinvite(owner, membership.id, input);
      if (membership?.companyId === scope.companyId) throw emailTaken(`${email} gehört bereits zu Ihrer Firma.`);
      if (membership) throw emailTaken(`${email} gehört bereits zu einer anderen Firma und kann nicht eingeladen werden.`);
      throw accountExists(email);
    }
    // Another company's invite or a sign-up may take the address in the same moment: its unique index decides.
    const user = await this.users
      .create({ email, password: randomBytes(32).toString('base64url'), roles: [Role.Dealer] })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? accountExists(email) : error;
      });
    const change = { role: input.role, orderLimit: input.orderLimit ?? null, monthlyBudget: input.monthlyBudget ?? null };
    const member = await this.members.add(scope, user.id, owner.id, change);
    await this.record(owner, 'company.staff_invite', member.id, `${email} als ${COMPANY_ROLE_LABELS[input.role]} eingeladen`, { email, ...change });
    await this.mail.send('auth.staff-invite', { userId: user.id });
    return toStaffMemberDto(await this.members.get(scope, member.id), owner.id);
  }

  private async reinvite(owner: AuthUser, memberId: string, input: InviteStaffDto): Promise<StaffMemberDto> {
    const scope = companyScope(owner);
    const change = { role: input.role, orderLimit: input.orderLimit ?? null, monthlyBudget: input.monthlyBudget ?? null };
    const member = await this.members.change(scope, memberId, change);
    await this.record(owner, 'company.staff_reinvite', memberId, `${member.user.email} erneut eingeladen`, { email: member.user.email, ...change });
    await this.mail.send('auth.staff-invite', { userId: member.userId });
    return toStaffMemberDto(await this.members.get(scope, memberId), owner.id);
  }

  @Transactional()
  async update(owner: AuthUser, id: string, input: UpdateStaffDto): Promise<StaffMemberDto> {
    const scope = companyScope(owner);
    const change: MemberChange = { role: input.role, orderLimit: input.orderLimit, monthlyBudget: input.monthlyBudget };
    const before = await this.members.change(scope, id, change);
    const after = await this.members.get(scope, id);
    if (JSON.stringify(describe(before)) !== JSON.stringify(describe(after))) {
      await this.record(owner, 'company.staff_update', id, `${after.user.email}: ${COMPANY_ROLE_LABELS[after.role]}`, { from: describe(before), to: describe(after) });
    }
    return toStaffMemberDto(after, owner.id);
  }

  /**
   * The person leaves the company: their account is locked (their orders keep naming them) and every
   * session ends at once. An invite still open is withdrawn: the unused account goes, the address is free;
   * an account that was used all the same (a password set without accepting) stays, locked like any other.
   */
  async remove(owner: AuthUser, id: string): Promise<void> {
    const removed = await this.tx.run(async () => {
      const member = await this.members.remove(companyScope(owner), id);
      if (!member.joinedAt) await this.users.deleteNeverUsed(member.userId);
      await this.users.lock(member.userId); // nothing to lock when the unused account went
      await this.record(owner, 'company.staff_remove', id, `${member.user.email} aus der Firma entfernt`, { email: member.user.email, ...describe(member) });
      return member;
    });
    await this.tokens.endAllSessions(removed.userId);
  }

  private record(owner: AuthUser, actionType: string, memberId: string, message: string, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({ adminUserId: owner.id, actionType, targetType: 'company_member', targetId: memberId, message, details: { companyId: owner.companyId, ...details } });
  }
}
