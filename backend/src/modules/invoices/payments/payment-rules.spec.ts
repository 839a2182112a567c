import { splitPayment, skontoCentsOf } from './payment-rules';

const invoice = { totalCents: 11182, paidCents: 0, skontoCents: 0, skontoPercent: '2.00', skontoUntil: '2026-12-10' };

describe('payment rules: Skonto, partial and overpayment', () => {
  it('rounds Skonto to the cent like the invoice text', () => {
    expect(skontoCentsOf(11182, '2.00')).toBe(224);
    expect(skontoCentsOf(10025, '3.00')).toBe(301);
    expect(skontoCentsOf(999, '2.50')).toBe(25);
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
