import { CompanyRole } from '../../src/common/auth/company-role';
import { OrderMails } from '../../src/modules/orders/order.mails';
import { makeDealer, makeStaff, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/** What the dealer's order pages read from the API: who placed an order, whether the reader may pay it, where mails link to. */
describe("the dealer's order pages", () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.auth });
  const post = (url: string, session: SignedIn, payload?: object) => t.app.inject({ method: 'POST', url, headers: session.auth, payload });

  /** An approved company: its owner, a buyer limited to 100 EUR net per order and a viewer, all signed in. */
  async function company() {
    const owner = await makeDealer(t.dataSource, { approved: true, email: 'inhaber@radladen.test' });
    const companyId = owner.profile.companyId;
    const buyer = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer, email: 'einkauf@radladen.test', orderLimit: '100.00' });
    const viewer = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Viewer, email: 'ansicht@radladen.test' });
    const product = await makeProduct(t.dataSource, { name: 'Bremsbelag Scheibe', basePrice: '80.00', stockQuantity: 50 });
    return {
      product,
      owner: await signIn(t.app, owner.user.email),
      buyer: await signIn(t.app, buyer.user.email),
      viewer: await signIn(t.app, viewer.user.email),
    };
  }

  async function order(session: SignedIn, productId: string, quantity: number, body = checkoutBody()) {
    await addToCart(t.app, session, productId, quantity);
    const response = await placeOrder(t.app, session, body);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; orderNumber: string; status: string; placedByEmail: string }>();
  }

  it('names who placed an order in the list line, the detail, the checkout answer and the decision answers', async () => {
    const { owner, buyer, viewer, product } = await company();
    const waiting = await order(buyer, product.id, 2); // 160.00 net: above the buyer's limit
    expect(waiting).toMatchObject({ status: 'awaiting_approval', placedByEmail: 'einkauf@radladen.test' });
    const own = await order(owner, product.id, 1);
    expect(own.placedByEmail).toBe('inhaber@radladen.test');

    // the owner's approval box reads the list filtered by status; everyone in the company sees all orders
    const queue = (await get('/api/orders?status=awaiting_approval', owner)).json();
    expect(queue.items).toEqual([expect.objectContaining({ id: waiting.id, placedByEmail: 'einkauf@radladen.test' })]);
    const all = (await get('/api/orders', viewer)).json();
    expect(all.items.map((line: { id: string; placedByEmail: string }) => [line.id, line.placedByEmail])).toEqual([
      [own.id, 'inhaber@radladen.test'],
      [waiting.id, 'einkauf@radladen.test'],
    ]);
    expect(all.total).toBe(2);
    // a waiting order names who placed it, and asks for no transfer before the owner decided (the amount may change)
    expect((await get(`/api/orders/${waiting.id}`, owner)).json()).toMatchObject({ placedByEmail: 'einkauf@radladen.test', paymentInstructions: null });

    const rejected = await post(`/api/orders/${waiting.id}/reject`, owner, { reason: 'Bitte erst im Januar bestellen.' });
    expect(rejected.json()).toMatchObject({
      status: 'cancelled',
      placedByEmail: 'einkauf@radladen.test',
      rejectionReason: 'Bitte erst im Januar bestellen.',
      paymentInstructions: null,
    });
    await addToCart(t.app, owner, product.id, 1);
    const minimal = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...owner.auth, 'idempotency-key': 'minimal-answer-1', prefer: 'return=minimal' },
      payload: checkoutBody(),
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ placedByEmail: 'inhaber@radladen.test', itemCount: 1 });
  });

  it('pages the list in one order with the name beside each line, read in the statement that reads the orders', async () => {
    const { owner, buyer, product } = await company();
    await order(owner, product.id, 1);
    const second = await order(buyer, product.id, 1);
    const third = await order(owner, product.id, 1);
    const statements: string[] = [];
    const logQuery = jest.spyOn(t.dataSource.logger, 'logQuery').mockImplementation((query) => void statements.push(query));
    const first = (await get('/api/orders?page=1&pageSize=2', buyer)).json();
    logQuery.mockRestore();
    // the page of orders with the person joined and the count, as before, then the item counts: no lookup of the people
    const ofOrders = statements.filter((query) => /FROM "orders"/.test(query));
    expect(ofOrders).toHaveLength(2);
    expect(ofOrders.find((query) => /LIMIT 2/.test(query))).toMatch(/"placedBy"\."email".* FROM "orders" "o" LEFT JOIN "users"/);
    expect(statements.filter((query) => /FROM "users"/.test(query))).toEqual([]);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((line: { id: string }) => line.id)).toEqual([third.id, second.id]);
    expect(first.items[1]).toMatchObject({ placedByEmail: 'einkauf@radladen.test', itemCount: 1 });
    const last = (await get('/api/orders?page=2&pageSize=2', buyer)).json();
    expect(last.items).toEqual([expect.objectContaining({ placedByEmail: 'inhaber@radladen.test' })]);
  });

  it('asks for the transfer of a waiting prepayment order once an owner approved it', async () => {
    const { owner, buyer, product } = await company();
    const waiting = await order(buyer, product.id, 2);
    expect((await get(`/api/orders/${waiting.id}`, buyer)).json().paymentInstructions).toBeNull();
    const approved = await post(`/api/orders/${waiting.id}/approve`, owner);
    expect(approved.json()).toMatchObject({ status: 'pending', placedByEmail: 'einkauf@radladen.test', paymentInstructions: { reference: waiting.orderNumber } });
  });

  it('reports canPay only to those the server lets pay: not to a viewer, whose payment it refuses', async () => {
    const { owner, buyer, viewer, product } = await company();
    const card = await order(owner, product.id, 1, checkoutBody({ paymentMethod: 'stripe' }));
    expect((await get(`/api/orders/${card.id}`, owner)).json()).toMatchObject({ status: 'pending', canPay: true });
    expect((await get(`/api/orders/${card.id}`, buyer)).json().canPay).toBe(true);

    const seen = (await get(`/api/orders/${card.id}`, viewer)).json();
    expect(seen).toMatchObject({ status: 'pending', paymentStatus: 'pending', canPay: false });
    const line = (await get('/api/orders', viewer)).json().items.find((item: { id: string }) => item.id === card.id);
    expect(line.canPay).toBe(false);
    const refused = await post(`/api/orders/${card.id}/payment`, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ihre Rolle in der Firma erlaubt das nicht. Bitte wenden Sie sich an den Inhaber.');
  });

  it('links the rejection and status mails to the order page, not to the thank-you page', async () => {
    const { owner, buyer, product } = await company();
    const waiting = await order(buyer, product.id, 2);
    await post(`/api/orders/${waiting.id}/reject`, owner, { reason: 'Zu viel auf einmal.' });
    const mails = t.app.get(OrderMails);
    const rejection = await mails.templates['orders.approval-rejected']({ orderId: waiting.id });
    expect(rejection?.text).toContain(`/orders/${waiting.id}`);
    expect(rejection?.text).not.toContain('/order-confirmation/');
    const cancelled = await mails.templates['orders.status-changed']({ orderId: waiting.id, status: 'cancelled' as never });
    expect(cancelled?.text).toContain(`/orders/${waiting.id}`);
    expect(cancelled?.text).not.toContain('/order-confirmation/');
  });
});
