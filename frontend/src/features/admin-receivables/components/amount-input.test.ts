import { describe, expect, it } from 'vitest';
import { germanAmountText, parseGermanAmount } from './amount-input';

describe('parseGermanAmount', () => {
  it('reads German and plain decimals', () => {
    expect(parseGermanAmount('1.234,56')).toBe('1234.56');
    expect(parseGermanAmount('120,5')).toBe('120.50');
    expect(parseGermanAmount('120.50')).toBe('120.50');
    expect(parseGermanAmount(' 80 € ')).toBe('80.00');
  });

  it('refuses more than two decimals, signs and text', () => {
    for (const text of ['12,345', '-5', 'abc', '', '1,2,3']) expect(parseGermanAmount(text)).toBeNull();
  });

  it('writes an amount back in German', () => {
    expect(germanAmountText('1234.5')).toBe('1234,50');
  });
});
