import { StripeRefunds1795800000005 } from '../../src/common/database/migrations/1795800000005-StripeRefunds';
import { StripeRefundFailures1795800000011 } from '../../src/common/database/migrations/1795800000011-StripeRefundFailures';
import { PAYMENT_GATEWAY, PaymentGateway } from '../../src/modules/payments/payment-gateway';
import { cardOrder, deliverWebhook, duplicateCardPayment, paidCardOrder as payCardOrder, stripeEnvironment } from '../support/card-payments';
import { makeDealer, signedInAdmin, signIn, SignedIn } from '../support/factories';
import { FakeStripe, sessionEvent, startFakeStripe } from '../support/fake-stripe';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

const GERMAN_DAY = String.raw`\d{2}\.\d{2}\.\d{4}`;
const escaped = (text: string) => text.replace(/[.+]/g, '\\$&');

describe('refunding card money through Stripe (the real SDK against a local Stripe endpoint)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: SignedIn;
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
    admin = await signedInAdmin(t.app, t.dataSource);
  });

  const webhook = (payload: string) => deliverWebhook(t, payload);
  const refundOrder = (id: string, by = admin) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/payment/refund`, headers: by.auth });
  const patchOrder = (id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: admin.auth, payload });
  const adminOrder = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.auth })).json();
  const stateOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status, payment_status, stripe_refund_id FROM orders WHERE id = $1`, [id]))[0] as {
      status: string;
      payment_status: string;
      stripe_refund_id: string | null;
    };
  const refundAudits = async (id: string) =>
    t.dataSource.query(
      `SELECT details->>'event' AS event, details->>'to' AS "to", details->>'stripeRefundId' AS "stripeRefundId" FROM admin_actions
        WHERE action_type = 'order.payment_status' AND target_id = $1`,
      [id],
    );

  const paidCardOrder = () => payCardOrder(t, stripe);

  it('refunds a paid card order at Stripe in full, then sets it to „Erstattet“ through the order process', async () => {
    const { order, checkout } = await paidCardOrder();
    expect(await adminOrder(order.id)).toMatchObject({ paymentStatus: 'completed', refundableAtProvider: true, allowedPaymentStatuses: [] });

    const refunded = await refundOrder(order.id);
    expect(refunded.statusCode).toBe(200);
    const [made] = [...stripe.refunds.values()];
    expect(made).toMatchObject({ payment_intent: checkout.payment_intent, amount: 12474, currency: 'eur' });
    expect(refunded.json().refund).toEqual({ id: made.id, amount: '124.74', currency: 'eur', status: 'succeeded', alreadyRefunded: false });
    expect(refunded.json().order).toMatchObject({ id: order.id, status: 'pending', paymentStatus: 'refunded', refundableAtProvider: false, allowedPaymentStatuses: [] });
    expect(stripe.refundRequests()).toEqual([
      expect.objectContaining({ idempotencyKey: `refund-order-${order.id}`, form: { payment_intent: checkout.payment_intent } }),
    ]);

    expect(await stateOf(order.id)).toEqual({ status: 'pending', payment_status: 'refunded', stripe_refund_id: made.id });
    expect(await refundAudits(order.id)).toEqual([{ event: 'refund', to: 'refunded', stripeRefundId: made.id }]);
    // the refunded order keeps its payment: it cannot be deleted, and nothing leads back
    expect(await adminOrder(order.id)).toMatchObject({ deletable: false, allowedPaymentStatuses: [] });
  });

  it('refunds money that came in after the order was cancelled (Zahlung nach Stornierung)', async () => {
    const { session, order } = await cardOrder(t);
    const checkout = stripe.sessions.get((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: session.auth })).json().sessionId)!;
    expect((await patchOrder(order.id, { status: 'cancelled' })).statusCode).toBe(200);
    Object.assign(checkout, { payment_status: 'paid', status: 'complete' });
    await webhook(sessionEvent('checkout.session.completed', checkout.id));
    expect(await adminOrder(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due', refundableAtProvider: true });

    const refunded = await refundOrder(order.id);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stateOf(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded', stripe_refund_id: expect.stringMatching(/^re_/) });
    expect(stripe.refunds.size).toBe(1);
  });

  it('refuses unpaid card orders, other payment methods and setting „Erstattet“ by hand in German, without asking Stripe or changing anything', async () => {
    const unpaid = await cardOrder(t);
    const pending = await refundOrder(unpaid.order.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'ORDER_MOVE_NOT_ALLOWED', message: 'Im Zahlungsstatus „Ausstehend“ ist zu dieser Bestellung nichts zu erstatten.' });

    const { user } = await makeDealer(t.dataSource, { approved: true });
    const dealer = await signIn(t.app, user.email);
    const product = await makeProduct(t.dataSource, { name: 'Sattel', basePrice: '30.00', stockQuantity: 10 });
    for (const [method, label] of [['prepayment', 'Vorkasse'], ['cash_on_delivery', 'Zahlung beim Fahrer']] as const) {
      await addToCart(t.app, dealer, product.id, 1);
      const order = (await placeOrder(t.app, dealer, checkoutBody({ paymentMethod: method }))).json();
      expect((await patchOrder(order.id, { paymentStatus: 'completed' })).statusCode).toBe(200);
      expect(await adminOrder(order.id)).toMatchObject({ refundableAtProvider: false, allowedPaymentStatuses: ['refunded'] });
      const refused = await refundOrder(order.id);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'ORDER_MOVE_NOT_ALLOWED']);
      expect(refused.json().message).toBe(`Bei ${label} geht das Geld nicht über Stripe zurück.`);
      expect(await stateOf(order.id)).toMatchObject({ payment_status: 'completed', stripe_refund_id: null });
      // their money goes back by transfer and is noted, as before
      expect((await patchOrder(order.id, { paymentStatus: 'refunded' })).json()).toMatchObject({ paymentStatus: 'refunded' });
    }

    const paid = await paidCardOrder();
    const byHand = await patchOrder(paid.order.id, { paymentStatus: 'refunded' });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json()).toMatchObject({
      code: 'ORDER_MOVE_NOT_ALLOWED',
      message: 'Kartenzahlungen erstatten Sie mit „Über Stripe erstatten“; der Zahlungsstatus wird danach von selbst „Erstattet“.',
    });
    expect((await refundOrder('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await refundOrder(paid.order.id, paid.session)).statusCode).toBe(403);

    expect(stripe.refundRequests()).toEqual([]);
    expect(await stateOf(unpaid.order.id)).toEqual({ status: 'pending', payment_status: 'pending', stripe_refund_id: null });
    expect(await stateOf(paid.order.id)).toEqual({ status: 'pending', payment_status: 'completed', stripe_refund_id: null });
    expect(await refundAudits(paid.order.id)).toEqual([]);
  });

  it('answers a Stripe outage with a German 503 and a refusal with a German 502, changing nothing; the retry refunds once', async () => {
    const { order, checkout } = await paidCardOrder();
    stripe.failing = true;
    const down = await refundOrder(order.id);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'Stripe ist gerade nicht erreichbar; hier wurde nichts geändert. Bitte versuchen Sie es in einigen Minuten erneut – doppelt erstattet wird dabei nicht.',
    });
    expect(await stateOf(order.id)).toEqual({ status: 'pending', payment_status: 'completed', stripe_refund_id: null });
    expect(await refundAudits(order.id)).toEqual([]);
    expect(errorsMentioning(order.orderNumber, checkout.id, 'nicht erreichbar')).toHaveLength(1);

    stripe.failing = false;
    Object.assign(checkout, { payment_status: 'unpaid' });
    const refused = await refundOrder(order.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED', message: 'Zu dieser Zahlungssitzung meldet Stripe keine Zahlung; erstattet wurde nichts.' });
    expect(await stateOf(order.id)).toMatchObject({ payment_status: 'completed', stripe_refund_id: null });

    Object.assign(checkout, { payment_status: 'paid' });
    stripe.refusingRefunds = 'charge_disputed';
    const disputed = await refundOrder(order.id);
    expect(disputed.statusCode).toBe(502);
    expect(disputed.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_REFUSED',
      message: 'Die Zahlung ist bei Stripe angefochten (Rückbuchung durch den Karteninhaber); sie wird dort über die Anfechtung geklärt, nicht erstattet.',
    });
    expect(await stateOf(order.id)).toMatchObject({ payment_status: 'completed', stripe_refund_id: null });

    stripe.refusingRefunds = null;
    stripe.idempotent.clear(); // Stripe keeps a refusal under its key for 24 hours; this test does not wait that long
    expect((await refundOrder(order.id)).statusCode).toBe(200);
    expect(stripe.refunds.size).toBe(1);
    expect(await stateOf(order.id)).toMatchObject({ payment_status: 'refunded' });
  });

  it('never refunds twice: a recorded refund is refused before Stripe, and money refunded in the dashboard is recorded without moving again', async () => {
    const first = await paidCardOrder();
    expect((await refundOrder(first.order.id)).statusCode).toBe(200);
    const again = await refundOrder(first.order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_REFUNDED' });
    expect(again.json().message).toMatch(new RegExp(`^Diese Bestellung ist bereits erstattet \\(am ${GERMAN_DAY} von admin@example\\.com\\)\\.$`));
    expect(stripe.refundRequests()).toHaveLength(1);

    // refunded by hand in Stripe's dashboard first (as until now): Stripe refuses a second full refund, the portal records the first
    const second = await paidCardOrder();
    const byHand = stripe.refundInDashboard(second.checkout.id);
    const recorded = await refundOrder(second.order.id);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().refund).toEqual({ id: byHand.id, amount: '124.74', currency: 'eur', status: 'succeeded', alreadyRefunded: true });
    expect(await stateOf(second.order.id)).toMatchObject({ payment_status: 'refunded', stripe_refund_id: byHand.id });
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === second.checkout.payment_intent)).toEqual([byHand]);

    // the same key again (a lost answer, retried): Stripe answers the same refund, no money moves
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const replay = await gateway.refundSession(first.checkout.id, `refund-order-${first.order.id}`);
    expect(replay).toMatchObject({ id: (await stateOf(first.order.id)).stripe_refund_id, alreadyRefunded: false });
    expect(stripe.refunds.size).toBe(2);
  });

  it('lets two administrators refunding the same order at once through once: one refund at Stripe, the other learns in German who did it', async () => {
    const { order } = await paidCardOrder();
    const [anna, ben] = [await signedInAdmin(t.app, t.dataSource, 'anna@example.com'), await signedInAdmin(t.app, t.dataSource, 'ben@example.com')];
    const answers = await Promise.all([anna, ben].map((by) => refundOrder(order.id, by)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    expect(stripe.refunds.size).toBe(1);
    const winner = (await t.dataSource.query(`SELECT u.email FROM admin_actions a JOIN users u ON u.id = a.admin_user_id WHERE a.target_id = $1`, [order.id]))[0].email;
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'ORDER_ALREADY_REFUNDED',
      message: expect.stringMatching(new RegExp(`^Diese Bestellung ist bereits erstattet \\(am ${GERMAN_DAY} von ${escaped(winner)}\\)\\.$`)),
    });
    expect(new Set(stripe.refundRequests().map((request) => request.idempotencyKey))).toEqual(new Set([`refund-order-${order.id}`]));
    expect(await refundAudits(order.id)).toHaveLength(1);
    expect(errorsMentioning(order.orderNumber)).toEqual([]);
  });

  describe('duplicate card payments', () => {
    async function duplicatePayment() {
      const made = await duplicateCardPayment(t, stripe, admin);
      expect(made.duplicate).toMatchObject({ sessionId: made.racing.id, refundedAt: null, stripeRefundId: null, refundFailure: null });
      return made;
    }
    const refundDuplicate = (id: string, by = admin) => t.app.inject({ method: 'POST', url: `/api/admin/card-payments/duplicates/${id}/refund`, headers: by.auth });
    const noteDuplicate = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/card-payments/duplicates/${id}/refunded`, headers: admin.auth });

    it("refunds the second session's money at Stripe and notes it with the refund's id; the order stays paid once", async () => {
      const { order, checkout, racing, duplicate } = await duplicatePayment();
      const refunded = await refundDuplicate(duplicate.id);
      expect(refunded.statusCode).toBe(200);
      const [made] = [...stripe.refunds.values()];
      expect(made).toMatchObject({ payment_intent: racing.payment_intent, amount: 12474 });
      expect(made.payment_intent).not.toBe(checkout.payment_intent);
      expect(refunded.json()).toEqual({
        duplicate: expect.objectContaining({ id: duplicate.id, refundedBy: 'admin@example.com', refundedAt: expect.any(String), stripeRefundId: made.id }),
        refund: { id: made.id, amount: '124.74', currency: 'eur', status: 'succeeded', alreadyRefunded: false },
      });
      expect(stripe.refundRequests().map((request) => request.idempotencyKey)).toEqual([`refund-duplicate-${duplicate.id}`]);
      expect(await t.dataSource.query(`SELECT stripe_refund_id FROM duplicate_card_payments WHERE id = $1`, [duplicate.id])).toEqual([{ stripe_refund_id: made.id }]);
      expect(await t.dataSource.query(`SELECT action_type, target_id, details->>'stripeRefundId' AS refund FROM admin_actions WHERE target_type = 'payment'`)).toEqual([
        { action_type: 'payment.duplicate-refunded-stripe', target_id: duplicate.id, refund: made.id },
      ]);
      expect(await stateOf(order.id)).toEqual({ status: 'pending', payment_status: 'completed', stripe_refund_id: null });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/card-payments/duplicates', headers: admin.auth })).json()).toEqual([]);

      // refunded: neither refunded again nor noted as refunded in the dashboard
      for (const answer of [await refundDuplicate(duplicate.id), await noteDuplicate(duplicate.id)]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().message).toMatch(new RegExp(`^Diese Zahlung ist schon über Stripe erstattet \\(am ${GERMAN_DAY} von admin@example\\.com\\)\\.$`));
      }
      expect(stripe.refundRequests()).toHaveLength(1);
    });

    it('refuses a payment noted as refunded in the dashboard before asking Stripe, and a Stripe outage changes nothing', async () => {
      const { duplicate } = await duplicatePayment();
      stripe.failing = true;
      const down = await refundDuplicate(duplicate.id);
      expect([down.statusCode, down.json().code]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
      expect(await t.dataSource.query(`SELECT refunded_at, stripe_refund_id FROM duplicate_card_payments`)).toEqual([{ refunded_at: null, stripe_refund_id: null }]);
      stripe.failing = false;
      stripe.requests.length = 0;

      expect((await noteDuplicate(duplicate.id)).statusCode).toBe(200);
      const refused = await refundDuplicate(duplicate.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(new RegExp(`^Diese Zahlung ist schon als erstattet vermerkt \\(am ${GERMAN_DAY} von admin@example\\.com\\)\\.$`));
      expect(stripe.refundRequests()).toEqual([]);
      expect(stripe.refunds.size).toBe(0);
      const unknown = await refundDuplicate('00000000-0000-4000-8000-000000000000');
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Diese doppelte Kartenzahlung gibt es nicht.']);
    });

    it('lets two administrators refunding it at once through once: one refund at Stripe, the other learns in German who did it', async () => {
      const { duplicate } = await duplicatePayment();
      const [anna, ben] = [await signedInAdmin(t.app, t.dataSource, 'anna@example.com'), await signedInAdmin(t.app, t.dataSource, 'ben@example.com')];
      const answers = await Promise.all([anna, ben].map((by) => refundDuplicate(duplicate.id, by)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json();
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        code: 'DUPLICATE_PAYMENT_ALREADY_REFUNDED',
        message: expect.stringMatching(new RegExp(`^Diese Zahlung ist schon über Stripe erstattet \\(am ${GERMAN_DAY} von ${escaped(winner.duplicate.refundedBy)}\\)\\.$`)),
      });
      expect(stripe.refunds.size).toBe(1);
      expect(winner.refund.id).toBe([...stripe.refunds.keys()][0]);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM admin_actions WHERE action_type = 'payment.duplicate-refunded-stripe'`)).toEqual([{ n: 1 }]);
    });
  });

  it('adds the refund columns and takes them away again (migration up and down)', async () => {
    const { order } = await paidCardOrder();
    expect((await refundOrder(order.id)).statusCode).toBe(200);
    const columns = () =>
      t.dataSource
        .query<{ column: string }[]>(
          `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
            WHERE table_schema = current_schema() AND column_name IN ('stripe_refund_id', 'refund_id', 'refunded_at')
              AND table_name IN ('orders', 'duplicate_card_payments', 'test_checkout_sessions') ORDER BY 1`,
        )
        .then((rows) => rows.map((row) => row.column));
    const all = ['duplicate_card_payments.refunded_at', 'duplicate_card_payments.stripe_refund_id', 'orders.stripe_refund_id', 'test_checkout_sessions.refund_id', 'test_checkout_sessions.refunded_at'];
    expect(await columns()).toEqual(all);
    const migration = new StripeRefunds1795800000005();
    const failures = new StripeRefundFailures1795800000011(); // the newer one builds on these columns: down first, up last
    const runner = t.dataSource.createQueryRunner();
    try {
      await failures.down(runner);
      await migration.down(runner);
      expect(await columns()).toEqual(['duplicate_card_payments.refunded_at']);
      expect(await stateOf(order.id).catch(() => 'column gone')).toBe('column gone');
      await migration.up(runner);
      await failures.up(runner);
    } finally {
      await runner.release();
    }
    expect(await columns()).toEqual(all);
    expect(await stateOf(order.id)).toEqual({ status: 'pending', payment_status: 'refunded', stripe_refund_id: null });
  });
});

describe("refunding card money in 'Testmodus' (no STRIPE_SECRET_KEY)", () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('refunds a card order paid on the test page, noted on its test session once, in the same shape as Stripe', async () => {
    const { session, order } = await cardOrder(t);
    const started = (await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: session.auth })).json();
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${started.sessionId}/pay`, headers: session.auth })).statusCode).toBe(200);
    const admin = await signedInAdmin(t.app, t.dataSource);

    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/payment/refund`, headers: admin.auth });
    expect(refunded.statusCode).toBe(200);
    const refund = refunded.json().refund;
    expect(refund).toEqual({ id: expect.stringMatching(/^re_test_/), amount: '124.74', currency: 'eur', status: 'succeeded', alreadyRefunded: false });
    expect(refunded.json().order).toMatchObject({ paymentStatus: 'refunded', refundableAtProvider: false });
    expect(await t.dataSource.query(`SELECT refund_id, refunded_at IS NOT NULL AS refunded FROM test_checkout_sessions WHERE id = $1`, [started.sessionId])).toEqual([
      { refund_id: refund.id, refunded: true },
    ]);
    expect((await t.dataSource.query(`SELECT stripe_refund_id FROM orders WHERE id = $1`, [order.id]))[0].stripe_refund_id).toBe(refund.id);

    const again = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/payment/refund`, headers: admin.auth });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ORDER_ALREADY_REFUNDED']);
    // asked once more (another administrator's request already underway): the first refund, as made before
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    expect(await gateway.refundSession(started.sessionId, 'egal')).toEqual({ id: refund.id, amountCents: 12474, currency: 'eur', status: 'succeeded', alreadyRefunded: true });
    await expect(gateway.refundSession('cs_test_gibt_es_nicht', 'egal')).rejects.toMatchObject({ reason: 'session_missing' });
  });
});
