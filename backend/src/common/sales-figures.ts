/** Sold quantities per product over a period: the orders module answers, the catalogue's statistics ask. */
export interface SalesFigures {
  /** The best-selling products since `since` (cancelled orders excluded), most sold first. */
  topSellers(since: Date, limit: number): Promise<{ productId: string; quantity: number }[]>;
}

/** Bound to the orders module's OrderFiguresService by ModulePortsModule, so the catalogue does not import the orders module (which imports the catalogue). */
export const SALES_FIGURES = Symbol('SALES_FIGURES');
