import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { CompanyRole } from '../../common/auth/company-role';
import { CompanyScope } from '../../common/auth/company-scope';
import { CompanyAccess, CompanyAccessCheck } from '../../common/auth/decorators';
import { AppError } from '../../common/http/app-error';
import { DealerProfileDto, toDealerProfileDto } from './dto/dealer-profile.dto';
import { DealerSummaryDto, toDealerSummaryDto } from './dto/dealer-summary.dto';
import { UpdateDealerProfileDto } from './dto/update-dealer-profile.dto';
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
  /** Seconds-long cache of approvedDiscountFor: the storefront asks on every request of a signed-in dealer. */
  static readonly DISCOUNT_TTL_MS = 5_000;
  private static readonly MAX_DISCOUNTS = 5_000;
  private readonly discounts = new Map<string, { expires: number; value: Promise<number | null> }>();

  constructor(
    @InjectRepository(DealerProfile) private readonly profiles: Repository<DealerProfile>,
    private readonly tx: TransactionHost,
  ) {}

  /** The profile of the company the user belongs to. */
  async getSummaryForUser(userId: string): Promise<DealerSummaryDto | null> {
    const member = await this.tx.manager.findOneBy(CompanyMember, { userId });
    const profile = member && (await this.profiles.findOneBy({ companyId: member.companyId }));
    return profile ? toDealerSummaryDto(profile, member.role) : null;
  }

  /** The dealer's discount in percent when approved, otherwise null (retail prices only). */
  /**
   * Cached for DISCOUNT_TTL_MS (5 s) per user. Approval, rejection and discount changes in this process forget
   * the entry at once (forgetDiscount); a change made by another API process shows within those 5 s.
   */
  approvedDiscountFor(userId: string): Promise<number | null> {
    const now = Date.now();
    const hit = this.discounts.get(userId);
    if (hit && hit.expires > now) return hit.value;
    if (this.discounts.size >= DealersService.MAX_DISCOUNTS) {
      for (const [key, entry] of this.discounts) if (entry.expires <= now) this.discounts.delete(key);
      if (this.discounts.size >= DealersService.MAX_DISCOUNTS) this.discounts.clear();
    }
    const value = this.accessOf(userId).then((access) => access?.approvedDiscount ?? null);
    const entry = { expires: now + DealersService.DISCOUNT_TTL_MS, value };
    this.discounts.set(userId, entry);
    value.catch(() => this.discounts.get(userId) === entry && this.discounts.delete(userId));
    return value;
  }

  /**
   * The caller as an approved dealer, read fresh (not from the 5-second cache): cart writes and checkout
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

  /** The company a user acts for (null without one), for back-office filters given a dealer's user id. */
  async companyOfUser(userId: string): Promise<string | null> {
    return (await this.tx.manager.findOne(CompanyMember, { where: { userId }, select: { companyId: true } }))?.companyId ?? null;
  }

  /** The company's VAT ID as invoices print it (whatever the approval state); null without a profile. */
  async vatIdOf(companyId: string): Promise<string | null> {
    return (await this.tx.manager.findOne(DealerProfile, { where: { companyId }, select: { ustId: true } }))?.ustId ?? null;
  }

  /**
   * The guard's fresh look-up on every signed-in dealer request: the company, the role in it and the
   * approved discount, in one plain statement (no query builder).
   */
  async accessOf(userId: string): Promise<CompanyAccess | null> {
    const [row] = await this.tx.manager.query<{ company_id: string; role: CompanyRole; is_approved: boolean | null; discount_level: number | null }[]>(
      `SELECT m.company_id, m.role, p.is_approved, p.discount_level
         FROM company_members m LEFT JOIN dealer_profiles p ON p.company_id = m.company_id
        WHERE m.user_id = $1`,
      [userId],
    );
    if (!row) return null;
    return { companyId: row.company_id, role: row.role, approvedDiscount: row.is_approved ? row.discount_level : null };
  }

  /** After a committed change of the company's approval or discount: every member's entry. */
  async forgetDiscountOfCompany(companyId: string): Promise<void> {
    const members = await this.profiles.manager.find(CompanyMember, { where: { companyId }, select: { userId: true } });
    for (const member of members) this.discounts.delete(member.userId);
  }

  /** Part of sign-up: the new company with the user as its owner, in the caller's transaction with the user row. */
  async createProfile(userId: string, input: NewDealerProfile): Promise<DealerProfile> {
    const manager = this.tx.manager;
    const company = await manager.save(manager.create(Company, {}));
    await manager.insert(CompanyMember, { companyId: company.id, userId, role: CompanyRole.Owner, joinedAt: new Date() });
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
