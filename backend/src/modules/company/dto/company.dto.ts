import { ApiProperty } from '@nestjs/swagger';
import { CompanyRole } from '../../../common/auth/company-role';
import { DealerProfileDto } from '../../dealers/dto/dealer-profile.dto';

export class CompanyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: CompanyRole, enumName: 'CompanyRole', description: 'Die eigene Rolle in der Firma' })
  role: CompanyRole;

  @ApiProperty({ type: DealerProfileDto, description: 'Firmendaten, Freigabe, Rabatt und Dokumente' })
  profile: DealerProfileDto;
}
