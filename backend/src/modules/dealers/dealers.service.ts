import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DealerSummaryDto, toDealerSummaryDto } from './dto/dealer-summary.dto';
import { DealerProfile } from './entities/dealer-profile.entity';

@Injectable()
export class DealersService {
  constructor(@InjectRepository(DealerProfile) private readonly profiles: Repository<DealerProfile>) {}

  async getSummaryForUser(userId: string): Promise<DealerSummaryDto | null> {
    const profile = await this.profiles.findOneBy({ userId });
    return profile ? toDealerSummaryDto(profile) : null;
  }

  /** The dealer's discount in percent when approved, otherwise null (retail prices only). */
  async approvedDiscountFor(userId: string): Promise<number | null> {
    const profile = await this.profiles.findOne({ where: { userId }, select: { isApproved: true, discountLevel: true } });
    return profile?.isApproved ? profile.discountLevel : null;
  }
}
