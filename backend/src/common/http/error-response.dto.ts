import { ApiProperty } from '@nestjs/swagger';
import { ErrorCode } from './error-codes';

/** The shape of every error answer. */
export class ErrorResponseDto {
  @ApiProperty({ example: 409 })
  statusCode: number;

  @ApiProperty({ enum: ErrorCode, enumName: 'ErrorCode', example: ErrorCode.ValidationFailed })
  code: ErrorCode;

  @ApiProperty({ example: 'Nicht genügend Bestand für „Kette KMC X11“.' })
  message: string;

  @ApiProperty({ example: 'a4c1e3f0-1b2c-4d5e-8f90-123456789abc' })
  correlationId: string;
}
