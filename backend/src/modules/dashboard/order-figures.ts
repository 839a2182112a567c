/**
 * What the dashboard needs from the orders module: the number of orders and the revenue (sum of
 * total_amount, a decimal string such as "1234.50"). The orders module provides an implementation
 * under ORDER_FIGURES; until it does, the dashboard module binds NO_ORDER_FIGURES (zero).
 */
export interface OrderFigures {
  count(): Promise<number>;
  revenue(): Promise<string>;
}

export const ORDER_FIGURES = Symbol('ORDER_FIGURES');

export const NO_ORDER_FIGURES: OrderFigures = {
  count: async () => 0,
  revenue: async () => '0.00',
};
