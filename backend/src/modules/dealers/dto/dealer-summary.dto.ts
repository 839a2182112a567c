import { ApiProperty } from '@nestjs/swagger';
import { DealerProfile } from '../entities/dealer-profile.entity';

export enum DealerStatus {
  Pending = 'pending',
  Approved = 'approved',
  Rejected = 'rejected',
}

export class DealerSummaryDto {
  @ApiProperty()
  companyName: string;

  @ApiProperty({ enum: DealerStatus, enumName: 'DealerStatus' })
  status: DealerStatus;

  @ApiProperty({ description: 'Rabatt in Prozent (0–50)' })
  discountLevel: number;

  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;
}

export function dealerStatusOf(profile: Pick<DealerProfile, 'isApproved' | 'rejectedAt'>): DealerStatus {
  if (profile.isApproved) return DealerStatus.Approved;
  return profile.rejectedAt ? DealerStatus.Rejected : DealerStatus.Pending;
}

export function toDealerSummaryDto(profile: DealerProfile): DealerSummaryDto {
  return {
    companyName: profile.companyName,
    status: dealerStatusOf(profile),
    discountLevel: profile.discountLevel,
    rejectionReason: profile.isApproved ? null : profile.rejectionReason,
  };
}
