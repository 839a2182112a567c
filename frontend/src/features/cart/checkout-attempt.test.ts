import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { CheckoutAttempt, newIdempotencyKey } from './checkout-attempt';

const refusal = (statusCode: number) => new ApiError({ statusCode, code: 'X', message: 'Nein' });

describe('CheckoutAttempt', () => {
  it('keeps the key across retries after a lost answer', () => {
    let n = 0;
    const attempt = new CheckoutAttempt(() => `key-000${++n}`);
    const first = attempt.current();
    attempt.settle({ ok: false, error: new TypeError('Failed to fetch') });
    expect(attempt.current()).toBe(first);
    attempt.settle({ ok: false, error: refusal(500) });
    expect(attempt.current()).toBe(first);
    attempt.settle({ ok: false, error: refusal(429) });
    expect(attempt.current()).toBe(first);
  });

  it('starts a new attempt after a refusal or a placed order', () => {
    let n = 0;
    const attempt = new CheckoutAttempt(() => `key-000${++n}`);
    expect(attempt.current()).toBe('key-0001');
    attempt.settle({ ok: false, error: refusal(409) });
    expect(attempt.current()).toBe('key-0002');
    attempt.settle({ ok: true });
    expect(attempt.current()).toBe('key-0003');
  });
});

describe('newIdempotencyKey', () => {
  it('fits the server rule (8-100 letters, digits, - or _) and differs each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[\w-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(newIdempotencyKey((bytes) => bytes.fill(255))).toBe(`checkout-${'ff'.repeat(16)}`);
  });
});
