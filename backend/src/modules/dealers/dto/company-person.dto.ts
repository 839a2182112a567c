import { ApiProperty } from '@nestjs/swagger';
import { CompanyRole } from '../../../common/auth/company-role';
import { CompanyMember } from '../entities/company-member.entity';

export enum StaffStatus {
  Active = 'active',
  Invited = 'invited',
  Locked = 'locked',
}

/** A person of a dealer company as the owner's staff list and the administration's dealers tab show it. */
export class CompanyPersonDto {
  @ApiProperty({ format: 'uuid', description: 'ID der Mitgliedschaft' })
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
}

/** Needs `user` loaded. */
export function toCompanyPersonDto(member: CompanyMember): CompanyPersonDto {
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
  };
}
