/**
 * What the dashboard needs from the orders module: the number of orders and the revenue (a decimal
 * string such as "1234.50"). The orders module's OrderFiguresService answers (bound in DashboardModule),
 * so the dashboard's code does not depend on how orders are stored.
 */
export interface OrderFigures {
  totals(): Promise<{ count: number; revenue: string }>;
}

export const ORDER_FIGURES = Symbol('ORDER_FIGURES');
