import { describe, expect, it } from 'vitest';
import { isValidGermanVatId, normaliseVatId } from './vat-id';

describe('German VAT ID check', () => {
  it('accepts valid IDs, also typed with spaces and in lower case', () => {
    expect(isValidGermanVatId('DE811569869')).toBe(true);
    expect(isValidGermanVatId('DE136695976')).toBe(true);
    expect(isValidGermanVatId(normaliseVatId('de 136 695 976'))).toBe(true);
  });

  it('refuses a wrong check digit, wrong length and other countries', () => {
    for (const id of ['DE811569868', 'DE81156986', 'DE8115698690', 'ATU12345678', '']) expect(isValidGermanVatId(id)).toBe(false);
  });
});
