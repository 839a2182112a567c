import { ApiProperty } from '@nestjs/swagger';

/** The summary cards of /admin, each the figure of the list it links to. */
export class DashboardDto {
  @ApiProperty({ description: 'Wartende Registrierungen (weder freigegeben noch abgelehnt)' })
  pendingDealers: number;

  @ApiProperty({ description: 'Freigeschaltete Händler' })
  approvedDealers: number;

  @ApiProperty({ description: "Tickets im Status 'open'" })
  openTickets: number;

  @ApiProperty({ description: 'Alle Tickets' })
  allTickets: number;

  @ApiProperty({ description: 'Aktive Produkte' })
  products: number;

  @ApiProperty({ example: '184230.50', description: 'Lagerwert zum Einkaufspreis: Summe Grundpreis × Bestand der aktiven Produkte (EUR)' })
  stockValue: string;

  @ApiProperty({ description: 'Bestellungen (alle, auch stornierte)' })
  orders: number;

  @ApiProperty({ example: '52310.75', description: 'Umsatz: Summe der Bestellbeträge ohne stornierte Bestellungen (EUR, brutto)' })
  revenue: string;
}
