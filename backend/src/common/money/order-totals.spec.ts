import { orderTotals } from './order-totals';

describe('order totals (DECISIONS "Pricing")', () => {
  it('prices a sub-250-EUR cart: EK per line, 15 EUR shipping, 19 % VAT on goods and shipping', () => {
    // base 19.99 at 10 %: EK = 17.991 → 17.99 (half-up); 3 × 17.99 = 53.97; discount 3 × 2.00 = 6.00
    const totals = orderTotals([{ basePriceCents: 1999, quantity: 3 }], 10, false);
    expect(totals.lines).toEqual([{ unitPriceCents: 1799, lineTotalCents: 5397, discountCents: 600 }]);
    expect(totals).toMatchObject({ subtotalCents: 5397, discountCents: 600, shippingCents: 1500, itemCount: 3 });
    // VAT: (53.97 + 15.00) × 0.19 = 13.1043 → 13.10
    expect(totals.taxCents).toBe(1310);
    expect(totals.totalCents).toBe(5397 + 1500 + 1310);
  });

  it('ships free from exactly 250.00 EUR net goods value and charges below it', () => {
    expect(orderTotals([{ basePriceCents: 25_000, quantity: 1 }], 0, false).shippingCents).toBe(0);
    expect(orderTotals([{ basePriceCents: 24_999, quantity: 1 }], 0, false).shippingCents).toBe(1500);
    // the threshold is on the discounted goods value: 260 at 10 % = 234 → shipping is charged
    expect(orderTotals([{ basePriceCents: 26_000, quantity: 1 }], 10, false).shippingCents).toBe(1500);
  });

  it('adds 25 EUR net for express, also above the free-shipping threshold', () => {
    expect(orderTotals([{ basePriceCents: 30_000, quantity: 1 }], 0, true).shippingCents).toBe(2500);
    const small = orderTotals([{ basePriceCents: 1000, quantity: 1 }], 0, true);
    expect(small.shippingCents).toBe(4000);
    expect(small.taxCents).toBe(950); // (10 + 40) × 0.19
  });

  it('rounds VAT half-up once on the sum, never per line', () => {
    // 3 lines of 0.05 net: VAT per line would be 0.01 each (0.0095 → 0.01) = 0.03; on the sum 0.15 + 15 shipping
    const totals = orderTotals(
      [
        { basePriceCents: 5, quantity: 1 },
        { basePriceCents: 5, quantity: 1 },
        { basePriceCents: 5, quantity: 1 },
      ],
      0,
      false,
    );
    expect(totals.taxCents).toBe(Math.floor(((15 + 1500) * 19 + 50) / 100));
  });

  it('sums several lines with the dealer discount of 50 %', () => {
    const totals = orderTotals(
      [
        { basePriceCents: 4999, quantity: 2 }, // EK 24.995 → 25.00 (half-up)
        { basePriceCents: 1001, quantity: 10 }, // EK 5.005 → 5.01
      ],
      50,
      false,
    );
    expect(totals.lines.map((line) => line.unitPriceCents)).toEqual([2500, 501]);
    expect(totals.subtotalCents).toBe(5000 + 5010);
    expect(totals.discountCents).toBe((4999 - 2500) * 2 + (1001 - 501) * 10);
  });

  it('is empty for an empty cart (no shipping on nothing)', () => {
    expect(orderTotals([], 10, true)).toMatchObject({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0, itemCount: 0 });
  });

  it('refuses quantities that are not positive integers', () => {
    expect(() => orderTotals([{ basePriceCents: 100, quantity: 0 }], 0, false)).toThrow(RangeError);
    expect(() => orderTotals([{ basePriceCents: 100, quantity: 1.5 }], 0, false)).toThrow(RangeError);
  });
});
