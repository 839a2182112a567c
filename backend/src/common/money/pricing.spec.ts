import { berlinDay, dealerPriceCents, isSpecialPriceActive, startOfBerlinDay } from './pricing';

describe('dealerPriceCents (EK = base × (1 − discount/100), half-up to the cent)', () => {
  it.each([
    [10000, 0, 10000],
    [10000, 10, 9000],
    [10000, 50, 5000],
    [1999, 10, 1799], // 17.991 → 17.99
    [1995, 10, 1796], // 17.955 → 17.96 (half-up)
    [1005, 50, 503], // 5.025 → 5.03 (half-up, where float math gives 5.02)
    [1, 50, 1], // 0.005 → 0.01
    [0, 25, 0],
    [12345, 33, 8271], // 82.7115 → 82.71
  ])('base %i cents at %i %% → %i cents', (base, discount, expected) => {
    expect(dealerPriceCents(base, discount)).toBe(expected);
  });

  it('refuses discounts outside 0–50 and fractional ones', () => {
    expect(() => dealerPriceCents(1000, 51)).toThrow(RangeError);
    expect(() => dealerPriceCents(1000, -1)).toThrow(RangeError);
    expect(() => dealerPriceCents(1000, 2.5)).toThrow(RangeError);
    expect(() => dealerPriceCents(10.5, 10)).toThrow(RangeError);
  });
});

describe('isSpecialPriceActive (Europe/Berlin calendar days, inclusive)', () => {
  const window = (start: string, end: string) => ({
    specialPrice: '9.99',
    specialPriceStart: startOfBerlinDay(start),
    specialPriceEnd: startOfBerlinDay(end),
  });

  it('is active from the first moment of the start day to the last moment of the end day (Berlin)', () => {
    const promo = window('2026-03-10', '2026-03-20');
    expect(isSpecialPriceActive(promo, new Date('2026-03-09T22:59:59.999Z'))).toBe(false); // 23:59:59 on the 9th in Berlin
    expect(isSpecialPriceActive(promo, new Date('2026-03-09T23:00:00.000Z'))).toBe(true); // 00:00 on the 10th
    expect(isSpecialPriceActive(promo, new Date('2026-03-20T22:59:59.999Z'))).toBe(true); // 23:59:59.999 on the 20th
    expect(isSpecialPriceActive(promo, new Date('2026-03-20T23:00:00.000Z'))).toBe(false); // 00:00 on the 21st
  });

  it('follows summer time (UTC+2)', () => {
    const promo = window('2026-07-01', '2026-07-01');
    expect(isSpecialPriceActive(promo, new Date('2026-06-30T21:59:59.999Z'))).toBe(false);
    expect(isSpecialPriceActive(promo, new Date('2026-06-30T22:00:00.000Z'))).toBe(true);
    expect(isSpecialPriceActive(promo, new Date('2026-07-01T21:59:59.999Z'))).toBe(true);
    expect(isSpecialPriceActive(promo, new Date('2026-07-01T22:00:00.000Z'))).toBe(false);
  });

  it('needs price, start and end', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    const full = window('2026-03-10', '2026-03-20');
    expect(isSpecialPriceActive({ ...full, specialPrice: null }, now)).toBe(false);
    expect(isSpecialPriceActive({ ...full, specialPriceStart: null }, now)).toBe(false);
    expect(isSpecialPriceActive({ ...full, specialPriceEnd: null }, now)).toBe(false);
    expect(isSpecialPriceActive(full, now)).toBe(true);
  });

  it('maps Berlin days to instants across the DST switch', () => {
    expect(startOfBerlinDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfBerlinDay('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfBerlinDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfBerlinDay('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(berlinDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
