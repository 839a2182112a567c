import { ApiProperty } from '@nestjs/swagger';
import { OrderStatus } from '../../orders/order-enums';

export class WeekFiguresDto {
  @ApiProperty({ format: 'date', example: '2026-11-23', description: 'Montag der Kalenderwoche (Europe/Berlin)' })
  weekStart: string;

  @ApiProperty({ description: 'Bestellungen der Woche (alle, auch stornierte)' })
  orders: number;

  @ApiProperty({ example: '5310.75', description: 'Umsatz der Woche: Bestellbeträge brutto ohne stornierte Bestellungen (EUR)' })
  revenue: string;
}

export class StatusFiguresDto {
  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' })
  status: OrderStatus;

  @ApiProperty()
  orders: number;
}

export class ProductFiguresDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null, wenn das Produkt inzwischen gelöscht ist' })
  productId: string | null;

  @ApiProperty({ description: 'Name zum Zeitpunkt der letzten Bestellung' })
  name: string;

  @ApiProperty()
  sku: string;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ example: '1234.50', description: 'Summe der Positionen netto (EUR), ohne stornierte Bestellungen' })
  revenue: string;
}

export class DealerFiguresDto {
  @ApiProperty({ format: 'uuid', description: 'Benutzer-ID des Händlers' })
  dealerUserId: string;

  @ApiProperty({ description: 'Firma laut Rechnungsadresse der letzten Bestellung' })
  companyName: string;

  @ApiProperty()
  orders: number;

  @ApiProperty({ example: '9876.10', description: 'Bestellbeträge brutto ohne stornierte Bestellungen (EUR)' })
  revenue: string;
}

/** The dashboard charts: the last 12 calendar weeks, orders by status (all time), the top 5 of the same weeks. */
export class DashboardChartsDto {
  @ApiProperty({ type: [WeekFiguresDto], description: 'Die letzten 12 Kalenderwochen, älteste zuerst, Wochen ohne Bestellung mit 0' })
  weeks: WeekFiguresDto[];

  @ApiProperty({ type: [StatusFiguresDto], description: 'Alle Bestellungen nach Status, jeder Status genau einmal' })
  byStatus: StatusFiguresDto[];

  @ApiProperty({ type: [ProductFiguresDto], description: 'Die 5 umsatzstärksten Produkte der 12 Wochen' })
  topProducts: ProductFiguresDto[];

  @ApiProperty({ type: [DealerFiguresDto], description: 'Die 5 umsatzstärksten Händler der 12 Wochen' })
  topDealers: DealerFiguresDto[];
}
