import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrderFiguresService } from '../orders/order-figures.service';
import { DashboardCache } from './dashboard-cache';
import { DashboardChartsDto } from './dto/dashboard-charts.dto';
import { DashboardDto } from './dto/dashboard.dto';

interface SummaryRow {
  pending_dealers: number;
  approved_dealers: number;
  open_tickets: number;
  all_tickets: number;
  products: number;
  stock_value: string;
}

/** One SQL round trip for the cards this module counts itself; orders and revenue come from the orders module. */
export const SUMMARY_SQL = `SELECT
  (SELECT count(*) FROM dealer_profiles WHERE NOT is_approved AND rejected_at IS NULL)::int AS pending_dealers,
  (SELECT count(*) FROM dealer_profiles WHERE is_approved)::int AS approved_dealers,
  (SELECT count(*) FROM tickets WHERE status = 'open')::int AS open_tickets,
  (SELECT count(*) FROM tickets)::int AS all_tickets,
  p.products,
  p.stock_value
FROM (
  SELECT count(*)::int AS products, COALESCE(sum(base_price * stock_quantity), 0)::numeric(20, 2)::text AS stock_value
  FROM products WHERE is_active
) p`;

export const CHART_WEEKS = 12;
export const CHART_TOP = 5;

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderFiguresService,
    private readonly cache: DashboardCache,
  ) {}

  summary(): Promise<DashboardDto> {
    return this.cache.remember('summary', () => this.countSummary());
  }

  private async countSummary(): Promise<DashboardDto> {
    const [[row], orders] = await Promise.all([this.dataSource.query<SummaryRow[]>(SUMMARY_SQL), this.orders.totals()]);
    return {
      pendingDealers: row.pending_dealers,
      approvedDealers: row.approved_dealers,
      openTickets: row.open_tickets,
      allTickets: row.all_tickets,
      products: row.products,
      stockValue: row.stock_value,
      orders: orders.count,
      revenue: orders.revenue,
    };
  }

  charts(): Promise<DashboardChartsDto> {
    return this.cache.remember('charts', () => this.orders.charts({ now: new Date(), weeks: CHART_WEEKS, top: CHART_TOP }));
  }
}
