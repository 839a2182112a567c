/** Stock number colour: 0 red, below 10 orange, otherwise green. */
export type StockLevel = 'out' | 'low' | 'ok';

export const LOW_STOCK_THRESHOLD = 10;

export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return 'out';
  return quantity < LOW_STOCK_THRESHOLD ? 'low' : 'ok';
}

/** Dark enough for small text on white (contrast at least 4.5:1). */
export const STOCK_COLORS: Record<StockLevel, string> = { out: '#cf1322', low: '#ad4e00', ok: '#237a45' };

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
export const formatCount = (value: number) => integer.format(value);
