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

  @ApiProperty({ type: SessionUserDto, description: 'roles ist leer, solange der zweite Faktor aussteht' })
  user: SessionUserDto;

  @ApiProperty({ enum: ['aal1', 'aal2'], enumName: 'AssuranceLevel' })
  aal: 'aal1' | 'aal2';

  @ApiProperty({ description: 'Ein zweiter Faktor ist eingerichtet und muss noch bestätigt werden (challenge, verify)' })
  mfaRequired: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Der zu bestätigende Faktor, wenn mfaRequired' })
  mfaFactorId: string | null;
}

export class MfaFactorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  friendlyName: string;

  @ApiProperty({ enum: ['totp'], enumName: 'MfaFactorType' })
  factorType: 'totp';

  @ApiProperty({ enum: ['verified', 'unverified'], enumName: 'MfaFactorStatus' })
  status: 'verified' | 'unverified';

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class MeDto extends SessionUserDto {
  @ApiProperty({ enum: ['aal1', 'aal2'], enumName: 'AssuranceLevel' })
  aal: 'aal1' | 'aal2';

  @ApiProperty()
  emailConfirmed: boolean;

  @ApiProperty({ description: 'Die Sitzung muss den zweiten Faktor noch bestätigen' })
  mfaRequired: boolean;

  @ApiProperty({ type: MfaFactorDto, isArray: true, description: 'Eingerichtete (bestätigte) zweite Faktoren' })
  factors: MfaFactorDto[];

  @ApiProperty({ type: DealerSummaryDto, nullable: true })
  dealer: DealerSummaryDto | null;
}
