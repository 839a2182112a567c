import { HttpStatus, Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { CompanyRole } from '../../common/auth/company-role';
import { CompanyScope } from '../../common/auth/company-scope';
import { CompanyAccess, CompanyAccessCheck } from '../../common/auth/decorators';
import { AppError } from '../../common/http/app-error';
import { DealerProfileDto, toDealerProfileDto } from './dto/dealer-profile.dto';
import { DealerSummaryDto, toDealerSummaryDto } from './dto/dealer-summary.dto';
import { UpdateDealerProfileDto } from './dto/update-dealer-profile.dto';
import { CompanyAccessCache } from './company-access.cache';
import { CompanyMember } from './entities/company-member.entity';
import { Company } from './entities/company.entity';
import { DealerProfile } from './entities/dealer-profile.entity';

export interface NewDealerProfile {
  companyName: string;
  contactPerson: string;
  phone: string;
  ustId: string;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
}

/** The dealer as cart and checkout need them: discount, the address to prefill, whom to write to. */
export interface ApprovedDealer {
  companyId: string;
  profileId: string;
  companyName: string;
  contactPerson: string;
  phone: string | null;
  ustId: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  discountLevel: number;
}

export const noDealerProfile = () =>
  new AppError(HttpStatus.NOT_FOUND, 'DEALER_PROFILE_NOT_FOUND', 'Für dieses Konto gibt es kein Händlerprofil.');

/** The dealer company's profile. Every method takes the caller's company scope, never a profile id from the request. */
@Injectable()
export class DealersService implements CompanyAccessCheck {
  constructor(
    private readonly tx: TransactionHost,
    private readonly access: CompanyAccessCache,
  ) {}

  /** Joins the caller's transaction when there is one (UsersService.users says why). */
  private get profiles(): Repository<DealerProfile> {
    return this.tx.manager.getRepository(DealerProfile);
  }

  /** The profile of the company the user belongs to. */
  async getSummaryForUser(userId: string): Promise<DealerSummaryDto | null> {
    const member = await this.tx.manager.findOneBy(CompanyMember, { userId });
    const profile = member && (await this.profiles.findOneBy({ companyId: member.companyId }));
    return profile ? toDealerSummaryDto(profile, member.role) : null;
  }

  /** The dealer's discount in percent when approved, otherwise null (retail prices only). Cached (CompanyAccessCache). */
  async approvedDiscountFor(userId: string): Promise<number | null> {
    return (await this.access.accessOf(userId))?.approvedDiscount ?? null;
  }

  /**
   * The company's discount, read now in the caller's transaction (the checkout prices with it): one plain
   * statement. A company that is not approved gets 403 with the given German message.
   */
  async approvedDiscountOf(scope: CompanyScope, refusal: string): Promise<number> {
    const [row] = await this.tx.query<{ discount_level: number }>(
      'SELECT discount_level FROM dealer_profiles WHERE company_id = $1 AND is_approved',
      [scope.companyId],
    );
    if (!row) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', refusal);
    return row.discount_level;
  }

  /**
   * The caller as an approved dealer, read fresh (not from the cache): cart writes and checkout
   * must see a rejection at once. Anyone else gets 403 with the given German message.
   */
  async requireApproved(scope: CompanyScope, refusal: string): Promise<ApprovedDealer> {
    const profile = await this.tx.manager.findOneBy(DealerProfile, { ...scope });
    if (!profile?.isApproved) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', refusal);
    return {
      companyId: scope.companyId,
      profileId: profile.id,
      companyName: profile.companyName,
      contactPerson: profile.contactPerson,
      phone: profile.phone,
      ustId: profile.ustId,
      address: profile.address,
      postalCode: profile.postalCode,
      city: profile.city,
      discountLevel: profile.discountLevel,
    };
  }

  /** Names of the given companies, for lists in the back office. */
  async companyNames(companyIds: string[]): Promise<Map<string, string>> {
    if (companyIds.length === 0) return new Map();
    const rows = await this.profiles
      .createQueryBuilder('profile')
      .select(['profile.companyId', 'profile.companyName'])
      .where('profile.companyId IN (:...companyIds)', { companyIds: [...new Set(companyIds)] })
      .getMany();
    return new Map(rows.map((row) => [row.companyId, row.companyName]));
  }

  /** Approved dealers' profile ids in id order, `limit` at a time after `afterId`: the batches of an announcement. */
  async approvedProfileIds(limit: number, afterId?: string): Promise<string[]> {
    const rows = await this.tx.manager.query<{ id: string }[]>(
      `SELECT id FROM dealer_profiles WHERE is_approved ${afterId === undefined ? '' : 'AND id > $2'} ORDER BY id LIMIT $1`,
      afterId === undefined ? [limit] : [limit, afterId],
    );
    return rows.map((row) => row.id);
  }

  /** Where a dealer-wide announcement goes: company and address of an approved dealer, null otherwise. */
  async approvedRecipient(profileId: string): Promise<{ companyName: string; email: string } | null> {
    const profile = await this.tx.manager.findOne(DealerProfile, { where: { id: profileId }, relations: { user: true } });
    return profile?.isApproved ? { companyName: profile.companyName, email: profile.user.email } : null;
  }

  /** The company a user acts for (null without one), for back-office filters given a dealer's user id. */
  async companyOfUser(userId: string): Promise<string | null> {
    return (await this.tx.manager.findOne(CompanyMember, { where: { userId }, select: { companyId: true } }))?.companyId ?? null;
  }

  /** The company's VAT ID as invoices print it (whatever the approval state); null without a profile. */
  async vatIdOf(companyId: string): Promise<string | null> {
    return (await this.tx.manager.findOne(DealerProfile, { where: { companyId }, select: { ustId: true } }))?.ustId ?? null;
  }

  /** The guard's look-up on every signed-in dealer request, from the cache; `fresh` reads past it. */
  accessOf(userId: string, options?: { fresh?: boolean }): Promise<CompanyAccess | null> {
    return options?.fresh ? this.access.freshAccessOf(userId) : this.access.accessOf(userId);
  }

  /** After a committed change of the company's approval or discount: every member's entry, in every process. */
  forgetAccessOfCompany(companyId: string): Promise<void> {
    return this.access.forgetCompany(companyId);
  }

  /** Part of sign-up: the new company with the user as its owner, in the caller's transaction with the user row. */
  async createProfile(userId: string, input: NewDealerProfile): Promise<DealerProfile> {
    const manager = this.tx.manager;
    const company = await manager.save(manager.create(Company, {}));
    await manager.insert(CompanyMember, { companyId: company.id, userId, role: CompanyRole.Owner, joinedAt: new Date() });
    await this.access.forget(userId);
    return manager.save(
      manager.create(DealerProfile, {
        companyId: company.id,
        userId,
        companyName: input.companyName,
        contactPerson: input.contactPerson,
        phone: input.phone,
        ustId: input.ustId,
        address: input.address ?? null,
        postalCode: input.postalCode ?? null,
        city: input.city ?? null,
      }),
    );
  }

  async getOwnProfile(scope: CompanyScope): Promise<DealerProfileDto> {
    return toDealerProfileDto(await this.loadOwn(scope));
  }

  async updateOwnProfile(scope: CompanyScope, input: UpdateDealerProfileDto): Promise<DealerProfileDto> {
    const profile = await this.loadOwn(scope);
    const changes: Partial<DealerProfile> = {};
    for (const key of ['companyName', 'contactPerson', 'phone', 'ustId', 'taxNumber', 'address', 'postalCode', 'city'] as const) {
      if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
    }
    if (Object.keys(changes).length > 0) await this.profiles.update({ id: profile.id }, changes);
    return this.getOwnProfile(scope);
  }

  /** The caller's profile id and company, for modules that file things under the dealer (tickets). */
  async ownProfileRef(scope: CompanyScope): Promise<{ id: string; companyName: string }> {
    const profile = await this.profiles.findOne({ where: { ...scope }, select: { id: true, companyName: true } });
    if (!profile) throw noDealerProfile();
    return { id: profile.id, companyName: profile.companyName };
  }

  async loadOwn(scope: CompanyScope): Promise<DealerProfile> {
    const profile = await this.profiles.findOne({ where: { ...scope }, relations: { user: true, documents: true } });
    if (!profile) throw noDealerProfile();
    return profile;
  }
}
