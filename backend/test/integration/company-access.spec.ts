import { CompanyRole } from '../../src/common/auth/company-role';
import { Role } from '../../src/common/auth/role';
import { Order } from '../../src/modules/orders/entities/order.entity';
import { makeProduct } from './catalogue.fixtures';
import { uniqueEmail } from '../support/accounts';
import { makeDealer, makeStaff, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';

describe('company access: one company, its people, its orders and invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.auth });

  async function company(companyName: string, options: { approved?: boolean } = {}) {
    const owner = await makeDealer(t.dataSource, { approved: options.approved ?? true, companyName, discountLevel: 10, email: uniqueEmail('inhaber') });
    const buyer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Buyer });
    const viewer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Viewer });
    return {
      ...owner,
      buyer: { ...buyer, session: await signIn(t.app, buyer.user.email) },
      viewer: { ...viewer, session: await signIn(t.app, viewer.user.email) },
      session: await signIn(t.app, owner.user.email),
    };
  }

  it('files a buyer\'s order under the company: everyone in it sees it and its invoice, each person keeps their own cart', async () => {
    const north = await company('Radladen Nord GmbH');
    const chain = await makeProduct(t.dataSource, { name: 'Kette 11-fach', basePrice: '20.00', stockQuantity: 50 });
    await addToCart(t.app, north.buyer.session, chain.id, 2);
    expect((await get('/api/cart/count', north.session)).json()).toEqual({ count: 0 });

    const placed = await placeOrder(t.app, north.buyer.session, checkoutBody());
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.subtotalAmount).toBe('36.00'); // the company's 10 % discount
    expect(await t.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).toMatchObject({
      companyId: north.profile.companyId,
      placedByUserId: north.buyer.user.id,
    });

    const admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}`, headers: admin.auth, payload: { status: 'shipped' } })).statusCode).toBe(200);

    for (const person of [north.session, north.buyer.session, north.viewer.session]) {
      expect((await get('/api/orders', person)).json().items.map((o: { id: string }) => o.id)).toEqual([order.id]);
      expect((await get(`/api/orders/${order.id}`, person)).json()).toMatchObject({ orderNumber: order.orderNumber });
      expect((await get(`/api/orders/${order.id}/invoice`, person)).statusCode).toBe(200);
    }
  });

  it('answers another company\'s order, invoice and ticket reference by id with 404 in German and changes nothing', async () => {
    const north = await company('Radladen Nord GmbH');
    const south = await company('Radladen Süd KG');
    const chain = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 50 });
    await addToCart(t.app, north.buyer.session, chain.id, 1);
    const order = (await placeOrder(t.app, north.buyer.session)).json();
    const before = await t.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });

    for (const person of [south.session, south.buyer.session, south.viewer.session]) {
      const byId = await get(`/api/orders/${order.id}`, person);
      expect(byId.statusCode).toBe(404);
      expect(byId.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Bestellung nicht gefunden' });
      expect((await get(`/api/orders/${order.id}/invoice`, person)).statusCode).toBe(404);
      expect((await get(`/api/orders/${order.id}/invoice.pdf`, person)).statusCode).toBe(404);
      expect((await get('/api/orders', person)).json().items).toEqual([]);
    }
    const reorder = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/reorder`, headers: south.buyer.session.auth });
    expect(reorder.statusCode).toBe(404);
    expect((await get('/api/cart/count', south.buyer.session)).json()).toEqual({ count: 0 });
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: south.session.auth,
      payload: { subject: 'Fremde Bestellung', description: 'Was ist damit?', orderId: order.id },
    });
    expect(ticket.statusCode).toBe(404);
    expect(await t.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).toEqual(before);
  });

  it('lets approval and discount act on the company: every person of it orders once it is approved, at its discount', async () => {
    const north = await company('Radladen Nord GmbH', { approved: false });
    const chain = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 50 });
    const refused = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: north.buyer.session.auth, payload: { productId: chain.id, quantity: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DEALER_NOT_APPROVED');

    const admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/dealers/${north.profile.id}/approve`, headers: admin.auth, payload: { discountLevel: 25 } });
    expect(approved.statusCode).toBe(200);
    const cart = await addToCart(t.app, north.buyer.session, chain.id, 1);
    expect(cart.items[0].unitPrice).toBe('15.00');
    const product = (await get(`/api/catalogue/products/${chain.id}`, north.viewer.session)).json();
    expect(product.dealerPrice).toBe('15.00');
  });

  it('reads the approval past the guard\'s cache where goods are added and ordered: a withdrawal unseen by the cache still refuses, nothing written', async () => {
    const north = await company('Radladen Nord GmbH');
    const chain = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 50 });
    await addToCart(t.app, north.buyer.session, chain.id, 1); // the buyer's access is now cached as approved
    // withdrawn behind the application's back: no invalidation reaches the cache
    await t.dataSource.query('UPDATE dealer_profiles SET is_approved = false WHERE company_id = $1', [north.profile.companyId]);

    const added = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: north.buyer.session.auth, payload: { productId: chain.id, quantity: 1 } });
    expect(added.statusCode).toBe(403);
    expect(added.json()).toMatchObject({ code: 'DEALER_NOT_APPROVED', message: expect.stringContaining('Freischaltung ausstehend') });
    const placed = await placeOrder(t.app, north.buyer.session, checkoutBody());
    expect(placed.statusCode).toBe(403);
    expect(placed.json().code).toBe('DEALER_NOT_APPROVED');
    const [{ quantity }] = await t.dataSource.query('SELECT quantity FROM cart_items WHERE product_id = $1', [chain.id]);
    expect(quantity).toBe(1);
    expect(await t.dataSource.getRepository(Order).countBy({ companyId: north.profile.companyId })).toBe(0);
    const [{ stock_quantity }] = await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [chain.id]);
    expect(stock_quantity).toBe(50);
  });

  it('applies an owner\'s change of a person\'s role to that person\'s next request (the cached access is forgotten on commit)', async () => {
    const north = await company('Radladen Nord GmbH');
    const chain = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 50 });
    await addToCart(t.app, north.buyer.session, chain.id, 1);
    const demoted = await t.app.inject({ method: 'PATCH', url: `/api/company/staff/${north.buyer.member.id}`, headers: north.session.auth, payload: { role: 'viewer' } });
    expect(demoted.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: north.buyer.session.auth, payload: { productId: chain.id, quantity: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('COMPANY_ROLE_FORBIDDEN');
    const promoted = await t.app.inject({ method: 'PATCH', url: `/api/company/staff/${north.viewer.member.id}`, headers: north.session.auth, payload: { role: 'buyer' } });
    expect(promoted.statusCode).toBe(200);
    expect((await addToCart(t.app, north.viewer.session, chain.id, 1)).items).toHaveLength(1);
  });
});
