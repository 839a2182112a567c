import { Role } from '../../src/common/auth/role';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/**
 * A property a change may leave out is not one that takes null: null there is refused in German like any other wrong
 * value (it answered 500 where the column has no null, or reached the order process as "undefined").
 */
describe('null in a property a request may leave out', () => {
  let t: TestApp;
  let admin: SignedIn;
  let dealer: SignedIn;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
    dealer = await signIn(t.app, (await makeDealer(t.dataSource, { approved: true })).user.email);
  });

  const call = (method: 'POST' | 'PATCH', url: string, session: SignedIn, payload: object) => t.app.inject({ method, url, headers: session.auth, payload });

  it('refuses null as a ticket status or priority, and leaves the ticket as it was', async () => {
    const ticket = (await call('POST', '/api/tickets', dealer, { subject: 'Frage zur Lieferung', description: 'Wann kommt die Lieferung zur Bestellung?' })).json();
    for (const [field, message] of [
      ['status', 'Ungültiger Status (open, in_progress, resolved oder closed).'],
      ['priority', 'Ungültige Priorität (low, medium, high oder urgent).'],
    ] as const) {
      const refused = await call('PATCH', `/api/admin/tickets/${ticket.id}`, admin, { [field]: null });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const [row] = await t.dataSource.query(`SELECT status, priority FROM tickets WHERE id = $1`, [ticket.id]);
    expect(row).toEqual({ status: 'open', priority: 'medium' });
  });

  it('refuses null as an address flag', async () => {
    const address = (await call('POST', '/api/company/addresses', dealer, { recipient: 'Radladen Nord GmbH', address: 'Hafenstraße 5', postalCode: '28217', city: 'Bremen' })).json();
    for (const field of ['dropShipping', 'isDefault']) {
      const refused = await call('PATCH', `/api/company/addresses/${address.id}`, dealer, { city: 'Bremen-Nord', [field]: null });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const [row] = await t.dataSource.query(`SELECT city, drop_shipping FROM company_addresses WHERE id = $1`, [address.id]);
    expect(row).toEqual({ city: 'Bremen', drop_shipping: false });
  });

  it('refuses null as an order status or payment status before the order process sees it', async () => {
    const product = await makeProduct(t.dataSource, { name: 'Kettenblatt', stockQuantity: 5 });
    await addToCart(t.app, dealer, product.id, 1);
    const order = (await placeOrder(t.app, dealer)).json();
    for (const [field, message] of [
      ['status', 'Unbekannter Bestellstatus.'],
      ['paymentStatus', 'Unbekannter Zahlungsstatus.'],
    ] as const) {
      const refused = await call('PATCH', `/api/admin/orders/${order.id}`, admin, { [field]: null });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const [row] = await t.dataSource.query(`SELECT status, payment_status FROM orders WHERE id = $1`, [order.id]);
    expect(row).toEqual({ status: 'pending', payment_status: 'pending' });
  });
});
