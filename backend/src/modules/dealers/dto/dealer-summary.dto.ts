import { ApiProperty } from '@nestjs/swagger';
import { CompanyRole } from '../../../common/auth/company-role';
import { dealerStatusOf, DealerStatus } from '../dealer-status';
import { DealerProfile } from '../entities/dealer-profile.entity';

export class DealerSummaryDto {
  @ApiProperty()
  companyName: string;

  @ApiProperty({ enum: DealerStatus, enumName: 'DealerStatus' })
  status: DealerStatus;

  @ApiProperty({ description: 'Rabatt in Prozent (0–50)' })
  discountLevel: number;

  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;

  @ApiProperty({ enum: CompanyRole, enumName: 'CompanyRole', description: 'Die eigene Rolle in der Firma' })
  role: CompanyRole;
}

export function toDealerSummaryDto(profile: DealerProfile, role: CompanyRole): DealerSummaryDto {
  return {
    companyName: profile.companyName,
    status: dealerStatusOf(profile),
    discountLevel: profile.discountLevel,
    rejectionReason: profile.isApproved ? null : profile.rejectionReason,
    role,
  };
}
