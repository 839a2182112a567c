import { DuplicateCardPayments1795800000002 } from '../../src/common/database/migrations/1795800000002-DuplicateCardPayments';
import { StripeRefunds1795800000005 } from '../../src/common/database/migrations/1795800000005-StripeRefunds';
import { StripeRefundFailures1795800000011 } from '../../src/common/database/migrations/1795800000011-StripeRefundFailures';
import { CompanyRole } from '../../src/common/auth/company-role';
import { cardOrder, sign, stripeEnvironment } from '../support/card-payments';
import { makeDealer, makeStaff, signedInAdmin, signIn, SignedIn } from '../support/factories';
import { FakeStripe, sessionEvent, startFakeStripe } from '../support/fake-stripe';
import { startTestApp, TestApp } from '../support/test-app';

const orderState = async (t: TestApp, id: string) =>
  (await t.dataSource.query(`SELECT status, payment_status, paid_at IS NOT NULL AS paid FROM orders WHERE id = $1`, [id]))[0];
const paymentMails = async (t: TestApp) =>
  Number((await t.dataSource.query(`SELECT count(*) FROM outbox_messages WHERE payload->>'template' = 'orders.payment-received'`))[0].count);
const recordedSession = async (t: TestApp, id: string): Promise<string | null> =>
  (await t.dataSource.query(`SELECT stripe_checkout_session_id FROM orders WHERE id = $1`, [id]))[0].stripe_checkout_session_id;

describe('card payments through the real Stripe SDK against a local Stripe endpoint', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  /** The app's error log lines (JSON), to see what the operators are told. */
  const logged: string[] = [];
  const errorsMentioning = (...parts: string[]) =>
    logged.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 50 && parts.every((part) => line.msg.includes(part)));
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await startTestApp({ ...stripeEnvironment(stripe), LOG_LEVEL: 'error' }, { logTo: { write: (line: string) => logged.push(line) } });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(async () => {
    await t.reset();
    stripe.reset();
    logged.length = 0;
  });

  const startPayment = (session: SignedIn, orderId: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: session.auth });
  const webhook = (payload: string, signature = sign(payload)) =>
    t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  const confirmPayment = (session: SignedIn, orderId: string, sessionId: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment/confirm`, headers: session.auth, payload: { sessionId } });
  const sessionCreations = () => stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').length;

  it('creates a Checkout Session from the order lines whose total is the order total, with the order id and return URLs', async () => {
    const { session, order } = await cardOrder(t);
    const response = await startPayment(session, order.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//), testMode: false });
    const created = [...stripe.sessions.values()][0];
    expect(created.client_reference_id).toBe(order.id);
    expect(created.metadata).toEqual({ order_id: order.id, order_number: order.orderNumber });
    // 2 × EK 44.91, shipping 15.00, VAT 19 % of 104.82 = 19.92 → 124.74
    expect(created.line_items).toEqual([
      { name: 'Scheibenbremse (' + order.items[0].sku + ')', quantity: 2, unit_amount: 4491 },
      { name: 'Versand', quantity: 1, unit_amount: 1500 },
      { name: 'Umsatzsteuer 19 %', quantity: 1, unit_amount: 1992 },
    ]);
    expect(created.amount_total).toBe(12474);
    expect(order.totalAmount).toBe('124.74');
    const expiresIn = created.expires_at * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * 3600_000);
    expect(stripe.requests.find((r) => r.method === 'POST')?.idempotencyKey).toMatch(new RegExp(`^checkout-${order.id}-\\d+$`));
  });

  it('marks the order paid once however often the signed webhook is replayed, also concurrently', async () => {
    const { session, order } = await cardOrder(t);
    await startPayment(session, order.id);
    const checkout = [...stripe.sessions.values()][0];
    Object.assign(checkout, { payment_status: 'paid', status: 'complete' });

    const payload = sessionEvent('checkout.session.completed', checkout.id, 'evt_paid_once');
    const first = await webhook(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replays = await Promise.all(Array.from({ length: 9 }, () => webhook(payload)));
    expect(replays.map((r) => r.json())).toEqual(Array(9).fill({ received: true, duplicate: true }));

    expect(await orderState(t, order.id)).toEqual({ status: 'pending', payment_status: 'completed', paid: true });
    expect(await t.dataSource.query(`SELECT id, type, order_id FROM payment_events`)).toEqual([
      { id: 'evt_paid_once', type: 'checkout.session.completed', order_id: order.id },
    ]);
    expect(await paymentMails(t)).toBe(1);

    // another event id for the same paid session changes nothing either (fulfil is idempotent)
    expect((await webhook(sessionEvent('checkout.session.completed', checkout.id))).statusCode).toBe(200);
    expect(await paymentMails(t)).toBe(1);
  });

  it('gives a dealer who starts paying again the open Checkout Session of the order, and a new one once it expired or is gone', async () => {
    const { session, order } = await cardOrder(t);
    const first = await startPayment(session, order.id);
    expect(first.statusCode).toBe(201);
    // a second tab, minutes later: the fake replays no idempotency key, as Stripe would not for a key of another minute
    const again = await startPayment(session, order.id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(stripe.sessions.size).toBe(1);
    expect(sessionCreations()).toBe(1);
    expect(await recordedSession(t, order.id)).toBe(first.json().sessionId);

    Object.assign(stripe.sessions.get(first.json().sessionId)!, { status: 'expired' });
    const afterExpiry = await startPayment(session, order.id);
    expect(afterExpiry.statusCode).toBe(201);
    expect(afterExpiry.json().sessionId).not.toBe(first.json().sessionId);
    expect(afterExpiry.json().url).toBe(stripe.sessions.get(afterExpiry.json().sessionId)!.url);
    expect(await recordedSession(t, order.id)).toBe(afterExpiry.json().sessionId);

    // Stripe no longer knows the recorded session (404): a new one, as if there had been none
    stripe.sessions.delete(afterExpiry.json().sessionId);
    const afterLoss = await startPayment(session, order.id);
    expect(afterLoss.statusCode).toBe(201);
    expect([first.json().sessionId, afterExpiry.json().sessionId]).not.toContain(afterLoss.json().sessionId);
    expect(await recordedSession(t, order.id)).toBe(afterLoss.json().sessionId);
    expect(sessionCreations()).toBe(3);
  });

  it('fulfils a recorded session Stripe reports paid before its webhook arrived, instead of starting a second payment', async () => {
    const { session, order } = await cardOrder(t);
    const checkout = stripe.sessions.get((await startPayment(session, order.id)).json().sessionId)!;
    Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
    const again = await startPayment(session, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_NOT_POSSIBLE', message: 'Diese Bestellung ist bereits bezahlt.' });
    expect(await orderState(t, order.id)).toEqual({ status: 'pending', payment_status: 'completed', paid: true });
    expect(sessionCreations()).toBe(1);
    expect(await paymentMails(t)).toBe(1);
    // the webhook that follows changes nothing more
    expect((await webhook(sessionEvent('checkout.session.completed', checkout.id))).json()).toEqual({ received: true });
    expect(await paymentMails(t)).toBe(1);
  });

  it('records money from a second session of an order already paid with another one, once, and logs it as an error', async () => {
    const { session, order } = await cardOrder(t);
    const recorded = stripe.sessions.get((await startPayment(session, order.id)).json().sessionId)!;
    // a second session for the same order, as two tabs racing each other could still create it
    const racing = { ...structuredClone(recorded), id: 'cs_test_zweiter_tab', url: 'https://checkout.stripe.test/c/pay/cs_test_zweiter_tab' };
    stripe.sessions.set(racing.id, racing);
    for (const checkout of [recorded, racing]) Object.assign(checkout, { payment_status: 'paid', status: 'complete' });

    // the racing session is paid first: the order is paid with it, whichever session it had recorded
    expect((await webhook(sessionEvent('checkout.session.completed', racing.id))).json()).toEqual({ received: true });
    expect(await recordedSession(t, order.id)).toBe(racing.id);
    expect(errorsMentioning(order.orderNumber)).toEqual([]);

    const second = await webhook(sessionEvent('checkout.session.completed', recorded.id, 'evt_second_money'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true });
    // the success page of the other tab and another event about the same money add nothing
    const confirmed = await confirmPayment(session, order.id, recorded.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ paymentStatus: 'completed' });
    expect((await webhook(sessionEvent('checkout.session.async_payment_succeeded', recorded.id))).statusCode).toBe(200);

    expect(await orderState(t, order.id)).toEqual({ status: 'pending', payment_status: 'completed', paid: true });
    expect(await recordedSession(t, order.id)).toBe(racing.id);
    expect(await paymentMails(t)).toBe(1);
    expect(await t.dataSource.query(`SELECT id FROM payment_events WHERE id = 'evt_second_money'`)).toHaveLength(1);
    expect(errorsMentioning(order.orderNumber, recorded.id, racing.id)).toHaveLength(1);

    // the back office sees the money to refund, on the order and in its work list, and notes the refund once
    const admin = await signedInAdmin(t.app, t.dataSource);
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/card-payments/duplicates?orderId=${order.id}`, headers: admin.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ orderId: order.id, orderNumber: order.orderNumber, sessionId: recorded.id, paidWithSessionId: racing.id, amount: order.totalAmount, currency: 'eur', refundedAt: null, refundedBy: null }),
    ]);
    const [duplicate] = listed.json();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/card-payments/duplicates', headers: admin.auth })).json()).toEqual([duplicate]);
    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/card-payments/duplicates/${duplicate.id}/refunded`, headers: admin.auth });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ id: duplicate.id, refundedBy: 'admin@example.com', refundedAt: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/card-payments/duplicates', headers: admin.auth })).json()).toEqual([]);
    expect(await t.dataSource.query(`SELECT action_type, target_id FROM admin_actions WHERE action_type = 'payment.duplicate-refunded'`)).toEqual([
      { action_type: 'payment.duplicate-refunded', target_id: duplicate.id },
    ]);
    // the order itself is left as it was
    expect(await orderState(t, order.id)).toEqual({ status: 'pending', payment_status: 'completed', paid: true });
  });

  it('lets two administrators noting the same refund at once through once; the other learns in German who did', async () => {
    const { session, order } = await cardOrder(t);
    const recorded = stripe.sessions.get((await startPayment(session, order.id)).json().sessionId)!;
    const racing = { ...structuredClone(recorded), id: 'cs_test_dritter_tab' };
    stripe.sessions.set(racing.id, racing);
    for (const checkout of [recorded, racing]) Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
    await webhook(sessionEvent('checkout.session.completed', recorded.id));
    await webhook(sessionEvent('checkout.session.completed', racing.id, 'evt_racing_money'));
    const [first, second] = [await signedInAdmin(t.app, t.dataSource, 'anna@example.com'), await signedInAdmin(t.app, t.dataSource, 'ben@example.com')];
    const [duplicate] = (await t.app.inject({ method: 'GET', url: '/api/admin/card-payments/duplicates', headers: first.auth })).json();
    expect(duplicate).toMatchObject({ sessionId: racing.id, amount: order.totalAmount });

    const answers = await Promise.all(
      [first, second].map((admin) => t.app.inject({ method: 'POST', url: `/api/admin/card-payments/duplicates/${duplicate.id}/refunded`, headers: admin.auth })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().refundedBy;
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'DUPLICATE_PAYMENT_ALREADY_REFUNDED',
      message: expect.stringMatching(new RegExp(`^Diese Zahlung ist schon als erstattet vermerkt \\(am \\d{2}\\.\\d{2}\\.\\d{4} von ${winner.replace(/[.+]/g, '\\$&')}\\)\\.$`)),
    });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM admin_actions WHERE action_type = 'payment.duplicate-refunded'`)).toEqual([{ n: 1 }]);
  });

  it('moves duplicates recorded before (payment_events) into their table, without amount, and back down again', async () => {
    const { session, order } = await cardOrder(t);
    const recorded = stripe.sessions.get((await startPayment(session, order.id)).json().sessionId)!;
    const racing = { ...structuredClone(recorded), id: 'cs_test_vierter_tab' };
    stripe.sessions.set(racing.id, racing);
    for (const checkout of [recorded, racing]) Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
    await webhook(sessionEvent('checkout.session.completed', recorded.id));
    await webhook(sessionEvent('checkout.session.completed', racing.id, 'evt_fourth_money'));
    const migration = new DuplicateCardPayments1795800000002();
    // later migrations add columns to the table: undone first and redone last, as the migration runner would
    const later = [new StripeRefunds1795800000005(), new StripeRefundFailures1795800000011()];
    const runner = t.dataSource.createQueryRunner();
    try {
      for (const step of [...later].reverse()) await step.down(runner);
      await migration.down(runner);
      expect(await runner.query(`SELECT id, type, order_id FROM payment_events WHERE type = 'duplicate_payment'`)).toEqual([
        { id: `duplicate_payment:${racing.id}`, type: 'duplicate_payment', order_id: order.id },
      ]);
      await migration.up(runner);
      for (const step of later) await step.up(runner);
    } finally {
      await runner.release();
    }
    expect(await t.dataSource.query(`SELECT id FROM payment_events WHERE type = 'duplicate_payment'`)).toEqual([]);
    expect(await t.dataSource.query(`SELECT session_id, order_id, order_number, paid_with_session_id, amount_cents, refunded_at FROM duplicate_card_payments`)).toEqual([
      { session_id: racing.id, order_id: order.id, order_number: order.orderNumber, paid_with_session_id: recorded.id, amount_cents: null, refunded_at: null },
    ]);
  });

  it('keeps the duplicate list to administrators and refuses bad ids in German', async () => {
    const { session } = await cardOrder(t);
    const admin = await signedInAdmin(t.app, t.dataSource);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/card-payments/duplicates', headers: session.auth })).statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/card-payments/duplicates/00000000-0000-4000-8000-000000000000/refunded', headers: admin.auth });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Diese doppelte Kartenzahlung gibt es nicht.']);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/admin/card-payments/duplicates/kein-id/refunded', headers: admin.auth });
    expect([malformed.statusCode, malformed.json().message]).toEqual([404, 'Diese doppelte Kartenzahlung gibt es nicht.']);
    const badFilter = await t.app.inject({ method: 'GET', url: '/api/admin/card-payments/duplicates?orderId=%00', headers: admin.auth });
    expect([badFilter.statusCode, badFilter.json().message]).toEqual([400, 'Unbekannte Bestellung.']);
  });

  it('answers a late confirmation of the session a refunded order was paid with by 200 and changes nothing', async () => {
    const { session, order } = await cardOrder(t);
    const checkout = stripe.sessions.get((await startPayment(session, order.id)).json().sessionId)!;
    Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
    expect((await webhook(sessionEvent('checkout.session.completed', checkout.id))).statusCode).toBe(200);
    const admin = await signedInAdmin(t.app, t.dataSource);
    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/payment/refund`, headers: admin.auth });
    expect(refunded.json().order).toMatchObject({ paymentStatus: 'refunded' });

    const confirmed = await confirmPayment(session, order.id, checkout.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ paymentStatus: 'refunded', canPay: false });
    const late = sessionEvent('checkout.session.async_payment_succeeded', checkout.id, 'evt_late_async');
    const answer = await webhook(late);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true });
    expect((await webhook(late)).json()).toEqual({ received: true, duplicate: true });

    expect(await orderState(t, order.id)).toEqual({ status: 'pending', payment_status: 'refunded', paid: true });
    expect(await t.dataSource.query(`SELECT type, order_id FROM payment_events WHERE id = 'evt_late_async'`)).toEqual([
      { type: 'checkout.session.async_payment_succeeded', order_id: order.id },
    ]);
    expect(await t.dataSource.query(`SELECT id FROM duplicate_card_payments`)).toEqual([]);
    expect(await paymentMails(t)).toBe(1);
    expect(errorsMentioning(order.orderNumber)).toEqual([]);
  });

  it('refuses a bad, missing or foreign signature with 400 and changes nothing', async () => {
    const { session, order } = await cardOrder(t);
    await startPayment(session, order.id);
    const checkout = [...stripe.sessions.values()][0];
    Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
    const payload = sessionEvent('checkout.session.completed', checkout.id);
    for (const signature of [sign(payload, 'whsec_someone_else'), 't=1,v1=deadbeef', '']) {
      const response = await webhook(payload, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', message: 'Die Signatur des Webhooks ist ungültig.' });
    }
    const tampered = await webhook(payload.replace('checkout.session.completed', 'checkout.session.expired'), sign(payload));
    expect(tampered.statusCode).toBe(400);
    expect(await orderState(t, order.id)).toMatchObject({ payment_status: 'pending', paid: false });
    expect(await t.dataSource.query('SELECT * FROM payment_events')).toEqual([]);
  });

  it('trusts the provider, not the success page: forged or unpaid sessions change nothing', async () => {
    const { session, order } = await cardOrder(t);
    const other = await cardOrder(t);
    await startPayment(session, order.id);
    await startPayment(other.session, other.order.id);
    const [own, foreign] = [...stripe.sessions.values()];
    const confirm = (sessionId: string) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment/confirm`, headers: session.auth, payload: { sessionId } });

    const unpaid = await confirm(own.id);
    expect(unpaid.statusCode).toBe(200);
    // still payable, and the owner who pays is told so (the success page offers "Jetzt bezahlen" again)
    expect(unpaid.json()).toMatchObject({ paymentStatus: 'pending', canPay: true });

    Object.assign(foreign, { payment_status: 'paid', status: 'complete' });
    const forged = await confirm(foreign.id);
    expect(forged.statusCode).toBe(409);
    expect(forged.json().code).toBe('PAYMENT_SESSION_MISMATCH');
    expect((await confirm('cs_test_ausgedacht')).statusCode).toBe(409);
    expect(await orderState(t, order.id)).toMatchObject({ payment_status: 'pending' });

    Object.assign(own, { payment_status: 'paid', status: 'complete' });
    expect((await confirm(own.id)).json()).toMatchObject({ paymentStatus: 'completed', canPay: false });
    // the other dealer's order was paid at Stripe: its own webhook or success page will fulfil it, this one did not
    expect(await orderState(t, other.order.id)).toMatchObject({ payment_status: 'pending' });
  });

  it('records a failed or expired payment, and lets the dealer pay again until the order is paid', async () => {
    const { session, order } = await cardOrder(t);
    await startPayment(session, order.id);
    const first = [...stripe.sessions.values()][0];
    Object.assign(first, { status: 'expired' });
    expect((await webhook(sessionEvent('checkout.session.expired', first.id))).statusCode).toBe(200);
    expect(await orderState(t, order.id)).toMatchObject({ payment_status: 'failed' });

    const again = await startPayment(session, order.id);
    expect(again.statusCode).toBe(201);
    const second = stripe.sessions.get(again.json().sessionId)!;
    Object.assign(second, { payment_status: 'paid', status: 'complete' });
    await webhook(sessionEvent('checkout.session.async_payment_succeeded', second.id));
    expect(await orderState(t, order.id)).toMatchObject({ payment_status: 'completed' });

    const paidAlready = await startPayment(session, order.id);
    expect(paidAlready.statusCode).toBe(409);
    expect(paidAlready.json().message).toBe('Diese Bestellung ist bereits bezahlt.');
  });

  it('records a payment that arrives after the order was cancelled as to be refunded, never as paid', async () => {
    const { session, order, product } = await cardOrder(t);
    await startPayment(session, order.id);
    const checkout = [...stripe.sessions.values()][0];
    const admin = await signedInAdmin(t.app, t.dataSource);
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);

    Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
    expect((await webhook(sessionEvent('checkout.session.completed', checkout.id))).statusCode).toBe(200);
    expect(await orderState(t, order.id)).toEqual({ status: 'cancelled', payment_status: 'refund_due', paid: true });
    expect(await paymentMails(t)).toBe(0);
    const stock = await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [product.id]);
    expect(stock[0].stock_quantity).toBe(10);

    const flagged = (await t.app.inject({ method: 'GET', url: '/api/admin/orders?paymentStatus=refund_due', headers: admin.auth })).json();
    expect(flagged.items.map((item: { id: string }) => item.id)).toEqual([order.id]);
    // card money goes back through Stripe (card-refunds.spec.ts), not by setting the status
    expect(flagged.items[0]).toMatchObject({ allowedPaymentStatuses: [], refundableAtProvider: true });
  });

  it('lets a viewer of the company see the card order but not start paying it', async () => {
    const { order } = await cardOrder(t);
    const [{ company_id: companyId }] = await t.dataSource.query('SELECT company_id FROM orders WHERE id = $1', [order.id]);
    const viewer = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Viewer });
    const session = await signIn(t.app, viewer.user.email);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: session.auth })).statusCode).toBe(200);
    const refused = await startPayment(session, order.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ihre Rolle in der Firma erlaubt das nicht. Bitte wenden Sie sich an den Inhaber.');
    expect(stripe.sessions.size).toBe(0);
  });

  it('keeps a paid amount that differs from the order from marking it paid', async () => {
    const { session, order } = await cardOrder(t);
    await startPayment(session, order.id);
    const checkout = [...stripe.sessions.values()][0];
    Object.assign(checkout, { payment_status: 'paid', status: 'complete', amount_total: 100 });
    expect((await webhook(sessionEvent('checkout.session.completed', checkout.id))).statusCode).toBe(200);
    expect(await orderState(t, order.id)).toMatchObject({ payment_status: 'pending' });
  });

  it('answers 503 in German when Stripe is down, keeps the order, and lets Stripe retry the webhook', async () => {
    const { session, order } = await cardOrder(t);
    stripe.failing = true;
    const down = await startPayment(session, order.id);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toMatch(/^Die Kartenzahlung ist gerade nicht erreichbar/);
    expect(await orderState(t, order.id)).toMatchObject({ status: 'pending' });

    stripe.failing = false;
    await startPayment(session, order.id);
    const checkout = [...stripe.sessions.values()][0];
    Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
    const payload = sessionEvent('checkout.session.completed', checkout.id, 'evt_retry');
    stripe.failing = true;
    expect((await webhook(payload)).statusCode).toBe(503);
    expect(await t.dataSource.query('SELECT * FROM payment_events')).toEqual([]);
    stripe.failing = false;
    expect((await webhook(payload)).json()).toEqual({ received: true });
    expect(await orderState(t, order.id)).toMatchObject({ payment_status: 'completed' });
  });

  it('refuses paying for another dealer\'s order, a prepayment order and an order past its deadline', async () => {
    const { order } = await cardOrder(t);
    const { user } = await makeDealer(t.dataSource, { approved: true });
    const stranger = await signIn(t.app, user.email);
    expect((await startPayment(stranger, order.id)).statusCode).toBe(404);

    const owner = await cardOrder(t);
    await t.dataSource.query(`UPDATE orders SET payment_method = 'prepayment' WHERE id = $1`, [owner.order.id]);
    expect((await startPayment(owner.session, owner.order.id)).statusCode).toBe(409);
    await t.dataSource.query(`UPDATE orders SET payment_method = 'stripe', created_at = now() - interval '25 hours' WHERE id = $1`, [owner.order.id]);
    const late = await startPayment(owner.session, owner.order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Diese Bestellung kann nicht mehr mit Karte bezahlt werden.');
    expect(stripe.sessions.size).toBe(0);
  });
});

describe("card payments in 'Testmodus' (no STRIPE_SECRET_KEY)", () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('serves its own payment page and pays through a signed webhook on the same path', async () => {
    const { session, order } = await cardOrder(t);
    const started = (await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: session.auth })).json();
    expect(started).toMatchObject({ testMode: true, url: `http://localhost:3000/testmodus/checkout/${started.sessionId}` });
    // starting again while the session is open leads to the same page
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: session.auth })).json()).toEqual(started);

    const page = await t.app.inject({ method: 'GET', url: `/api/payments/test-checkout/${started.sessionId}`, headers: session.auth });
    expect(page.json()).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber, amount: order.totalAmount, status: 'open' });

    const { user } = await makeDealer(t.dataSource, { approved: true });
    const stranger = await signIn(t.app, user.email);
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${started.sessionId}/pay`, headers: stranger.auth })).statusCode).toBe(404);
    // a viewer of the same company may not start paying, so neither may they pay on the test page
    const [{ company_id: companyId }] = await t.dataSource.query('SELECT company_id FROM orders WHERE id = $1', [order.id]);
    const viewer = await signIn(t.app, (await makeStaff(t.dataSource, companyId, { role: CompanyRole.Viewer })).user.email);
    for (const step of ['pay', 'cancel']) {
      const refused = await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${started.sessionId}/${step}`, headers: viewer.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('COMPANY_ROLE_FORBIDDEN');
    }
    expect(await orderState(t, order.id)).toMatchObject({ payment_status: 'pending' });

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${started.sessionId}/cancel`, headers: session.auth });
    expect(cancelled.json()).toEqual({ redirectUrl: `http://localhost:3000/payment-cancelled?order_id=${order.id}` });
    expect(await orderState(t, order.id)).toMatchObject({ payment_status: 'pending' });

    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${started.sessionId}/pay`, headers: session.auth });
    expect(paid.json()).toEqual({ redirectUrl: `http://localhost:3000/payment-success?session_id=${started.sessionId}&order_id=${order.id}` });
    expect(await orderState(t, order.id)).toEqual({ status: 'pending', payment_status: 'completed', paid: true });
    const [event] = await t.dataSource.query(`SELECT type, order_id FROM payment_events`);
    expect(event).toEqual({ type: 'checkout.session.completed', order_id: order.id });
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${started.sessionId}/pay`, headers: session.auth })).statusCode).toBe(409);
    expect(await paymentMails(t)).toBe(1);
  });
});
