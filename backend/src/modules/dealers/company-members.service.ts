import { HttpStatus, Injectable } from '@nestjs/common';
import { FindOptionsWhere, In, IsNull, Not } from 'typeorm';
import { CompanyRole } from '../../common/auth/company-role';
import { companyRoleForbidden, CompanyScope } from '../../common/auth/company-scope';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { CHECKOUT_STANDING, CheckoutStanding } from './checkout-standing';
import { CompanyAccessCache } from './company-access.cache';
import { CompanyMember } from './entities/company-member.entity';
import { Company } from './entities/company.entity';
import { DealerProfile } from './entities/dealer-profile.entity';

export type { CompanyMember } from './entities/company-member.entity';
export type { CheckoutStanding } from './checkout-standing';

export const staffNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'STAFF_NOT_FOUND', 'Mitarbeiter nicht gefunden.');
const lastOwner = () =>
  new AppError(HttpStatus.CONFLICT, 'LAST_OWNER', 'Eine Firma braucht mindestens einen Inhaber. Ernennen Sie zuerst eine andere Person zum Inhaber.');

/**
 * An owner who can act for the company: has accepted the invite (joined) and is not locked by an administrator.
 * The one definition behind "another owner" (the last owner stays), the profile's main contact and the owners' mails.
 */
const actingOwners = (scope: CompanyScope): FindOptionsWhere<CompanyMember> => ({
  ...scope,
  role: CompanyRole.Owner,
  joinedAt: Not(IsNull()),
  user: { lockedAt: IsNull() },
});

/** Who may order: owners and buyers who have joined. */
const ORDERING_ROLES: readonly CompanyRole[] = [CompanyRole.Owner, CompanyRole.Buyer];

export interface MemberChange {
  role?: CompanyRole;
  orderLimit?: string | null;
  monthlyBudget?: string | null;
}

/**
 * The people of a dealer company, read and changed within the caller's company scope. A change locks the person's
 * row and then the company row, the order a checkout takes them in (checkoutStandingOf, then its order's foreign key
 * and the credit check), so the two wait for each other instead of deadlocking; the company row makes two owners
 * demoting each other at once run one after the other, so the company cannot be left without an owner.
 */
@Injectable()
export class CompanyMembersService {
  constructor(
    private readonly tx: TransactionHost,
    private readonly access: CompanyAccessCache,
  ) {}

  list(scope: CompanyScope): Promise<CompanyMember[]> {
    return this.tx.manager.find(CompanyMember, { where: { ...scope }, relations: { user: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * What a checkout needs of the person and the company, in one statement at its start: the company's approval and
   * discount, and the person's role and spending limits (net EUR) as the row is now, locked for the rest of the
   * transaction. Read fresh whatever the guard saw: someone who may no longer order (demoted to viewer, removed, also
   * an owner) is refused with the guard's 403, an owner made a buyer orders within the buyer's limits; two checkouts
   * of one person count against the budget one after the other. `limits` null: no limit applies.
   */
  async checkoutStandingOf(scope: CompanyScope, userId: string, notApproved: string): Promise<CheckoutStanding> {
    const [row] = await this.tx.query<{ role: CompanyRole; order_limit: string | null; monthly_budget: string | null; joined: boolean; discount_level: number | null }>(
      CHECKOUT_STANDING,
      [userId, scope.companyId],
    );
    if (row && row.discount_level === null) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', notApproved);
    if (!row || !row.joined || !ORDERING_ROLES.includes(row.role)) throw companyRoleForbidden();
    const limited = row.role === CompanyRole.Buyer && (row.order_limit !== null || row.monthly_budget !== null);
    return { discountLevel: row.discount_level!, limits: limited ? { orderLimit: row.order_limit, monthlyBudget: row.monthly_budget } : null };
  }

  /** The e-mail addresses of the company's owners who can act (joined, not locked): they approve orders above a buyer's limit. */
  async ownerEmails(companyId: string): Promise<string[]> {
    const owners = await this.tx.manager.find(CompanyMember, { where: actingOwners({ companyId }), relations: { user: true }, order: { joinedAt: 'ASC', id: 'ASC' } });
    return owners.map((owner) => owner.user.email);
  }

  /** The people of several companies, for the back office. */
  listOf(companyIds: string[]): Promise<CompanyMember[]> {
    if (companyIds.length === 0) return Promise.resolve([]);
    return this.tx.manager.find(CompanyMember, { where: { companyId: In(companyIds) }, relations: { user: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async get(scope: CompanyScope, id: string): Promise<CompanyMember> {
    const member = await this.tx.manager.findOne(CompanyMember, { where: { id, ...scope }, relations: { user: true } });
    if (!member) throw staffNotFound();
    return member;
  }

  membershipOf(userId: string): Promise<CompanyMember | null> {
    return this.tx.manager.findOneBy(CompanyMember, { userId });
  }

  /** Whether the person's only way into a company is an invite not yet accepted. */
  async hasOpenInvite(userId: string): Promise<boolean> {
    return (await this.membershipOf(userId))?.joinedAt === null;
  }

  /** Inside the caller's transaction, with the new (not yet joined) user. */
  async add(scope: CompanyScope, userId: string, invitedByUserId: string, change: Required<MemberChange>): Promise<CompanyMember> {
    const manager = this.tx.manager;
    await this.access.forget(userId);
    return manager.save(manager.create(CompanyMember, { ...scope, userId, invitedByUserId, joinedAt: null, ...change }));
  }

  /** Inside the caller's transaction. Returns the member before the change. */
  async change(scope: CompanyScope, id: string, change: MemberChange): Promise<CompanyMember> {
    await this.lockMember(scope, id);
    await this.lockCompany(scope);
    const member = await this.get(scope, id);
    if (member.role === CompanyRole.Owner && change.role !== undefined && change.role !== CompanyRole.Owner) await this.assertAnotherOwner(scope, member);
    const values = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    if (Object.keys(values).length > 0) await this.tx.manager.update(CompanyMember, { id }, values);
    await this.access.forget(member.userId);
    if (change.role !== undefined && change.role !== CompanyRole.Owner) await this.moveMainContactFrom(scope, member.userId);
    return member;
  }

  /** Inside the caller's transaction. Returns the removed member. */
  async remove(scope: CompanyScope, id: string): Promise<CompanyMember> {
    await this.lockMember(scope, id);
    await this.lockCompany(scope);
    const member = await this.get(scope, id);
    if (member.role === CompanyRole.Owner) await this.assertAnotherOwner(scope, member);
    await this.moveMainContactFrom(scope, member.userId);
    await this.tx.manager.delete(CompanyMember, { id });
    await this.access.forget(member.userId);
    return member;
  }

  /**
   * The person's membership row, locked to the transaction's end, before anything else of the person is written: the
   * owner's removal takes this row first and then the account, so an invite accepted at that moment waits for the
   * removal (or the removal for it) instead of both waiting for each other.
   */
  async lockMembershipOf(userId: string): Promise<void> {
    await this.tx.manager.query(`SELECT id FROM company_members WHERE user_id = $1 FOR UPDATE`, [userId]);
  }

  /** The invitee has set a password: the invite is accepted. */
  async markJoined(userId: string): Promise<void> {
    await this.tx.manager.update(CompanyMember, { userId, joinedAt: IsNull() }, { joinedAt: new Date() });
    await this.access.forget(userId);
  }

  /**
   * Staff changes of one company run one after the other: each waits for the company row (to its transaction's end).
   * FOR NO KEY UPDATE, like the credit check's lock (CompanyCreditService.lockCredit): a checkout's order insert (KEY
   * SHARE through its foreign key) does not wait for a staff change, a credit check still does.
   */
  async lockCompany(scope: CompanyScope): Promise<void> {
    await this.tx.manager.findOne(Company, { select: { id: true }, where: { id: scope.companyId }, lock: { mode: 'for_no_key_update' } });
  }

  /**
   * The person's row, locked to the transaction's end, before the company row: a checkout of this person holds it
   * from checkoutStandingOf on and needs the company row after it, so the change waits for the checkout (or the
   * checkout for the change) instead of both waiting for each other. 404 when the person is not (or no longer) there.
   */
  private async lockMember(scope: CompanyScope, id: string): Promise<void> {
    const rows = await this.tx.manager.query<{ id: string }[]>(`SELECT id FROM company_members WHERE id = $1 AND company_id = $2 FOR UPDATE`, [id, scope.companyId]);
    if (rows.length === 0) throw staffNotFound();
  }

  /** Only owners who can act count: one who never accepted the invite, or is locked by an administrator, cannot run the company. */
  private async assertAnotherOwner(scope: CompanyScope, member: CompanyMember): Promise<void> {
    const others = await this.tx.manager.count(CompanyMember, { where: { ...actingOwners(scope), id: Not(member.id) }, relations: { user: true } });
    if (others === 0) throw lastOwner();
  }

  /** The profile's main contact is an owner; when they step back, the longest-serving other owner who can act takes over. */
  private async moveMainContactFrom(scope: CompanyScope, userId: string): Promise<void> {
    const manager = this.tx.manager;
    if (!(await manager.existsBy(DealerProfile, { ...scope, userId }))) return;
    const successor = await manager.findOne(CompanyMember, {
      where: { ...actingOwners(scope), userId: Not(userId) },
      relations: { user: true },
      order: { joinedAt: 'ASC', id: 'ASC' },
    });
    if (successor) await manager.update(DealerProfile, { ...scope }, { userId: successor.userId });
  }
}
