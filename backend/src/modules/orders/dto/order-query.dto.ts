import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsOptional, IsUUID } from 'class-validator';
import { DateField, DAY_MESSAGE } from '../../../common/http/date-field';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { TextField } from '../../../common/http/text-field';
import { OrderStatus, PaymentStatus } from '../order-enums';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The dealer's order list: a page, optionally one status (the owners' approval queue asks for 'awaiting_approval'). */
export class OwnOrderQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: OrderStatus, enumName: 'OrderStatus' })
  @IsOptional()
  @IsEnum(OrderStatus, { message: 'Unbekannter Bestellstatus.' })
  status?: OrderStatus;
}

/** Filters of the back office's order list; every one runs in SQL. */
export class AdminOrderQueryDto extends PageQueryDto {
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

  @DateField({ label: 'Das Von-Datum', message: DAY_MESSAGE, optional: true, description: 'Bestellt ab diesem Tag (einschließlich, Europe/Berlin)' })
  from?: string;

  @DateField({ label: 'Das Bis-Datum', message: DAY_MESSAGE, optional: true, description: 'Bestellt bis zu diesem Tag (einschließlich, Europe/Berlin)' })
  to?: string;

  @ApiPropertyOptional({ description: 'Bestellnummer oder Firmenname (Teil genügt)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100 })
  q?: string;
}
