import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/errors';

/** Toast texts of the storefront spec section 8 for the cart. */
export const CART_MESSAGES = {
  added: 'Produkt hinzugefügt',
  addFailed: 'Das Produkt konnte nicht hinzugefügt werden.',
  loadFailed: 'Der Warenkorb konnte nicht geladen werden.',
  updateFailed: 'Die Menge konnte nicht aktualisiert werden.',
  removeFailed: 'Das Produkt konnte nicht entfernt werden.',
  clearFailed: 'Der Warenkorb konnte nicht geleert werden.',
  removed: 'Produkt entfernt',
  cleared: 'Warenkorb geleert',
} as const;

/**
 * The server's reason when it gave one the dealer can act on (a 4xx: stock, sign-in, approval),
 * otherwise the spec's generic text for the action.
 */
export function cartFailureText(fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.statusCode < 500 && error.message !== UNEXPECTED_ERROR_MESSAGE) return error.message;
  return fallback;
}
