import { ApiProperty } from '@nestjs/swagger';
import { Role } from '../../../common/auth/role';
import { DealerSummaryDto } from '../../dealers/dto/dealer-summary.dto';

export class SessionUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: Role, enumName: 'Role', isArray: true })
  roles: Role[];
}

export class SessionDto {
  @ApiProperty({ description: 'JWT, als Bearer-Token zu senden' })
  accessToken: string;

  @ApiProperty({ description: 'Gültigkeit des Access-Tokens in Sekunden', example: 3600 })
  expiresIn: number;

  @ApiProperty({ type: SessionUserDto })
  user: SessionUserDto;
}

export class MeDto extends SessionUserDto {
  @ApiProperty({ enum: ['aal1', 'aal2'], enumName: 'AssuranceLevel' })
  aal: 'aal1' | 'aal2';

  @ApiProperty({ type: DealerSummaryDto, nullable: true })
  dealer: DealerSummaryDto | null;
}
