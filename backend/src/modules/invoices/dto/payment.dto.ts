import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';
import { berlinToday, DateField } from '../../../common/http/date-field';
import { RequiredText } from '../../../common/http/required-text';
import { TextField, trim } from '../../../common/http/text-field';
import { MoneyField } from '../../../common/money/money-field';
import { IncomingPayment, IncomingPaymentSource } from '../entities/incoming-payment.entity';

export const BOOKED_ON_MESSAGE = 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).';
export const BOOKED_ON_FUTURE_MESSAGE = 'Der Buchungstag darf nicht in der Zukunft liegen.';

/** What a payment is and where it goes: on an invoice, or (without one) as credit of a company. */
export class PaymentTargetDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Die Rechnung; ohne sie wird der Betrag Guthaben der Firma' })
  @IsOptional()
  @IsUUID('all', { message: 'Unbekannte Rechnung.' })
  invoiceId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Die Firma; Pflicht ohne Rechnung' })
  @IsOptional()
  @IsUUID('all', { message: 'Unbekannte Firma.' })
  companyId?: string;

  @MoneyField({ required: true, label: 'Der Betrag', description: 'Eingegangener Betrag in EUR, größer als 0' })
  amount: string;

  // Money that has arrived: never in the future; tomorrow still, for a browser a time zone ahead of Berlin.
  @DateField({
    label: 'Der Buchungstag',
    message: BOOKED_ON_MESSAGE,
    max: berlinToday(1),
    messages: { tooLate: BOOKED_ON_FUTURE_MESSAGE },
    description: 'Buchungstag (Europe/Berlin), ab 2000-01-01, nicht in der Zukunft',
  })
  bookedOn: string;
}

/** A payment booked by hand. */
export class RecordPaymentDto extends PaymentTargetDto {
  @ApiProperty({ maxLength: 300, description: 'Verwendungszweck oder Notiz', example: 'Überweisung RE-2026-00001' })
  @Transform(trim)
  @RequiredText(1, { missing: 'Bitte geben Sie den Verwendungszweck oder eine Notiz an.' })
  @TextField({ label: 'Der Verwendungszweck', max: 300 })
  reference: string;
}

export class ReversePaymentDto {
  @ApiProperty({ maxLength: 300, example: 'Rücklastschrift' })
  @Transform(trim)
  @RequiredText(3, { missing: 'Bitte geben Sie einen Grund für die Stornierung an.', tooShort: 'Bitte geben Sie einen Grund für die Stornierung an (mindestens 3 Zeichen).' })
  @TextField({ label: 'Der Grund', max: 300 })
  reason: string;
}

/** Where (a part of) a payment goes. */
export enum PaymentPartKind {
  /** On the invoice the payment was booked on (with Skonto perhaps). */
  Invoice = 'invoice',
  /** The surplus, as credit, applied to another open invoice of the company (Verrechnung). */
  Applied = 'applied',
  /** The surplus that stays credit of the company (Guthaben). */
  Credit = 'credit',
}

export class PaymentPartDto {
  @ApiProperty({
    enum: PaymentPartKind,
    enumName: 'PaymentPartKind',
    description: 'invoice = auf die gewählte Rechnung, applied = Überschuss mit einer anderen offenen Rechnung verrechnet, credit = bleibt Guthaben der Firma',
  })
  kind: PaymentPartKind;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  invoiceId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'RE-2026-00003' })
  invoiceNumber: string | null;

  @ApiProperty({ example: '96.51' })
  amount: string;

  @ApiProperty({ example: '0.00', description: 'Skonto, mit dem die Rechnung dabei beglichen wird' })
  skontoAmount: string;
}

export class RecordedPaymentDto {
  @ApiProperty({ type: [String], description: 'Die gebuchten Zahlungen: der Anteil der Rechnung, dann ein Guthaben für den Rest' })
  paymentIds: string[];

  @ApiProperty({ type: [PaymentPartDto], description: 'Wohin das Geld ging: die Rechnung, verrechnete andere Rechnungen, Guthaben' })
  parts: PaymentPartDto[];
}

/** A payment as the form would book it, before it is booked: the same fields, without the reference. */
export class PaymentPreviewQueryDto extends PaymentTargetDto {}

export class PaymentPreviewDto {
  @ApiProperty({ type: [PaymentPartDto], description: 'Wohin das Geld ginge, nach dem Stand von jetzt' })
  parts: PaymentPartDto[];

  @ApiProperty({ type: String, nullable: true, example: '0.00', description: 'Auf der gewählten Rechnung danach noch offen; leer ohne Rechnung' })
  openAfterAmount: string | null;
}

export class IncomingPaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  invoiceId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Rechnungsnummer; leer bei einem Guthaben' })
  invoiceNumber: string | null;

  @ApiProperty({ example: '120.50' })
  amount: string;

  @ApiProperty({ example: '0.00' })
  skontoAmount: string;

  @ApiProperty({ format: 'date' })
  bookedOn: string;

  @ApiProperty()
  reference: string;

  @ApiProperty({ enum: IncomingPaymentSource, enumName: 'IncomingPaymentSource' })
  source: IncomingPaymentSource;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reversedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  reversalReason: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Gesetzt, solange die Zeile Guthaben ist, das mit der Rechnung verrechnet wurde (kein neuer Geldeingang); Stornieren hebt die Verrechnung auf',
  })
  creditAppliedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Teil der Zahlung mit dieser Kennung (Rest als Guthaben, verrechneter Teil); leer auf deren erster Zeile. Stornieren storniert alle Teile',
  })
  partOfPaymentId: string | null;
}

export const toIncomingPaymentDto = (payment: IncomingPayment, invoiceNumber: string | null): IncomingPaymentDto => ({
  id: payment.id,
  invoiceId: payment.invoiceId,
  invoiceNumber,
  amount: payment.amount,
  skontoAmount: payment.skontoAmount,
  bookedOn: payment.bookedOn,
  reference: payment.reference,
  source: payment.source,
  reversedAt: payment.reversedAt?.toISOString() ?? null,
  reversalReason: payment.reversalReason,
  creditAppliedAt: payment.creditAppliedAt?.toISOString() ?? null,
  partOfPaymentId: payment.partOfPaymentId,
});
