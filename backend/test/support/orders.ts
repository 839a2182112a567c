import { randomUUID } from 'crypto';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isWorkingDay } from '../../src/common/delivery/working-days';
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

const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** "+01:00" in winter, "+02:00" in summer. */
function berlinOffset(day: string): string {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(new Date(`${day}T12:00:00Z`));
  return `+0${Number(hour) - 12}:00`;
}

/**
 * The next Thursday after today whose Friday and Monday are working days, at a Berlin time ("09:30").
 * Tests freeze the clock there rather than at a fixed date: it lies ahead, so tokens and sessions signed
 * under the frozen clock are still valid after thawing, whatever day the suite runs.
 */
export function comingThursday(time: string): { at: Date; day: (offsetDays: number) => string; year: number } {
  let thursday = plusDays(new Date().toISOString().slice(0, 10), 1);
  while (new Date(`${thursday}T12:00:00Z`).getUTCDay() !== 4 || ![0, 1, 4].every((n) => isWorkingDay(plusDays(thursday, n)))) {
    thursday = plusDays(thursday, 1);
  }
  return { at: new Date(`${thursday}T${time}:00${berlinOffset(thursday)}`), day: (n) => plusDays(thursday, n), year: Number(thursday.slice(0, 4)) };
}
