import { describe, expect, it } from 'vitest';
import { parseEuroInput } from './euro-input';

describe('parseEuroInput', () => {
  it('reads German and API amounts', () => {
    expect(parseEuroInput('5.000')).toBe('5000.00');
    expect(parseEuroInput('5.000,00 €')).toBe('5000.00');
    expect(parseEuroInput('2500,5')).toBe('2500.50');
    expect(parseEuroInput('5000.00')).toBe('5000.00');
    expect(parseEuroInput('0')).toBe('0.00');
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '1,234', '12.345,678', 'abc', '1e3', '5.00.0']) expect(parseEuroInput(text)).toBeNull();
  });
});
