import { formatScaled, parseDecimal, toScaled, TOO_LARGE } from './german-numbers';

const cents = (raw: string) => {
  const parts = parseDecimal(raw);
  return parts ? toScaled(parts, 2) : null;
};

describe('numbers as suppliers write them', () => {
  it.each([
    ['12,50', 1250],
    ['12,5', 1250],
    ['1.234,56', 123456],
    ['1.234.567,89', 123456789],
    ['1.234', 123400], // a German thousands dot, not 1.234 euros
    ['12.5', 1250], // a decimal point where it cannot be a thousands dot
    ['0.250', 25],
    ['1234.5', 123450],
    ['19,995', 2000], // rounded half up to the cent
    ['19,994', 1999],
    [' 12,50 € ', 1250],
    ['EUR 7,00', 700],
    ['1 234,00', 123400],
    ['+3,00', 300],
    ['-3,00', -300],
    ['0', 0],
  ])('%j → %i cents', (raw, expected) => {
    expect(cents(raw)).toBe(expected);
  });

  it.each(['', 'zwölf', '12,50,1', '1.23,4', '12..5', '1e3', '12 Stück', ',5', '--1', '1.2.3'])('%j is no number', (raw) => {
    expect(parseDecimal(raw)).toBeNull();
  });

  it('reports absurd magnitudes as too large instead of losing precision', () => {
    expect(cents('12345678901234,00')).toBe(TOO_LARGE);
    expect(cents('999.999.999.999,99')).toBe(99_999_999_999_999);
  });

  it('formats scaled values back', () => {
    expect(formatScaled(5, 2)).toBe('0.05');
    expect(formatScaled(123456, 2)).toBe('1234.56');
    expect(formatScaled(250, 3)).toBe('0.250');
    expect(formatScaled(42, 0)).toBe('42');
  });
});
