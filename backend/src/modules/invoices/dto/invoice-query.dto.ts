import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsEnum, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { OrderPagingQueryDto } from '../../orders/dto/order-query.dto';
import { InvoiceKind, InvoiceState } from '../invoice-enums';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** Filters of the back office's invoice list and its CSV export; every one runs in SQL. */
export class InvoiceFilterDto {
  @ApiPropertyOptional({ enum: InvoiceKind, enumName: 'InvoiceKind' })
  @IsOptional()
  @IsEnum(InvoiceKind, { message: 'Unbekannte Rechnungsart.' })
  kind?: InvoiceKind;

  @ApiPropertyOptional({ enum: InvoiceState, enumName: 'InvoiceState' })
  @IsOptional()
  @IsEnum(InvoiceState, { message: 'Unbekannter Rechnungsstatus.' })
  state?: InvoiceState;

  @ApiPropertyOptional({ format: 'uuid', description: 'Benutzer-ID des Händlers' })
  @IsOptional()
  @IsUUID('all', { message: 'Unbekannter Händler.' })
  dealerId?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Rechnungsdatum ab (einschließlich)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Rechnungsdatum bis (einschließlich)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).' })
  to?: string;

  @ApiPropertyOptional({ description: 'Rechnungs-, Bestellnummer oder Firma (Teil genügt)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString({ message: 'Der Suchbegriff muss ein Text sein.' })
  @MaxLength(100, { message: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' })
  q?: string;
}

/** The list: the filters plus paging. */
export class AdminInvoiceQueryDto extends IntersectionType(OrderPagingQueryDto, InvoiceFilterDto) {}

/** Which document of the order: its invoice (default) or that invoice's cancellation invoice. */
export class InvoiceFileQueryDto {
  @ApiPropertyOptional({ enum: ['invoice', 'cancellation'], default: 'invoice', description: 'cancellation = die Stornorechnung' })
  @IsOptional()
  @IsIn(['invoice', 'cancellation'], { message: 'Unbekanntes Dokument (invoice oder cancellation).' })
  document?: 'invoice' | 'cancellation';
}
