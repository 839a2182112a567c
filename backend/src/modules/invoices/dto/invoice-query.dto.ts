import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsIn, IsOptional, IsUUID } from 'class-validator';
import { DateField, DAY_MESSAGE } from '../../../common/http/date-field';
import { TextField } from '../../../common/http/text-field';
import { PageQueryDto } from '../../../common/http/page-query.dto';
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

  @ApiPropertyOptional({ format: 'uuid', description: 'Benutzer-ID einer Person des Händlers oder ID der Firma: alle Rechnungen der Firma' })
  @IsOptional()
  @IsUUID('all', { message: 'Unbekannter Händler.' })
  dealerId?: string;

  @DateField({ label: 'Das Von-Datum', message: DAY_MESSAGE, optional: true, description: 'Rechnungsdatum ab (einschließlich)' })
  from?: string;

  @DateField({ label: 'Das Bis-Datum', message: DAY_MESSAGE, optional: true, description: 'Rechnungsdatum bis (einschließlich)' })
  to?: string;

  @ApiPropertyOptional({ description: 'Rechnungs-, Bestellnummer oder Firma (Teil genügt)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100 })
  q?: string;
}

/** The list: the filters plus paging. */
export class AdminInvoiceQueryDto extends IntersectionType(PageQueryDto, InvoiceFilterDto) {}

/** Which document of the order: its invoice (default) or that invoice's cancellation invoice. */
export class InvoiceFileQueryDto {
  @ApiPropertyOptional({ enum: ['invoice', 'cancellation'], default: 'invoice', description: 'cancellation = die Stornorechnung' })
  @IsOptional()
  @IsIn(['invoice', 'cancellation'], { message: 'Unbekanntes Dokument (invoice oder cancellation).' })
  document?: 'invoice' | 'cancellation';
}
