import { randomUUID } from 'crypto';
import { Role } from '../../src/common/auth/role';
import { NumberSequenceService } from '../../src/common/database/number-sequence.service';
import { OrderPaymentsService } from '../../src/modules/orders/order-payments.service';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, comingThursday, freezeClock, placeOrder, thawClock } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { day, dayStart, makeProduct } from './catalogue.fixtures';

const stockOf = async (t: TestApp, id: string) =>
  (await t.dataSource.query<{ stock_quantity: number }[]>('SELECT stock_quantity FROM products WHERE id = $1', [id]))[0].stock_quantity;
const outboxTemplates = async (t: TestApp) =>
  (await t.dataSource.query<{ template: string }[]>(`SELECT payload->>'template' AS template FROM outbox_messages ORDER BY id`)).map((row) => row.template);

describe('orders: placing, reading and running them', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());
  afterEach(() => thawClock());

  const dealer = async (discountLevel = 10) => {
    const { user } = await makeDealer(t.dataSource, { approved: true, discountLevel });
    return { user, session: await signIn(t.app, user.email) };
  };
  const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.auth });

  it('places an order in one transaction: server prices, stock taken, number, snapshot, cart emptied, mails queued', async () => {
    const thursday = comingThursday('09:30');
    freezeClock(thursday.at);
    const { session } = await dealer(10);
    const chain = await makeProduct(t.dataSource, { name: 'Kette 11-fach', sku: 'KET-11', basePrice: '19.99', retailPrice: '34.90', stockQuantity: 10 });
    await addToCart(t.app, session, chain.id, 3);
    const response = await placeOrder(t.app, session, checkoutBody({ notes: 'Bitte hinten anliefern.' }));
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      orderNumber: `B-${thursday.year}-000001`,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'prepayment',
      subtotalAmount: '53.97',
      discountAmount: '6.00',
      shippingAmount: '15.00',
      taxAmount: '13.10',
      totalAmount: '82.07',
      express: false,
      itemCount: 3,
      plannedDeliveryDate: thursday.day(4), // Monday
      notes: 'Bitte hinten anliefern.',
      shippingAddress: { company: 'Radladen Test GmbH', postalCode: '28195', city: 'Bremen' },
      items: [{ name: 'Kette 11-fach', sku: 'KET-11', quantity: 3, unitPrice: '17.99', totalPrice: '53.97' }],
      paymentInstructions: { reference: `B-${thursday.year}-000001`, amount: '82.07', iban: expect.stringMatching(/^DE/) },
    });
    expect(order.billingAddress).toEqual(order.shippingAddress);
    // the answer is built from what was written; it must be exactly what reading the order gives
    const second = await makeProduct(t.dataSource, { name: 'Kettenschloss', sku: 'KS-11', basePrice: '2.50', stockQuantity: 10 });
    await addToCart(t.app, session, chain.id, 1);
    await addToCart(t.app, session, second.id, 2);
    const placed = (await placeOrder(t.app, session, checkoutBody({ paymentMethod: 'stripe' }))).json();
    expect(placed.items).toHaveLength(2);
    expect((await get(`/api/orders/${placed.id}`, session)).json()).toEqual(placed);
    expect((await get(`/api/orders/${order.id}`, session)).json()).toEqual(order);
    expect(await stockOf(t, chain.id)).toBe(6);
    expect((await get('/api/cart/count', session)).json()).toEqual({ count: 0 });
    const [item] = await t.dataSource.query(`SELECT product_snapshot, base_price FROM order_items WHERE order_id = $1`, [order.id]);
    expect(item.product_snapshot).toMatchObject({ name: 'Kette 11-fach', sku: 'KET-11', retailPrice: '34.90', discountPercent: 10 });
    expect(item.base_price).toBe('19.99');
    expect(await outboxTemplates(t)).toEqual(['orders.confirmation', 'orders.new-order', 'orders.confirmation', 'orders.new-order']);
  });

  it('numbers orders sequentially per year and sets the payment status by method', async () => {
    const { session } = await dealer(0);
    const product = await makeProduct(t.dataSource, { stockQuantity: 100 });
    const numbers: string[] = [];
    for (const [method, status] of [
      ['prepayment', 'pending'],
      ['cash_on_delivery', 'cash_on_delivery'],
      ['stripe', 'pending'],
    ]) {
      await addToCart(t.app, session, product.id, 1);
      const order = (await placeOrder(t.app, session, checkoutBody({ paymentMethod: method }))).json();
      expect(order.paymentStatus).toBe(status);
      numbers.push(order.orderNumber);
    }
    const year = day(0).slice(0, 4);
    expect(numbers).toEqual([`B-${year}-000001`, `B-${year}-000002`, `B-${year}-000003`]);
  });

  it('ships free from 250 EUR net goods value and adds 25 EUR for express before noon; a promotion leaves the EK alone', async () => {
    const thursday = comingThursday('11:59');
    freezeClock(thursday.at);
    const { session } = await dealer(0);
    const wheel = await makeProduct(t.dataSource, {
      basePrice: '125.00',
      retailPrice: '229.00',
      specialPrice: '199.00',
      specialPriceStart: dayStart(-1),
      specialPriceEnd: dayStart(5),
      stockQuantity: 5,
    });
    await addToCart(t.app, session, wheel.id, 2);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart?delivery=express', headers: session.auth })).json();
    expect(cart).toMatchObject({ expressAvailable: true, amounts: { subtotal: '250.00', shipping: '25.00', tax: '52.25', total: '327.25' } });
    const order = (await placeOrder(t.app, session, checkoutBody({ delivery: 'express' }))).json();
    // 250.00 goods (no flat fee from 250), express 25.00, VAT 19 % of 275.00 = 52.25
    expect(order).toMatchObject({ subtotalAmount: '250.00', shippingAmount: '25.00', taxAmount: '52.25', totalAmount: '327.25', express: true });
    expect(order.plannedDeliveryDate).toBe(thursday.day(1));
  });

  it('refuses express after noon, an address outside the delivery areas and an empty cart, with German messages, writing nothing', async () => {
    freezeClock(comingThursday('12:00').at);
    const { session } = await dealer();
    const product = await makeProduct(t.dataSource, { stockQuantity: 5 });
    await addToCart(t.app, session, product.id, 1);

    const late = await placeOrder(t.app, session, checkoutBody({ delivery: 'express' }));
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'EXPRESS_UNAVAILABLE', message: expect.stringContaining('12:00 Uhr') });

    const munich = await placeOrder(t.app, session, checkoutBody({}, { postalCode: '80331', city: 'München' }));
    expect(munich.statusCode).toBe(422);
    expect(munich.json().message).toBe(
      'Wir liefern derzeit nur nach Bremen, Oldenburg, Hannover, Osnabrück und Hamburg. Bitte prüfen Sie die Postleitzahl.',
    );
    expect(await t.dataSource.query('SELECT id FROM orders')).toEqual([]);
    expect(await stockOf(t, product.id)).toBe(5);

    await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: session.auth });
    const empty = await placeOrder(t.app, session);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'CART_EMPTY', message: 'Ihr Warenkorb ist leer.' });
  });

  it.each([
    ['no company', { company: '' }, 'Bitte geben Sie den Firmennamen ein.'],
    ['no street', { address: '   ' }, 'Bitte geben Sie Straße und Hausnummer ein.'],
    ['bad postal code', { postalCode: '2819' }, 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).'],
    ['no city', { city: undefined }, 'Bitte geben Sie den Ort ein.'],
    ['NUL in the company', { company: 'Rad\u0000laden' }, 'Der Firmenname enthält unzulässige Zeichen.'],
  ])('refuses a checkout with %s', async (_case, address, message) => {
    const { session } = await dealer();
    const product = await makeProduct(t.dataSource);
    await addToCart(t.app, session, product.id, 1);
    const response = await placeOrder(t.app, session, checkoutBody({}, address));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.dataSource.query('SELECT id FROM orders')).toEqual([]);
  });

  it('refuses a checkout from a dealer who is not approved with the spec text', async () => {
    const { user } = await makeDealer(t.dataSource, { approved: false });
    const response = await placeOrder(t.app, await signIn(t.app, user.email));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Sie müssen angemeldet und freigeschaltet sein.');
  });

  it('returns the same order for a retried or doubled request with the same Idempotency-Key', async () => {
    const { session } = await dealer();
    const product = await makeProduct(t.dataSource, { stockQuantity: 10 });
    await addToCart(t.app, session, product.id, 2);
    const key = randomUUID();
    // four clicks at once: one order; the others find it by its key, an emptied cart or the key's unique index
    const [a, ...others] = await Promise.all([1, 2, 3, 4].map(() => placeOrder(t.app, session, checkoutBody(), key)));
    expect([a, ...others].map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    for (const other of others) expect(other.json().id).toBe(a.json().id);
    const again = await placeOrder(t.app, session, checkoutBody(), key);
    expect(again.json().id).toBe(a.json().id);
    expect(await t.dataSource.query('SELECT id FROM orders')).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(8);

    const missing = await t.app.inject({ method: 'POST', url: '/api/orders', headers: session.auth, payload: checkoutBody() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_MISSING');
  });

  it('orders a cart once when several tabs send it at once with different keys: one order, the others find the cart empty', async () => {
    const { session } = await dealer();
    const product = await makeProduct(t.dataSource, { stockQuantity: 10 });
    await addToCart(t.app, session, product.id, 3);
    const answers = await Promise.all([1, 2, 3, 4].map(() => placeOrder(t.app, session, checkoutBody(), randomUUID())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ code: 'CART_EMPTY', message: 'Ihr Warenkorb ist leer.' });
    }
    expect(await t.dataSource.query('SELECT id FROM orders')).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(7);
  });

  it('answers 503 with Retry-After in German when every database connection stays busy, and writes nothing', async () => {
    const { session } = await dealer();
    const chain = await makeProduct(t.dataSource, { name: 'Kette 11-fach', stockQuantity: 10 });
    await addToCart(t.app, session, chain.id, 1);
    const poolSize = (t.dataSource.options.extra as { max: number }).max;
    const held = await Promise.all(
      Array.from({ length: poolSize }, async () => {
        const runner = t.dataSource.createQueryRunner();
        await runner.connect();
        return runner;
      }),
    );
    let answers;
    try {
      // the pool waits connectionTimeoutMillis (5 s) for a free connection, then gives up
      answers = await Promise.all([
        placeOrder(t.app, session),
        t.app.inject({ method: 'POST', url: '/api/cart/items', headers: session.auth, payload: { productId: chain.id, quantity: 1 } }),
      ]);
    } finally {
      await Promise.all(held.map((runner) => runner.release()));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toMatchObject({ code: 'SERVICE_BUSY', message: expect.stringContaining('in einigen Sekunden erneut') });
    }
    expect(await t.dataSource.query('SELECT id FROM orders')).toEqual([]);
    expect(await stockOf(t, chain.id)).toBe(10);
    expect((await get('/api/cart', session)).json().items).toMatchObject([{ productId: chain.id, quantity: 1 }]);
  }, 20_000);

  it('sells exactly the available quantity when dealers race for the last units; the losers read the product name', async () => {
    const product = await makeProduct(t.dataSource, { name: 'Nabendynamo SON', stockQuantity: 5 });
    const dealers = await Promise.all(Array.from({ length: 8 }, () => dealer(0)));
    for (const { session } of dealers) await addToCart(t.app, session, product.id, 1);
    await t.dataSource.query('UPDATE products SET stock_quantity = 3 WHERE id = $1', [product.id]);

    const responses = await Promise.all(dealers.map(({ session }) => placeOrder(t.app, session)));
    const won = responses.filter((response) => response.statusCode === 201);
    const lost = responses.filter((response) => response.statusCode !== 201);
    expect(won).toHaveLength(3);
    expect(lost.map((response) => response.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(lost[0].json()).toMatchObject({ code: 'PRODUCT_SOLD_OUT', message: '„Nabendynamo SON“ ist leider ausverkauft.' });
    expect(await stockOf(t, product.id)).toBe(0);
    const [{ sold }] = await t.dataSource.query(`SELECT sum(quantity)::int AS sold FROM order_items WHERE product_id = $1`, [product.id]);
    expect(sold).toBe(3);
    // the losers were refused before taking a number: the winners' numbers have no gap
    const year = day(0).slice(0, 4);
    expect(won.map((response) => response.json().orderNumber).sort()).toEqual([1, 2, 3].map((n) => `B-${year}-00000${n}`));
  });

  it('takes order numbers from a sequence that continues where the locked counter row stopped', async () => {
    const year = Number(day(0).slice(0, 4));
    await t.dataSource.query(`DROP SEQUENCE IF EXISTS number_seq_test_orders_${year}`);
    await t.dataSource.query(`INSERT INTO number_sequences (name, year, last_value) VALUES ('test_orders', $1, 41)`, [year]);
    const numbers = t.app.get(NumberSequenceService);
    const expression = await numbers.nextExpression('test_orders', 'B', 6);
    const taken = await Promise.all([1, 2].map(() => t.dataSource.query(`SELECT ${expression} AS number`)));
    expect(taken.map(([row]) => row.number).sort()).toEqual([`B-${year}-000042`, `B-${year}-000043`]);
    await expect(numbers.nextExpression("x'; DROP TABLE orders; --", 'B', 6)).rejects.toThrow();
    await t.dataSource.query(`DROP SEQUENCE number_seq_test_orders_${year}`);
  });

  it('lets a dealer read only his own orders, newest first and paged', async () => {
    const owner = await dealer();
    const other = await dealer();
    const product = await makeProduct(t.dataSource, { stockQuantity: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await addToCart(t.app, owner.session, product.id, 1);
      ids.push((await placeOrder(t.app, owner.session)).json().id);
    }
    const page = (await get('/api/orders?pageSize=2', owner.session)).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((order: { id: string }) => order.id)).toEqual([ids[2], ids[1]]);
    expect((await get(`/api/orders/${ids[0]}`, owner.session)).statusCode).toBe(200);

    const foreign = await get(`/api/orders/${ids[0]}`, other.session);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Bestellung nicht gefunden');
    expect((await get('/api/orders', other.session)).json().total).toBe(0);
  });

  describe('back office', () => {
    const adminSession = async () => {
      const admin = await makeUser(t.dataSource, { roles: [Role.Admin] });
      return signIn(t.app, admin.email);
    };
    const patch = (id: string, session: SignedIn, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: session.auth, payload });

    async function orderOf(quantity: number, stock = 10) {
      const { session } = await dealer();
      const product = await makeProduct(t.dataSource, { name: 'Bremsbelag Disc', stockQuantity: stock });
      await addToCart(t.app, session, product.id, quantity);
      return { product, order: (await placeOrder(t.app, session)).json() };
    }

    it('returns the stock once on cancelling, takes it again on reopening, and refuses reopening when it is short', async () => {
      const admin = await adminSession();
      const { product, order } = await orderOf(4, 10);
      expect(await stockOf(t, product.id)).toBe(6);

      expect((await patch(order.id, admin, { status: 'cancelled' })).json().status).toBe('cancelled');
      expect(await stockOf(t, product.id)).toBe(10);
      const twice = await patch(order.id, admin, { status: 'cancelled' });
      expect(twice.statusCode).toBe(409);
      expect(await stockOf(t, product.id)).toBe(10);

      expect((await patch(order.id, admin, { status: 'processing' })).statusCode).toBe(200);
      expect(await stockOf(t, product.id)).toBe(6);
      expect((await patch(order.id, admin, { status: 'cancelled' })).statusCode).toBe(200);
      await t.dataSource.query('UPDATE products SET stock_quantity = 1 WHERE id = $1', [product.id]);
      const short = await patch(order.id, admin, { status: 'pending' });
      expect(short.statusCode).toBe(409);
      expect(short.json().message).toBe('Von „Bremsbelag Disc“ sind nur noch 1 Stück verfügbar.');
      expect((await t.dataSource.query('SELECT status FROM orders'))[0].status).toBe('cancelled');
      expect(await stockOf(t, product.id)).toBe(1);

      const audit = await t.dataSource.query(`SELECT action_type FROM admin_actions ORDER BY created_at`);
      expect(audit.map((row: { action_type: string }) => row.action_type)).toEqual(['order.status', 'order.status', 'order.status']);
      expect(await outboxTemplates(t)).toContain('orders.status-changed');
    });

    it('sets the payment status, refuses a body with both or neither, and deletes an unpaid order giving back its stock', async () => {
      const admin = await adminSession();
      const { order: paidOrder } = await orderOf(1, 5);
      const paid = (await patch(paidOrder.id, admin, { paymentStatus: 'completed' })).json();
      expect(paid).toMatchObject({ paymentStatus: 'completed', paidAt: expect.any(String), dealer: { companyName: 'Radladen Test GmbH' } });
      expect((await patch(paidOrder.id, admin, { status: 'shipped', paymentStatus: 'failed' })).statusCode).toBe(400);
      expect((await patch(paidOrder.id, admin, {})).statusCode).toBe(400);
      expect((await patch(paidOrder.id, admin, { status: 'lost' })).json().message).toBe('Unbekannter Bestellstatus.');
      await t.dataSource.query('DELETE FROM orders WHERE id = $1', [paidOrder.id]);

      const { product, order } = await orderOf(3, 5);
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${order.id}`, headers: admin.auth });
      expect(deleted.statusCode).toBe(204);
      expect(await stockOf(t, product.id)).toBe(5);
      expect(await t.dataSource.query('SELECT id FROM order_items')).toEqual([]);
      const [row] = await t.dataSource.query(`SELECT details FROM admin_actions WHERE action_type = 'order.delete'`);
      expect(row.details).toMatchObject({ orderNumber: order.orderNumber, stockReturned: true });
    });

    it('filters the list on the server: status, payment status, dealer, dates and number search', async () => {
      const admin = await adminSession();
      const { order: first } = await orderOf(1);
      const { order: second } = await orderOf(1);
      await patch(second.id, admin, { status: 'shipped' });
      const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin.auth }).then((r) => r.json());
      expect((await list('')).total).toBe(2);
      expect((await list('status=shipped')).items.map((o: { id: string }) => o.id)).toEqual([second.id]);
      expect((await list('paymentStatus=pending')).total).toBe(2);
      expect((await list(`q=${first.orderNumber.slice(-6)}`)).items.map((o: { id: string }) => o.id)).toEqual([first.id]);
      expect((await list(`from=${day(1)}`)).total).toBe(0);
      expect((await list(`from=${day(0)}&to=${day(0)}`)).total).toBe(2);
      const [owner] = await t.dataSource.query('SELECT placed_by_user_id FROM orders WHERE id = $1', [first.id]);
      expect((await list(`dealerId=${owner.placed_by_user_id}`)).items.map((o: { id: string }) => o.id)).toEqual([first.id]);
      expect((await list('from=gestern')).message).toBe('Bitte ein gültiges Datum angeben (JJJJ-MM-TT).');
    });
  });

  it('feeds the catalogue statistics: top sellers of the last 30 days without cancelled orders', async () => {
    const admin = await makeUser(t.dataSource, { roles: [Role.Admin] });
    const adminAuth = (await signIn(t.app, admin.email)).auth;
    const { session } = await dealer();
    const [pump, lock, bell] = await Promise.all(
      ['Standpumpe', 'Bügelschloss', 'Klingel'].map((name) => makeProduct(t.dataSource, { name, stockQuantity: 50 })),
    );
    await addToCart(t.app, session, pump.id, 5);
    await addToCart(t.app, session, lock.id, 2);
    await placeOrder(t.app, session);
    await addToCart(t.app, session, bell.id, 9);
    const cancelled = (await placeOrder(t.app, session)).json();
    await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${cancelled.id}`, headers: adminAuth, payload: { status: 'cancelled' } });

    const stats = (await t.app.inject({ method: 'GET', url: '/api/admin/products/stats', headers: adminAuth })).json();
    expect(stats.groups.topPerformers.total).toBe(2);
    expect(stats.groups.topPerformers.items.map((item: { name: string; soldQuantity: number }) => [item.name, item.soldQuantity])).toEqual([
      ['Standpumpe', 5],
      ['Bügelschloss', 2],
    ]);
  });

  it('cancels card orders unpaid past the deadline once, gives the stock back and tells the dealer', async () => {
    const { session } = await dealer();
    const product = await makeProduct(t.dataSource, { stockQuantity: 10 });
    await addToCart(t.app, session, product.id, 4);
    const card = (await placeOrder(t.app, session, checkoutBody({ paymentMethod: 'stripe' }))).json();
    await addToCart(t.app, session, product.id, 1);
    const prepaid = (await placeOrder(t.app, session)).json();
    await t.dataSource.query(`UPDATE orders SET created_at = now() - interval '25 hours'`);

    const payments = t.app.get(OrderPaymentsService);
    expect(await payments.expireUnpaid()).toBe(1);
    expect(await payments.expireUnpaid()).toBe(0);
    const statuses = await t.dataSource.query(`SELECT id, status FROM orders ORDER BY order_number`);
    expect(statuses).toEqual([
      { id: card.id, status: 'cancelled' },
      { id: prepaid.id, status: 'pending' },
    ]);
    expect(await stockOf(t, product.id)).toBe(9);
    expect(await outboxTemplates(t)).toContain('orders.payment-expired');
  });
});
