import { CompanyRole } from '../../src/common/auth/company-role';
import { makeDealer, makeStaff, signIn, SignedIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

describe('orders above a buyer\'s limit wait for an owner', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const post = (url: string, session: SignedIn, payload?: object) => t.app.inject({ method: 'POST', url, headers: session.auth, payload });
  const stockOf = async (id: string) => (await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [id]))[0].stock_quantity as number;
  const outbox = async () =>
    (await t.dataSource.query<{ template: string }[]>(`SELECT payload->>'template' AS template FROM outbox_messages ORDER BY id`)).map((row) => row.template);

  /** A company with a 10 % discount, its owner, and a buyer limited to 100 EUR net per order (or a monthly budget). */
  async function company(limits: { orderLimit?: string; monthlyBudget?: string } = { orderLimit: '100.00' }) {
    const owner = await makeDealer(t.dataSource, { approved: true, discountLevel: 10 });
    const companyId = owner.profile.companyId;
    const buyer = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer, ...limits });
    const product = await makeProduct(t.dataSource, { name: 'Laufradsatz 28"', basePrice: '100.00', stockQuantity: 10 });
    return {
      companyId,
      product,
      owner: await signIn(t.app, owner.user.email),
      buyer: await signIn(t.app, buyer.user.email),
    };
  }

  async function orderAsBuyer(session: SignedIn, productId: string, quantity: number) {
    await addToCart(t.app, session, productId, quantity);
    const response = await placeOrder(t.app, session);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('places an order within the limit at once, and one above it as "Freigabe ausstehend" without taking stock', async () => {
    const { buyer, owner, product } = await company();
    const within = await orderAsBuyer(buyer, product.id, 1); // 90.00 net
    expect(within.status).toBe('pending');
    expect(await stockOf(product.id)).toBe(9);

    const above = await orderAsBuyer(buyer, product.id, 2); // 180.00 net
    expect(above).toMatchObject({ status: 'awaiting_approval', subtotalAmount: '180.00' });
    expect(await stockOf(product.id)).toBe(9);
    expect((await outbox()).slice(-1)).toEqual(['orders.approval-requested']);
    const seen = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: owner.auth })).json();
    expect(seen.items.find((order: { id: string }) => order.id === above.id)).toMatchObject({ status: 'awaiting_approval' });
  });

  it('lets an owner approve once: placed as if ordered now, with today\'s prices and stock; a second click answers in German', async () => {
    const { buyer, owner, product } = await company();
    const waiting = await orderAsBuyer(buyer, product.id, 2);
    await t.dataSource.query(`UPDATE products SET base_price = 110 WHERE id = $1`, [product.id]);

    const approved = await post(`/api/orders/${waiting.id}/approve`, owner);
    expect(approved.statusCode).toBe(200);
    // 2 × 110.00 less 10 % = 198.00 net, below the free-shipping line: 15.00 shipping; VAT 19 % of 213.00 = 40.47
    expect(approved.json()).toMatchObject({ status: 'pending', subtotalAmount: '198.00', shippingAmount: '15.00', taxAmount: '40.47', totalAmount: '253.47' });
    expect(approved.json().items[0]).toMatchObject({ unitPrice: '99.00', totalPrice: '198.00' });
    expect(await stockOf(product.id)).toBe(8);
    expect((await outbox()).slice(-2)).toEqual(['orders.confirmation', 'orders.new-order']);

    const again = await post(`/api/orders/${waiting.id}/approve`, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_DECIDED', message: `Die Bestellung ${waiting.orderNumber} wurde bereits freigegeben.` });
    expect(await stockOf(product.id)).toBe(8);
  });

  it('refuses the approval with the usual stock message when today\'s stock is short, and the order keeps waiting', async () => {
    const { buyer, owner, product } = await company();
    const waiting = await orderAsBuyer(buyer, product.id, 2);
    await t.dataSource.query(`UPDATE products SET stock_quantity = 1 WHERE id = $1`, [product.id]);
    const refused = await post(`/api/orders/${waiting.id}/approve`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Von „Laufradsatz 28"“ sind nur noch 1 Stück verfügbar.');
    const [row] = await t.dataSource.query('SELECT status, approved_at, subtotal_amount FROM orders WHERE id = $1', [waiting.id]);
    expect(row).toMatchObject({ status: 'awaiting_approval', approved_at: null, subtotal_amount: '180.00' });
    expect(await stockOf(product.id)).toBe(1);
  });

  it('refuses in German an approval whose prices of today take the order past what an order may come to, and it keeps waiting', async () => {
    const { buyer, owner, product } = await company();
    const waiting = await orderAsBuyer(buyer, product.id, 2);
    await t.dataSource.query(`UPDATE products SET base_price = 9000000000 WHERE id = $1`, [product.id]);

    const refused = await post(`/api/orders/${waiting.id}/approve`, owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('CART_NEEDS_ATTENTION');
    expect(refused.json().message.replace(/\u00a0/g, ' ')).toBe(
      'Eine Bestellung darf höchstens 9.999.999.999,99 € (brutto, inkl. Versand) betragen; zu den heutigen Preisen läge diese Bestellung darüber. Lehnen Sie sie ab; der Einkauf kann sie aufgeteilt neu bestellen.',
    );
    const [row] = await t.dataSource.query(`SELECT status, subtotal_amount FROM orders WHERE id = $1`, [waiting.id]);
    expect(row).toEqual({ status: 'awaiting_approval', subtotal_amount: '180.00' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('lets an owner reject with a reason that the buyer reads; without a reason or twice it is refused in German', async () => {
    const { buyer, owner, product } = await company();
    const waiting = await orderAsBuyer(buyer, product.id, 2);
    const empty = await post(`/api/orders/${waiting.id}/reject`, owner, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Bitte geben Sie einen Grund für die Ablehnung an');

    const rejected = await post(`/api/orders/${waiting.id}/reject`, owner, { reason: 'Bitte erst im Januar bestellen.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'cancelled', rejectionReason: 'Bitte erst im Januar bestellen.' });
    expect((await outbox()).slice(-1)).toEqual(['orders.approval-rejected']);
    expect(await stockOf(product.id)).toBe(10);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${waiting.id}`, headers: buyer.auth })).json();
    expect(mine.rejectionReason).toBe('Bitte erst im Januar bestellen.');

    const twice = await post(`/api/orders/${waiting.id}/reject`, owner, { reason: 'Doch nicht.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Die Bestellung ${waiting.orderNumber} wurde bereits abgelehnt oder storniert.`);
    expect((await post(`/api/orders/${waiting.id}/approve`, owner)).statusCode).toBe(409);
  });

  it('refuses a buyer approving their own order, a viewer, and another company\'s owner, changing nothing', async () => {
    const { buyer, product, companyId } = await company();
    const waiting = await orderAsBuyer(buyer, product.id, 2);
    const viewer = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Viewer });
    const stranger = await makeDealer(t.dataSource, { approved: true });

    const own = await post(`/api/orders/${waiting.id}/approve`, buyer);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Ihre Rolle in der Firma erlaubt das nicht. Bitte wenden Sie sich an den Inhaber.');
    expect((await post(`/api/orders/${waiting.id}/approve`, await signIn(t.app, viewer.user.email))).statusCode).toBe(403);
    const foreign = await post(`/api/orders/${waiting.id}/reject`, await signIn(t.app, stranger.user.email), { reason: 'Fremd.' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Bestellung nicht gefunden');
    expect((await t.dataSource.query('SELECT status FROM orders WHERE id = $1', [waiting.id]))[0].status).toBe('awaiting_approval');
  });

  it('two owners approving at once: one order, the stock taken once', async () => {
    const { buyer, owner, product, companyId } = await company();
    const second = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Owner });
    const secondOwner = await signIn(t.app, second.user.email);
    const waiting = await orderAsBuyer(buyer, product.id, 2);
    const answers = await Promise.all([post(`/api/orders/${waiting.id}/approve`, owner), post(`/api/orders/${waiting.id}/approve`, secondOwner)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(8);
    expect((await outbox()).filter((template) => template === 'orders.confirmation')).toHaveLength(1);
  });

  it('counts this month\'s placed orders against a buyer\'s monthly budget; rejected and waiting ones do not count', async () => {
    const { buyer, owner, product } = await company({ monthlyBudget: '200.00' });
    expect((await orderAsBuyer(buyer, product.id, 1)).status).toBe('pending'); // 90.00
    expect((await orderAsBuyer(buyer, product.id, 1)).status).toBe('pending'); // 180.00
    const third = await orderAsBuyer(buyer, product.id, 1); // 270.00 would pass 200.00
    expect(third.status).toBe('awaiting_approval');
    // the waiting order does not use the budget up: a small one still fits … and a rejected one neither
    await post(`/api/orders/${third.id}/reject`, owner, { reason: 'Budget ist aufgebraucht.' });
    const small = await makeProduct(t.dataSource, { basePrice: '10.00', stockQuantity: 10 });
    expect((await orderAsBuyer(buyer, small.id, 2)).status).toBe('pending'); // 198.00
    // last month's orders do not count
    await t.dataSource.query(`UPDATE orders SET created_at = created_at - interval '40 days'`);
    expect((await orderAsBuyer(buyer, product.id, 2)).status).toBe('pending');
  });

  it('serialises one buyer\'s checkouts on the budget: the person\'s row is locked to the commit', async () => {
    const { buyer, product } = await company({ monthlyBudget: '200.00' });
    await orderAsBuyer(buyer, product.id, 2); // 180.00
    // hold the buyer's row as a concurrent checkout would; the next checkout waits for it
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await runner.query(`SELECT 1 FROM company_members WHERE role = 'buyer' FOR UPDATE`);
    await addToCart(t.app, buyer, product.id, 1);
    let settled = false;
    const waiting = placeOrder(t.app, buyer).then((response) => ((settled = true), response));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    await runner.commitTransaction();
    await runner.release();
    expect((await waiting).json().status).toBe('awaiting_approval');
  });
});
