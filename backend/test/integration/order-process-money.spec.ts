import { CompanyRole } from '../../src/common/auth/company-role';
import { Role } from '../../src/common/auth/role';
import { makeDealer, makeStaff, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/**
 * Where the order process meets money and stock beyond a single move: undoing a cancellation, deleting an order,
 * and money booked on the order after its invoice was issued.
 */
describe('the order process where money and stock are involved', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
  });

  const patch = (id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: admin.auth, payload });
  const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}`, headers: admin.auth });
  const stateOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status, payment_status AS "paymentStatus" FROM orders WHERE id = $1`, [id]))[0] as { status: string; paymentStatus: string };
  const stockOf = async (id: string) => (await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [id]))[0].stock_quantity as number;
  const invoiceOf = async (orderId: string) =>
    (
      await t.dataSource.query(
        `SELECT number, total_amount AS "total", paid_amount AS "paid", settled_at IS NOT NULL AS "settled" FROM invoices WHERE order_id = $1 AND kind = 'invoice'`,
        [orderId],
      )
    )[0] as { number: string; total: string; paid: string; settled: boolean };
  const allowedOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.auth })).json().allowedStatuses as string[];

  /** An approved company with its owner signed in, and a product of 100 EUR net (one piece 136,85 € gross). */
  async function company() {
    const owner = await makeDealer(t.dataSource, { approved: true });
    const product = await makeProduct(t.dataSource, { name: 'Laufradsatz 28"', basePrice: '100.00', stockQuantity: 10 });
    return { companyId: owner.profile.companyId, owner: await signIn(t.app, owner.user.email), product };
  }

  async function order(session: SignedIn, productId: string, paymentMethod: string, quantity = 1) {
    await addToCart(t.app, session, productId, quantity);
    const placed = await placeOrder(t.app, session, checkoutBody({ paymentMethod }));
    expect(placed.statusCode).toBe(201);
    return placed.json() as { id: string; status: string };
  }

  const allowOnAccount = (companyId: string, creditLimit: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${companyId}/credit`,
      headers: admin.auth,
      payload: { purchaseOnAccount: true, paymentTermId: 'net30', creditLimit },
    });

  describe('undoing a cancellation', () => {
    it('reopens an unpaid order the back office cancelled, taking its stock again', async () => {
      const { owner, product } = await company();
      const { id } = await order(owner, product.id, 'cash_on_delivery', 2);
      expect((await patch(id, { status: 'cancelled' })).statusCode).toBe(200);
      expect(await allowedOf(id)).toEqual(expect.arrayContaining(['pending', 'processing']));
      expect((await patch(id, { status: 'pending' })).statusCode).toBe(200);
      expect(await stockOf(product.id)).toBe(8);
    });

    it("refuses to reopen an order its owner rejected: the owner's decision stands", async () => {
      const { owner, product, companyId } = await company();
      const buyerUser = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer, orderLimit: '50.00' });
      const buyer = await signIn(t.app, buyerUser.user.email);
      const waiting = await order(buyer, product.id, 'prepayment', 3);
      expect(waiting.status).toBe('awaiting_approval');
      const rejected = await t.app.inject({ method: 'POST', url: `/api/orders/${waiting.id}/reject`, headers: owner.auth, payload: { reason: 'Nicht benötigt' } });
      expect(rejected.statusCode).toBe(200);

      expect(await allowedOf(waiting.id)).toEqual([]);
      const reopened = await patch(waiting.id, { status: 'pending' });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json()).toMatchObject({
        code: 'ORDER_MOVE_NOT_ALLOWED',
        message: 'Der Inhaber hat diese Bestellung abgelehnt; sie bleibt storniert. Der Einkauf kann sie neu bestellen.',
      });
      expect(await stateOf(waiting.id)).toEqual({ status: 'cancelled', paymentStatus: 'pending' });
      expect(await stockOf(product.id)).toBe(10);
    });

    it('refuses to reopen an order money came in for, or went back for', async () => {
      const { owner, product } = await company();
      for (const paymentStatus of ['completed', 'refunded']) {
        const { id } = await order(owner, product.id, 'prepayment');
        expect((await patch(id, { paymentStatus: 'completed' })).statusCode).toBe(200);
        expect((await patch(id, { status: 'cancelled' })).statusCode).toBe(200);
        if (paymentStatus === 'refunded') expect((await patch(id, { paymentStatus: 'refunded' })).statusCode).toBe(200);

        const reopened = await patch(id, { status: 'processing' });
        expect(reopened.statusCode).toBe(409);
        expect(reopened.json().message).toBe('Zu dieser Bestellung ist Geld eingegangen oder erstattet worden; sie bleibt storniert. Der Händler kann neu bestellen.');
        expect(await stateOf(id)).toEqual({ status: 'cancelled', paymentStatus });
      }
      expect(await stockOf(product.id)).toBe(10);
    });

    it('refuses to reopen a card order: its payment window has closed, the dealer orders again', async () => {
      const { owner, product } = await company();
      const { id } = await order(owner, product.id, 'stripe');
      expect((await patch(id, { status: 'cancelled' })).statusCode).toBe(200);
      expect(await allowedOf(id)).toEqual([]);
      const reopened = await patch(id, { status: 'pending' });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json().code).toBe('ORDER_MOVE_NOT_ALLOWED');
      expect(await stateOf(id)).toEqual({ status: 'cancelled', paymentStatus: 'pending' });
    });

    it('checks a reopened order on account like a new one: credit limit and Liefersperre', async () => {
      const { owner, product, companyId } = await company();
      expect((await allowOnAccount(companyId, '200')).statusCode).toBe(200);
      const first = await order(owner, product.id, 'invoice');
      expect((await patch(first.id, { status: 'cancelled' })).statusCode).toBe(200);
      await order(owner, product.id, 'invoice'); // 136,85 € of the 200,00 € limit

      const overLimit = await patch(first.id, { status: 'pending' });
      expect(overLimit.statusCode).toBe(422);
      expect(overLimit.json()).toMatchObject({ code: 'CREDIT_LIMIT_EXCEEDED' });
      expect(overLimit.json().message.replace(/\u00a0/g, ' ')).toBe(
        'Die Bestellung über 136,85 € übersteigt das Kreditlimit der Firma für Kauf auf Rechnung (Kreditlimit 200,00 €, offen 136,85 €, verfügbar 63,15 €). Die Bestellung bleibt storniert; der Händler kann mit einer anderen Zahlungsart neu bestellen.',
      );
      expect(await stateOf(first.id)).toEqual({ status: 'cancelled', paymentStatus: 'pending' });
      expect(await stockOf(product.id)).toBe(9);

      expect((await allowOnAccount(companyId, '1000')).statusCode).toBe(200);
      await t.dataSource.query(`UPDATE companies SET delivery_blocked_at = now(), delivery_block_reason = '2. Mahnung' WHERE id = $1`, [companyId]);
      const blocked = await patch(first.id, { status: 'pending' });
      expect(blocked.statusCode).toBe(422);
      expect(blocked.json()).toMatchObject({ code: 'DELIVERY_BLOCKED' });
      expect(blocked.json().message).toContain('Für die Firma besteht eine Liefersperre');
      expect(await stateOf(first.id)).toEqual({ status: 'cancelled', paymentStatus: 'pending' });

      await t.dataSource.query(`UPDATE companies SET delivery_blocked_at = NULL WHERE id = $1`, [companyId]);
      expect((await patch(first.id, { status: 'pending' })).statusCode).toBe(200);
      expect(await stockOf(product.id)).toBe(8);
    });
  });

  describe('deleting an order', () => {
    it('gives back only stock the order took: one waiting for approval took none', async () => {
      const { product, companyId } = await company();
      const buyerUser = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer, orderLimit: '50.00' });
      const waiting = await order(await signIn(t.app, buyerUser.user.email), product.id, 'prepayment', 3);
      expect(waiting.status).toBe('awaiting_approval');

      expect((await remove(waiting.id)).statusCode).toBe(204);
      expect(await stockOf(product.id)).toBe(10);
      const [audit] = await t.dataSource.query(`SELECT details FROM admin_actions WHERE action_type = 'order.delete'`);
      expect(audit.details).toMatchObject({ status: 'awaiting_approval', stockReturned: false });
    });

    it('keeps an order money came in for, and deletes an unpaid one giving its stock back', async () => {
      const { owner, product } = await company();
      const paid = await order(owner, product.id, 'prepayment', 2);
      expect((await patch(paid.id, { paymentStatus: 'completed' })).statusCode).toBe(200);
      const detailOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.auth })).json();
      expect((await detailOf(paid.id)).deletable).toBe(false);
      const refused = await remove(paid.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(
        expect.objectContaining({
          code: 'ORDER_HAS_PAYMENT',
          message: 'Zu dieser Bestellung ist Geld eingegangen oder erstattet worden; sie kann nicht gelöscht werden. Stornieren Sie sie stattdessen.',
        }),
      );
      expect(await stateOf(paid.id)).toEqual({ status: 'pending', paymentStatus: 'completed' });
      expect(await stockOf(product.id)).toBe(8);

      const unpaid = await order(owner, product.id, 'prepayment', 1);
      expect((await detailOf(unpaid.id)).deletable).toBe(true);
      expect((await remove(unpaid.id)).statusCode).toBe(204);
      expect(await stockOf(product.id)).toBe(8);
    });
  });

  describe('money booked on the order after its invoice was issued', () => {
    it('settles the invoice when the driver’s cash is booked: no longer open, not counted against the credit, not dunned', async () => {
      const { owner, product, companyId } = await company();
      const { id } = await order(owner, product.id, 'cash_on_delivery');
      expect((await patch(id, { status: 'delivered' })).statusCode).toBe(200);
      expect(await invoiceOf(id)).toMatchObject({ total: '136.85', paid: '0.00', settled: false });

      expect((await patch(id, { paymentStatus: 'completed' })).statusCode).toBe(200);

      expect(await invoiceOf(id)).toMatchObject({ paid: '136.85', settled: true });
      const [payment] = await t.dataSource.query(`SELECT amount, source, reference, recorded_by_user_id FROM incoming_payments WHERE company_id = $1`, [companyId]);
      expect(payment).toEqual({ amount: '136.85', source: 'order_payment', reference: expect.stringMatching(/^Bestellung .+ \(Zahlung beim Fahrer\)$/), recorded_by_user_id: null });
      const open = (await t.app.inject({ method: 'GET', url: '/api/invoices?status=open', headers: owner.auth })).json();
      expect(open.items).toEqual([]);
      const credit = (await t.app.inject({ method: 'GET', url: '/api/company/credit', headers: owner.auth })).json();
      expect(credit.openAmount).toBe('0.00');
      expect(await stateOf(id)).toEqual({ status: 'delivered', paymentStatus: 'completed' });
    });

    it('books only what is still open when part was booked on the invoice before', async () => {
      const { owner, product } = await company();
      const { id } = await order(owner, product.id, 'prepayment');
      expect((await patch(id, { status: 'shipped' })).statusCode).toBe(200);
      const invoice = await invoiceOf(id);
      const [{ id: invoiceId }] = await t.dataSource.query(`SELECT id FROM invoices WHERE number = $1`, [invoice.number]);
      const partly = await t.app.inject({
        method: 'POST',
        url: '/api/admin/payments',
        headers: admin.auth,
        payload: { invoiceId, amount: '36.85', bookedOn: new Date().toISOString().slice(0, 10), reference: invoice.number },
      });
      expect(partly.statusCode).toBe(201);

      expect((await patch(id, { paymentStatus: 'completed' })).statusCode).toBe(200);
      expect(await invoiceOf(id)).toMatchObject({ paid: '136.85', settled: true });
      const amounts = await t.dataSource.query(`SELECT amount, source FROM incoming_payments ORDER BY created_at`);
      expect(amounts).toEqual([
        { amount: '36.85', source: 'manual' },
        { amount: '100.00', source: 'order_payment' },
      ]);
    });
  });
});
