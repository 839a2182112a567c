import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEnum, IsNotEmpty, IsOptional, MinLength } from 'class-validator';
import { IntField } from '../../../../common/http/int-field';
import { PageQueryDto } from '../../../../common/http/page-query.dto';
import { TextField, trim } from '../../../../common/http/text-field';

export enum DunningFilter {
  All = 'all',
  /** Dunning held for the invoice (disputed). */
  Held = 'held',
  /** The company is on Liefersperre. */
  Blocked = 'blocked',
  /** Dunned invoices paid (or cancelled) since: their letters stay to be seen. */
  Settled = 'settled',
}

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class DunningFilterDto {
  @ApiPropertyOptional({ enum: DunningFilter, enumName: 'DunningFilter', default: DunningFilter.All })
  @IsOptional()
  @IsEnum(DunningFilter, { message: 'Unbekannter Filter (all, held, blocked oder settled).' })
  filter?: DunningFilter;

  @ApiPropertyOptional({ minimum: 1, maximum: 9, description: 'Nur Rechnungen, deren letzte Mahnstufe diese ist' })
  @IsOptional()
  @IntField({ min: 1, max: 9, fromQuery: true, messages: { type: 'Die Mahnstufe muss eine ganze Zahl sein.', tooSmall: 'Die Mahnstufe muss mindestens 1 sein.', tooLarge: 'Diese Mahnstufe gibt es nicht.' } })
  level?: number;

  @ApiPropertyOptional({ description: 'Rechnungs-, Bestellnummer oder Firma (Teil genügt)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100 })
  q?: string;
}

export class DunningQueryDto extends IntersectionType(PageQueryDto, DunningFilterDto) {}

const REASON_MESSAGE = 'Bitte geben Sie einen Grund an (mindestens 3 Zeichen).';

/** Hold dunning of an invoice (`hold` true or left out) or lift the hold (`hold: false`); both with a reason. */
export class DunningHoldDto {
  @ApiPropertyOptional({ default: true, description: 'false hebt die Sperre auf' })
  @IsOptional()
  @IsBoolean({ message: 'Bitte true oder false für „hold“ angeben.' })
  hold?: boolean;

  @ApiProperty({ maxLength: 300, example: 'Kunde bestreitet die Lieferung (Reklamation T-2026-00012)' })
  @Transform(trim)
  @IsNotEmpty({ message: REASON_MESSAGE })
  @MinLength(3, { message: REASON_MESSAGE })
  @TextField({ label: 'Der Grund', max: 300 })
  reason: string;
}

export class DeliveryBlockReleaseDto {
  @ApiProperty({ maxLength: 300, example: 'Ratenzahlung vereinbart' })
  @Transform(trim)
  @IsNotEmpty({ message: REASON_MESSAGE })
  @MinLength(3, { message: REASON_MESSAGE })
  @TextField({ label: 'Der Grund', max: 300 })
  reason: string;
}
