import { amountsFit, MAX_AMOUNT_CENTS } from './amount-limit';
import { chargesOn, orderTotals } from './order-totals';

describe('amounts an order can hold (numeric(12,2))', () => {
  it('is 9.999.999.999,99 €, the largest value of numeric(12,2)', () => {
    expect(MAX_AMOUNT_CENTS).toBe(Number('9999999999.99') * 100);
  });

  it('takes an order whose gross total is exactly the limit and refuses one cent more', () => {
    // 840,336,134,453 cents net + 19 % VAT (159,663,865,546.07 → 159,663,865,546 cents) = 999,999,999,999: the limit exactly
    const atLimit = orderTotals([{ basePriceCents: 840_336_134_453, quantity: 1 }], 0, false);
    expect(atLimit.totalCents).toBe(MAX_AMOUNT_CENTS);
    expect(amountsFit(atLimit)).toBe(true);
    const above = orderTotals([{ basePriceCents: 840_336_134_454, quantity: 1 }], 0, false);
    expect(above.totalCents).toBeGreaterThan(MAX_AMOUNT_CENTS);
    expect(amountsFit(above)).toBe(false);
  });

  it('counts shipping and VAT, not only the goods: express can take a cart over the limit', () => {
    const goods = [{ basePriceCents: 840_336_134_000, quantity: 1 }];
    expect(amountsFit(orderTotals(goods, 0, false))).toBe(true);
    expect(amountsFit(orderTotals(goods, 0, true))).toBe(false);
  });

  it('refuses amounts beyond exact integer arithmetic instead of writing a rounded one', () => {
    expect(amountsFit(orderTotals([{ basePriceCents: 999_999_999_999, quantity: 999_999 }], 0, false))).toBe(false);
  });

  it('charges on a net goods value exactly as orderTotals does', () => {
    for (const [cents, express] of [[0, false], [24_999, false], [25_000, true], [840_336_000_000, false]] as const) {
      const totals = orderTotals(cents ? [{ basePriceCents: cents, quantity: 1 }] : [], 0, express);
      expect(chargesOn(cents, cents > 0, express)).toEqual({ shippingCents: totals.shippingCents, taxCents: totals.taxCents, totalCents: totals.totalCents });
    }
  });
});
