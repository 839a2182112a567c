import { MAX_AMOUNT_CENTS } from '../../common/money/amount-limit';
import { orderTotals } from '../../common/money/order-totals';
import { SellableProduct } from '../catalogue/product-stock.service';
import { CartBudget, lineQuantityProblem, MAX_LINE_QUANTITY, SURELY_FITS_BASE_CENTS } from './cart-limits';

const product = (id: string, basePrice: string) => ({ id, name: id, basePrice }) as SellableProduct;

describe('cart limits', () => {
  it('keeps every packaging unit orderable: its first allowed quantity (below 200.000) is far under the line limit', () => {
    // minimum 100.000 with a multiple of 99.999 starts at 199.998, the largest first quantity the editor allows
    expect(MAX_LINE_QUANTITY).toBeGreaterThan(199_998);
    expect(lineQuantityProblem(999_999)).toBeNull();
    expect(lineQuantityProblem(1_000_000)).toBe('Die Menge 1.000.000 ist zu groß: höchstens 999.999 Stück je Position.');
    expect(lineQuantityProblem(1_000_005, 5)).toBe('Die Menge 1.000.005 (mit den 5 Stück im Warenkorb) ist zu groß: höchstens 999.999 Stück je Position.');
  });

  it('estimates in the add statement only carts that surely fit: no discount, flat shipping and express at the bound', () => {
    const worst = orderTotals([{ basePriceCents: SURELY_FITS_BASE_CENTS, quantity: 1 }], 0, true);
    expect(worst.totalCents).toBeLessThanOrEqual(MAX_AMOUNT_CENTS);
    // and it is close: a few euros below what a cart may hold at base prices with express
    expect(orderTotals([{ basePriceCents: SURELY_FITS_BASE_CENTS + 10_000, quantity: 1 }], 0, true).totalCents).toBeGreaterThan(MAX_AMOUNT_CENTS);
  });

  it('follows the cart\'s gross total at the dealer\'s prices and refuses the piece that would pass the limit', () => {
    const wheelset = product('wheelset', '20000.00');
    const frame = product('frame', '20000.00');
    const budget = new CartBudget([{ productId: 'wheelset', quantity: 420_000 }], new Map([['wheelset', wheelset]]), 0);
    expect(budget.set(wheelset, 420_168)).toBe(true); // 9.999.998.400,00 € gross
    expect(budget.set(frame, 1)).toBe(false); // + 23.800,00 €
    expect(budget.set(wheelset, 420_169)).toBe(false);
    // with 10 % discount the same pieces cost less, so more of them fit
    const discounted = new CartBudget([], new Map(), 10);
    expect(discounted.set(wheelset, 466_853)).toBe(true);
    expect(discounted.set(wheelset, 466_854)).toBe(false);
  });

  it('lets a cart that passed the limit since (prices raised) be lowered, never raised', () => {
    const wheelset = product('wheelset', '40000.00');
    const budget = new CartBudget([{ productId: 'wheelset', quantity: 300_000 }], new Map([['wheelset', wheelset]]), 0);
    expect(budget.set(wheelset, 300_001)).toBe(false);
    expect(budget.set(wheelset, 250_000)).toBe(true); // still above the limit, but lower
    expect(budget.set(wheelset, 210_000)).toBe(true); // 8,4 Mrd. € net: within it again
    expect(budget.set(wheelset, 210_050)).toBe(true);
  });

  it('counts nothing for a line whose product is gone, as the cart shows it', () => {
    const wheelset = product('wheelset', '20000.00');
    const budget = new CartBudget([{ productId: 'deleted', quantity: 999_999 }], new Map(), 0);
    expect(budget.set(wheelset, 420_168)).toBe(true);
  });
});
