import { Cents } from './money';
import { OrderTotals } from './order-totals';

/**
 * The largest amount the money columns hold: `numeric(12,2)` (orders, order_items, invoices, products), i.e.
 * 9.999.999.999,99 €. An order's gross total is its largest amount (goods, discount, VAT and every line are at most
 * as much), so cart and checkout keep the gross total within it.
 */
export const MAX_AMOUNT_CENTS: Cents = 999_999_999_999;

/** Whether an amount fits a money column. */
export const fitsAmountColumn = (cents: Cents) => Number.isSafeInteger(cents) && cents <= MAX_AMOUNT_CENTS;

/** Whether every amount an order of these totals writes (each line, goods, discount, shipping, VAT, total) fits its column. */
export function amountsFit(totals: OrderTotals): boolean {
  return (
    [totals.subtotalCents, totals.discountCents, totals.shippingCents, totals.taxCents, totals.totalCents].every(fitsAmountColumn) &&
    totals.lines.every((line) => fitsAmountColumn(line.lineTotalCents) && fitsAmountColumn(line.discountCents))
  );
}
