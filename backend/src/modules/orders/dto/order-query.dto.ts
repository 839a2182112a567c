import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsEnum, IsOptional, IsUUID } from 'class-validator';
import { IntField } from '../../../common/http/int-field';
import { TextField } from '../../../common/http/text-field';
import { OrderStatus, PaymentStatus } from '../order-enums';

const DAY_MESSAGE = 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).';
const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class OrderPagingQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @IntField({
    min: 1,
    max: 100_000,
    fromQuery: true,
    messages: { type: 'Die Seite muss eine ganze Zahl sein.', tooSmall: 'Die Seite muss mindestens 1 sein.', tooLarge: 'Diese Seite gibt es nicht.' },
  })
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @IntField({
    min: 1,
    max: 100,
    fromQuery: true,
    messages: {
      type: 'Die Seitengröße muss eine ganze Zahl sein.',
      tooSmall: 'Die Seitengröße muss mindestens 1 sein.',
      tooLarge: 'Die Seitengröße darf höchstens 100 sein.',
    },
  })
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
  @IsDateString({ strict: true }, { message: DAY_MESSAGE })
  @TextField({ label: 'Das Datum', max: 32, message: DAY_MESSAGE })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Bestellt bis zu diesem Tag (einschließlich)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: DAY_MESSAGE })
  @TextField({ label: 'Das Datum', max: 32, message: DAY_MESSAGE })
  to?: string;

  @ApiPropertyOptional({ description: 'Bestellnummer oder Firmenname (Teil genügt)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100 })
  q?: string;
}
