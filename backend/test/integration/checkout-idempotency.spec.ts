import { randomUUID } from 'crypto';
import { makeDealer, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

const REUSED = {
  statusCode: 422,
  code: 'IDEMPOTENCY_KEY_REUSED',
  message:
    'Die Bestellung konnte nicht erstellt werden. Dieser Idempotency-Key gehört schon zu einer Bestellung mit anderen Angaben; für einen neuen Bestellversuch braucht es einen neuen Schlüssel.',
};

/** A key names one checkout attempt: sent again with other details it must not answer with the earlier order. */
describe('checkout: an Idempotency-Key belongs to one request body', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const orders = async () => (await t.dataSource.query<{ id: string; notes: string | null }[]>('SELECT id, notes FROM orders')).length;
  async function dealerWithCart(): Promise<{ session: SignedIn; productId: string }> {
    const { user } = await makeDealer(t.dataSource, { approved: true });
    const session = await signIn(t.app, user.email);
    const product = await makeProduct(t.dataSource, { stockQuantity: 10 });
    await addToCart(t.app, session, product.id, 2);
    return { session, productId: product.id };
  }

  it('answers 422 in German for the same key with another address, payment method or note, and changes nothing', async () => {
    const { session, productId } = await dealerWithCart();
    const key = randomUUID();
    const first = await placeOrder(t.app, session, checkoutBody(), key);
    expect(first.statusCode).toBe(201);
    await addToCart(t.app, session, productId, 1); // a new cart, so a wrongly accepted request could order again

    for (const body of [
      checkoutBody({}, { address: 'Hafenstraße 5' }),
      checkoutBody({ paymentMethod: 'stripe' }),
      checkoutBody({ notes: 'Bitte hinten anliefern.' }),
    ]) {
      const again = await placeOrder(t.app, session, body, key);
      expect(again.json()).toMatchObject(REUSED);
    }
    expect(await orders()).toBe(1);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: session.auth });
    expect(cart.json().items).toHaveLength(1);
  });

  it('still answers the same body with the earlier order, whatever the order of its fields', async () => {
    const { session } = await dealerWithCart();
    const key = randomUUID();
    const body = checkoutBody({ notes: 'Tor 3' });
    const first = await placeOrder(t.app, session, body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await placeOrder(t.app, session, reordered, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await orders()).toBe(1);
  });

  it('answers a request sent again with its order even when the new cart could not be ordered now, and leaves that cart', async () => {
    const { session, productId } = await dealerWithCart();
    const key = randomUUID();
    const first = await placeOrder(t.app, session, checkoutBody(), key);
    expect(first.statusCode).toBe(201);
    const soldOut = await makeProduct(t.dataSource, { stockQuantity: 5 });
    await addToCart(t.app, session, soldOut.id, 5);
    await t.dataSource.query('UPDATE products SET stock_quantity = 0 WHERE id = $1', [soldOut.id]);

    const again = await placeOrder(t.app, session, checkoutBody(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.json().id, orderNumber: first.json().orderNumber });
    expect(again.json().items).toEqual([expect.objectContaining({ productId, quantity: 2 })]);
    const fresh = await placeOrder(t.app, session, checkoutBody(), randomUUID());
    expect(fresh.statusCode).toBe(409);
    expect(await orders()).toBe(1);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: session.auth });
    expect(cart.json().items).toEqual([expect.objectContaining({ productId: soldOut.id, quantity: 5 })]);
  });

  it('gives one order and one 422 when two different bodies with one key arrive at once', async () => {
    const { session } = await dealerWithCart();
    const key = randomUUID();
    const answers = await Promise.all([
      placeOrder(t.app, session, checkoutBody({ notes: 'erste' }), key),
      placeOrder(t.app, session, checkoutBody({ notes: 'zweite' }), key),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json()).toMatchObject(REUSED);
    expect(await orders()).toBe(1);
  });

  it('answers with the order as the list shows it when the client prefers return=minimal (RFC 7240), also when sent again', async () => {
    const { session } = await dealerWithCart();
    const key = randomUUID();
    const minimal = { ...session.auth, 'idempotency-key': key, prefer: 'return=minimal' };
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: minimal, payload: checkoutBody() });
    expect(placed.statusCode).toBe(201);
    expect(placed.headers['preference-applied']).toBe('return=minimal');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: session.auth })).json().items;
    expect(listed).toHaveLength(1);
    expect(placed.json()).toEqual(listed[0]);
    expect(placed.json()).toMatchObject({ itemCount: 2, status: 'pending', paymentMethod: 'prepayment', canPay: false });

    const again = await t.app.inject({ method: 'POST', url: '/api/orders', headers: minimal, payload: checkoutBody() });
    expect(again.statusCode).toBe(201);
    expect(again.headers['preference-applied']).toBe('return=minimal');
    expect(again.json()).toEqual(listed[0]);
    const whole = await placeOrder(t.app, session, checkoutBody(), key);
    expect(whole.headers['preference-applied']).toBeUndefined();
    expect(whole.json()).toMatchObject({ ...listed[0], items: [expect.objectContaining({ quantity: 2 })] });
    expect(await orders()).toBe(1);
  });
});
