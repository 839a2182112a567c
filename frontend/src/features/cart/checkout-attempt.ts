import { ApiError } from '@/lib/api/errors';

/** The server accepts 8–100 letters, digits, '-' or '_'. */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The Idempotency-Key of one checkout attempt. A retry after a lost answer (network error, 5xx, time-out)
 * sends the same key, so the server returns the order it may already have placed instead of a second one.
 * A definitive refusal (4xx: nothing was written) or a success ends the attempt; the next submit is a new one.
 */
export class CheckoutAttempt {
  private key: string | null = null;

  constructor(private readonly generate: () => string = () => newIdempotencyKey()) {}

  current(): string {
    this.key ??= this.generate();
    return this.key;
  }

  settle(outcome: { ok: true } | { ok: false; error: unknown }): void {
    if (outcome.ok || isDefinitiveRefusal(outcome.error)) this.key = null;
  }
}

export function isDefinitiveRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 408 && error.statusCode !== 429;
}
