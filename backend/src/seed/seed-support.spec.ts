import { berlinDay } from '../common/money/pricing';
import { berlinDaysAgo } from './seed-support';

describe('berlinDaysAgo', () => {
  it('counts calendar days in Berlin across the end of summer time, at any hour', () => {
    // 23:34 in Berlin on 27 November: 45 days back is 13 October (summer time), not 14 October as 45 × 24 hours gave
    const lateEvening = new Date('2026-11-27T22:34:00Z');
    expect(berlinDay(new Date(lateEvening.getTime() - 45 * 86_400_000))).toBe('2026-10-14');
    expect(berlinDay(berlinDaysAgo(lateEvening, 45))).toBe('2026-10-13');
    expect(berlinDay(berlinDaysAgo(new Date('2026-11-27T23:30:00Z'), 45))).toBe('2026-10-14'); // already the 28th in Berlin
    expect(berlinDay(berlinDaysAgo(new Date('2026-11-27T00:30:00Z'), 1))).toBe('2026-11-26');
  });

  it('lands at noon in Berlin, in the past', () => {
    const now = new Date('2026-03-30T05:00:00Z');
    const day = berlinDaysAgo(now, 2);
    expect(day.toISOString()).toBe('2026-03-28T11:00:00.000Z'); // winter time still: noon is 11:00 UTC
    expect(day.getTime()).toBeLessThan(now.getTime());
  });
});
