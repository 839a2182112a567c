import type { OrderStatus } from './order-enums';

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
