import { centsFromNumeric, formatCents, isMoneyString, normaliseMoney, parseCents } from './money';

describe('money', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['0.1', 10],
    ['9999999999.99', 999999999999],
  ])('parses %s to %i cents', (text, cents) => expect(parseCents(text)).toBe(cents));

  it.each(['', '-1', '1,50', '1.234', '1e3', ' 1', '.5', '1.', 'abc', 'NaN'])('refuses %p', (text) => {
    expect(isMoneyString(text)).toBe(false);
    expect(() => parseCents(text)).toThrow(RangeError);
  });

  it('formats cents with two places', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(123456789)).toBe('1234567.89');
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('round-trips pg numerics without floating point drift', () => {
    expect(centsFromNumeric('0.10') + centsFromNumeric('0.20')).toBe(30);
    expect(centsFromNumeric('-3.07')).toBe(-307);
    expect(normaliseMoney('19.9')).toBe('19.90');
    expect(normaliseMoney(null)).toBeNull();
  });

  it('reads sums PostgreSQL computes beyond numeric(12,2), up to what a number holds exactly in cents', () => {
    // two payments of 9.999.999.999,99 € less a paid invoice of 48,98 €
    expect(centsFromNumeric('19999999951.00')).toBe(1_999_999_995_100);
    expect(centsFromNumeric('-19999999951.00')).toBe(-1_999_999_995_100);
    expect(formatCents(centsFromNumeric('19999999951.00'))).toBe('19999999951.00');
    expect(normaliseMoney('12345678901234.5')).toBe('12345678901234.50');
    expect(centsFromNumeric('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => centsFromNumeric('90071992547409.92')).toThrow(RangeError);
    expect(() => centsFromNumeric('1000000000000000000000.00')).toThrow(RangeError);
    expect(Object.is(centsFromNumeric('-0.00'), 0)).toBe(true);
  });

  it.each(['', '1.234', '1e3', '+1', '--1', '- 1', '1,50', ' 1', '.5', 'NaN', 'Infinity'])('refuses %p as a numeric as well', (text) => {
    expect(() => centsFromNumeric(text)).toThrow(RangeError);
  });

  it('keeps typed amounts to 10 integer digits: the largest a money column holds', () => {
    expect(isMoneyString('9999999999.99')).toBe(true);
    expect(isMoneyString('10000000000.00')).toBe(false);
    expect(() => parseCents('19999999951.00')).toThrow(RangeError);
  });
});
