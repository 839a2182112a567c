import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class SignInDto {
  @ApiProperty({ example: 'haendler@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })
  email: string;

  @ApiProperty({ example: 'Fahrrad-2026' })
  @IsString({ message: 'Bitte geben Sie Ihr Passwort ein.' })
  @MinLength(1, { message: 'Bitte geben Sie Ihr Passwort ein.' })
  @MaxLength(200, { message: 'Das Passwort ist zu lang.' })
  password: string;
}
