import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsNotEmpty, IsObject, IsOptional, IsUrl, IsUUID, Matches, ValidateNested } from 'class-validator';
import { DateField, DAY_MESSAGE } from '../../../common/http/date-field';
import { germanInteger, IntField, PG_INTEGER_MAX } from '../../../common/http/int-field';
import { TextField, trim, trimToNull } from '../../../common/http/text-field';
import { MoneyField, REQUIRED_FIELDS_MESSAGE } from '../../../common/money/money-field';
import { stripHtml } from '../../../common/text/strip-html';

const cleanDescription = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = stripHtml(value);
  return text === '' ? null : text;
};
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/** A box of a million is no packaging unit but a typo; the column itself would take up to 2^31 − 1. */
export const PACKAGING_MAX = 100_000;

const WEIGHT_MESSAGE = 'Das Gewicht muss eine Zahl ab 0 mit höchstens drei Nachkommastellen sein.';
const STOCK_MESSAGE = `Der Lagerbestand muss eine ganze Zahl von 0 bis ${germanInteger(PG_INTEGER_MAX)} sein.`;
const MIN_STOCK_MESSAGE = `Der Mindestbestand muss eine ganze Zahl von 0 bis ${germanInteger(PG_INTEGER_MAX)} sein.`;
const MIN_ORDER_MESSAGE = `Die Mindestbestellmenge muss eine ganze Zahl von 1 bis ${germanInteger(PACKAGING_MAX)} sein.`;
const ORDER_MULTIPLE_MESSAGE = `Die Verpackungseinheit muss eine ganze Zahl von 1 bis ${germanInteger(PACKAGING_MAX)} sein.`;
const BASE_VERSION_MESSAGE = 'Der Bearbeitungsstand muss eine ganze Zahl ab 1 sein.';
const BASE_STOCK_MESSAGE = `Der geladene Bestand muss eine ganze Zahl von 0 bis ${germanInteger(PG_INTEGER_MAX)} sein.`;
const SPECIFICATIONS_MESSAGE = 'Die Spezifikationen sind ungültig.';
const IMAGE_URL_MESSAGE = 'Jede Bildadresse muss eine http(s)-Adresse sein.';

export class SaveProductSpecificationsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 14 })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Die GTIN', max: 14 })
  gtin?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64, description: 'Herstellerartikelnummer' })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Die Herstellerartikelnummer', max: 64 })
  han?: string | null;
}

/** Create and update share one body: the editor always sends the whole product. */
export class SaveProductDto {
  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  @TextField({ label: 'Der Produktname', max: 300, messages: { type: REQUIRED_FIELDS_MESSAGE } })
  name: string;

  @ApiProperty({ maxLength: 64 })
  @Transform(trim)
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  @TextField({ label: 'Die Artikelnummer', max: 64, messages: { type: REQUIRED_FIELDS_MESSAGE } })
  sku: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML wird entfernt' })
  @Transform(cleanDescription)
  @IsOptional()
  @TextField({ label: 'Die Beschreibung', max: 10_000, multiline: true })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 13 })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Der EAN-Code', max: 13 })
  eanCode?: string | null;

  @MoneyField({ label: 'Eigener Einkaufspreis', description: 'Eigener Einkaufspreis, netto' })
  adminCostPrice?: string | null;

  @MoneyField({ required: true, label: 'Grundpreis', description: 'Händler-Grundpreis (EK vor Rabatt), netto' })
  basePrice: string;

  @MoneyField({ required: true, label: 'Verkaufspreis', description: 'Verkaufspreis (UVP), brutto' })
  retailPrice: string;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @IntField({ min: 0, message: STOCK_MESSAGE })
  stockQuantity?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @IntField({ min: 0, message: MIN_STOCK_MESSAGE })
  minStockLevel?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PACKAGING_MAX, default: 1, description: 'Kleinste Bestellmenge (1 = keine)' })
  @IsOptional()
  @IntField({ min: 1, max: PACKAGING_MAX, message: MIN_ORDER_MESSAGE })
  minOrderQuantity?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PACKAGING_MAX, default: 1, description: 'Bestellmengen nur in Vielfachen hiervon (1 = jede Menge)' })
  @IsOptional()
  @IntField({ min: 1, max: PACKAGING_MAX, message: ORDER_MULTIPLE_MESSAGE })
  orderMultiple?: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: '0.250', description: 'Gewicht in kg' })
  @Transform(emptyToNull)
  @IsOptional()
  @Matches(/^\d{1,7}(\.\d{1,3})?$/, { message: WEIGHT_MESSAGE })
  @TextField({ label: 'Das Gewicht', max: 11, message: WEIGHT_MESSAGE })
  weight?: string | null;

  @ApiPropertyOptional({ type: SaveProductSpecificationsDto })
  @IsOptional()
  @IsObject({ message: SPECIFICATIONS_MESSAGE })
  @ValidateNested({ message: SPECIFICATIONS_MESSAGE })
  @Type(() => SaveProductSpecificationsDto)
  specifications?: SaveProductSpecificationsDto | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @Transform(emptyToNull)
  @IsOptional()
  @IsUUID('all', { message: 'Die gewählte Kategorie gibt es nicht.' })
  categoryId?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true, maxItems: 20, description: 'Reihenfolge = Anzeige; das erste ist das Hauptbild' })
  @IsOptional()
  @ArrayMaxSize(20, { message: 'Höchstens 20 Bilder pro Produkt.' })
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true }, { each: true, message: IMAGE_URL_MESSAGE })
  @TextField({ label: 'Eine Bildadresse', max: 2000, each: true, messages: { type: IMAGE_URL_MESSAGE, tooLong: 'Eine Bildadresse ist zu lang.' } })
  @IsArray({ message: 'Die Bildliste ist ungültig.' }) // checked first (decorators apply bottom-up): its message leads
  imageUrls?: string[] | null;

  @MoneyField({ label: 'Aktionspreis', description: 'Aktionspreis (Verkaufspreis während der Aktion)' })
  specialPrice?: string | null;

  @Transform(emptyToNull)
  @DateField({ label: 'Der Aktionsbeginn', message: DAY_MESSAGE, optional: true, nullable: true, description: 'Erster Aktionstag (Europe/Berlin)' })
  specialPriceStart?: string | null;

  @Transform(emptyToNull)
  @DateField({ label: 'Das Aktionsende', message: DAY_MESSAGE, optional: true, nullable: true, description: 'Letzter Aktionstag (Europe/Berlin), einschließlich' })
  specialPriceEnd?: string | null;

  @ApiPropertyOptional({ default: true, description: 'Inaktive (gelöschte) Produkte sind im Katalog unsichtbar' })
  @IsOptional()
  @IsBoolean({ message: 'Aktiv muss ja oder nein sein.' })
  isActive?: boolean;

  @ApiPropertyOptional({
    minimum: 1,
    description:
      'Nur beim Ändern: der Bearbeitungsstand (`version`), den das Formular geladen hat. Hat ihn jemand inzwischen geändert ' +
      '(oder das Produkt gelöscht), antwortet der Server 409 `PRODUCT_CHANGED` und speichert nichts. Ohne ihn gilt die letzte Änderung.',
  })
  @IsOptional()
  @IntField({ min: 1, message: BASE_VERSION_MESSAGE })
  baseVersion?: number;

  @ApiPropertyOptional({
    minimum: 0,
    description:
      'Nur beim Ändern: der Bestand, den das Formular geladen hat. Haben Bestellungen ihn inzwischen geändert, bleibt der aktuelle ' +
      'Bestand, wenn `stockQuantity` unverändert ist; wurde auch `stockQuantity` geändert, antwortet der Server 409 `PRODUCT_STOCK_CHANGED`.',
  })
  @IsOptional()
  @IntField({ min: 0, message: BASE_STOCK_MESSAGE })
  baseStockQuantity?: number;
}
