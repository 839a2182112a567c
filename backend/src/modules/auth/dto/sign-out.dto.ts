import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const SIGN_OUT_SCOPES = ['local', 'others', 'global'] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

export class SignOutDto {
  @ApiPropertyOptional({ enum: SIGN_OUT_SCOPES, enumName: 'SignOutScope', default: 'local' })
  @IsOptional()
  @IsIn(SIGN_OUT_SCOPES, { message: 'Ungültiger Abmeldebereich (local, others oder global).' })
  scope?: SignOutScope;
}
