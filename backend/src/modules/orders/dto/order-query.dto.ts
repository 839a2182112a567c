import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDateString, IsEnum, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { OrderStatus, PaymentStatus } from '../order-enums';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class OrderPagingQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Die Seite muss eine ganze Zahl sein.' })
  @Min(1, { message: 'Die Seite muss mindestens 1 sein.' })
  @Max(100_000, { message: 'Diese Seite gibt es nicht.' })
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Die Seitengröße muss eine ganze Zahl sein.' })
  @Min(1, { message: 'Die Seitengröße muss mindestens 1 sein.' })
  @Max(100, { message: 'Die Seitengröße darf höchstens 100 sein.' })
  pageSize?: number;
}

/** Filters of the back office's order list; every one runs in SQL. */
export class AdminOrderQueryDto extends OrderPagingQueryDto {
  @ApiPropertyOptional({ enum: OrderStatus, enumName: 'OrderStatus' })
  @IsOptional()
  @IsEnum(OrderStatus, { message: 'Unbekannter Bestellstatus.' })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: PaymentStatus, enumName: 'PaymentStatus' })
  @IsOptional()
  @IsEnum(PaymentStatus, { message: 'Unbekannter Zahlungsstatus.' })
  paymentStatus?: PaymentStatus;

  @ApiPropertyOptional({ format: 'uuid', description: 'Benutzer-ID des Händlers' })
  @IsOptional()
  @IsUUID('all', { message: 'Unbekannter Händler.' })
  dealerId?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Bestellt ab diesem Tag (einschließlich)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Bestellt bis zu diesem Tag (einschließlich)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).' })
  to?: string;

  @ApiPropertyOptional({ description: 'Bestellnummer oder Firmenname (Teil genügt)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString({ message: 'Der Suchbegriff muss ein Text sein.' })
  @MaxLength(100, { message: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' })
  q?: string;
}
