import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { missingBaseRateFrom } from './base-rate-check';

const rates = (...days: string[]) => days.map((day) => ({ validFrom: dayjs(day) }));

describe('missingBaseRateFrom', () => {
  it('names 1 January when the newest rate is from the half-year before', () => {
    expect(missingBaseRateFrom(rates('2025-01-01', '2025-07-01'), dayjs('2026-11-30'))?.format('YYYY-MM-DD')).toBe('2026-07-01');
    expect(missingBaseRateFrom(rates('2025-07-01'), dayjs('2026-02-15'))?.format('YYYY-MM-DD')).toBe('2026-01-01');
  });

  it('is quiet when the current half-year has its rate, whatever the order of the rows', () => {
    expect(missingBaseRateFrom(rates('2026-07-01', '2025-01-01'), dayjs('2026-11-30'))).toBeNull();
    expect(missingBaseRateFrom(rates('2026-01-01'), dayjs('2026-06-30'))).toBeNull();
  });

  it('is quiet without any dated rate (the form asks for one anyway)', () => {
    expect(missingBaseRateFrom([{ validFrom: null }], dayjs('2026-11-30'))).toBeNull();
  });
});
