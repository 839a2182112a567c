import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsNotEmpty, IsObject, IsOptional, Matches, ValidateNested } from 'class-validator';
import { DecimalField } from '../../../common/http/decimal-field';
import { IntField } from '../../../common/http/int-field';
import { TextField, trim } from '../../../common/http/text-field';
import { MoneyField } from '../../../common/money/money-field';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class PaymentTermDto {
  @ApiProperty({ example: 'net30-skonto2', pattern: '^[a-z0-9-]{1,40}$' })
  @TextField({ label: 'Die Kennung', max: 40, message: 'Die Kennung einer Zahlungsbedingung besteht aus 1–40 Kleinbuchstaben, Ziffern oder Bindestrichen.' })
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'Die Kennung einer Zahlungsbedingung besteht aus 1–40 Kleinbuchstaben, Ziffern oder Bindestrichen.' })
  id: string;

  @ApiProperty({ example: '30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen', maxLength: 120 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte füllen Sie alle Pflichtfelder aus.' })
  @TextField({ label: 'Die Bezeichnung der Zahlungsbedingung', max: 120, messages: { type: 'Bitte geben Sie jeder Zahlungsbedingung eine Bezeichnung.' } })
  label: string;

  @ApiProperty({ example: 30, minimum: 0, maximum: 120 })
  @IntField({ min: 0, max: 120, message: 'Das Zahlungsziel ist eine ganze Zahl von Tagen (0–120).' })
  days: number;

  @ApiPropertyOptional({ example: 2, minimum: 0.01, maximum: 10 })
  @IsOptional()
  @DecimalField({ min: 0.01, max: 10, places: 2, message: 'Skonto in Prozent mit höchstens zwei Nachkommastellen (0,01–10).' })
  skontoPercent?: number;

  @ApiPropertyOptional({ example: 10, minimum: 1, maximum: 60 })
  @IsOptional()
  @IntField({ min: 1, max: 60, message: 'Die Skontofrist ist eine ganze Zahl von Tagen (1–60).' })
  skontoDays?: number;
}

export class DunningLevelDto {
  @ApiProperty({ example: 1 })
  @IntField({ min: 1, max: 3, message: 'Mahnstufen sind von 1 an durchnummeriert.' })
  level: number;

  @ApiProperty({ example: 'Zahlungserinnerung', maxLength: 60 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte füllen Sie alle Pflichtfelder aus.' })
  @TextField({ label: 'Die Bezeichnung der Mahnstufe', max: 60, messages: { type: 'Bitte geben Sie jeder Mahnstufe eine Bezeichnung.' } })
  label: string;

  @ApiProperty({ example: 7, minimum: 1, maximum: 365 })
  @IntField({ min: 1, max: 365, message: 'Die Tage nach Fälligkeit sind eine ganze Zahl (1–365).' })
  daysOverdue: number;

  @ApiProperty()
  @IsBoolean({ message: 'Bitte geben Sie an, ob die Mahnstufe Verzugszinsen berechnet.' })
  chargesInterest: boolean;

  @ApiProperty()
  @IsBoolean({ message: 'Bitte geben Sie an, ob die Mahnstufe die Verzugspauschale berechnet.' })
  chargesFlatFee: boolean;
}

export class BaseRateDto {
  @ApiProperty({ example: '2025-07-01' })
  @TextField({ label: 'Das Datum', max: 10, message: 'Der Basiszinssatz braucht ein Gültig-ab-Datum (JJJJ-MM-TT).' })
  @Matches(DAY, { message: 'Der Basiszinssatz braucht ein Gültig-ab-Datum (JJJJ-MM-TT).' })
  validFrom: string;

  @ApiProperty({ example: 1.27, minimum: -10, maximum: 20 })
  @DecimalField({ min: -10, max: 20, places: 2, message: 'Der Basiszinssatz ist eine Zahl mit höchstens zwei Nachkommastellen (−10 bis 20).' })
  ratePercent: number;
}

export class BankAccountDto {
  @ApiProperty({ maxLength: 70 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte füllen Sie alle Pflichtfelder aus.' })
  @TextField({ label: 'Der Kontoinhaber', max: 70, messages: { type: 'Bitte geben Sie den Kontoinhaber an.' } })
  accountHolder: string;

  @ApiProperty({ maxLength: 70 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Bitte füllen Sie alle Pflichtfelder aus.' })
  @TextField({ label: 'Der Name der Bank', max: 70, messages: { type: 'Bitte geben Sie den Namen der Bank an.' } })
  bankName: string;

  @ApiProperty({ example: 'DE89370400440532013000' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value))
  @TextField({ label: 'Die IBAN', max: 34, message: 'Bitte geben Sie eine gültige IBAN an.' })
  @Matches(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, { message: 'Bitte geben Sie eine gültige IBAN an.' })
  iban: string;

  @ApiProperty({ example: 'COBADEFFXXX' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value))
  @TextField({ label: 'Die BIC', max: 11, message: 'Bitte geben Sie eine gültige BIC an (8 oder 11 Zeichen).' })
  @Matches(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { message: 'Bitte geben Sie eine gültige BIC an (8 oder 11 Zeichen).' })
  bic: string;
}

const ACCOUNT = /^\d{4,8}$/;

export class DatevDto {
  @ApiProperty({ example: 1001 })
  @IntField({ min: 1001, max: 9999999, message: 'Die Beraternummer ist eine Zahl von 1001 bis 9999999.' })
  consultantNumber: number;

  @ApiProperty({ example: 1 })
  @IntField({ min: 1, max: 99999, message: 'Die Mandantennummer ist eine Zahl von 1 bis 99999.' })
  clientNumber: number;

  @ApiProperty({ example: 1 })
  @IntField({ min: 1, max: 12, message: 'Der Beginn des Wirtschaftsjahres ist ein Monat (1–12).' })
  fiscalYearStartMonth: number;

  @ApiProperty({ example: 4 })
  @IntField({ min: 4, max: 8, message: 'Die Sachkontenlänge ist 4 bis 8.' })
  accountLength: number;

  @ApiProperty({ example: '8400' })
  @TextField({ label: 'Das Erlöskonto', max: 8, message: 'Das Erlöskonto ist eine Kontonummer aus 4 bis 8 Ziffern.' })
  @Matches(ACCOUNT, { message: 'Das Erlöskonto ist eine Kontonummer aus 4 bis 8 Ziffern.' })
  revenueAccount: string;

  @ApiProperty({ example: '1200' })
  @TextField({ label: 'Das Bankkonto', max: 8, message: 'Das Bankkonto ist eine Kontonummer aus 4 bis 8 Ziffern.' })
  @Matches(ACCOUNT, { message: 'Das Bankkonto ist eine Kontonummer aus 4 bis 8 Ziffern.' })
  bankAccount: string;

  @ApiProperty({ example: '8736' })
  @TextField({ label: 'Das Skontokonto', max: 8, message: 'Das Skontokonto ist eine Kontonummer aus 4 bis 8 Ziffern.' })
  @Matches(ACCOUNT, { message: 'Das Skontokonto ist eine Kontonummer aus 4 bis 8 Ziffern.' })
  skontoAccount: string;
}

/** The whole receivables settings document; PUT replaces it. */
export class ReceivablesSettingsDto {
  @ApiProperty({ type: PaymentTermDto, isArray: true })
  @IsArray({ message: 'Bitte geben Sie mindestens eine Zahlungsbedingung an.' })
  @ArrayMinSize(1, { message: 'Bitte geben Sie mindestens eine Zahlungsbedingung an.' })
  @ArrayMaxSize(20, { message: 'Es sind höchstens 20 Zahlungsbedingungen möglich.' })
  @ValidateNested({ each: true, message: 'Jede Zahlungsbedingung ist ein Objekt mit Kennung, Bezeichnung und Tagen.' })
  @Type(() => PaymentTermDto)
  paymentTerms: PaymentTermDto[];

  @ApiProperty({ example: 'net30' })
  @TextField({ label: 'Die Standard-Zahlungsbedingung', max: 40, message: 'Bitte wählen Sie die Standard-Zahlungsbedingung.' })
  defaultPaymentTermId: string;

  @ApiProperty({ type: DunningLevelDto, isArray: true })
  @IsArray({ message: 'Bitte geben Sie die drei Mahnstufen an.' })
  @ArrayMinSize(1, { message: 'Bitte geben Sie mindestens eine Mahnstufe an.' })
  @ArrayMaxSize(3, { message: 'Es gibt höchstens drei Mahnstufen.' })
  @ValidateNested({ each: true, message: 'Jede Mahnstufe ist ein Objekt mit Stufe, Bezeichnung und Tagen.' })
  @Type(() => DunningLevelDto)
  dunningLevels: DunningLevelDto[];

  @MoneyField({ required: true, label: 'Die Verzugspauschale' })
  flatFeeAmount: string;

  @ApiProperty({ example: 9 })
  @DecimalField({ min: 0, max: 20, places: 2, message: 'Die Prozentpunkte über dem Basiszinssatz sind eine Zahl von 0 bis 20.' })
  interestPointsAboveBase: number;

  @ApiProperty({ type: BaseRateDto, isArray: true })
  @IsArray({ message: 'Bitte geben Sie mindestens einen Basiszinssatz an.' })
  @ArrayMinSize(1, { message: 'Bitte geben Sie mindestens einen Basiszinssatz an.' })
  @ArrayMaxSize(100, { message: 'Es sind höchstens 100 Basiszinssätze möglich.' })
  @ValidateNested({ each: true, message: 'Jeder Basiszinssatz ist ein Objekt mit Datum und Prozentsatz.' })
  @Type(() => BaseRateDto)
  baseRates: BaseRateDto[];

  @ApiProperty({ type: BankAccountDto })
  // ValidateNested alone lets a missing object (and an empty array) through.
  @IsDefined({ message: 'Bitte geben Sie die Bankverbindung an.' })
  @IsObject({ message: 'Bitte geben Sie die Bankverbindung an.' })
  @ValidateNested({ message: 'Bitte geben Sie die Bankverbindung an.' })
  @Type(() => BankAccountDto)
  bank: BankAccountDto;

  @ApiProperty({ type: DatevDto })
  @IsDefined({ message: 'Bitte geben Sie die DATEV-Angaben an.' })
  @IsObject({ message: 'Bitte geben Sie die DATEV-Angaben an.' })
  @ValidateNested({ message: 'Bitte geben Sie die DATEV-Angaben an.' })
  @Type(() => DatevDto)
  datev: DatevDto;
}
