import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro, formatLongDate } from './format';

const NBSP = '\u00a0';

describe('formatEuro', () => {
  it('formats the API decimal string with German separators and the euro sign', () => {
    expect(formatEuro('1234.5')).toBe(`1.234,50${NBSP}€`);
  });

  it('keeps cents exact for typical prices', () => {
    expect(formatEuro('12.50')).toBe(`12,50${NBSP}€`);
    expect(formatEuro('0.00')).toBe(`0,00${NBSP}€`);
    expect(formatEuro('1000000.99')).toBe(`1.000.000,99${NBSP}€`);
  });

  it('accepts fixed numeric constants', () => {
    expect(formatEuro(250)).toBe(`250,00${NBSP}€`);
  });

  it('shows a dash instead of "NaN €" for values that are not numbers', () => {
    expect(formatEuro('')).toBe('–');
    expect(formatEuro('abc')).toBe('–');
  });
});

describe('date helpers', () => {
  it('formats as dd.MM.yyyy', () => {
    expect(formatDate('2025-10-01')).toBe('01.10.2025');
    expect(formatDate(new Date(2025, 2, 9))).toBe('09.03.2025');
  });

  it('formats the long German form with month names', () => {
    expect(formatLongDate('2025-10-01')).toBe('1. Oktober 2025');
    expect(formatLongDate('2025-03-15T10:00:00+01:00')).toBe('15. März 2025');
  });

  it('uses the Berlin calendar day for UTC timestamps', () => {
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01.01.2026');
  });

  it('shows a dash for invalid input', () => {
    expect(formatDate('kein Datum')).toBe('–');
    expect(formatLongDate('kein Datum')).toBe('–');
  });
});
