import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { CompanyBalance, OPEN_ITEM_FILTERS, OpenItem, OpenItemFilter } from '../open-items/open-item';

export class OpenItemFilterDto {
  @ApiPropertyOptional({ enum: OPEN_ITEM_FILTERS, enumName: 'OpenItemFilter', default: 'all', description: 'open = noch offen, paid = bezahlt, overdue = überfällig' })
  @IsOptional()
  @IsIn(OPEN_ITEM_FILTERS, { message: 'Unbekannter Filter (all, open, paid oder overdue).' })
  status?: OpenItemFilter;
}

export class OpenItemsQueryDto extends IntersectionType(PageQueryDto, OpenItemFilterDto) {}

export class OpenItemDto {
  @ApiProperty({ format: 'uuid' })
  invoiceId: string;

  @ApiProperty({ example: 'RE-2026-00001' })
  number: string;

  @ApiProperty({ format: 'uuid', description: 'Die Bestellung; ihre Rechnung lädt /api/orders/{id}/invoice.pdf' })
  orderId: string;

  @ApiProperty({ example: 'B-2026-000001' })
  orderNumber: string;

  @ApiProperty({ format: 'date' })
  issueDate: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Fällig am; leer bei bei Ausstellung bezahlten Rechnungen' })
  dueDate: string | null;

  @ApiProperty({ example: '111.82', description: 'Rechnungsbetrag (brutto)' })
  totalAmount: string;

  @ApiProperty({ example: '50.00' })
  paidAmount: string;

  @ApiProperty({ example: '0.00', description: 'Abgezogenes Skonto' })
  skontoAmount: string;

  @ApiProperty({ example: '61.82' })
  openAmount: string;

  @ApiProperty({ description: 'Tage über Fälligkeit (0, wenn nicht überfällig)' })
  overdueDays: number;

  @ApiProperty({ type: String, nullable: true, example: '2.00' })
  skontoPercent: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Skonto bei Zahlung bis einschließlich' })
  skontoUntil: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Vollständig beglichen am' })
  settledAt: string | null;

  @ApiProperty({ description: 'Storniert (Stornorechnung ausgestellt)' })
  cancelled: boolean;

  @ApiProperty({ description: 'PDF und XML können geladen werden' })
  ready: boolean;
}

export class CompanyBalanceDto {
  @ApiProperty({ example: '1200.00', description: 'Summe der offenen Beträge' })
  openAmount: string;

  @ApiProperty({ example: '200.00', description: 'Davon überfällig' })
  overdueAmount: string;

  @ApiProperty({ example: '10.50', description: 'Guthaben (Überzahlungen)' })
  creditAmount: string;

  @ApiProperty({ example: '1189.50', description: 'Saldo: offen − Guthaben' })
  balance: string;
}

export class OpenItemsPageDto {
  @ApiProperty({ type: CompanyBalanceDto })
  balance: CompanyBalanceDto;

  @ApiProperty({ type: [OpenItemDto] })
  items: OpenItemDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

export const toOpenItemDto = (item: OpenItem): OpenItemDto => ({ ...item, settledAt: item.settledAt?.toISOString() ?? null });
export const toCompanyBalanceDto = (balance: CompanyBalance): CompanyBalanceDto => ({ ...balance });
