import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { TextField } from '../../../common/http/text-field';
import { RECEIVABLES_VIEWS, ReceivablesView } from '../receivables/receivables-query';
import { CompanyBalanceDto, OpenItemDto } from './open-item.dto';
import { IncomingPaymentDto } from './payment.dto';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** Filters of the receivables list and its exports. */
export class ReceivablesFilterDto {
  @ApiPropertyOptional({ description: 'Firma oder Debitorennummer (Teil genügt)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100 })
  q?: string;

  @ApiPropertyOptional({
    enum: RECEIVABLES_VIEWS,
    enumName: 'ReceivablesView',
    default: 'all',
    description: 'overdue = mit Überfälligem, over90 = mit mehr als 90 Tagen überfällig, credit = mit Guthaben',
  })
  @IsOptional()
  @IsIn(RECEIVABLES_VIEWS, { message: 'Unbekannte Ansicht (all, overdue, over90 oder credit).' })
  view?: ReceivablesView;
}

export class ReceivablesQueryDto extends IntersectionType(PageQueryDto, ReceivablesFilterDto) {}

/** Open amounts by age of the due date, and the credit against them. */
export class AgeingDto {
  @ApiProperty({ example: '100.00', description: 'Nicht fällig' })
  notDue: string;

  @ApiProperty({ example: '0.00', description: '1–30 Tage überfällig' })
  days1To30: string;

  @ApiProperty({ example: '0.00', description: '31–60 Tage' })
  days31To60: string;

  @ApiProperty({ example: '0.00', description: '61–90 Tage' })
  days61To90: string;

  @ApiProperty({ example: '0.00', description: 'Über 90 Tage' })
  over90: string;

  @ApiProperty({ example: '100.00', description: 'Summe offen' })
  openAmount: string;

  @ApiProperty({ example: '0.00', description: 'Guthaben' })
  creditAmount: string;

  @ApiProperty({ example: '100.00', description: 'Saldo (offen − Guthaben)' })
  balance: string;
}

export class ReceivableRowDto extends AgeingDto {
  @ApiProperty({ format: 'uuid' })
  companyId: string;

  @ApiProperty()
  companyName: string;

  @ApiProperty({ example: 10000 })
  debtorNumber: number;

  @ApiProperty({ description: 'Offene Rechnungen' })
  openInvoices: number;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Älteste Fälligkeit eines offenen Postens' })
  oldestDueDate: string | null;
}

export class ReceivablesPageDto {
  @ApiProperty({ type: [ReceivableRowDto] })
  items: ReceivableRowDto[];

  @ApiProperty({ type: AgeingDto, description: 'Summenzeile über alle gefilterten Firmen' })
  sums: AgeingDto;

  @ApiProperty({ description: 'Firmen, die dem Filter entsprechen' })
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;

  @ApiProperty({ format: 'date', description: 'Stichtag der Altersstruktur (heute, Berlin)' })
  today: string;
}

export class CompanyReceivablesDto {
  @ApiProperty({ format: 'uuid' })
  companyId: string;

  @ApiProperty()
  companyName: string;

  @ApiProperty()
  debtorNumber: number;

  @ApiProperty({ type: AgeingDto })
  ageing: AgeingDto;

  @ApiProperty({ type: CompanyBalanceDto })
  balance: CompanyBalanceDto;

  @ApiProperty({ type: [OpenItemDto], description: 'Offene Rechnungen, älteste Fälligkeit zuerst' })
  openItems: OpenItemDto[];

  @ApiProperty({ type: [IncomingPaymentDto], description: 'Zahlungen, neueste zuerst (höchstens 200)' })
  payments: IncomingPaymentDto[];
}
