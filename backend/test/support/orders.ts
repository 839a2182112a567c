import { randomUUID } from 'crypto';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SignedIn } from './factories';

/** A valid checkout body for an address in Bremen; tests override single fields. */
export function checkoutBody(overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) {
  return {
    shippingAddress: {
      company: 'Radladen Test GmbH',
      contactPerson: 'Erika Muster',
      address: 'Teststraße 1',
      postalCode: '28195',
      city: 'Bremen',
      phone: '0421 123456',
      ...address,
    },
    paymentMethod: 'prepayment',
    delivery: 'standard',
    notes: null,
    ...overrides,
  };
}

export async function addToCart(app: NestFastifyApplication, session: SignedIn, productId: string, quantity: number) {
  const response = await app.inject({ method: 'POST', url: '/api/cart/items', headers: session.auth, payload: { productId, quantity } });
  if (response.statusCode !== 201) throw new Error(`In den Warenkorb fehlgeschlagen: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function placeOrder(app: NestFastifyApplication, session: SignedIn, body: Record<string, unknown> = checkoutBody(), key = randomUUID()) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: { ...session.auth, 'idempotency-key': key }, payload: body });
}

/** Fakes only the clock (Date), so timers, sockets and the database driver keep running. */
export function freezeClock(at: string | Date): void {
  jest.useFakeTimers({
    now: new Date(at),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'],
  });
}

export const thawClock = () => jest.useRealTimers();
