import { randomUUID } from 'crypto';
import { CompanyRole } from '../../src/common/auth/company-role';
import { callerFor, documentedOperations, DocumentedOperation, looksEnglish } from '../support/access/documented-operations';
import { multipart, samplePdf } from '../support/accounts';
import { makeDealer, makeStaff, signIn, SignedIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/** A body each route would accept from its own company, so that only the id decides. */
const PLAUSIBLE_BODIES: Record<string, Record<string, unknown>> = {
  verifyMfaFactor: { challengeId: randomUUID(), code: '123456' },
  challengeMfaFactor: {},
  updateStaff: { role: 'viewer' },
  updateCompanyAddress: { recipient: 'Fremder Laden', address: 'Weg 1', postalCode: '28217', city: 'Bremen' },
  updateCartItem: { quantity: 1 },
  rejectOrder: { reason: 'Brauchen wir nicht mehr.' },
  confirmPayment: { sessionId: 'cs_test_fremd' },
  addTicketMessage: { body: 'Eine Nachricht von außen.' },
};

/** Tables whose rows no call of another company may change (its own included: every call must be refused). */
const WATCHED_TABLES = ['orders', 'order_items', 'tickets', 'ticket_messages', 'ticket_attachments', 'company_addresses', 'company_members', 'cart_items', 'mfa_factors', 'products', 'users'];

/**
 * Every dealer route with an id in its path, called by the owner of another company (who may do everything in
 * their own) with each id that belongs to the first company: 404 in German every time, and nothing changes anywhere.
 * The list of routes comes from the OpenAPI document, so a new route is walked without a line here.
 */
describe('foreign ids: a company reaches nothing of another, whatever the id and the route', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  async function firstCompanyWithOneOfEverything() {
    const owner = await makeDealer(t.dataSource, { approved: true, companyName: 'Radladen Nord GmbH' });
    const ownerSession = await signIn(t.app, owner.user.email);
    const buyer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Buyer, orderLimit: '10.00' });
    const buyerSession = await signIn(t.app, buyer.user.email);
    const product = await makeProduct(t.dataSource, { basePrice: '40.00', stockQuantity: 20 });
    const post = (url: string, session: SignedIn, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: session.auth, payload });

    await addToCart(t.app, ownerSession, product.id, 1);
    const placed = (await placeOrder(t.app, ownerSession)).json();
    await addToCart(t.app, buyerSession, product.id, 1);
    const waiting = (await placeOrder(t.app, buyerSession)).json();
    const cartLine = (await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { ...ownerSession.auth, prefer: 'return=minimal' }, payload: { productId: product.id, quantity: 2 } })).json();
    const address = (await post('/api/company/addresses', ownerSession, { recipient: 'Radladen Nord GmbH', address: 'Hafenstraße 5', postalCode: '28217', city: 'Bremen' })).json();
    const ticket = (await post('/api/tickets', ownerSession, { subject: 'Lieferung', description: 'Wann kommt sie?', orderId: placed.id })).json();
    const factor = (await post('/api/auth/mfa/factors', ownerSession, { factorType: 'totp' })).json();
    const ids = { order: placed.id, waitingOrder: waiting.id, cartLine: cartLine.id, address: address.id, ticket: ticket.id, factor: factor.id, staff: buyer.member.id };
    for (const [what, id] of Object.entries(ids)) if (typeof id !== 'string') throw new Error(`Kein ${what} angelegt`);
    return ids as Record<string, string>;
  }

  async function snapshot(): Promise<string> {
    const tables = await Promise.all(WATCHED_TABLES.map((table) => t.dataSource.query(`SELECT * FROM ${table} ORDER BY id`)));
    return JSON.stringify(tables);
  }

  it('answers every dealer route with an id of another company with 404 in German and changes nothing', async () => {
    const ids = await firstCompanyWithOneOfEverything();
    const stranger = await makeDealer(t.dataSource, { approved: true, companyName: 'Radladen Süd KG' });
    const strangerSession = await signIn(t.app, stranger.user.email);
    const operations = documentedOperations(t).filter(
      (op: DocumentedOperation) => /\{id\}/.test(op.path) && !op.path.startsWith('/api/admin/') && callerFor(op.operationId) !== null && !op.path.includes('/catalogue/'),
    );
    expect(operations.length).toBeGreaterThan(20);
    const before = await snapshot();

    const wrong: string[] = [];
    for (const op of operations) {
      for (const [what, id] of Object.entries(ids)) {
        const upload = op.operationId === 'uploadTicketAttachment' ? multipart(samplePdf('Lieferschein'), 'lieferschein.pdf') : null;
        const response = await t.app.inject({
          method: op.method.toUpperCase() as 'POST',
          url: op.path.replace('{id}', id).replace('{attachmentId}', randomUUID()),
          headers: { ...strangerSession.auth, ...upload?.headers },
          ...(upload ? { payload: upload.payload } : ['post', 'put', 'patch'].includes(op.method) ? { payload: PLAUSIBLE_BODIES[op.operationId] ?? {} } : {}),
        });
        const message = response.statusCode === 404 ? response.json<{ message?: string }>().message : undefined;
        if (!message || looksEnglish(message)) {
          wrong.push(`${op.operationId} with ${what}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});
