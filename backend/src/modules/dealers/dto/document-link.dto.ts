import { ApiProperty } from '@nestjs/swagger';

/** A short-lived address that opens one private document; it needs no bearer token. */
export class DocumentLinkDto {
  @ApiProperty({ example: '/api/dealers/documents/download?token=…' })
  url: string;

  @ApiProperty()
  fileName: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}
