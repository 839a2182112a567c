import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';

export class CatalogueExportQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Nur diese Kategorie (mit Unterkategorien)' })
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsUUID('all', { message: 'Die gewählte Kategorie gibt es nicht.' })
  category?: string;
}
