import { splitPayment, skontoCentsOf } from './payment-rules';

const invoice = { totalCents: 11182, paidCents: 0, skontoCents: 0, skontoPercent: '2.00', skontoUntil: '2026-12-10' };

describe('payment rules: Skonto, partial and overpayment', () => {
  it('rounds Skonto to the cent like the invoice text', () => {
    expect(skontoCentsOf(11182, '2.00')).toBe(224);
    expect(skontoCentsOf(10025, '3.00')).toBe(301);
    expect(skontoCentsOf(999, '2.50')).toBe(25);
  });

  it('rounds Skonto half up on the exact value, never through a binary float (1,15 % of 30,00 € = 0,345 € → 0,35 €)', () => {
    expect(skontoCentsOf(3000, '1.15')).toBe(35);
    expect(skontoCentsOf(3000, 1.15)).toBe(35);
    expect(skontoCentsOf(100, '0.50')).toBe(1); // 0,5 Cent → 1
    expect(skontoCentsOf(99, '0.50')).toBe(0); // 0,495 Cent → 0
    expect(skontoCentsOf(1, '50')).toBe(1);
    expect(skontoCentsOf(999_999_999_999, '10.00')).toBe(100_000_000_000); // 99.999.999.999,9 Cent → up
    expect(skontoCentsOf(0, '2.00')).toBe(0);
    // every percentage the settings allow (0,01–10,00) on every total up to 1.000,00 € agrees with exact integer arithmetic
    const wrong: string[] = [];
    for (let hundredths = 1; hundredths <= 1000; hundredths += 1) {
      const percent = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
      for (let total = 0; total <= 100_000; total += 997) {
        const exact = Number((BigInt(total) * BigInt(hundredths) + 5000n) / 10000n);
        if (skontoCentsOf(total, percent) !== exact || skontoCentsOf(total, hundredths / 100) !== exact) wrong.push(`${percent} % von ${total}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a percentage that is not a decimal with at most two places', () => {
    for (const percent of ['', 'abc', '1.155', '-1.00', '1e2', 'NaN']) expect(() => skontoCentsOf(3000, percent)).toThrow(RangeError);
    expect(() => skontoCentsOf(3000, Number.NaN)).toThrow(RangeError);
    expect(() => skontoCentsOf(3000, 1.155)).toThrow(RangeError);
  });

  it('takes Skonto for total − Skonto paid by the Skonto day, also on that day', () => {
    expect(splitPayment(invoice, 10958, '2026-12-10')).toEqual({ appliedCents: 10958, skontoCents: 224, creditCents: 0, openAfterCents: 0 });
  });

  it('takes no Skonto a day late, for another amount or after a partial payment', () => {
    expect(splitPayment(invoice, 10958, '2026-12-11')).toEqual({ appliedCents: 10958, skontoCents: 0, creditCents: 0, openAfterCents: 224 });
    expect(splitPayment(invoice, 10957, '2026-12-01')).toMatchObject({ skontoCents: 0, openAfterCents: 225 });
    expect(splitPayment({ ...invoice, paidCents: 100 }, 10858, '2026-12-01')).toMatchObject({ skontoCents: 0, openAfterCents: 224 });
    expect(splitPayment({ ...invoice, skontoPercent: null, skontoUntil: null }, 10958, '2026-12-01')).toMatchObject({ skontoCents: 0 });
  });

  it('keeps the rest of an overpayment as credit and books all of it as credit on a settled invoice', () => {
    expect(splitPayment(invoice, 12000, '2026-12-20')).toEqual({ appliedCents: 11182, skontoCents: 0, creditCents: 818, openAfterCents: 0 });
    expect(splitPayment({ ...invoice, paidCents: 11182 }, 500, '2026-12-20')).toEqual({ appliedCents: 0, skontoCents: 0, creditCents: 500, openAfterCents: 0 });
  });
});
