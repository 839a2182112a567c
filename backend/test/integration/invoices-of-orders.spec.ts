import { CompanyRole } from '../../src/common/auth/company-role';
import { Role } from '../../src/common/auth/role';
import { mailOverrides, uniqueEmail } from '../support/accounts';
import { makeDealer, makeStaff, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

describe('invoices seen from orders: whether an order has one, and a company’s invoices in the back office', () => {
  let t: TestApp;
  let admin: SignedIn;
  let productId: string;
  beforeAll(async () => {
    t = await startTestApp(mailOverrides());
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
    productId = (await makeProduct(t.dataSource, { basePrice: '49.90', stockQuantity: 500 })).id;
  });

  const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.auth });
  const setStatus = async (orderId: string, status: string) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: admin.auth, payload: { status } });
    expect(response.statusCode).toBe(200);
    return response.json<{ invoiced: boolean }>();
  };
  const order = async (session: SignedIn, company = 'Radladen Test GmbH') => {
    await addToCart(t.app, session, productId, 2);
    const response = await placeOrder(t.app, session, checkoutBody({}, { company }));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; invoiced: boolean }>();
  };
  const dealer = async (companyName = 'Radladen Test GmbH') => {
    const { user, profile } = await makeDealer(t.dataSource, { approved: true, companyName, email: uniqueEmail() });
    return { user, companyId: profile.companyId, session: await signIn(t.app, user.email) };
  };
  /** What the order views read before they ask for the invoice: the order itself, in the list and in the back office. */
  const invoicedAsSeen = async (orderId: string, session: SignedIn) => {
    const list = (await get('/api/orders?pageSize=100', session)).json<{ items: { id: string; invoiced: boolean }[] }>();
    return {
      detail: (await get(`/api/orders/${orderId}`, session)).json().invoiced,
      list: list.items.find((item) => item.id === orderId)?.invoiced,
      admin: (await get(`/api/admin/orders/${orderId}`, admin)).json().invoiced,
    };
  };
  const invoiceAnswer = async (orderId: string, session: SignedIn) => (await get(`/api/orders/${orderId}/invoice`, session)).statusCode;
  const no = { detail: false, list: false, admin: false };
  const yes = { detail: true, list: true, admin: true };

  it('says an order has an invoice exactly when asking for it finds one, also for cancelled and un-shipped orders', async () => {
    const { session } = await dealer();
    const pending = await order(session);
    expect(pending.invoiced).toBe(false);
    expect(await invoicedAsSeen(pending.id, session)).toEqual(no);
    expect(await invoiceAnswer(pending.id, session)).toBe(404);

    const cancelledUnshipped = await order(session);
    await setStatus(cancelledUnshipped.id, 'cancelled');
    expect(await invoicedAsSeen(cancelledUnshipped.id, session)).toEqual(no);
    expect(await invoiceAnswer(cancelledUnshipped.id, session)).toBe(404);

    const shipped = await order(session);
    expect((await setStatus(shipped.id, 'shipped')).invoiced).toBe(true);
    expect(await invoicedAsSeen(shipped.id, session)).toEqual(yes);
    expect(await invoiceAnswer(shipped.id, session)).toBe(200);
    // a shipment booked by mistake: back in processing, the invoice stays and so does the flag
    await setStatus(shipped.id, 'processing');
    expect(await invoicedAsSeen(shipped.id, session)).toEqual(yes);
    await setStatus(shipped.id, 'cancelled');
    expect(await invoicedAsSeen(shipped.id, session)).toEqual(yes);
    expect((await get(`/api/orders/${shipped.id}/invoice`, session)).json()).toMatchObject({ state: 'cancelled', cancellation: expect.any(Object) });

    // delivered before invoicing existed, then 'Rechnung erstellen' in the back office
    const legacy = await order(session);
    await t.dataSource.query(`UPDATE orders SET status = 'delivered' WHERE id = $1`, [legacy.id]);
    expect(await invoicedAsSeen(legacy.id, session)).toEqual(no);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${legacy.id}/invoice`, headers: admin.auth })).statusCode).toBe(201);
    expect(await invoicedAsSeen(legacy.id, session)).toEqual(yes);
  });

  it('filters the back office’s invoices by the whole company, given any of its people or the company itself', async () => {
    const owner = await dealer('Radladen Nord GmbH');
    const buyer = await makeStaff(t.dataSource, owner.companyId, { role: CompanyRole.Buyer, email: uniqueEmail('einkauf') });
    const buyerSession = await signIn(t.app, buyer.user.email);
    const other = await dealer('Andere Räder KG');
    const orders: [SignedIn, string][] = [[owner.session, 'Radladen Nord GmbH'], [buyerSession, 'Radladen Nord GmbH'], [buyerSession, 'Radladen Nord GmbH'], [other.session, 'Andere Räder KG']];
    for (const [session, company] of orders) await setStatus((await order(session, company)).id, 'shipped');

    const numbersFor = async (dealerId: string) => {
      const response = await get(`/api/admin/invoices?dealerId=${dealerId}`, admin);
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number; items: { dealer: { companyName: string } }[] }>();
    };
    for (const id of [owner.user.id, buyer.user.id, owner.companyId]) {
      const page = await numbersFor(id);
      expect([id, page.total]).toEqual([id, 3]);
      expect(new Set(page.items.map((item) => item.dealer.companyName))).toEqual(new Set(['Radladen Nord GmbH']));
    }
    expect((await numbersFor(other.user.id)).total).toBe(1);
    expect((await numbersFor('00000000-0000-4000-8000-000000000000')).total).toBe(0);

    const csv = await get(`/api/admin/invoices/export.csv?dealerId=${buyer.user.id}`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.toString('utf8').trimEnd().split('\r\n')).toHaveLength(1 + 3);
    const bad = await get('/api/admin/invoices?dealerId=keine-id', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unbekannter Händler.');
  });
});
