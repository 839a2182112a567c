import { makeDealer, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { addToCart } from '../support/orders';
import { makeProduct } from './catalogue.fixtures';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { ProductStockService } from '../../src/modules/catalogue/product-stock.service';

describe('cart: on the server, checked against the database on every write', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const dealer = async (discountLevel = 10, approved = true) => {
    const { user } = await makeDealer(t.dataSource, { approved, discountLevel });
    return signIn(t.app, user.email);
  };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('tells a visitor to sign in and a pending dealer that the account is under review, with the spec texts', async () => {
    const product = await makeProduct(t.dataSource);
    const visitor = await call('POST', '/api/cart/items', {}, { productId: product.id, quantity: 1 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Anmeldung erforderlich: Melden Sie sich an, um Produkte zum Warenkorb hinzuzufügen.');

    const pending = await dealer(0, false);
    const refused = await call('POST', '/api/cart/items', pending.auth, { productId: product.id, quantity: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'DEALER_NOT_APPROVED', message: 'Freischaltung ausstehend: Ihr Händlerkonto wird noch geprüft.' });
    expect((await call('GET', '/api/cart', pending.auth)).statusCode).toBe(403);
    expect(await t.dataSource.query('SELECT * FROM cart_items')).toEqual([]);
  });

  it('adds, merges, changes, removes and empties lines; the summary follows the one pricing rule', async () => {
    const session = await dealer(10);
    const chain = await makeProduct(t.dataSource, { name: 'Kette 11-fach', basePrice: '19.99', retailPrice: '34.90', stockQuantity: 10 });
    const tube = await makeProduct(t.dataSource, { name: 'Schlauch 28"', basePrice: '4.20', retailPrice: '7.99', stockQuantity: 100 });

    await addToCart(t.app, session, chain.id, 2);
    const merged = await addToCart(t.app, session, chain.id, 1);
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ name: 'Kette 11-fach', quantity: 3, unitPrice: '17.99', lineTotal: '53.97', problem: null });

    const cart = await addToCart(t.app, session, tube.id, 5);
    // 53.97 + 5 × 3.78 = 72.87 net; discount 3 × 2.00 + 5 × 0.42 = 8.10; shipping 15; VAT (72.87 + 15) × 19 % = 16.6953 → 16.70
    expect(cart.amounts).toEqual({ subtotal: '72.87', discount: '8.10', shipping: '15.00', tax: '16.70', total: '104.57' });
    expect(cart).toMatchObject({ itemCount: 8, discountPercent: 10, missingForFreeShipping: '177.13', checkoutBlocked: false });

    const tubeLine = cart.items.find((line: { productId: string }) => line.productId === tube.id);
    const changed = (await call('PATCH', `/api/cart/items/${tubeLine.id}`, session.auth, { quantity: 2 })).json();
    expect(changed.itemCount).toBe(5);
    const removed = (await call('PATCH', `/api/cart/items/${tubeLine.id}`, session.auth, { quantity: 0 })).json();
    expect(removed.items.map((line: { name: string }) => line.name)).toEqual(['Kette 11-fach']);
    expect((await call('GET', '/api/cart/count', session.auth)).json()).toEqual({ count: 3 });

    expect((await call('DELETE', '/api/cart', session.auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/cart', session.auth)).json()).toMatchObject({ items: [], itemCount: 0, amounts: { total: '0.00' } });
  });

  it('answers an add with the whole cart in the order the lines were first added, as GET /api/cart shows it', async () => {
    const session = await dealer(10);
    const [chain, tube, pads] = await Promise.all(
      ['Kette 11-fach', 'Schlauch 28"', 'Bremsbeläge'].map((name) => makeProduct(t.dataSource, { name, stockQuantity: 50 })),
    );
    await addToCart(t.app, session, chain.id, 1);
    await addToCart(t.app, session, tube.id, 2);
    await addToCart(t.app, session, pads.id, 1);
    const raised = await addToCart(t.app, session, chain.id, 4);

    expect(raised.items.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual([
      ['Kette 11-fach', 5],
      ['Schlauch 28"', 2],
      ['Bremsbeläge', 1],
    ]);
    expect(raised).toEqual((await call('GET', '/api/cart', session.auth)).json());
  });

  it('answers only the line added or raised when the client prefers return=minimal (RFC 7240); refuses as without', async () => {
    const session = await dealer(10);
    const chain = await makeProduct(t.dataSource, { name: 'Kette 11-fach', stockQuantity: 5 });
    const minimal = { ...session.auth, prefer: 'return=minimal' };

    const added = await call('POST', '/api/cart/items', minimal, { productId: chain.id, quantity: 2 });
    expect(added.statusCode).toBe(201);
    expect(added.headers['preference-applied']).toBe('return=minimal');
    const raised = await call('POST', '/api/cart/items', minimal, { productId: chain.id, quantity: 1 });
    expect(raised.json()).toEqual({ id: added.json().id, productId: chain.id, quantity: 3 });
    expect((await call('GET', '/api/cart', session.auth)).json().items).toMatchObject([{ id: added.json().id, quantity: 3 }]);

    const tooMany = await call('POST', '/api/cart/items', minimal, { productId: chain.id, quantity: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.headers['preference-applied']).toBeUndefined();
    expect(tooMany.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    const representation = await call('POST', '/api/cart/items', { ...session.auth, prefer: 'return=representation' }, { productId: chain.id, quantity: 1 });
    expect(representation.headers['preference-applied']).toBeUndefined();
    expect(representation.json()).toMatchObject({ itemCount: 4, items: [{ productId: chain.id, quantity: 4 }] });
  });

  it('refuses more than the stock, naming the product and what is available, and changes nothing', async () => {
    const session = await dealer();
    const saddle = await makeProduct(t.dataSource, { name: 'Sattel Tour', stockQuantity: 4 });
    await addToCart(t.app, session, saddle.id, 3);
    const tooMany = await call('POST', '/api/cart/items', session.auth, { productId: saddle.id, quantity: 2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', message: 'Von „Sattel Tour“ sind nur noch 4 Stück verfügbar.' });
    expect((await call('GET', '/api/cart/count', session.auth)).json()).toEqual({ count: 3 });

    const soldOut = await makeProduct(t.dataSource, { name: 'Klingel', stockQuantity: 0 });
    expect((await call('POST', '/api/cart/items', session.auth, { productId: soldOut.id, quantity: 1 })).json()).toMatchObject({
      code: 'PRODUCT_SOLD_OUT',
      message: '„Klingel“ ist leider ausverkauft.',
    });
    const inactive = await makeProduct(t.dataSource, { name: 'Altes Modell', isActive: false });
    expect((await call('POST', '/api/cart/items', session.auth, { productId: inactive.id, quantity: 1 })).json()).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
    });
  });

  it.each([
    [{ productId: undefined, quantity: 1 }, 'Bitte wählen Sie ein Produkt aus.'],
    [{ productId: 'kein-uuid', quantity: 1 }, 'Bitte wählen Sie ein Produkt aus.'],
    [{ quantity: 1.5 }, 'Die Menge muss eine ganze Zahl sein.'],
    [{ quantity: '2' }, 'Die Menge muss eine ganze Zahl sein.'],
    [{ quantity: 0 }, 'Die Menge muss mindestens 1 sein.'],
    [{ quantity: 1000000 }, 'Diese Menge ist zu groß: höchstens 999.999 Stück je Position.'],
    [{ quantity: 2147483648 }, 'Diese Menge ist zu groß: höchstens 999.999 Stück je Position.'],
    [{ quantity: 1, unitPrice: '0.01' }, 'Unbekanntes Feld: unitPrice'],
  ])('refuses %j with a German message', async (body, message) => {
    const session = await dealer();
    const product = await makeProduct(t.dataSource);
    const response = await call('POST', '/api/cart/items', session.auth, { productId: product.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
    expect(await t.dataSource.query('SELECT * FROM cart_items')).toEqual([]);
  });

  it('shows lines that became unavailable, sold out or scarcer, and blocks checkout until fixed', async () => {
    const session = await dealer();
    const [a, b, c] = await Promise.all([
      makeProduct(t.dataSource, { name: 'A' }),
      makeProduct(t.dataSource, { name: 'B' }),
      makeProduct(t.dataSource, { name: 'C' }),
    ]);
    for (const product of [a, b, c]) await addToCart(t.app, session, product.id, 5);
    await t.dataSource.query(`UPDATE products SET is_active = false WHERE id = $1`, [a.id]);
    await t.dataSource.query(`UPDATE products SET stock_quantity = 0 WHERE id = $1`, [b.id]);
    await t.dataSource.query(`UPDATE products SET stock_quantity = 2 WHERE id = $1`, [c.id]);

    const cart = (await call('GET', '/api/cart', session.auth)).json();
    expect(cart.checkoutBlocked).toBe(true);
    expect(cart.items.map((line: { name: string; problem: string }) => [line.name, line.problem])).toEqual([
      ['A', 'unavailable'],
      ['B', 'sold_out'],
      ['C', 'insufficient_stock'],
    ]);
    expect(cart.items[2].problemMessage).toBe('Von „C“ sind nur noch 2 Stück verfügbar. Bitte passen Sie die Menge an.');
  });

  it('keeps one dealer out of another dealer\'s cart lines', async () => {
    const owner = await dealer();
    const other = await dealer();
    const product = await makeProduct(t.dataSource);
    const line = (await addToCart(t.app, owner, product.id, 1)).items[0];
    for (const [method, payload] of [['PATCH', { quantity: 3 }], ['DELETE', undefined]] as const) {
      const response = await call(method, `/api/cart/items/${line.id}`, other.auth, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CART_ITEM_NOT_FOUND');
    }
    expect((await call('GET', '/api/cart/count', owner.auth)).json()).toEqual({ count: 1 });
  });

  it('lets dealers fill their carts while another order holds the same product for its sale', async () => {
    const product = await makeProduct(t.dataSource, { stockQuantity: 50 });
    const session = await dealer();
    let releaseSale!: () => void;
    let saleHoldsLock!: () => void;
    const locked = new Promise<void>((resolve) => (saleHoldsLock = resolve));
    const sale = t.app.get(TransactionHost).run(async () => {
      await t.app.get(ProductStockService).take([{ productId: product.id, quantity: 1 }]);
      saleHoldsLock();
      await new Promise<void>((resolve) => (releaseSale = resolve));
    });
    await locked;
    // The new cart line's foreign-key check must not wait for the sale's row lock.
    const added = await Promise.race([
      call('POST', '/api/cart/items', session.auth, { productId: product.id, quantity: 2 }),
      new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3000)),
    ]);
    releaseSale();
    await sale;
    expect(added).not.toBe('blocked');
    expect((added as Awaited<ReturnType<typeof call>>).statusCode).toBe(201);
  });
});
