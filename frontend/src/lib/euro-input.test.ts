import { describe, expect, it } from 'vitest';
import { euroInputText, parseEuroInput } from './euro-input';

describe('parseEuroInput', () => {
  it('reads German amounts with and without thousands separators, and the API form', () => {
    expect(parseEuroInput('1.000,50')).toBe('1000.50');
    expect(parseEuroInput('5.000,00 €')).toBe('5000.00');
    expect(parseEuroInput('1.234.567,8')).toBe('1234567.80');
    expect(parseEuroInput('5.000')).toBe('5000.00');
    expect(parseEuroInput('499,90')).toBe('499.90');
    expect(parseEuroInput('500')).toBe('500.00');
    expect(parseEuroInput('5000.00')).toBe('5000.00');
    expect(parseEuroInput(' 0 ')).toBe('0.00');
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '1,234', '12.345,678', '1.00,50', '10.00.000', 'abc', '1e3', '5.00.0', ',5', '1.000.5']) {
      expect([text, parseEuroInput(text)]).toEqual([text, null]);
    }
  });

  it('writes what it reads back', () => {
    expect(euroInputText('1000.50')).toBe('1.000,50');
    expect(euroInputText('500.00')).toBe('500,00');
    expect(parseEuroInput(euroInputText('1234567.80'))).toBe('1234567.80');
  });
});
