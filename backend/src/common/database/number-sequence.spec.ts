import { berlinYear } from './number-sequence.service';

describe('berlinYear', () => {
  it('counts the year as it is in Germany, not in UTC', () => {
    expect(berlinYear(new Date('2025-12-31T22:59:59Z'))).toBe(2025);
    expect(berlinYear(new Date('2025-12-31T23:00:00Z'))).toBe(2026); // 00:00 on 1 January in Berlin
    expect(berlinYear(new Date('2026-06-30T21:59:59Z'))).toBe(2026);
  });
});
