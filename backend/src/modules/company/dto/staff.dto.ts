import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsEnum } from 'class-validator';
import { CompanyRole } from '../../../common/auth/company-role';
import { LeftOutOrSet } from '../../../common/http/left-out-or-set';
import { TextField } from '../../../common/http/text-field';
import { MoneyField } from '../../../common/money/money-field';
import { CompanyPersonDto, toCompanyPersonDto } from '../../dealers/dto/company-person.dto';
import type { CompanyMember } from '../../dealers/company-members.service';

const ROLE_MESSAGE = 'Bitte wählen Sie eine Rolle: Inhaber (owner), Einkauf (buyer) oder Ansicht (viewer).';

export class InviteStaffDto {
  @ApiProperty({ example: 'einkauf@radladen.de' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @TextField({ label: 'Die E-Mail-Adresse', max: 254, messages: { type: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' } })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  email: string;

  @ApiProperty({ enum: CompanyRole, enumName: 'CompanyRole' })
  @IsEnum(CompanyRole, { message: ROLE_MESSAGE })
  role: CompanyRole;

  @MoneyField({ label: 'Bestelllimit', description: 'Netto-Warenwert je Bestellung in EUR; leer = ohne Limit' })
  orderLimit?: string | null;

  @MoneyField({ label: 'Monatsbudget', description: 'Netto-Warenwert je Kalendermonat in EUR; leer = ohne Budget' })
  monthlyBudget?: string | null;
}

export class UpdateStaffDto {
  /** Left out: the role stays. Null is no role (the column has none): refused like any other unknown role. */
  @ApiPropertyOptional({ enum: CompanyRole, enumName: 'CompanyRole' })
  @LeftOutOrSet()
  @IsEnum(CompanyRole, { message: ROLE_MESSAGE })
  role?: CompanyRole;

  @MoneyField({ label: 'Bestelllimit', description: 'Netto-Warenwert je Bestellung in EUR; null = ohne Limit' })
  orderLimit?: string | null;

  @MoneyField({ label: 'Monatsbudget', description: 'Netto-Warenwert je Kalendermonat in EUR; null = ohne Budget' })
  monthlyBudget?: string | null;
}

export class StaffMemberDto extends CompanyPersonDto {
  @ApiProperty({ description: 'Die eigene Zeile: sich selbst entfernen oder herabstufen geht nur über einen anderen Inhaber' })
  isSelf: boolean;
}

/** Needs `user` loaded. */
export function toStaffMemberDto(member: CompanyMember, callerId: string | null): StaffMemberDto {
  return { ...toCompanyPersonDto(member), isSelf: member.userId === callerId };
}
