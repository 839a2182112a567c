import { execFileSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { CompanyRole } from '../../src/common/auth/company-role';
import { Role } from '../../src/common/auth/role';
import { uniqueEmail } from '../support/accounts';
import { makeDealer, makeStaff, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

const END_CUSTOMER = { recipient: 'Jana Kundin', contactPerson: null, address: 'Am Deich 12', postalCode: '28199', city: 'Bremen', dropShipping: true };

/** The text of a PDF as pdftotext reads it, in reading order. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lieferschein-')), 'note.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('delivery notes: a PDF for every shipped order, neutral for drop-shipping addresses', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
  });

  const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.auth });
  const setStatus = (orderId: string, status: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: admin.auth, payload: { status } });

  async function dealerWithOrder(companyName: string, body?: (session: SignedIn) => Promise<Record<string, unknown>>) {
    const dealer = await makeDealer(t.dataSource, { approved: true, companyName, email: uniqueEmail('inhaber') });
    const session = await signIn(t.app, dealer.user.email);
    const chain = await makeProduct(t.dataSource, { name: 'Kette 11-fach „Größe L“', sku: 'KET-11', basePrice: '19.99', stockQuantity: 50 });
    const brake = await makeProduct(t.dataSource, { name: 'Scheibenbremse Deore XT hinten', sku: 'BRE-XT', eanCode: '4006381333931', basePrice: '64.95', stockQuantity: 50 });
    await addToCart(t.app, session, chain.id, 3);
    await addToCart(t.app, session, brake.id, 1);
    const placed = await placeOrder(t.app, session, body ? await body(session) : checkoutBody());
    expect(placed.statusCode).toBe(201);
    return { ...dealer, session, order: placed.json() as { id: string; orderNumber: string } };
  }

  it('answers 409 in German before shipping, and a PDF to every person of the company once shipped', async () => {
    const north = await dealerWithOrder('Radladen Nord GmbH');
    const url = `/api/orders/${north.order.id}/delivery-note.pdf`;
    for (const status of [null, 'processing']) {
      if (status) expect((await setStatus(north.order.id, status)).statusCode).toBe(200);
      const early = await get(url, north.session);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'DELIVERY_NOTE_NOT_YET', message: 'Ein Lieferschein entsteht, sobald die Bestellung versandt ist.' });
    }

    expect((await setStatus(north.order.id, 'shipped')).statusCode).toBe(200);
    const buyer = await makeStaff(t.dataSource, north.profile.companyId, { role: CompanyRole.Buyer });
    for (const session of [north.session, await signIn(t.app, buyer.user.email)]) {
      const note = await get(url, session);
      expect(note.statusCode).toBe(200);
      expect(note.headers['content-type']).toBe('application/pdf');
      expect(note.headers['content-disposition']).toBe(`attachment; filename="Lieferschein-${north.order.orderNumber}.pdf"`);
      expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const text = pdfText((await get(url, north.session)).rawPayload);
    expect(text).toContain(`Lieferschein zur Bestellung ${north.order.orderNumber}`);
    expect(text).toContain('Radwerk Großhandel GmbH'); // we are the sender of an ordinary delivery
    expect(text).toContain('Kette 11-fach „Größe L“');
    expect(text).toMatch(/KET-11 .*Kette 11-fach „Größe L“ .*3 Stk\./);
    expect(text).toMatch(/BRE-XT +4006381333931 +Scheibenbremse Deore XT hinten +1 Stk\./);
    expect(text).toContain('2 Positionen, 4 Stück');
    expect(text).toContain('Ware vollständig und unbeschädigt erhalten');
    expect(text).not.toContain('€');
  });

  it("hides another company's order (404 in German) and lets the back office download every shipped one", async () => {
    const north = await dealerWithOrder('Radladen Nord GmbH');
    const south = await makeDealer(t.dataSource, { approved: true, companyName: 'Radladen Süd KG', email: uniqueEmail('sued') });
    const southSession = await signIn(t.app, south.user.email);
    expect((await get(`/api/admin/orders/${north.order.id}/delivery-note.pdf`, admin)).statusCode).toBe(409);
    await setStatus(north.order.id, 'shipped');
    await setStatus(north.order.id, 'delivered');

    const foreign = await get(`/api/orders/${north.order.id}/delivery-note.pdf`, southSession);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Bestellung nicht gefunden' });
    expect((await get(`/api/admin/orders/${north.order.id}/delivery-note.pdf`, southSession)).statusCode).toBe(403);

    const backOffice = await get(`/api/admin/orders/${north.order.id}/delivery-note.pdf`, admin);
    expect(backOffice.statusCode).toBe(200);
    expect(pdfText(backOffice.rawPayload)).toContain('Radladen Test GmbH');
  });

  it('answers 409 for an order cancelled before it was shipped', async () => {
    const north = await dealerWithOrder('Radladen Nord GmbH');
    expect((await setStatus(north.order.id, 'cancelled')).statusCode).toBe(200);
    const response = await get(`/api/admin/orders/${north.order.id}/delivery-note.pdf`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Ein Lieferschein entsteht, sobald die Bestellung versandt ist.');
  });

  it('names the dealer company as sender of a drop-shipping delivery note, the end customer as recipient, and no price nor us', async () => {
    const north = await dealerWithOrder('Radladen Nord GmbH', async (session) => {
      const customer = await t.app.inject({ method: 'POST', url: '/api/company/addresses', headers: session.auth, payload: END_CUSTOMER });
      return { paymentMethod: 'prepayment', delivery: 'standard', addressId: customer.json().id };
    });
    await setStatus(north.order.id, 'shipped');
    const note = await get(`/api/orders/${north.order.id}/delivery-note.pdf`, north.session);
    expect(note.statusCode).toBe(200);
    const text = pdfText(note.rawPayload);
    const [letterhead] = text.trim().split('\n');
    expect(letterhead).toContain('Radladen Nord GmbH');
    expect(text).toContain('Jana Kundin');
    expect(text).toContain('Am Deich 12');
    expect(text).toContain('28199 Bremen');
    expect(text).toContain('Kette 11-fach „Größe L“');
    expect(text).not.toContain('€');
    expect(text).not.toMatch(/\d,\d\d/); // no amount in any form
    expect(text).not.toContain('Radwerk');
    expect(text).not.toContain('Rechnung');
  });
});
