import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID, Matches, MinLength } from 'class-validator';
import { TextField } from '../../../common/http/text-field';

export class EnrollFactorDto {
  @ApiProperty({ enum: ['totp'], enumName: 'MfaFactorType' })
  @IsIn(['totp'], { message: 'Nur Authenticator-Apps (TOTP) werden unterstützt.' })
  factorType: 'totp';

  @ApiPropertyOptional({ example: 'Handy von Erika', maxLength: 100 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(1, { message: 'Bitte geben Sie einen Namen für den Faktor ein.' })
  @TextField({ label: 'Der Name', max: 100, messages: { type: 'Bitte geben Sie einen Namen für den Faktor ein.' } })
  friendlyName?: string;
}

export class TotpEnrollmentDto {
  @ApiProperty({ description: 'Geheimnis in Base32, zum Abtippen' })
  secret: string;

  @ApiProperty({ description: 'otpauth://-Adresse' })
  uri: string;

  @ApiProperty({ description: 'QR-Code der otpauth://-Adresse als data:image/png-URL' })
  qrCode: string;
}

export class EnrolledFactorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['totp'], enumName: 'MfaFactorType' })
  factorType: 'totp';

  @ApiProperty()
  friendlyName: string;

  @ApiProperty({ type: TotpEnrollmentDto })
  totp: TotpEnrollmentDto;
}

export class ChallengeFactorDto {
  @ApiPropertyOptional({ enum: ['totp'], description: 'Nur der Vollständigkeit halber; TOTP braucht keinen Versand' })
  @IsOptional()
  @IsIn(['totp'], { message: 'Ungültiger Kanal.' })
  channel?: 'totp';
}

export class MfaChallengeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  factorId: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}

const CODE_MESSAGE = 'Bitte geben Sie den 6-stelligen Code ein.';

export class VerifyFactorDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'Die Bestätigung ist abgelaufen. Bitte fordern Sie einen neuen Code an.' })
  challengeId: string;

  @ApiProperty({ example: '123456' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @Matches(/^\d{6}$/, { message: CODE_MESSAGE })
  @TextField({ label: 'Der Code', max: 6, message: CODE_MESSAGE })
  code: string;
}
