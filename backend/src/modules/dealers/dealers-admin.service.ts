import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { pageOf } from '../../common/http/page-query.dto';
import { MailService } from '../../common/mail/mail.service';
import { AuditService } from '../audit/audit.service';
import { ApproveDealerDto, DealerOptionDto, DealerPageDto, ListDealersQueryDto, RejectDealerDto, UpdateDealerDto } from './dto/admin-dealers.dto';
import { toCompanyPersonDto } from './dto/company-person.dto';
import { DealerProfileDto, toDealerProfileDto } from './dto/dealer-profile.dto';
import { CompanyCreditService } from './company-credit.service';
import { CompanyMembersService } from './company-members.service';
import { assertDealerTransition, assertStatusAsSeen, dealerStatusOf, DealerStatus } from './dealer-status';
import { DealersService } from './dealers.service';
import { DealerProfile } from './entities/dealer-profile.entity';

export const dealerNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'DEALER_NOT_FOUND', 'Händler nicht gefunden.');

const SQL_STATUS: Record<DealerStatus, string> = {
  [DealerStatus.Pending]: 'NOT p.isApproved AND p.rejectedAt IS NULL',
  [DealerStatus.Approved]: 'p.isApproved',
  [DealerStatus.Rejected]: 'NOT p.isApproved AND p.rejectedAt IS NOT NULL',
};

/**
 * The dealers tab of /admin: list, approve, reject, set the discount. Each change, its audit row and
 * its e-mail (outbox) share one transaction.
 */
@Injectable()
export class DealersAdminService {
  constructor(
    readonly tx: TransactionHost,
    @InjectRepository(DealerProfile) private readonly profiles: Repository<DealerProfile>,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly dealers: DealersService,
    private readonly members: CompanyMembersService,
    private readonly credit: CompanyCreditService,
  ) {}

  /** Newest first; the search runs in SQL over company, contact, e-mail and city. */
  async list(query: ListDealersQueryDto): Promise<DealerPageDto> {
    const { page, pageSize, offset } = pageOf(query);
    const builder = this.profiles
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.user', 'u')
      .leftJoinAndSelect('p.documents', 'd');
    if (query.status) builder.andWhere(SQL_STATUS[query.status]);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      builder.andWhere('(p.companyName ILIKE :pattern OR p.contactPerson ILIKE :pattern OR u.email ILIKE :pattern OR p.city ILIKE :pattern)', { pattern });
    }
    const [profiles, total] = await builder.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'DESC').skip(offset).take(pageSize).getManyAndCount();
    const companyIds = profiles.map((profile) => profile.companyId);
    const [people, credits] = await Promise.all([this.members.listOf(companyIds), this.credit.creditsOf(companyIds)]);
    const items = profiles.map((profile) => ({
      ...toDealerProfileDto(profile),
      companyId: profile.companyId,
      people: people.filter((member) => member.companyId === profile.companyId).map(toCompanyPersonDto),
      credit: credits.get(profile.companyId)!,
    }));
    return { items, total, page, pageSize };
  }

  async options(): Promise<DealerOptionDto[]> {
    const profiles = await this.profiles.find({ select: { id: true, userId: true, companyName: true }, order: { companyName: 'ASC' } });
    return profiles.map(({ id, userId, companyName }) => ({ id, userId, companyName }));
  }

  @Transactional()
  async approve(admin: AuthUser, id: string, input: ApproveDealerDto): Promise<DealerProfileDto> {
    const current = await this.lock(id);
    assertStatusAsSeen(current, input.expectedStatus);
    assertDealerTransition(current, DealerStatus.Approved);
    const discountLevel = input.discountLevel ?? current.discountLevel;
    await this.tx.manager.update(
      DealerProfile,
      { id },
      { isApproved: true, approvedAt: new Date(), rejectedAt: null, rejectionReason: null, discountLevel },
    );
    await this.record(admin, 'dealer.approve', id, {
      message: `Händler ${current.companyName} freigegeben (Rabatt ${discountLevel} %)`,
      previousStatus: dealerStatusOf(current),
      discountLevel,
    });
    await this.mail.send('dealers.approved', { profileId: id });
    this.tx.afterCommit(() => this.dealers.forgetAccessOfCompany(current.companyId));
    return toDealerProfileDto(await this.load(id));
  }

  /** Rejection keeps is_approved false, records when and why, and tells the dealer. Also withdraws an approval. */
  @Transactional()
  async reject(admin: AuthUser, id: string, input: RejectDealerDto): Promise<DealerProfileDto> {
    const current = await this.lock(id);
    assertStatusAsSeen(current, input.expectedStatus);
    assertDealerTransition(current, DealerStatus.Rejected);
    await this.tx.manager.update(
      DealerProfile,
      { id },
      { isApproved: false, approvedAt: null, rejectedAt: new Date(), rejectionReason: input.reason },
    );
    await this.record(admin, 'dealer.reject', id, {
      message: `Händler ${current.companyName} abgelehnt: ${input.reason}`,
      previousStatus: dealerStatusOf(current),
      reason: input.reason,
    });
    await this.mail.send('dealers.rejected', { profileId: id });
    this.tx.afterCommit(() => this.dealers.forgetAccessOfCompany(current.companyId));
    return toDealerProfileDto(await this.load(id));
  }

  @Transactional()
  async update(admin: AuthUser, id: string, input: UpdateDealerDto): Promise<DealerProfileDto> {
    const current = await this.lock(id);
    if (current.discountLevel !== input.discountLevel) {
      await this.tx.manager.update(DealerProfile, { id }, { discountLevel: input.discountLevel });
      await this.record(admin, 'dealer.update_discount', id, {
        message: `Rabatt von ${current.companyName} von ${current.discountLevel} % auf ${input.discountLevel} % geändert`,
        from: current.discountLevel,
        to: input.discountLevel,
      });
    }
    this.tx.afterCommit(() => this.dealers.forgetAccessOfCompany(current.companyId));
    return toDealerProfileDto(await this.load(id));
  }

  async assertExists(id: string): Promise<void> {
    if (!(await this.profiles.existsBy({ id }))) throw dealerNotFound();
  }

  private async lock(id: string): Promise<DealerProfile> {
    const profile = await this.tx.manager.findOne(DealerProfile, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!profile) throw dealerNotFound();
    return profile;
  }

  private load(id: string): Promise<DealerProfile> {
    return this.tx.manager.findOneOrFail(DealerProfile, { where: { id }, relations: { user: true, documents: true } });
  }

  private record(admin: AuthUser, actionType: string, targetId: string, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({ adminUserId: admin.id, actionType, targetType: 'dealer_profile', targetId, details });
  }
}
