import { HttpException } from '@nestjs/common';
import { datevPeriod } from './datev-period';

const refusal = (from: string, to: string, month = 1) => {
  try {
    datevPeriod(from, to, month);
  } catch (error) {
    const response = (error as HttpException).getResponse() as { code: string; message: string };
    return { status: (error as HttpException).getStatus(), ...response };
  }
  throw new Error('accepted');
};

describe('DATEV batch period', () => {
  it('accepts a month and names the fiscal year it lies in', () => {
    expect(datevPeriod('2026-03-01', '2026-03-31', 1)).toEqual({ from: '2026-03-01', to: '2026-03-31', fiscalYearStart: '2026-01-01' });
    expect(datevPeriod('2026-03-01', '2026-03-01', 7)).toEqual({ from: '2026-03-01', to: '2026-03-01', fiscalYearStart: '2025-07-01' });
    expect(datevPeriod('2026-07-01', '2026-12-31', 7).fiscalYearStart).toBe('2026-07-01');
  });

  it('refuses a period that ends before it starts', () => {
    expect(refusal('2026-03-31', '2026-03-01')).toEqual({ status: 400, code: 'DATEV_PERIOD_INVALID', message: 'Das Von-Datum liegt nach dem Bis-Datum.' });
  });

  it('refuses a period across the turn of the year (DATEV dates by day and month only)', () => {
    expect(refusal('2025-12-01', '2026-01-31').message).toContain('Kalenderjahr');
  });

  it('refuses a period across the start of the fiscal year', () => {
    expect(refusal('2026-06-01', '2026-07-31', 7).message).toBe(
      'Ein DATEV-Buchungsstapel liegt in einem Wirtschaftsjahr: bitte den Zeitraum vor dem 01.07.2026 teilen.',
    );
  });

  it('refuses days that do not exist', () => {
    expect(refusal('2026-02-30', '2026-03-01').message).toBe('Bitte ein gültiges Datum angeben (JJJJ-MM-TT).');
  });

  it('works up to the last day of 2099 and refuses days beyond 2000–2099 (no "0.01.10000" in the message)', () => {
    expect(datevPeriod('2099-12-01', '2099-12-31', 1)).toEqual({ from: '2099-12-01', to: '2099-12-31', fiscalYearStart: '2099-01-01' });
    expect(datevPeriod('2000-01-01', '2000-06-30', 7).fiscalYearStart).toBe('1999-07-01');
    expect(refusal('2099-06-01', '2099-07-31', 7).message).toContain('vor dem 01.07.2099 teilen');
    for (const [from, to] of [['9999-01-01', '9999-12-31'], ['1999-01-01', '1999-12-31'], ['2026', '2026-12-31'], ['2026-W05-1', '2026-12-31']]) {
      expect(refusal(from, to)).toEqual({ status: 400, code: 'DATEV_PERIOD_INVALID', message: 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).' });
    }
  });
});
