import { ApiProperty } from '@nestjs/swagger';
import { BankStatementLineDirection, BankStatementLineStatus } from '../../entities/bank-statement-line.entity';

/** One payment a line would book (or booked) on an invoice. */
export class BankStatementAllocationDto {
  @ApiProperty({ format: 'uuid' })
  invoiceId: string;

  @ApiProperty({ example: 'RE-2026-00001' })
  invoiceNumber: string;

  @ApiProperty({ format: 'uuid' })
  companyId: string;

  @ApiProperty()
  companyName: string;

  @ApiProperty({ example: '583.10', description: 'Auf die Rechnung gebuchter Betrag' })
  amount: string;

  @ApiProperty({ example: '11.90', description: 'Skonto, mit dem die Rechnung beglichen ist (0.00 ohne)' })
  skontoAmount: string;

  @ApiProperty({ example: '594.00', description: 'Offener Betrag der Rechnung, mit dem der Vorschlag rechnet' })
  openAmount: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '594.00',
    description: 'Offener Betrag der Rechnung jetzt (nur bei Vorschlägen; leer bei gebuchten Zeilen und Rechnungen, die es nicht mehr gibt)',
  })
  currentOpenAmount: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Warum der Vorschlag so nicht mehr gebucht wird (Rechnung inzwischen bezahlt, teilweise bezahlt oder storniert); leer, solange er gilt',
  })
  warning: string | null;
}

export class BankStatementLineDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  position: number;

  @ApiProperty({ enum: BankStatementLineDirection, enumName: 'BankStatementLineDirection' })
  direction: BankStatementLineDirection;

  @ApiProperty({ example: '1190.00' })
  amount: string;

  @ApiProperty({ example: 'EUR' })
  currency: string;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  bookingDate: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  valueDate: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Zahler (bei Gutschriften) bzw. Empfänger (bei Belastungen)' })
  counterpartyName: string | null;

  @ApiProperty({ type: String, nullable: true })
  counterpartyIban: string | null;

  @ApiProperty({ type: String, nullable: true })
  endToEndId: string | null;

  @ApiProperty({ description: 'Verwendungszweck' })
  remittance: string;

  @ApiProperty({ enum: BankStatementLineStatus, enumName: 'BankStatementLineStatus' })
  status: BankStatementLineStatus;

  @ApiProperty({ type: String, nullable: true, description: 'Grundlage des Vorschlags oder Grund, warum nichts zugeordnet ist' })
  note: string | null;

  @ApiProperty({ type: [BankStatementAllocationDto] })
  allocations: BankStatementAllocationDto[];

  @ApiProperty({ type: [String], description: 'Gebuchte Zahlungseingänge' })
  paymentIds: string[];

  @ApiProperty({ type: Date, nullable: true })
  bookedAt: Date | null;
}

export class BankStatementSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'Kennung des Auszugs bei der Bank (Stmt/Id)' })
  identifier: string;

  @ApiProperty({ description: 'Elektronische Auszugsnummer, leer wenn die Bank keine sendet' })
  sequenceNumber: string;

  @ApiProperty()
  accountIban: string;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  fromDate: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  toDate: string | null;

  @ApiProperty()
  fileName: string;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: String, nullable: true })
  uploadedBy: string | null;

  @ApiProperty()
  lineCount: number;

  @ApiProperty()
  proposedCount: number;

  @ApiProperty()
  unmatchedCount: number;

  @ApiProperty()
  bookedCount: number;

  @ApiProperty()
  ignoredCount: number;

  @ApiProperty({ example: '3225.10', description: 'Summe der Gutschriften' })
  creditSum: string;
}

export class BankStatementDetailDto extends BankStatementSummaryDto {
  @ApiProperty({ example: 'camt.053.001.02' })
  camtVersion: string;

  @ApiProperty({ type: String, nullable: true })
  openingBalance: string | null;

  @ApiProperty({ type: String, nullable: true })
  closingBalance: string | null;

  @ApiProperty({ type: [BankStatementLineDto] })
  lines: BankStatementLineDto[];
}

export class BankStatementPageDto {
  @ApiProperty({ type: [BankStatementSummaryDto] })
  items: BankStatementSummaryDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}
