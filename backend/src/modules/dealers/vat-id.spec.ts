import { isValidGermanVatId, normaliseVatId } from './vat-id';

describe('German VAT ID (ISO 7064 MOD 11,10)', () => {
  it.each(['DE811569869', 'DE136695976', 'DE129273398', 'DE812526315'])('accepts %s', (id) => {
    expect(isValidGermanVatId(id)).toBe(true);
  });

  it.each([
    ['wrong check digit', 'DE811569868'],
    ['wrong check digit', 'DE136695975'],
    ['too short', 'DE81156986'],
    ['too long', 'DE8115698690'],
    ['other country', 'AT811569869'],
    ['lower-case prefix not normalised', 'de811569869'],
    ['letters', 'DE81156986X'],
    ['empty', ''],
  ])('rejects %s: %s', (_why, id) => {
    expect(isValidGermanVatId(id)).toBe(false);
  });

  it('normalises spacing and case before checking', () => {
    expect(normaliseVatId(' de 811 569-869 ')).toBe('DE811569869');
    expect(isValidGermanVatId(normaliseVatId('de 136.695.976'))).toBe(true);
  });

  it('has exactly one valid check digit for every 8-digit body', () => {
    for (const body of ['00000000', '12345678', '99999999', '81156986']) {
      const valid = Array.from({ length: 10 }, (_, d) => `DE${body}${d}`).filter(isValidGermanVatId);
      expect(valid).toHaveLength(1);
    }
  });
});
