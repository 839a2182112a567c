import { makeDealer, signIn, SignedIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/**
 * Quantities and amounts a cart can hold: at most 999.999 pieces per line, and never more than an order's money
 * columns (`numeric(12,2)`) hold, i.e. 9.999.999.999,99 € gross including shipping. Refused at the cart in German
 * (add, change, list), and once more at checkout, which would otherwise fail writing the order (500).
 */
describe('cart limits: quantities and amounts that an order can hold', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const LIMIT = 'Eine Bestellung darf höchstens 9.999.999.999,99\u00a0€ (brutto, inkl. Versand) betragen';
  const CART_OVER_LIMIT = `${LIMIT}; mit dieser Menge läge Ihr Warenkorb darüber. Bitte verringern Sie die Menge oder teilen Sie die Bestellung auf.`;
  const QUANTITY_TOO_LARGE = 'Diese Menge ist zu groß: höchstens 999.999 Stück je Position.';

  const dealer = async (discountLevel = 0): Promise<SignedIn> => {
    const { user } = await makeDealer(t.dataSource, { approved: true, discountLevel });
    return signIn(t.app, user.email);
  };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** 20.000,00 € net, enough stock for any quantity a test asks for. */
  const expensive = (name: string) => makeProduct(t.dataSource, { name, sku: name.toUpperCase(), basePrice: '20000.00', retailPrice: '30000.00', stockQuantity: 2_000_000 });
  const cheap = (name: string) => makeProduct(t.dataSource, { name, sku: name.toUpperCase(), basePrice: '0.10', retailPrice: '0.20', stockQuantity: 2_000_000 });
  const cartRows = () =>
    t.dataSource.query<{ sku: string; quantity: number }[]>(
      'SELECT p.sku, ci.quantity FROM cart_items ci JOIN products p ON p.id = ci.product_id ORDER BY p.sku',
    );

  describe('per line: at most 999.999 pieces', () => {
    it('refuses the reported million pieces of a 20.000-€ product at once, in German, and writes nothing', async () => {
      const session = await dealer();
      const wheelset = await expensive('Laufradsatz');
      for (const prefer of [undefined, 'return=minimal']) {
        const refused = await call('POST', '/api/cart/items', { ...session.auth, ...(prefer ? { prefer } : {}) }, { productId: wheelset.id, quantity: 1_000_000 });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors.map((error: { message: string }) => error.message)).toEqual([QUANTITY_TOO_LARGE]);
      }
      expect(await cartRows()).toEqual([]);
    });

    it('takes 999.999 pieces, and refuses a line that would grow beyond them, naming what is in the cart', async () => {
      const session = await dealer();
      const nipple = await cheap('Nippel');
      const spoke = await cheap('Speiche');
      expect((await addToCart(t.app, session, nipple.id, 999_999)).items[0]).toMatchObject({ quantity: 999_999, lineTotal: '99999.90' });

      await addToCart(t.app, session, spoke.id, 600_000);
      for (const prefer of [undefined, 'return=minimal']) {
        const refused = await call('POST', '/api/cart/items', { ...session.auth, ...(prefer ? { prefer } : {}) }, { productId: spoke.id, quantity: 600_000 });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({
          code: 'ORDER_QUANTITY_NOT_ALLOWED',
          message: 'Die Menge 1.200.000 (mit den 600.000 Stück im Warenkorb) ist zu groß: höchstens 999.999 Stück je Position.',
        });
      }
      expect(await cartRows()).toEqual([
        { sku: 'NIPPEL', quantity: 999_999 },
        { sku: 'SPEICHE', quantity: 600_000 },
      ]);
    });

    it('refuses adding to a line stored before the limit existed, also where the sum passes PostgreSQL\'s integer', async () => {
      const session = await dealer();
      const nipple = await makeProduct(t.dataSource, { name: 'Nippel', sku: 'NIPPEL', basePrice: '0.01', stockQuantity: 2_147_483_647 });
      await addToCart(t.app, session, nipple.id, 1);
      await t.dataSource.query('UPDATE cart_items SET quantity = 1500000');
      const tooMany = await call('POST', '/api/cart/items', session.auth, { productId: nipple.id, quantity: 1 });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json()).toMatchObject({
        code: 'ORDER_QUANTITY_NOT_ALLOWED',
        message: 'Die Menge 1.500.001 (mit den 1.500.000 Stück im Warenkorb) ist zu groß: höchstens 999.999 Stück je Position.',
      });
      // 2.147.483.647 + 1 is no integer any more: a refusal for the stock, not a database error
      await t.dataSource.query('UPDATE cart_items SET quantity = 2147483647');
      const beyond = await call('POST', '/api/cart/items', session.auth, { productId: nipple.id, quantity: 1 });
      expect(beyond.statusCode).toBe(409);
      expect(beyond.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
      expect(await cartRows()).toEqual([{ sku: 'NIPPEL', quantity: 2_147_483_647 }]);
    });

    it('refuses changing a line to more than 999.999 pieces', async () => {
      const session = await dealer();
      const line = (await addToCart(t.app, session, (await cheap('Nippel')).id, 10)).items[0];
      const refused = await call('PATCH', `/api/cart/items/${line.id}`, session.auth, { quantity: 1_000_000 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.map((error: { message: string }) => error.message)).toEqual([QUANTITY_TOO_LARGE]);
      expect(await cartRows()).toEqual([{ sku: 'NIPPEL', quantity: 10 }]);
    });

    it('refuses list lines beyond 999.999 pieces one by one and adds the others', async () => {
      const session = await dealer();
      await cheap('Nippel');
      const response = await call('POST', '/api/cart/items/bulk', session.auth, {
        lines: [
          { sku: 'NIPPEL', quantity: 1_000_000 },
          { sku: 'NIPPEL', quantity: 600_000 },
          { sku: 'NIPPEL', quantity: 600_000 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.added.map((line: { line: number; cartQuantity: number }) => [line.line, line.cartQuantity])).toEqual([[2, 600_000]]);
      expect(answer.refused.map((line: { line: number; reason: string; message: string }) => [line.line, line.reason, line.message])).toEqual([
        [1, 'limit_exceeded', 'Die Menge 1.000.000 ist zu groß: höchstens 999.999 Stück je Position.'],
        [3, 'limit_exceeded', 'Die Menge 1.200.000 (mit den 600.000 Stück im Warenkorb) ist zu groß: höchstens 999.999 Stück je Position.'],
      ]);
      expect(await cartRows()).toEqual([{ sku: 'NIPPEL', quantity: 600_000 }]);
    });
  });

  describe('per cart: at most 9.999.999.999,99 € gross, shipping included', () => {
    it('takes a cart right up to the limit and refuses the piece that would pass it', async () => {
      const session = await dealer();
      const wheelset = await expensive('Laufradsatz');
      // 420.168 × 20.000 € = 8.403.360.000 € net + 19 % VAT = 9.999.998.400 € (free shipping)
      const full = await addToCart(t.app, session, wheelset.id, 420_168);
      expect(full.amounts).toMatchObject({ subtotal: '8403360000.00', shipping: '0.00', total: '9999998400.00' });

      for (const prefer of [undefined, 'return=minimal']) {
        const refused = await call('POST', '/api/cart/items', { ...session.auth, ...(prefer ? { prefer } : {}) }, { productId: wheelset.id, quantity: 1 });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'ORDER_QUANTITY_NOT_ALLOWED', message: CART_OVER_LIMIT });
      }
      expect(await cartRows()).toEqual([{ sku: 'LAUFRADSATZ', quantity: 420_168 }]);
    });

    it('counts the dealer\'s own prices: a discounted dealer gets as far as the limit, not less', async () => {
      const session = await dealer(10);
      const wheelset = await expensive('Laufradsatz');
      // EK 18.000 €: 466.853 × 18.000 € = 8.403.354.000 € net, 9.999.991.260 € gross
      expect((await addToCart(t.app, session, wheelset.id, 466_853)).amounts.total).toBe('9999991260.00');
      const refused = await call('POST', '/api/cart/items', session.auth, { productId: wheelset.id, quantity: 1 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'ORDER_QUANTITY_NOT_ALLOWED', message: CART_OVER_LIMIT });
    });

    it('refuses a line that fits alone but not with the lines already in the cart', async () => {
      const session = await dealer();
      const [frame, wheelset] = await Promise.all([expensive('Rahmen'), expensive('Laufradsatz')]);
      await addToCart(t.app, session, frame.id, 300_000); // 6 Mrd. € net
      const refused = await call('POST', '/api/cart/items', session.auth, { productId: wheelset.id, quantity: 150_000 }); // + 3 Mrd. €
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'ORDER_QUANTITY_NOT_ALLOWED', message: CART_OVER_LIMIT });
      expect(await cartRows()).toEqual([{ sku: 'RAHMEN', quantity: 300_000 }]);
    });

    it('refuses raising a line past the limit, and lets the dealer lower it', async () => {
      const session = await dealer();
      const [frame, wheelset] = await Promise.all([expensive('Rahmen'), expensive('Laufradsatz')]);
      await addToCart(t.app, session, frame.id, 300_000);
      const line = (await addToCart(t.app, session, wheelset.id, 100_000)).items[1];

      const refused = await call('PATCH', `/api/cart/items/${line.id}`, session.auth, { quantity: 150_000 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'ORDER_QUANTITY_NOT_ALLOWED', message: CART_OVER_LIMIT });
      expect(await cartRows()).toEqual([
        { sku: 'LAUFRADSATZ', quantity: 100_000 },
        { sku: 'RAHMEN', quantity: 300_000 },
      ]);
      const lowered = await call('PATCH', `/api/cart/items/${line.id}`, session.auth, { quantity: 50_000 });
      expect(lowered.statusCode).toBe(200);
      expect(lowered.json().amounts.subtotal).toBe('7000000000.00');
    });

    it('refuses list lines that would take the cart past the limit, naming the product, and adds the others', async () => {
      const session = await dealer();
      await Promise.all([expensive('Laufradsatz'), expensive('Rahmen')]);
      const response = await call('POST', '/api/cart/items/bulk', session.auth, {
        lines: [
          { sku: 'LAUFRADSATZ', quantity: 420_000 },
          { sku: 'RAHMEN', quantity: 1_000 },
          { sku: 'LAUFRADSATZ', quantity: 168 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.added.map((line: { line: number; cartQuantity: number }) => [line.line, line.cartQuantity])).toEqual([
        [1, 420_000],
        [3, 420_168],
      ]);
      expect(answer.refused.map((line: { line: number; reason: string; message: string }) => [line.line, line.reason, line.message])).toEqual([
        [2, 'limit_exceeded', `${LIMIT}; mit „Rahmen“ läge Ihr Warenkorb darüber.`],
      ]);
      expect(answer.cart.amounts.total).toBe('9999998400.00');
      expect(await cartRows()).toEqual([{ sku: 'LAUFRADSATZ', quantity: 420_168 }]);
    });
  });

  describe('checkout, the last guard', () => {
    it('places an order right at the limit: the columns hold it', async () => {
      const session = await dealer();
      await addToCart(t.app, session, (await expensive('Laufradsatz')).id, 420_168);
      const placed = await placeOrder(t.app, session);
      expect(placed.statusCode).toBe(201);
      expect(placed.json()).toMatchObject({ subtotalAmount: '8403360000.00', totalAmount: '9999998400.00' });
    });

    it('refuses in German (422) an order whose lines together pass the limit at today\'s prices, and leaves cart and stock as they were', async () => {
      const session = await dealer();
      const [frame, wheelset] = await Promise.all([expensive('Rahmen'), expensive('Laufradsatz')]);
      await addToCart(t.app, session, frame.id, 250_000); // 5 Mrd. € net
      await addToCart(t.app, session, wheelset.id, 150_000); // 3 Mrd. € net: 9,52 Mrd. € gross, fits
      // the price doubles after the lines went into the cart: each line alone still fits, both together do not
      await t.dataSource.query(`UPDATE products SET base_price = '40000.00' WHERE id = $1`, [wheelset.id]);

      const refused = await placeOrder(t.app, session);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'CART_NEEDS_ATTENTION',
        message: `${LIMIT}; Ihr Warenkorb liegt zu den aktuellen Preisen darüber. Bitte verringern Sie Mengen oder teilen Sie die Bestellung auf.`,
      });
      expect(await cartRows()).toEqual([
        { sku: 'LAUFRADSATZ', quantity: 150_000 },
        { sku: 'RAHMEN', quantity: 250_000 },
      ]);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM orders')).toEqual([{ n: 0 }]);
      expect(await t.dataSource.query('SELECT DISTINCT stock_quantity FROM products')).toEqual([{ stock_quantity: 2_000_000 }]);
      // the cart still shows itself, at today's prices, so the dealer can lower a quantity
      const cart = await call('GET', '/api/cart', session.auth);
      expect(cart.statusCode).toBe(200);
      expect(cart.json().amounts.total).toBe('13090000000.00');
      // and says before the checkout form why it cannot be ordered as it stands
      expect(cart.json()).toMatchObject({
        checkoutBlocked: true,
        cartProblemMessage: `${LIMIT}; Ihr Warenkorb liegt zu den aktuellen Preisen darüber. Bitte verringern Sie Mengen oder teilen Sie die Bestellung auf.`,
      });
      // lowering a line brings it back within the limit: nothing blocks any more
      const lowered = await call('PATCH', `/api/cart/items/${cart.json().items.find((line: { sku: string }) => line.sku === 'LAUFRADSATZ').id}`, session.auth, { quantity: 1 });
      expect(lowered.statusCode).toBe(200);
      expect(lowered.json()).toMatchObject({ checkoutBlocked: false, cartProblemMessage: null });
    });

    it('shows a cart whose sums left exact arithmetic (a price raised a million-fold since) with its message, not a 500', async () => {
      const session = await dealer();
      const cheap = await expensive('Ventilkappe');
      await t.dataSource.query(`UPDATE products SET base_price = '0.01' WHERE id = $1`, [cheap.id]);
      await addToCart(t.app, session, cheap.id, 999_999);
      await t.dataSource.query(`UPDATE products SET base_price = '99999999.99' WHERE id = $1`, [cheap.id]);
      const cart = await call('GET', '/api/cart', session.auth);
      expect(cart.statusCode).toBe(200);
      expect(cart.json()).toMatchObject({ checkoutBlocked: true, cartProblemMessage: expect.stringContaining('Ihr Warenkorb liegt zu den aktuellen Preisen darüber') });
      expect(cart.json().items[0].lineTotal).toMatch(/^\d{14}\.\d{2}$/);
    });
  });
});
