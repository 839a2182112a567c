import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsEnum, IsOptional } from 'class-validator';
import { CompanyRole } from '../../../common/auth/company-role';
import { TextField } from '../../../common/http/text-field';
import { MoneyField } from '../../../common/money/money-field';
import { CompanyMember } from '../../dealers/entities/company-member.entity';

const ROLE_MESSAGE = 'Bitte wählen Sie eine Rolle: Inhaber (owner), Einkauf (buyer) oder Ansicht (viewer).';

export enum StaffStatus {
  Active = 'active',
  Invited = 'invited',
  Locked = 'locked',
}

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
  @ApiPropertyOptional({ enum: CompanyRole, enumName: 'CompanyRole' })
  @IsOptional()
  @IsEnum(CompanyRole, { message: ROLE_MESSAGE })
  role?: CompanyRole;

  @MoneyField({ label: 'Bestelllimit', description: 'Netto-Warenwert je Bestellung in EUR; null = ohne Limit' })
  orderLimit?: string | null;

  @MoneyField({ label: 'Monatsbudget', description: 'Netto-Warenwert je Kalendermonat in EUR; null = ohne Budget' })
  monthlyBudget?: string | null;
}

export class StaffMemberDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: CompanyRole, enumName: 'CompanyRole' })
  role: CompanyRole;

  @ApiProperty({ type: String, nullable: true, example: '500.00', description: 'Netto je Bestellung in EUR' })
  orderLimit: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2000.00', description: 'Netto je Kalendermonat in EUR' })
  monthlyBudget: string | null;

  @ApiProperty({ enum: StaffStatus, enumName: 'StaffStatus', description: 'aktiv, eingeladen (Einladung offen) oder gesperrt' })
  status: StaffStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  joinedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSignInAt: string | null;

  @ApiProperty({ description: 'Die eigene Zeile: sich selbst entfernen oder herabstufen geht nur über einen anderen Inhaber' })
  isSelf: boolean;
}

/** Needs `user` loaded. */
export function toStaffMemberDto(member: CompanyMember, callerId: string | null): StaffMemberDto {
  return {
    id: member.id,
    userId: member.userId,
    email: member.user.email,
    role: member.role,
    orderLimit: member.orderLimit,
    monthlyBudget: member.monthlyBudget,
    status: member.user.lockedAt ? StaffStatus.Locked : member.joinedAt ? StaffStatus.Active : StaffStatus.Invited,
    joinedAt: member.joinedAt?.toISOString() ?? null,
    lastSignInAt: member.user.lastSignInAt?.toISOString() ?? null,
    isSelf: member.userId === callerId,
  };
}
