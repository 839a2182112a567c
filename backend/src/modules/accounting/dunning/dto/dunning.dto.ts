import { ApiProperty } from '@nestjs/swagger';
import type { DunningLetter } from '../../entities/dunning-letter.entity';

export class DunningLetterDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() level: number;
  @ApiProperty({ example: '1. Mahnung' }) label: string;
  @ApiProperty({ format: 'date' }) letterDate: string;
  @ApiProperty({ example: '1000.00' }) openAmount: string;
  @ApiProperty({ example: '10.40' }) interestAmount: string;
  @ApiProperty({ example: '40.00' }) feeAmount: string;
  @ApiProperty({ example: '1050.40' }) totalAmount: string;
  @ApiProperty({ format: 'date' }) payBy: string;
  @ApiProperty({ description: 'PDF erstellt (sonst folgt es in Sekunden)' }) rendered: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty() sendCount: number;
}

export class DunningHoldInfoDto {
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, format: 'date-time' }) heldAt: string;
}

export class DeliveryBlockInfoDto {
  @ApiProperty({ type: String, format: 'date-time' }) blockedAt: string;
  @ApiProperty() reason: string;
}

export class DunningInvoiceDto {
  @ApiProperty({ format: 'uuid' }) invoiceId: string;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ format: 'date' }) issueDate: string;
  @ApiProperty({ format: 'date' }) dueDate: string;
  @ApiProperty() daysOverdue: number;
  @ApiProperty({ example: '1190.00' }) totalAmount: string;
  @ApiProperty({ example: '1000.00' }) openAmount: string;
  @ApiProperty({ description: 'Höchste geschriebene Mahnstufe, 0 = noch keine' }) level: number;
  @ApiProperty({ type: String, nullable: true, example: 'Zahlungserinnerung' }) levelLabel: string | null;
  @ApiProperty({ type: DunningHoldInfoDto, nullable: true }) hold: DunningHoldInfoDto | null;
  @ApiProperty({ type: DeliveryBlockInfoDto, nullable: true, description: 'Liefersperre der Firma' }) deliveryBlock: DeliveryBlockInfoDto | null;
  @ApiProperty({ type: [DunningLetterDto] }) letters: DunningLetterDto[];
}

export class DunningPageDto {
  @ApiProperty({ type: [DunningInvoiceDto] }) items: DunningInvoiceDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class SkippedDunningLetterDto {
  @ApiProperty({ format: 'uuid' }) invoiceId: string;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty() level: number;
  @ApiProperty({ example: '1. Mahnung' }) label: string;
  @ApiProperty({ description: 'Warum das Schreiben nicht geschrieben wurde (deutsch)' }) reason: string;
}

export class DunningRunResultDto {
  @ApiProperty({ description: 'Geprüfte überfällige Rechnungen' }) examined: number;
  @ApiProperty({ description: 'Neu geschriebene Mahnschreiben' }) letters: number;
  @ApiProperty({ description: 'Firmen neu auf Liefersperre' }) blocked: number;
  @ApiProperty({ description: 'Fällige Schreiben, die nicht geschrieben werden konnten (der Lauf schreibt die übrigen)' }) skippedCount: number;
  @ApiProperty({ type: [SkippedDunningLetterDto], description: 'Die ersten 100 davon mit Grund' })
  skipped: SkippedDunningLetterDto[];
}

export class DunningHoldResultDto {
  @ApiProperty({ format: 'uuid' }) invoiceId: string;
  @ApiProperty({ description: 'true = Mahnwesen angehalten' }) held: boolean;
  @ApiProperty() reason: string;
}

export const toDunningLetterDto = (letter: DunningLetter): DunningLetterDto => ({
  id: letter.id,
  level: letter.level,
  label: letter.label,
  letterDate: letter.letterDate,
  openAmount: letter.openAmount,
  interestAmount: letter.interestAmount,
  feeAmount: letter.feeAmount,
  totalAmount: letter.totalAmount,
  payBy: letter.payBy,
  rendered: letter.pdfKey !== null,
  sentAt: letter.sentAt?.toISOString() ?? null,
  sendCount: letter.sendCount,
});

