import { ApiProperty } from '@nestjs/swagger';
import { CompanyRole } from '../../../common/auth/company-role';
import { DealerProfileDto } from '../../dealers/dto/dealer-profile.dto';

export class OwnSpendingLimitsDto {
  @ApiProperty({ type: String, nullable: true, description: 'Bestelllimit je Bestellung (netto, EUR); darüber wartet eine Bestellung auf Freigabe', example: '500.00' })
  orderLimit: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Monatsbudget (netto, EUR, Kalendermonat)', example: '2000.00' })
  monthlyBudget: string | null;
}

export class CompanyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: CompanyRole, enumName: 'CompanyRole', description: 'Die eigene Rolle in der Firma' })
  role: CompanyRole;

  @ApiProperty({ type: DealerProfileDto, description: 'Firmendaten, Freigabe, Rabatt und Dokumente' })
  profile: DealerProfileDto;

  @ApiProperty({ type: OwnSpendingLimitsDto, nullable: true, description: 'Die eigenen Limits als Einkauf; null: keine (Inhaber, Einkauf ohne Limit, Ansicht)' })
  spendingLimits: OwnSpendingLimitsDto | null;
}
