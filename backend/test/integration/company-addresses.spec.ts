import { CompanyRole } from '../../src/common/auth/company-role';
import { CompanyAddress } from '../../src/modules/dealers/entities/company-address.entity';
import { Order } from '../../src/modules/orders/entities/order.entity';
import { makeProduct } from './catalogue.fixtures';
import { uniqueEmail } from '../support/accounts';
import { makeDealer, makeStaff, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';

const SHOP = { recipient: 'Radladen Nord GmbH', address: 'Hafenstraße 5', postalCode: '28217', city: 'Bremen', phone: '0421 123456' };
const END_CUSTOMER = { recipient: 'Jana Kundin', contactPerson: null, address: 'Am Deich 12', postalCode: '28199', city: 'Bremen', dropShipping: true };

describe('company addresses: the delivery address book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, session: SignedIn, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: session.auth, payload });
  const book = () => t.dataSource.getRepository(CompanyAddress).find({ order: { createdAt: 'ASC' } });

  async function owner(companyName = 'Radladen Nord GmbH') {
    const dealer = await makeDealer(t.dataSource, { approved: true, companyName, email: uniqueEmail('inhaber') });
    return { ...dealer, session: await signIn(t.app, dealer.user.email) };
  }

  it('keeps several addresses with exactly one default; the first is the default, a new default takes the mark, deleting it hands it on', async () => {
    const north = await owner();
    const first = await call('POST', '/api/company/addresses', north.session, SHOP);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...SHOP, isDefault: true, dropShipping: false, contactPerson: null });
    const customer = (await call('POST', '/api/company/addresses', north.session, END_CUSTOMER)).json();
    expect(customer).toMatchObject({ recipient: 'Jana Kundin', isDefault: false, dropShipping: true });

    const marked = await call('PATCH', `/api/company/addresses/${customer.id}`, north.session, { isDefault: true, city: 'Bremen-Nord' });
    expect(marked.json()).toMatchObject({ isDefault: true, city: 'Bremen-Nord' });
    const listed = (await call('GET', '/api/company/addresses', north.session)).json();
    expect(listed.map((a: { recipient: string; isDefault: boolean }) => [a.recipient, a.isDefault])).toEqual([
      ['Jana Kundin', true],
      ['Radladen Nord GmbH', false],
    ]);

    expect((await call('DELETE', `/api/company/addresses/${customer.id}`, north.session)).statusCode).toBe(204);
    expect((await book()).map((a) => [a.recipient, a.isDefault])).toEqual([['Radladen Nord GmbH', true]]);
  });

  it('keeps an address outside the delivery areas and says so on every answer, so /firma can warn before the checkout refuses it', async () => {
    const north = await owner();
    const munich = { recipient: 'Filiale München', address: 'Marienplatz 1', postalCode: '80331', city: 'München' };
    const created = await call('POST', '/api/company/addresses', north.session, munich);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...munich, inDeliveryArea: false });
    const bremen = (await call('POST', '/api/company/addresses', north.session, SHOP)).json();
    expect(bremen.inDeliveryArea).toBe(true);

    const listed = (await call('GET', '/api/company/addresses', north.session)).json();
    expect(listed.map((a: { city: string; inDeliveryArea: boolean }) => [a.city, a.inDeliveryArea])).toEqual([
      ['München', false],
      ['Bremen', true],
    ]);
    const moved = await call('PATCH', `/api/company/addresses/${created.json().id}`, north.session, { postalCode: '20095', city: 'Hamburg' });
    expect(moved.json()).toMatchObject({ city: 'Hamburg', inDeliveryArea: true });
    // the flag is an answer, not an input: a client that sends back what it read is refused in German
    const echoed = await call('PATCH', `/api/company/addresses/${bremen.id}`, north.session, { ...SHOP, inDeliveryArea: true });
    expect(echoed.statusCode).toBe(400);
  });

  it('refuses bad input in German and changes nothing', async () => {
    const north = await owner();
    const saved = (await call('POST', '/api/company/addresses', north.session, SHOP)).json();
    const before = await book();
    for (const [method, url, payload, message] of [
      ['POST', '/api/company/addresses', { ...SHOP, postalCode: '123' }, 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).'],
      ['POST', '/api/company/addresses', { ...SHOP, recipient: '  ' }, 'Bitte geben Sie den Empfänger ein.'],
      ['POST', '/api/company/addresses', { ...SHOP, dropShipping: 'ja' }, 'Streckengeschäft: bitte ja oder nein (true/false) angeben.'],
      ['PATCH', `/api/company/addresses/${saved.id}`, { city: '' }, 'Bitte geben Sie den Ort ein.'],
      ['PATCH', `/api/company/addresses/${saved.id}`, { recipient: null }, 'Bitte geben Sie den Empfänger ein.'],
    ] as const) {
      const response = await call(method, url, north.session, payload);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 400, expect.stringContaining(message)]);
    }
    expect(await book()).toEqual(before);
  });

  it('shows the book to every person of the company, lets only owners change it and hides it from other companies (404 in German)', async () => {
    const north = await owner();
    const south = await owner('Radladen Süd KG');
    const address = (await call('POST', '/api/company/addresses', north.session, SHOP)).json();
    const buyer = await makeStaff(t.dataSource, north.profile.companyId, { role: CompanyRole.Buyer });
    const buyerSession = await signIn(t.app, buyer.user.email);
    expect((await call('GET', '/api/company/addresses', buyerSession)).json()).toHaveLength(1);
    const refused = await call('POST', '/api/company/addresses', buyerSession, END_CUSTOMER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('COMPANY_ROLE_FORBIDDEN');

    // a viewer reads it too, and neither a viewer nor a buyer changes or deletes an address
    const viewer = await makeStaff(t.dataSource, north.profile.companyId, { role: CompanyRole.Viewer });
    const viewerSession = await signIn(t.app, viewer.user.email);
    expect((await call('GET', '/api/company/addresses', viewerSession)).json()).toHaveLength(1);
    for (const session of [viewerSession, buyerSession]) {
      for (const [method, url, payload] of [
        ['POST', '/api/company/addresses', END_CUSTOMER],
        ['PATCH', `/api/company/addresses/${address.id}`, { city: 'Hamburg' }],
        ['DELETE', `/api/company/addresses/${address.id}`, undefined],
      ] as const) {
        const response = await call(method, url, session, payload);
        expect([method, response.statusCode, response.json().code]).toEqual([method, 403, 'COMPANY_ROLE_FORBIDDEN']);
        expect(response.json().message).toMatch(/Inhaber/);
      }
    }

    expect((await call('GET', '/api/company/addresses', south.session)).json()).toEqual([]);
    for (const [method, payload] of [['PATCH', { city: 'Hamburg' }], ['DELETE', undefined]] as const) {
      const response = await call(method, `/api/company/addresses/${address.id}`, south.session, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: 'Lieferadresse nicht gefunden.' });
    }
    expect((await book()).map((a) => a.city)).toEqual(['Bremen']);
  });

  it('lets checkout pick an address by id, marks a drop-shipping one on the order, and refuses another company\'s', async () => {
    const north = await owner();
    const south = await owner('Radladen Süd KG');
    const customer = (await call('POST', '/api/company/addresses', north.session, END_CUSTOMER)).json();
    const chain = await makeProduct(t.dataSource, { basePrice: '20.00', stockQuantity: 50 });

    await addToCart(t.app, south.session, chain.id, 1);
    const foreign = await placeOrder(t.app, south.session, { paymentMethod: 'prepayment', delivery: 'standard', addressId: customer.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Lieferadresse nicht gefunden.');
    expect(await t.dataSource.getRepository(Order).count()).toBe(0);

    await addToCart(t.app, north.session, chain.id, 1);
    const placed = await placeOrder(t.app, north.session, { paymentMethod: 'prepayment', delivery: 'standard', addressId: customer.id });
    expect(placed.statusCode).toBe(201);
    const order = await t.dataSource.getRepository(Order).findOneByOrFail({ id: placed.json().id });
    expect(order.shippingAddress).toEqual({
      company: 'Jana Kundin',
      contact_person: null,
      address: 'Am Deich 12',
      postal_code: '28199',
      city: 'Bremen',
      phone: null,
      drop_shipping: true,
    });
    expect(order.billingAddress).toMatchObject({ company: 'Radladen Nord GmbH', address: 'Teststraße 1', postal_code: '28195' });

    const missing = await placeOrder(t.app, north.session, { ...checkoutBody(), shippingAddress: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Bitte geben Sie die Lieferadresse an.');
  });
});
