import { describe, expect, it } from 'vitest';
import { axisTop, isoWeek, shorten, weekLabel, weekRange } from './chart-labels';

describe('chart labels', () => {
  it('numbers weeks as ISO 8601 does, across the turn of the year', () => {
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2025-12-29')).toBe(1);
    expect(isoWeek('2026-12-28')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(weekLabel('2026-01-05')).toBe('KW 2');
  });

  it('puts the top of a value axis at a round value above the largest, and keeps an axis of zeros upright', () => {
    expect(axisTop(518)).toBe(600);
    expect(axisTop(3)).toBe(3);
    expect(axisTop(7)).toBe(8);
    expect(axisTop(1000)).toBe(1000);
    expect(axisTop(10_500)).toBe(12_000);
    expect(axisTop(0.4)).toBeCloseTo(0.4);
    expect(axisTop(0)).toBe(1);
    expect(axisTop(Number.NaN)).toBe(1);
  });

  it('shows the week as German dates from Monday to Sunday', () => {
    expect(weekRange('2026-11-23')).toBe('23.11.2026 – 29.11.2026');
  });

  it('shortens long names only', () => {
    expect(shorten('Kette')).toBe('Kette');
    expect(shorten('Shimano Deore XT Kassette 12-fach 10-51', 12)).toBe('Shimano Deo…');
  });
});
