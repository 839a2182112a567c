import type { OrderStatus } from '../orders/order-enums';

/** One calendar week (Monday, Europe/Berlin): orders placed and their revenue. */
export interface WeekFigures {
  weekStart: string;
  orders: number;
  revenue: string;
}

export interface StatusFigures {
  status: OrderStatus;
  orders: number;
}

export interface ProductFigures {
  productId: string | null;
  name: string;
  sku: string;
  quantity: number;
  revenue: string;
}

export interface DealerFigures {
  dealerUserId: string;
  companyName: string;
  orders: number;
  revenue: string;
}

export interface OrderCharts {
  weeks: WeekFigures[];
  byStatus: StatusFigures[];
  topProducts: ProductFigures[];
  topDealers: DealerFigures[];
}

/**
 * What the dashboard needs from the orders module: the number of orders and the revenue (a decimal
 * string such as "1234.50"), and the chart figures. The orders module's OrderFiguresService answers
 * (bound in DashboardModule), so the dashboard's code does not depend on how orders are stored.
 */
export interface OrderFigures {
  totals(): Promise<{ count: number; revenue: string }>;
  /** `weeks` calendar weeks up to the one containing `now`; the top lists cover the same weeks. */
  charts(options: { now: Date; weeks: number; top: number }): Promise<OrderCharts>;
}

export const ORDER_FIGURES = Symbol('ORDER_FIGURES');
