import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CacheNamespace } from '../../common/cache/cache-namespace';
import { CacheService } from '../../common/cache/cache.service';
import { TransactionHost } from '../../common/database/transaction-host';
import { DealerApprovalCheck } from '../../common/auth/decorators';
import { AppError } from '../../common/http/app-error';
import { DealerProfileDto, toDealerProfileDto } from './dto/dealer-profile.dto';
import { DealerSummaryDto, toDealerSummaryDto } from './dto/dealer-summary.dto';
import { UpdateDealerProfileDto } from './dto/update-dealer-profile.dto';
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
  userId: string;
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

/** The dealer's own profile. Every method takes the caller's user id, never a profile id from the request. */
@Injectable()
export class DealersService implements DealerApprovalCheck {
  /**
   * approvedDiscountFor's namespace of the process-wide cache, keyed by user: the storefront asks on every request
   * of a signed-in dealer. Approval, rejection and discount changes forget the entry in every API process after
   * their commit; the TTL only bounds a lost invalidation.
   */
  static readonly DISCOUNT_TTL_MS = 60_000;
  private readonly discounts: CacheNamespace<number | null>;

  constructor(
    @InjectRepository(DealerProfile) private readonly profiles: Repository<DealerProfile>,
    private readonly tx: TransactionHost,
    cache: CacheService,
  ) {
    this.discounts = cache.namespace('dealers.discount', { ttlMs: DealersService.DISCOUNT_TTL_MS, maxEntries: 5_000 });
  }

  async getSummaryForUser(userId: string): Promise<DealerSummaryDto | null> {
    const profile = await this.profiles.findOneBy({ userId });
    return profile ? toDealerSummaryDto(profile) : null;
  }

  /** The dealer's discount in percent when approved, otherwise null (retail prices only). Cached (see `discounts`). */
  approvedDiscountFor(userId: string): Promise<number | null> {
    return this.discounts.get(userId, () =>
      this.profiles
        .findOne({ where: { userId }, select: { isApproved: true, discountLevel: true } })
        .then((profile) => (profile?.isApproved ? profile.discountLevel : null)),
    );
  }

  /**
   * The caller as an approved dealer, read fresh (not from the cache): cart writes and checkout
   * must see a rejection at once. Anyone else gets 403 with the given German message.
   */
  async requireApproved(userId: string, refusal: string): Promise<ApprovedDealer> {
    const profile = await this.tx.manager.findOneBy(DealerProfile, { userId });
    if (!profile?.isApproved) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', refusal);
    return {
      userId,
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

  /** Company names of the given users, for lists in the back office. */
  async companyNames(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.profiles
      .createQueryBuilder('profile')
      .select(['profile.userId', 'profile.companyName'])
      .where('profile.userId IN (:...userIds)', { userIds: [...new Set(userIds)] })
      .getMany();
    return new Map(rows.map((row) => [row.userId, row.companyName]));
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

  /** The dealer's VAT ID as invoices print it (whatever the approval state); null without a profile. */
  async vatIdOf(userId: string): Promise<string | null> {
    return (await this.tx.manager.findOne(DealerProfile, { where: { userId }, select: { ustId: true } }))?.ustId ?? null;
  }

  /** The guard's fresh check on every approval-bound request: one plain statement, no query builder. */
  async freshApprovedDiscount(userId: string): Promise<number | null> {
    const [profile] = await this.tx.manager.query<{ is_approved: boolean; discount_level: number }[]>(
      'SELECT is_approved, discount_level FROM dealer_profiles WHERE user_id = $1',
      [userId],
    );
    return profile?.is_approved ? profile.discount_level : null;
  }

  /** After a change of the dealer's approval or discount: forgotten in every process once it commits. */
  forgetDiscount(userId: string): Promise<void> {
    return this.discounts.forget(userId);
  }

  /** Part of sign-up: joins the caller's transaction together with the user row. */
  async createProfile(userId: string, input: NewDealerProfile): Promise<DealerProfile> {
    const manager = this.tx.manager;
    return manager.save(
      manager.create(DealerProfile, {
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

  async getOwnProfile(userId: string): Promise<DealerProfileDto> {
    return toDealerProfileDto(await this.loadOwn(userId));
  }

  async updateOwnProfile(userId: string, input: UpdateDealerProfileDto): Promise<DealerProfileDto> {
    const profile = await this.loadOwn(userId);
    const changes: Partial<DealerProfile> = {};
    for (const key of ['companyName', 'contactPerson', 'phone', 'ustId', 'taxNumber', 'address', 'postalCode', 'city'] as const) {
      if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
    }
    if (Object.keys(changes).length > 0) await this.profiles.update({ id: profile.id }, changes);
    return this.getOwnProfile(userId);
  }

  /** The caller's profile id and company, for modules that file things under the dealer (tickets). */
  async ownProfileRef(userId: string): Promise<{ id: string; companyName: string }> {
    const profile = await this.profiles.findOne({ where: { userId }, select: { id: true, companyName: true } });
    if (!profile) throw noDealerProfile();
    return { id: profile.id, companyName: profile.companyName };
  }

  async loadOwn(userId: string): Promise<DealerProfile> {
    const profile = await this.profiles.findOne({ where: { userId }, relations: { user: true, documents: true } });
    if (!profile) throw noDealerProfile();
    return profile;
  }
}
