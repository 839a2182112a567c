import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CompanyRole } from '../../common/auth/company-role';
import { CompanyAccess } from '../../common/auth/decorators';
import { CacheNamespace } from '../../common/cache/cache-namespace';
import { CacheService } from '../../common/cache/cache.service';
import { CompanyMember } from './entities/company-member.entity';

/**
 * Who acts for which company, per user: the company, the role in it and the approved discount. The guard asks
 * on every signed-in dealer request, so the answer lives in the process-wide cache; every write of a membership,
 * an approval or a discount forgets the entries concerned in every process once it commits (milliseconds), and
 * the TTL only bounds a lost invalidation. What must be exact reads past it: the checkout reads approval and
 * discount in its own transaction, a cart line is only written for an approved company (docs/decisions.md,
 * "Firmenzugehörigkeit aus dem Cache").
 */
@Injectable()
export class CompanyAccessCache {
  static readonly TTL_MS = 60_000;
  private readonly entries: CacheNamespace<CompanyAccess | null>;

  constructor(
    // Its manager is the plain one: a load never sees (and never keeps) a transaction's uncommitted rows.
    @InjectRepository(CompanyMember) private readonly members: Repository<CompanyMember>,
    cache: CacheService,
  ) {
    this.entries = cache.namespace('dealers.access', { ttlMs: CompanyAccessCache.TTL_MS, maxEntries: 10_000 });
  }

  accessOf(userId: string): Promise<CompanyAccess | null> {
    return this.entries.get(userId, () => this.freshAccessOf(userId));
  }

  /**
   * One plain statement, read now (no query builder). Only a membership the person has joined: an invite not yet
   * accepted gives no access, however the account got a password (docs/decisions.md, "Einladen und entfernen").
   */
  async freshAccessOf(userId: string): Promise<CompanyAccess | null> {
    const [row] = await this.members.manager.query<{ company_id: string; role: CompanyRole; is_approved: boolean | null; discount_level: number | null }[]>(
      `SELECT m.company_id, m.role, p.is_approved, p.discount_level
         FROM company_members m LEFT JOIN dealer_profiles p ON p.company_id = m.company_id
        WHERE m.user_id = $1 AND m.joined_at IS NOT NULL`,
      [userId],
    );
    if (!row) return null;
    return { companyId: row.company_id, role: row.role, approvedDiscount: row.is_approved ? row.discount_level : null };
  }

  /** After a change of the person's membership: inside a transaction, once it commits. */
  forget(userId: string): Promise<void> {
    return this.entries.forget(userId);
  }

  /** After a committed change of the company's approval or discount: every member's entry, in every process. */
  async forgetCompany(companyId: string): Promise<void> {
    const members = await this.members.find({ where: { companyId }, select: { userId: true } });
    await Promise.all(members.map((member) => this.entries.forget(member.userId)));
  }
}
