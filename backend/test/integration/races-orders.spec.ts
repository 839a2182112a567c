import { CompanyRole } from '../../src/common/auth/company-role';
import { makeDealer, makeStaff, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { signInTwoAdmins, statuses } from '../support/races';
import { makeProduct } from './catalogue.fixtures';

/**
 * Two administrators (or two owners) acting on the same order at the same moment. Each race runs ROUNDS times on a
 * fresh order: a lucky interleaving must not hide a missing lock. Whatever the order of the two, the effects happen
 * once per move that went through (stock, invoice, credit note, mail, audit row), and the loser reads in German why.
 */
const ROUNDS = 5;

describe('races on one order: two people, one decision', () => {
  let t: TestApp;
  let first: SignedIn;
  let second: SignedIn;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ({ first, second } = await signInTwoAdmins(t));
  });

  const patch = (session: SignedIn, orderId: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: session.auth, payload });
  const post = (session: SignedIn, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: session.auth, payload });
  const stockOf = async (productId: string) => (await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [productId]))[0].stock_quantity as number;
  const orderRow = async (orderId: string) =>
    (await t.dataSource.query('SELECT status, payment_status, stock_returned_at FROM orders WHERE id = $1', [orderId]))[0] as
      | { status: string; payment_status: string; stock_returned_at: Date | null }
      | undefined;
  /** The audit rows of the order: the event of each move, in order. */
  const auditOf = async (orderId: string) =>
    (await t.dataSource.query<{ action: string }[]>(
      `SELECT COALESCE(details->>'event', action_type) AS action FROM admin_actions WHERE target_id = $1 ORDER BY created_at`,
      [orderId],
    )).map((row) => row.action);
  /** The mails the order's moves asked for (outbox), by template. */
  const mailsOf = async (orderId: string) =>
    (await t.dataSource.query<{ template: string }[]>(
      `SELECT payload->>'template' AS template FROM outbox_messages WHERE job_name = 'mail.send' AND payload->'params'->>'orderId' = $1 ORDER BY id`,
      [orderId],
    )).map((row) => row.template);
  const invoicesOf = async (orderId: string) =>
    t.dataSource.query<{ kind: string; cancelled: boolean }[]>(
      `SELECT kind, cancelled_at IS NOT NULL AS cancelled FROM invoices WHERE order_id = $1 ORDER BY number`,
      [orderId],
    );

  /** An approved dealer's order of 2 pieces (prepayment unless said otherwise), on a product with 10 in stock. */
  async function order(paymentMethod = 'prepayment') {
    const { user } = await makeDealer(t.dataSource, { approved: true });
    const session = await signIn(t.app, user.email);
    const product = await makeProduct(t.dataSource, { basePrice: '25.00', stockQuantity: 10 });
    await addToCart(t.app, session, product.id, 2);
    const placed = await placeOrder(t.app, session, checkoutBody({ paymentMethod }));
    expect(placed.statusCode).toBe(201);
    return { id: placed.json().id as string, number: placed.json().orderNumber as string, productId: product.id };
  }

  it('two admins cancelling one shipped order: one cancellation, one Stornorechnung, the stock back once, one mail and one audit row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, productId } = await order();
      expect((await patch(first, id, { status: 'shipped' })).statusCode).toBe(200);
      const answers = await Promise.all([patch(first, id, { status: 'cancelled' }), patch(second, id, { status: 'cancelled' })]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        code: 'ORDER_UNCHANGED',
        message: 'Die Bestellung ist bereits „Storniert“.',
      });
      expect(await stockOf(productId)).toBe(10);
      expect(await invoicesOf(id)).toEqual([
        { kind: 'invoice', cancelled: true },
        { kind: 'cancellation', cancelled: false },
      ]);
      expect(await auditOf(id)).toEqual(['ship', 'cancel']);
      expect((await mailsOf(id)).filter((template) => template === 'orders.status-changed')).toHaveLength(2);
    }
  });

  it('one admin ships while another cancels: either cancelled (the shipment refused) or shipped and cancelled, never half of each', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const { id, productId } = await order();
      const [ship, cancel] = await Promise.all([patch(first, id, { status: 'shipped' }), patch(second, id, { status: 'cancelled' })]);
      expect(cancel.statusCode).toBe(200);
      expect((await orderRow(id))!.status).toBe('cancelled');
      expect(await stockOf(productId)).toBe(10);
      if (ship.statusCode === 200) {
        seen.add('ship first');
        expect(await invoicesOf(id)).toEqual([
          { kind: 'invoice', cancelled: true },
          { kind: 'cancellation', cancelled: false },
        ]);
        expect(await auditOf(id)).toEqual(['ship', 'cancel']);
      } else {
        seen.add('cancel first');
        expect([ship.statusCode, ship.json().code, ship.json().message]).toEqual([
          409,
          'ORDER_MOVE_NOT_ALLOWED',
          'Eine Bestellung im Status „Storniert“ kann nicht auf „Versandt“ gesetzt werden.',
        ]);
        expect(await invoicesOf(id)).toEqual([]);
        expect(await auditOf(id)).toEqual(['cancel']);
      }
      expect((await mailsOf(id)).filter((template) => template === 'orders.status-changed')).toHaveLength(ship.statusCode === 200 ? 2 : 1);
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('two admins shipping and delivering at once: one invoice, whichever comes first', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await order();
      const [ship, deliver] = await Promise.all([patch(first, id, { status: 'shipped' }), patch(second, id, { status: 'delivered' })]);
      expect(deliver.statusCode).toBe(200);
      if (ship.statusCode !== 200) {
        expect(ship.json()).toMatchObject({ code: 'ORDER_MOVE_NOT_ALLOWED', message: 'Eine Bestellung im Status „Zugestellt“ kann nicht auf „Versandt“ gesetzt werden.' });
      }
      expect((await orderRow(id))!.status).toBe('delivered');
      expect(await invoicesOf(id)).toEqual([{ kind: 'invoice', cancelled: false }]);
    }
  });

  it('two admins marking one prepayment paid: paid once, one "Zahlung eingegangen" mail, one audit row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await order();
      const answers = await Promise.all([patch(first, id, { paymentStatus: 'completed' }), patch(second, id, { paymentStatus: 'completed' })]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        code: 'ORDER_UNCHANGED',
        message: 'Der Zahlungsstatus ist bereits „Bezahlt“.',
      });
      expect(await auditOf(id)).toEqual(['mark-paid']);
      expect((await mailsOf(id)).filter((template) => template === 'orders.payment-received')).toHaveLength(1);
    }
  });

  it('one admin marks paid while another notes the refund: the refund only ever follows the payment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await order();
      const [paid, refund] = await Promise.all([patch(first, id, { paymentStatus: 'completed' }), patch(second, id, { paymentStatus: 'refunded' })]);
      expect(paid.statusCode).toBe(200);
      const row = await orderRow(id);
      if (refund.statusCode === 200) {
        expect(row!.payment_status).toBe('refunded');
      } else {
        expect(refund.json()).toMatchObject({
          code: 'ORDER_MOVE_NOT_ALLOWED',
          message: 'Der Zahlungsstatus „Ausstehend“ kann bei Vorkasse nicht auf „Erstattet“ gesetzt werden.',
        });
        expect(row!.payment_status).toBe('completed');
      }
      expect(await auditOf(id)).toEqual(refund.statusCode === 200 ? ['mark-paid', 'refund'] : ['mark-paid']);
      expect((await mailsOf(id)).filter((template) => template === 'orders.payment-received')).toHaveLength(1);
    }
  });

  it('two admins noting one refund: refunded once, one audit row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await order();
      expect((await patch(first, id, { paymentStatus: 'completed' })).statusCode).toBe(200);
      const answers = await Promise.all([patch(first, id, { paymentStatus: 'refunded' }), patch(second, id, { paymentStatus: 'refunded' })]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('Der Zahlungsstatus ist bereits „Erstattet“.');
      expect(await auditOf(id)).toEqual(['mark-paid', 'refund']);
    }
  });

  it('two admins reopening one cancelled order: the stock taken once, one audit row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, productId } = await order();
      expect((await patch(first, id, { status: 'cancelled' })).statusCode).toBe(200);
      expect(await stockOf(productId)).toBe(10);
      const answers = await Promise.all([patch(first, id, { status: 'pending' }), patch(second, id, { status: 'pending' })]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('Die Bestellung ist bereits „Ausstehend“.');
      expect(await stockOf(productId)).toBe(8);
      expect(await auditOf(id)).toEqual(['cancel', 'reopen']);
    }
  });

  it('one admin deletes an order while another ships it: deleted with its stock back, or shipped with its invoice and kept', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, number, productId } = await order();
      const [removal, ship] = await Promise.all([
        t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}`, headers: first.auth }),
        patch(second, id, { status: 'shipped' }),
      ]);
      if (removal.statusCode === 204) {
        expect([ship.statusCode, ship.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);
        expect(await orderRow(id)).toBeUndefined();
        expect(await stockOf(productId)).toBe(10);
        expect(await invoicesOf(id)).toEqual([]);
      } else {
        expect(ship.statusCode).toBe(200);
        expect(removal.json()).toMatchObject({ code: 'ORDER_HAS_INVOICE', message: expect.stringContaining(`Die Bestellung ${number} hat bereits eine Rechnung`) });
        expect((await orderRow(id))!.status).toBe('shipped');
        expect(await stockOf(productId)).toBe(8);
        expect(await invoicesOf(id)).toEqual([{ kind: 'invoice', cancelled: false }]);
      }
    }
  });

  it('two admins pressing „Rechnung erstellen" for one shipped order without invoice: one invoice, one audit row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, number } = await order();
      // shipped before invoices were issued with the move (an order of the old shop)
      await t.dataSource.query(`UPDATE orders SET status = 'shipped' WHERE id = $1`, [id]);
      const answers = await Promise.all([post(first, `/api/admin/orders/${id}/invoice`), post(second, `/api/admin/orders/${id}/invoice`)]);
      expect(statuses(answers)).toEqual([201, 409]);
      const created = answers.find((answer) => answer.statusCode === 201)!.json();
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        code: 'INVOICE_EXISTS',
        message: `Die Bestellung ${number} hat bereits die Rechnung ${created.number}.`,
      });
      expect(await invoicesOf(id)).toEqual([{ kind: 'invoice', cancelled: false }]);
      expect(await t.dataSource.query(`SELECT id FROM admin_actions WHERE action_type = 'invoice.create' AND details->>'orderId' = $1`, [id])).toHaveLength(1);
      expect(await t.dataSource.query(`SELECT id FROM outbox_messages WHERE job_name = 'invoices.render' AND payload->>'invoiceId' = $1`, [created.id])).toHaveLength(1);
    }
  });

  it('one admin deletes an order while another marks it paid: deleted, or paid and kept', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, productId } = await order();
      const [removal, paid] = await Promise.all([
        t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}`, headers: first.auth }),
        patch(second, id, { paymentStatus: 'completed' }),
      ]);
      if (removal.statusCode === 204) {
        expect([paid.statusCode, paid.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);
        expect(await stockOf(productId)).toBe(10);
      } else {
        expect([paid.statusCode, removal.statusCode, removal.json().code]).toEqual([200, 409, 'ORDER_HAS_PAYMENT']);
        expect((await orderRow(id))!.payment_status).toBe('completed');
        expect(await stockOf(productId)).toBe(8);
      }
    }
  });

  describe('an owner deciding a buyer\'s order above the limit', () => {
    async function waitingOrder() {
      const owner = await makeDealer(t.dataSource, { approved: true });
      const companyId = owner.profile.companyId;
      const buyer = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer, orderLimit: '10.00' });
      const secondOwner = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Owner });
      const product = await makeProduct(t.dataSource, { basePrice: '25.00', stockQuantity: 10 });
      const buyerSession = await signIn(t.app, buyer.user.email);
      await addToCart(t.app, buyerSession, product.id, 2);
      const placed = await placeOrder(t.app, buyerSession);
      expect(placed.json().status).toBe('awaiting_approval');
      return {
        id: placed.json().id as string,
        number: placed.json().orderNumber as string,
        productId: product.id,
        owners: [await signIn(t.app, owner.user.email), await signIn(t.app, secondOwner.user.email)],
      };
    }

    it('two owners, one approving and one rejecting at once: one decision, the stock taken at most once, one mail', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id, number, productId, owners } = await waitingOrder();
        const [approve, reject] = await Promise.all([
          post(owners[0], `/api/orders/${id}/approve`),
          post(owners[1], `/api/orders/${id}/reject`, { reason: 'Zu teuer für diesen Monat.' }),
        ]);
        expect(statuses([approve, reject])).toEqual([200, 409]);
        const loser = approve.statusCode === 409 ? approve : reject;
        expect(loser.json().code).toBe('ORDER_ALREADY_DECIDED');
        const row = await orderRow(id);
        if (approve.statusCode === 200) {
          expect(loser.json().message).toBe(`Die Bestellung ${number} wurde bereits freigegeben.`);
          expect(row!.status).toBe('pending');
          expect(await stockOf(productId)).toBe(8);
          expect((await mailsOf(id)).filter((template) => template !== 'orders.approval-requested')).toEqual(['orders.confirmation', 'orders.new-order']);
        } else {
          expect(loser.json().message).toBe(`Die Bestellung ${number} wurde bereits abgelehnt oder storniert.`);
          expect(row!.status).toBe('cancelled');
          expect(await stockOf(productId)).toBe(10);
          expect((await mailsOf(id)).filter((template) => template !== 'orders.approval-requested')).toEqual(['orders.approval-rejected']);
        }
      }
    });

    it('an owner approving while an admin cancels the waiting order: one of the two, the stock taken at most once', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id, productId, owners } = await waitingOrder();
        const [approve, cancel] = await Promise.all([post(owners[0], `/api/orders/${id}/approve`), patch(first, id, { status: 'cancelled' })]);
        const row = await orderRow(id);
        if (approve.statusCode === 200 && cancel.statusCode === 200) {
          // approved first, then cancelled by the back office: the stock went out and came back
          expect(row!.status).toBe('cancelled');
          expect(await stockOf(productId)).toBe(10);
        } else if (approve.statusCode === 200) {
          throw new Error(`Freigabe 200, Stornierung ${cancel.statusCode}: ${cancel.body}`);
        } else {
          expect([cancel.statusCode, approve.statusCode, approve.json().code]).toEqual([200, 409, 'ORDER_ALREADY_DECIDED']);
          expect(row!.status).toBe('cancelled');
          expect(await stockOf(productId)).toBe(10);
        }
      }
    });
  });
});
