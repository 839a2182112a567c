import { hash } from 'crypto';

/** The value with every object's keys sorted, so the same content always serialises the same way. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** SHA-256 (hex) of a request body's content: equal for the same fields and values in any order. */
export function requestFingerprint(body: unknown): string {
  return hash('sha256', JSON.stringify(canonical(body)));
}

/** An Idempotency-Key as the checkout and the back office's payment form accept it: 8–100 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;
