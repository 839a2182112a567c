import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { cartFailureText, CART_MESSAGES } from './cart-messages';

describe('cartFailureText', () => {
  it('passes on the server reason of a refused change', () => {
    const error = new ApiError({ statusCode: 409, code: 'INSUFFICIENT_STOCK', message: 'Von „Kette“ sind nur noch 2 Stück verfügbar.' });
    expect(cartFailureText(CART_MESSAGES.updateFailed, error)).toBe('Von „Kette“ sind nur noch 2 Stück verfügbar.');
  });

  it('uses the spec text for server faults and network errors', () => {
    const fault = new ApiError({ statusCode: 500, code: 'INTERNAL', message: 'Interner Fehler' });
    expect(cartFailureText(CART_MESSAGES.removeFailed, fault)).toBe('Das Produkt konnte nicht entfernt werden.');
    expect(cartFailureText(CART_MESSAGES.clearFailed, new TypeError('Failed to fetch'))).toBe('Der Warenkorb konnte nicht geleert werden.');
  });
});
