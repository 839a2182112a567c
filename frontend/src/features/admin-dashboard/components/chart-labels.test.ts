import { describe, expect, it } from 'vitest';
import { isoWeek, shorten, weekLabel, weekRange } from './chart-labels';

describe('chart labels', () => {
  it('numbers weeks as ISO 8601 does, across the turn of the year', () => {
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2025-12-29')).toBe(1);
    expect(isoWeek('2026-12-28')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(weekLabel('2026-01-05')).toBe('KW 2');
  });

  it('shows the week as German dates from Monday to Sunday', () => {
    expect(weekRange('2026-11-23')).toBe('23.11.2026 – 29.11.2026');
  });

  it('shortens long names only', () => {
    expect(shorten('Kette')).toBe('Kette');
    expect(shorten('Shimano Deore XT Kassette 12-fach 10-51', 12)).toBe('Shimano Deo…');
  });
});
