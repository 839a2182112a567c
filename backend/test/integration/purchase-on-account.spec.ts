import { CompanyRole } from '../../src/common/auth/company-role';
import { Role } from '../../src/common/auth/role';
import { formatCents } from '../../src/common/money/money';
import { makeDealer, makeStaff, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

const onAccount = checkoutBody({ paymentMethod: 'invoice' });
/** The answer with the message's no-break spaces (before "€") as plain ones, to compare with the text here. */
const answer = (response: { json: () => { message?: string } }) => {
  const body = response.json();
  return { ...body, message: body.message?.replace(/\u00a0/g, ' ') };
};

describe('Kauf auf Rechnung: terms and credit limits', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
  });

  const putCredit = (companyId: string, payload: object, session = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/companies/${companyId}/credit`, headers: session.auth, payload });
  const ownCredit = async (session: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/company/credit', headers: session.auth })).json();
  const cartOf = async (session: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: session.auth })).json();
  const orderCount = async (companyId: string) => (await t.dataSource.query('SELECT count(*)::int AS n FROM orders WHERE company_id = $1', [companyId]))[0].n as number;

  /** An approved company (no discount) with its owner signed in, and a product of 100 EUR net: one piece costs 136,85 € gross. */
  async function company() {
    const owner = await makeDealer(t.dataSource, { approved: true });
    const product = await makeProduct(t.dataSource, { name: 'Laufradsatz 28"', basePrice: '100.00', stockQuantity: 50 });
    return { companyId: owner.profile.companyId, owner: await signIn(t.app, owner.user.email), product };
  }

  async function orderOnAccount(session: SignedIn, productId: string, quantity = 1) {
    await addToCart(t.app, session, productId, quantity);
    return placeOrder(t.app, session, onAccount);
  }

  it('lets an administrator allow it with terms and a limit (audited); new companies start without it', async () => {
    const { companyId, owner } = await company();
    const before = await ownCredit(owner);
    expect(before).toMatchObject({ purchaseOnAccount: false, offered: false, creditLimit: '0.00', openAmount: '0.00', available: '0.00', deliveryBlocked: false });
    expect(before.reason).toBe('Kauf auf Rechnung ist für Ihre Firma nicht freigeschaltet. Bitte wählen Sie eine andere Zahlungsart.');

    const saved = await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: 'net30-skonto2', creditLimit: '5000' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      companyId,
      debtorNumber: expect.any(Number),
      purchaseOnAccount: true,
      paymentTermId: 'net30-skonto2',
      paymentTermLabel: '30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen',
      creditLimit: '5000.00',
      openAmount: '0.00',
      available: '5000.00',
      deliveryBlockedAt: null,
    });
    expect(saved.json().debtorNumber).toBeGreaterThanOrEqual(10000);
    const [audit] = await t.dataSource.query(`SELECT action_type, target_type, target_id, details FROM admin_actions WHERE target_type = 'company'`);
    expect(audit).toMatchObject({ action_type: 'company.credit', target_id: companyId });
    expect(audit.details).toMatchObject({ before: { purchaseOnAccount: false, creditLimit: '0.00' }, after: { purchaseOnAccount: true, creditLimit: '5000.00' } });

    expect(await ownCredit(owner)).toMatchObject({
      purchaseOnAccount: true,
      offered: true,
      reason: null,
      paymentTerm: '30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen',
      creditLimit: '5000.00',
      available: '5000.00',
    });
    // the dealers tab lists it with the company; without own terms the default of the settings applies
    expect((await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: null, creditLimit: '750.50' })).json()).toMatchObject({ paymentTermId: null, paymentTermLabel: '30 Tage netto' });
    const dealers = (await t.app.inject({ method: 'GET', url: '/api/admin/dealers', headers: admin.auth })).json();
    expect(dealers.items[0].credit).toMatchObject({ companyId, purchaseOnAccount: true, creditLimit: '750.50', paymentTermLabel: '30 Tage netto' });
  });

  it('refuses bad input in German and changes nothing', async () => {
    const { companyId, owner } = await company();
    const cases: [object, number, string][] = [
      [{ purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '12,50' }, 400, 'Das Kreditlimit: bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben (z. B. 12.50).'],
      [{ purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '-5.00' }, 400, 'Das Kreditlimit: bitte einen Betrag'],
      [{ purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '100.001' }, 400, 'Das Kreditlimit: bitte einen Betrag'],
      [{ purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: 100 }, 400, 'Das Kreditlimit: bitte einen Betrag'],
      [{ purchaseOnAccount: 'ja', paymentTermId: 'net30', creditLimit: '100.00' }, 400, 'Kauf auf Rechnung: bitte ja oder nein angeben.'],
      [{ purchaseOnAccount: true, paymentTermId: 'net30' }, 400, 'Bitte füllen Sie alle Pflichtfelder aus.'],
      [{ purchaseOnAccount: true, paymentTermId: 'NET 30', creditLimit: '100.00' }, 400, 'Bitte wählen Sie eine Zahlungsbedingung aus der Liste.'],
      [{ purchaseOnAccount: true, paymentTermId: 'net60', creditLimit: '100.00' }, 422, 'Diese Zahlungsbedingung gibt es nicht (mehr). Bitte wählen Sie eine aus der Liste.'],
      [{ purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '100.00', debtorNumber: 1 }, 400, 'debtorNumber'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await putCredit(companyId, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status });
      expect(response.json().message).toContain(message);
    }
    const unknown = await putCredit('5a0e1c8e-3f7e-4c59-9a55-0d6a4f0a1b2c', { purchaseOnAccount: true, creditLimit: '1.00' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND', message: 'Firma nicht gefunden.' });
    expect((await putCredit('keine-uuid', { purchaseOnAccount: true, creditLimit: '1.00' })).json()).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/companies/keine-uuid/credit', headers: admin.auth })).statusCode).toBe(404);
    // a dealer cannot grant itself credit
    expect((await putCredit(companyId, { purchaseOnAccount: true, creditLimit: '99999.00' }, owner)).statusCode).toBe(403);
    const [row] = await t.dataSource.query('SELECT purchase_on_account, credit_limit, payment_term_id FROM companies WHERE id = $1', [companyId]);
    expect(row).toEqual({ purchase_on_account: false, credit_limit: '0.00', payment_term_id: null });
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM admin_actions WHERE target_type = 'company'`))[0].n).toBe(0);
  });

  it('refuses an order on account where it is not allowed; the cart stays and another method works', async () => {
    const { companyId, owner, product } = await company();
    const refused = await orderOnAccount(owner, product.id, 2);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PURCHASE_ON_ACCOUNT_NOT_ALLOWED',
      message: 'Kauf auf Rechnung ist für Ihre Firma nicht freigeschaltet. Bitte wählen Sie eine andere Zahlungsart.',
    });
    expect(await orderCount(companyId)).toBe(0);
    expect((await cartOf(owner)).items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
    expect((await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [product.id]))[0].stock_quantity).toBe(50);
    expect((await placeOrder(t.app, owner)).statusCode).toBe(201);
  });

  it('places orders on account within the limit and refuses the one above it, naming limit, open and available in EUR', async () => {
    const { companyId, owner, product } = await company();
    await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: 'net14', creditLimit: '300.00' });
    const first = await orderOnAccount(owner, product.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ paymentMethod: 'invoice', paymentStatus: 'pending', status: 'pending', totalAmount: '136.85' });
    expect(await ownCredit(owner)).toMatchObject({ offered: true, openAmount: '136.85', available: '163.15' });

    const second = await orderOnAccount(owner, product.id, 2); // 200.00 net + 15.00 shipping + 19 % VAT
    expect(second.statusCode).toBe(422);
    expect(answer(second)).toMatchObject({
      code: 'CREDIT_LIMIT_EXCEEDED',
      message:
        'Die Bestellung über 255,85 € übersteigt Ihr Kreditlimit für Kauf auf Rechnung (Kreditlimit 300,00 €, offen 136,85 €, verfügbar 163,15 €). Bitte wählen Sie eine andere Zahlungsart.',
    });
    expect(await orderCount(companyId)).toBe(1);
    expect((await cartOf(owner)).items).toEqual([expect.objectContaining({ quantity: 2 })]);
    // the same cart by prepayment goes through, and does not count against the limit
    expect((await placeOrder(t.app, owner)).statusCode).toBe(201);
    expect(await ownCredit(owner)).toMatchObject({ openAmount: '136.85' });

    // exactly up to the limit is fine
    await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: 'net14', creditLimit: '273.70' });
    expect((await orderOnAccount(owner, product.id)).statusCode).toBe(201);
    const exhausted = await ownCredit(owner);
    expect(exhausted).toMatchObject({ offered: false, available: '0.00', openAmount: '273.70' });
    expect(exhausted.reason.replace(/\u00a0/g, ' ')).toBe(
      'Ihr Kreditlimit für Kauf auf Rechnung ist ausgeschöpft (Kreditlimit 273,70 €, offen 273,70 €, verfügbar 0,00 €). Bitte wählen Sie eine andere Zahlungsart.',
    );
  });

  it('counts open items, partly paid invoices and orders not yet invoiced, less unapplied credit; not cancelled or waiting orders', async () => {
    const { companyId, owner, product } = await company();
    await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '1000.00' });
    const shipped = (await orderOnAccount(owner, product.id)).json();
    const cancelled = (await orderOnAccount(owner, product.id)).json();
    const open = (await orderOnAccount(owner, product.id)).json();
    const setStatus = (orderId: string, status: string) => t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: admin.auth, payload: { status } });
    expect((await setStatus(shipped.id, 'shipped')).statusCode).toBe(200);
    expect((await setStatus(cancelled.id, 'cancelled')).statusCode).toBe(200);
    // the invoice is partly paid (the payments module books this; here the columns are set as it would)
    await t.dataSource.query(`UPDATE invoices SET paid_amount = 36.85 WHERE order_id = $1`, [shipped.id]);
    // undoing the shipment leaves the invoice: the order is not counted twice
    expect((await setStatus(shipped.id, 'processing')).statusCode).toBe(200);
    // an overpayment left as credit (Guthaben), and a reversed one that no longer counts
    await t.dataSource.query(
      `INSERT INTO incoming_payments (company_id, invoice_id, amount, booked_on, reference, source, reversed_at)
       VALUES ($1, NULL, 20.00, current_date, 'Überzahlung', 'manual', NULL), ($1, NULL, 500.00, current_date, 'storniert', 'manual', now())`,
      [companyId],
    );
    // 100.00 open of the invoice + 136.85 not invoiced − 20.00 credit
    expect(await ownCredit(owner)).toMatchObject({ openAmount: '216.85', available: '783.15' });
    const standing = (await t.app.inject({ method: 'GET', url: `/api/admin/companies/${companyId}/credit`, headers: admin.auth })).json();
    expect(standing).toMatchObject({ openAmount: '216.85', available: '783.15' });
    expect([shipped.totalAmount, cancelled.totalAmount, open.totalAmount]).toEqual(['136.85', '136.85', '136.85']);
  });

  it("refuses it on 'Liefersperre' with a German reason; other methods still work", async () => {
    const { companyId, owner, product } = await company();
    await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '5000.00' });
    await t.dataSource.query(`UPDATE companies SET delivery_blocked_at = now(), delivery_block_reason = '2. Mahnung zu RE-2026-00001' WHERE id = $1`, [companyId]);
    const message =
      'Für Ihre Firma besteht eine Liefersperre wegen überfälliger Rechnungen; Kauf auf Rechnung ist deshalb nicht möglich. Bitte wählen Sie eine andere Zahlungsart.';
    expect(await ownCredit(owner)).toMatchObject({ purchaseOnAccount: true, offered: false, deliveryBlocked: true, reason: message });
    const refused = await orderOnAccount(owner, product.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'DELIVERY_BLOCKED', message });
    expect(await orderCount(companyId)).toBe(0);
    expect((await placeOrder(t.app, owner, checkoutBody({ paymentMethod: 'cash_on_delivery' }))).statusCode).toBe(201);
    const standing = (await t.app.inject({ method: 'GET', url: `/api/admin/companies/${companyId}/credit`, headers: admin.auth })).json();
    expect(standing).toMatchObject({ deliveryBlockedAt: expect.any(String), deliveryBlockReason: '2. Mahnung zu RE-2026-00001' });
  });

  it('lets exactly one of two buyers ordering at the same moment pass one credit limit (five rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { companyId, owner, product } = await company();
      const buyer = await signIn(t.app, (await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer })).user.email);
      // different products, so the stock's row locks do not line the two checkouts up: only the company lock does
      const other = await makeProduct(t.dataSource, { name: 'Schlauch 28"', basePrice: '100.00', stockQuantity: 50 });
      // room for one order of 136,85 €, not two
      await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '200.00' });
      await addToCart(t.app, owner, product.id, 1);
      await addToCart(t.app, buyer, other.id, 1);
      const responses = await Promise.all([placeOrder(t.app, owner, onAccount), placeOrder(t.app, buyer, onAccount)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
      expect(responses.find((response) => response.statusCode === 422)!.json()).toMatchObject({ code: 'CREDIT_LIMIT_EXCEEDED' });
      expect(await orderCount(companyId)).toBe(1);
      expect(await ownCredit(owner)).toMatchObject({ openAmount: '136.85', available: '63.15' });
    }
  });

  it('checks a waiting order on account when its owner approves it, not when the buyer places it', async () => {
    const { companyId, owner, product } = await company();
    const buyer = await signIn(t.app, (await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer, orderLimit: '50.00' })).user.email);
    await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '200.00' });
    const waiting = await orderOnAccount(buyer, product.id);
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json()).toMatchObject({ status: 'awaiting_approval', totalAmount: '136.85' });
    expect(await ownCredit(owner)).toMatchObject({ openAmount: '0.00' }); // a waiting order holds no credit

    // meanwhile the owner uses the room
    expect((await orderOnAccount(owner, product.id)).statusCode).toBe(201);
    const approve = () => t.app.inject({ method: 'POST', url: `/api/orders/${waiting.json().id}/approve`, headers: owner.auth });
    const refused = await approve();
    expect(refused.statusCode).toBe(422);
    expect(answer(refused)).toMatchObject({
      code: 'CREDIT_LIMIT_EXCEEDED',
      message:
        'Die Bestellung über 136,85 € übersteigt Ihr Kreditlimit für Kauf auf Rechnung (Kreditlimit 200,00 €, offen 136,85 €, verfügbar 63,15 €). Die Bestellung kann so nicht freigegeben werden; lehnen Sie sie ab und bestellen Sie sie mit einer anderen Zahlungsart neu.',
    });
    const [row] = await t.dataSource.query('SELECT status, approved_at FROM orders WHERE id = $1', [waiting.json().id]);
    expect(row).toEqual({ status: 'awaiting_approval', approved_at: null });
    expect((await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [product.id]))[0].stock_quantity).toBe(49);

    // a Liefersperre refuses the approval too; with more room and no block it goes through
    await t.dataSource.query(`UPDATE companies SET delivery_blocked_at = now() WHERE id = $1`, [companyId]);
    await putCredit(companyId, { purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '400.00' });
    expect((await approve()).json()).toMatchObject({ code: 'DELIVERY_BLOCKED' });
    await t.dataSource.query(`UPDATE companies SET delivery_blocked_at = NULL WHERE id = $1`, [companyId]);
    const approved = await approve();
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'pending', paymentMethod: 'invoice' });
    expect(await ownCredit(owner)).toMatchObject({ openAmount: formatCents(2 * 13685) });
  });

  it('answers every dealer of the company for its own credit only', async () => {
    const { companyId, owner } = await company();
    const other = await makeDealer(t.dataSource, { approved: true, companyName: 'Andere Räder KG' });
    await putCredit(other.profile.companyId, { purchaseOnAccount: true, paymentTermId: 'net30', creditLimit: '9999.00' });
    const viewer = await signIn(t.app, (await makeStaff(t.dataSource, companyId, { role: CompanyRole.Viewer })).user.email);
    expect(await ownCredit(owner)).toMatchObject({ purchaseOnAccount: false, creditLimit: '0.00' });
    expect(await ownCredit(viewer)).toMatchObject({ purchaseOnAccount: false, creditLimit: '0.00' });
    expect((await t.app.inject({ method: 'GET', url: '/api/company/credit', headers: admin.auth })).statusCode).toBe(403);
  });
});
