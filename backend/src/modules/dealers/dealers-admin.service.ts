import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, IsNull, Not, Repository } from 'typeorm';
import { AuthUser } from '../../common/auth/decorators';
import { Environment } from '../../common/config/environment';
import { AppError } from '../../common/http/app-error';
import { MailService } from '../../common/mail/mail.service';
import { recordAdminAction } from '../audit/record-admin-action';
import { ApproveDealerDto, RejectDealerDto, UpdateDealerDto } from './dto/admin-dealers.dto';
import { DealerProfileDto, toDealerProfileDto } from './dto/dealer-profile.dto';
import { dealerStatusOf, DealerStatus } from './dto/dealer-summary.dto';
import { DealersService } from './dealers.service';
import { DealerProfile } from './entities/dealer-profile.entity';

export const dealerNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'DEALER_NOT_FOUND', 'Händler nicht gefunden.');

const WHERE_STATUS: Record<DealerStatus, FindOptionsWhere<DealerProfile>> = {
  [DealerStatus.Pending]: { isApproved: false, rejectedAt: IsNull() },
  [DealerStatus.Approved]: { isApproved: true },
  [DealerStatus.Rejected]: { isApproved: false, rejectedAt: Not(IsNull()) },
};

/** The dealers tab of /admin: list, approve, reject, set the discount. Each change and its audit row share one transaction. */
@Injectable()
export class DealersAdminService {
  private readonly logger = new Logger(DealersAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(DealerProfile) private readonly profiles: Repository<DealerProfile>,
    private readonly mail: MailService,
    private readonly env: Environment,
    private readonly dealers: DealersService,
  ) {}

  async list(status?: DealerStatus): Promise<DealerProfileDto[]> {
    const profiles = await this.profiles.find({
      where: status ? WHERE_STATUS[status] : {},
      relations: { user: true, documents: true },
      order: { createdAt: 'DESC' },
    });
    return profiles.map(toDealerProfileDto);
  }

  async approve(admin: AuthUser, id: string, input: ApproveDealerDto): Promise<DealerProfileDto> {
    const profile = await this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      if (current.isApproved) throw new AppError(HttpStatus.CONFLICT, 'DEALER_ALREADY_APPROVED', 'Der Händler ist bereits freigegeben.');
      const discountLevel = input.discountLevel ?? current.discountLevel;
      await manager.update(
        DealerProfile,
        { id },
        { isApproved: true, approvedAt: new Date(), rejectedAt: null, rejectionReason: null, discountLevel },
      );
      await this.audit(manager, admin, 'dealer.approve', id, {
        message: `Händler ${current.companyName} freigegeben (Rabatt ${discountLevel} %)`,
        previousStatus: dealerStatusOf(current),
        discountLevel,
      });
      return this.load(manager, id);
    });
    this.dealers.forgetDiscount(profile.userId);
    await this.notify('dealer-approved', () =>
      this.mail.send(profile.user.email, 'dealer-approved', {
        companyName: profile.companyName,
        discountLevel: profile.discountLevel,
        link: `${this.env.APP_URL}/products`,
      }),
    );
    return toDealerProfileDto(profile);
  }

  /** Rejection keeps is_approved false, records when and why, and tells the dealer. Also withdraws an approval. */
  async reject(admin: AuthUser, id: string, input: RejectDealerDto): Promise<DealerProfileDto> {
    const profile = await this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      if (dealerStatusOf(current) === DealerStatus.Rejected) {
        throw new AppError(HttpStatus.CONFLICT, 'DEALER_ALREADY_REJECTED', 'Der Händler wurde bereits abgelehnt.');
      }
      await manager.update(
        DealerProfile,
        { id },
        { isApproved: false, approvedAt: null, rejectedAt: new Date(), rejectionReason: input.reason },
      );
      await this.audit(manager, admin, 'dealer.reject', id, {
        message: `Händler ${current.companyName} abgelehnt: ${input.reason}`,
        previousStatus: dealerStatusOf(current),
        reason: input.reason,
      });
      return this.load(manager, id);
    });
    this.dealers.forgetDiscount(profile.userId);
    await this.notify('dealer-rejected', () =>
      this.mail.send(profile.user.email, 'dealer-rejected', {
        companyName: profile.companyName,
        reason: input.reason,
        link: `${this.env.APP_URL}/profile`,
      }),
    );
    return toDealerProfileDto(profile);
  }

  async update(admin: AuthUser, id: string, input: UpdateDealerDto): Promise<DealerProfileDto> {
    const profile = await this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      if (current.discountLevel !== input.discountLevel) {
        await manager.update(DealerProfile, { id }, { discountLevel: input.discountLevel });
        await this.audit(manager, admin, 'dealer.update_discount', id, {
          message: `Rabatt von ${current.companyName} von ${current.discountLevel} % auf ${input.discountLevel} % geändert`,
          from: current.discountLevel,
          to: input.discountLevel,
        });
      }
      return this.load(manager, id);
    });
    this.dealers.forgetDiscount(profile.userId);
    return toDealerProfileDto(profile);
  }

  async assertExists(id: string): Promise<void> {
    if (!(await this.profiles.existsBy({ id }))) throw dealerNotFound();
  }

  private async lock(manager: EntityManager, id: string): Promise<DealerProfile> {
    const profile = await manager.findOne(DealerProfile, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!profile) throw dealerNotFound();
    return profile;
  }

  private load(manager: EntityManager, id: string): Promise<DealerProfile> {
    return manager.findOneOrFail(DealerProfile, { where: { id }, relations: { user: true, documents: true } });
  }

  private async audit(manager: EntityManager, admin: AuthUser, actionType: string, targetId: string, details: Record<string, unknown>) {
    await recordAdminAction(manager, { adminUserId: admin.id, actionType, targetType: 'dealer_profile', targetId, details });
  }

  /** The change is committed; a mail that cannot be queued is logged, not turned into an error for the admin. */
  private async notify(template: string, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.logger.error(`Mail ${template} nicht eingereiht: ${(error as Error).message}`);
    }
  }
}
