import { OrderMails } from '../../src/modules/orders/order.mails';
import { cardOrder, deliverWebhook, duplicateCardPayment, paidCardOrder, stripeEnvironment } from '../support/card-payments';
import { signedInAdmin, SignedIn } from '../support/factories';
import { FakeStripe, refundEvent, startFakeStripe } from '../support/fake-stripe';
import { startTestApp, TestApp } from '../support/test-app';

/** Stripe reports days later that a refund failed (card closed, bank refused): the money is to refund again. */
describe('a card refund Stripe reports as failed (refund.failed, charge.refund.updated)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: SignedIn;
  const logged: string[] = [];
  const logLines = (level: number, ...parts: string[]) =>
    logged.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === level && parts.every((part) => line.msg.includes(part)));

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await startTestApp({ ...stripeEnvironment(stripe), LOG_LEVEL: 'warn' }, { logTo: { write: (line: string) => logged.push(line) } });
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
  const refundOrder = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/payment/refund`, headers: admin.auth });
  const adminOrder = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.auth })).json();
  const stateOf = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT status, payment_status, stripe_refund_id, stripe_refund_failed_id, stripe_refund_failure_reason, stripe_refund_failed_at IS NOT NULL AS failed_at
           FROM orders WHERE id = $1`,
        [id],
      )
    )[0];
  const paymentAudits = async (id: string) =>
    t.dataSource.query(
      `SELECT details->>'event' AS event, details->>'to' AS "to", details->>'stripeRefundId' AS "stripeRefundId",
              details->>'failureReason' AS "failureReason", admin_user_id IS NULL AS "byNobody"
         FROM admin_actions WHERE action_type = 'order.payment_status' AND target_id = $1 ORDER BY created_at`,
      [id],
    );
  const refundFailedMails = async (id: string) =>
    Number((await t.dataSource.query(`SELECT count(*) FROM outbox_messages WHERE payload->>'template' = 'orders.refund-failed' AND payload->'params'->>'orderId' = $1`, [id]))[0].count);

  /** A paid card order refunded through the portal, and the refund as Stripe holds it. */
  async function refundedOrder() {
    const paid = await paidCardOrder(t, stripe);
    expect((await refundOrder(paid.order.id)).statusCode).toBe(200);
    const [refund] = [...stripe.refunds.values()].filter((made) => made.payment_intent === paid.checkout.payment_intent);
    return { ...paid, refund };
  }

  it('takes „Erstattet“ back through the order process, shows the failure, and refunds again under a new key', async () => {
    const { order, refund } = await refundedOrder();
    stripe.failRefund(refund.id, 'expired_or_canceled_card');

    const reported = await webhook(refundEvent('refund.failed', refund));
    expect([reported.statusCode, reported.json()]).toEqual([200, { received: true }]);
    expect(await stateOf(order.id)).toEqual({
      status: 'pending',
      payment_status: 'completed',
      stripe_refund_id: null,
      stripe_refund_failed_id: refund.id,
      stripe_refund_failure_reason: 'expired_or_canceled_card',
      failed_at: true,
    });
    expect(await adminOrder(order.id)).toMatchObject({
      paymentStatus: 'completed',
      refundableAtProvider: true,
      allowedPaymentStatuses: ['refunded'],
      stripeRefundId: null,
      refundFailure: { refundId: refund.id, failedAt: expect.any(String), reason: 'expired_or_canceled_card', reasonText: 'Die Karte ist abgelaufen oder gekündigt.' },
    });
    expect(await paymentAudits(order.id)).toEqual([
      { event: 'refund', to: 'refunded', stripeRefundId: refund.id, failureReason: null, byNobody: false },
      { event: 'refund-failed', to: 'completed', stripeRefundId: refund.id, failureReason: 'expired_or_canceled_card', byNobody: true },
    ]);
    expect(logLines(50, order.orderNumber, refund.id, 'fehlgeschlagen')).toHaveLength(1);

    // the administrators hear of it by e-mail
    expect(await refundFailedMails(order.id)).toBe(1);
    const mails = t.app.get(OrderMails);
    const mail = await mails.templates['orders.refund-failed']({ orderId: order.id });
    expect(mail).toMatchObject({ to: ['admin@example.com'], subject: `Erstattung fehlgeschlagen: Bestellung ${order.orderNumber}` });
    expect(mail?.text).toContain('Grund: Die Karte ist abgelaufen oder gekündigt.');
    expect(mail?.text).toContain('Der Zahlungsstatus ist wieder „Bezahlt“.');

    // refunding again: a new key (the old one would answer the failed refund), a new refund at Stripe
    const again = await refundOrder(order.id);
    expect(again.statusCode).toBe(200);
    const second = again.json().refund;
    expect(second).toMatchObject({ amount: '124.74', status: 'succeeded', alreadyRefunded: false });
    expect(second.id).not.toBe(refund.id);
    expect(stripe.refundRequests().map((request) => request.idempotencyKey)).toEqual([`refund-order-${order.id}`, `refund-order-${order.id}-after-${refund.id}`]);
    expect(again.json().order).toMatchObject({ paymentStatus: 'refunded', refundableAtProvider: false, stripeRefundId: second.id, refundFailure: null });
    expect(await stateOf(order.id)).toMatchObject({ payment_status: 'refunded', stripe_refund_id: second.id, stripe_refund_failed_id: refund.id });
    // refunded again before the mail went out: it is not sent
    expect(await mails.templates['orders.refund-failed']({ orderId: order.id })).toBeNull();
  });

  it("reads an older API version's charge.refund.updated; a cancelled order's money is again „Zahlung nach Stornierung“", async () => {
    const { order } = await paidCardOrder(t, stripe);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}`, headers: admin.auth, payload: { status: 'cancelled' } })).statusCode).toBe(200);
    expect((await refundOrder(order.id)).statusCode).toBe(200);
    const [refund] = [...stripe.refunds.values()];
    // a refund still on its way changes nothing
    expect((await webhook(refundEvent('charge.refund.updated', { ...refund, status: 'pending' }))).statusCode).toBe(200);
    expect(await stateOf(order.id)).toMatchObject({ payment_status: 'refunded', stripe_refund_id: refund.id });

    stripe.failRefund(refund.id, 'declined');
    expect((await webhook(refundEvent('charge.refund.updated', refund))).json()).toEqual({ received: true });
    expect(await stateOf(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'refund_due', stripe_refund_id: null, stripe_refund_failure_reason: 'declined' });
    expect(await adminOrder(order.id)).toMatchObject({
      paymentStatus: 'refund_due',
      refundableAtProvider: true,
      refundFailure: { refundId: refund.id, reasonText: 'Die Bank des Karteninhabers hat die Erstattung abgelehnt.' },
    });
    expect((await refundOrder(order.id)).json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundFailure: null });
  });

  it('lets the back office note money sent back by transfer once Stripe could not refund the card', async () => {
    const { order, refund } = await refundedOrder();
    stripe.failRefund(refund.id, 'expired_or_canceled_card');
    await webhook(refundEvent('refund.failed', refund));
    expect(await adminOrder(order.id)).toMatchObject({ allowedPaymentStatuses: ['refunded'], refundableAtProvider: true });
    const byHand = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}`, headers: admin.auth, payload: { paymentStatus: 'refunded' } });
    expect(byHand.statusCode).toBe(200);
    expect(byHand.json()).toMatchObject({ paymentStatus: 'refunded', refundableAtProvider: false, stripeRefundId: null, refundFailure: null });
    expect(stripe.refundRequests()).toHaveLength(1);
    expect((await paymentAudits(order.id)).map((row: { event: string; byNobody: boolean }) => [row.event, row.byNobody])).toEqual([
      ['refund', false],
      ['refund-failed', true],
      ['refund', false],
    ]);
  });

  it('changes nothing the second time: the same event again, or the same failure in the other event', async () => {
    const { order, refund } = await refundedOrder();
    stripe.failRefund(refund.id);
    const payload = refundEvent('refund.failed', refund, 'evt_refund_failed_once');
    expect((await webhook(payload)).json()).toEqual({ received: true });
    expect((await webhook(payload)).json()).toEqual({ received: true, duplicate: true });
    expect((await webhook(refundEvent('charge.refund.updated', refund))).json()).toEqual({ received: true });
    expect((await webhook(refundEvent('refund.updated', refund))).json()).toEqual({ received: true });

    expect((await paymentAudits(order.id)).map((audit: { event: string }) => audit.event)).toEqual(['refund', 'refund-failed']);
    expect(await refundFailedMails(order.id)).toBe(1);
    expect(await stateOf(order.id)).toMatchObject({ payment_status: 'completed', stripe_refund_id: null, stripe_refund_failed_id: refund.id });
  });

  it('acknowledges a failed refund the portal does not know (2xx), logs it and changes nothing', async () => {
    const { order, refund } = await refundedOrder();
    const before = await stateOf(order.id);
    const stranger = { ...refund, id: 're_im_dashboard_gemacht', status: 'failed' as const, failure_reason: 'unknown' };
    const answer = await webhook(refundEvent('refund.failed', stranger));
    expect([answer.statusCode, answer.json()]).toEqual([200, { received: true }]);
    expect(await stateOf(order.id)).toEqual(before);
    expect(await paymentAudits(order.id)).toHaveLength(1);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM duplicate_card_payments WHERE stripe_refund_failed_id IS NOT NULL`)).toEqual([{ n: 0 }]);
    expect(logLines(40, 're_im_dashboard_gemacht', 'nicht kennt')).toHaveLength(1);
    // a signature that does not fit is still refused
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=falsch' },
      payload: refundEvent('refund.failed', refund),
    });
    expect([forged.statusCode, forged.json().message]).toEqual([400, 'Die Signatur des Webhooks ist ungültig.']);
    expect(await stateOf(order.id)).toEqual(before);
  });

  it('moves once when the failure arrives twice at the same moment, as the same event or as both event types', async () => {
    const first = await refundedOrder();
    stripe.failRefund(first.refund.id);
    const payload = refundEvent('refund.failed', first.refund);
    const answers = await Promise.all([webhook(payload), webhook(payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json()).sort((a, b) => Number(!!a.duplicate) - Number(!!b.duplicate))).toEqual([
      { received: true },
      { received: true, duplicate: true },
    ]);

    const second = await refundedOrder();
    stripe.failRefund(second.refund.id);
    const both = await Promise.all([webhook(refundEvent('refund.failed', second.refund)), webhook(refundEvent('charge.refund.updated', second.refund))]);
    expect(both.map((answer) => answer.json())).toEqual([{ received: true }, { received: true }]);

    for (const { order } of [first, second]) {
      expect((await paymentAudits(order.id)).map((audit: { event: string }) => audit.event)).toEqual(['refund', 'refund-failed']);
      expect(await refundFailedMails(order.id)).toBe(1);
      expect(await stateOf(order.id)).toMatchObject({ payment_status: 'completed', stripe_refund_id: null });
    }
  });

  describe('duplicate card payments', () => {
    const refundDuplicate = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/card-payments/duplicates/${id}/refund`, headers: admin.auth });
    const workList = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/card-payments/duplicates', headers: admin.auth })).json();
    const failureAudits = () =>
      t.dataSource.query(
        `SELECT target_id, details->>'stripeRefundId' AS refund, details->>'failureReason' AS reason, admin_user_id IS NULL AS "byNobody"
           FROM admin_actions WHERE action_type = 'payment.duplicate-refund-failed'`,
      );

    it('puts the money back on the work list with the failure shown, once, and refunds it again under a new key', async () => {
      const { order, duplicate } = await duplicateCardPayment(t, stripe, admin);
      const refunded = await refundDuplicate(duplicate.id);
      expect(refunded.statusCode).toBe(200);
      const refund = stripe.refunds.get(refunded.json().refund.id)!;
      expect(await workList()).toEqual([]);

      stripe.failRefund(refund.id, 'lost_or_stolen_card');
      const payload = refundEvent('refund.failed', refund);
      expect((await webhook(payload)).json()).toEqual({ received: true });
      expect((await webhook(payload)).json()).toEqual({ received: true, duplicate: true });
      expect((await webhook(refundEvent('charge.refund.updated', refund))).json()).toEqual({ received: true });

      expect(await workList()).toEqual([
        expect.objectContaining({
          id: duplicate.id,
          refundedAt: null,
          refundedBy: null,
          stripeRefundId: null,
          refundFailure: { refundId: refund.id, failedAt: expect.any(String), reason: 'lost_or_stolen_card', reasonText: 'Die Karte ist als verloren oder gestohlen gemeldet.' },
        }),
      ]);
      expect(await failureAudits()).toEqual([{ target_id: duplicate.id, refund: refund.id, reason: 'lost_or_stolen_card', byNobody: true }]);
      expect(logLines(50, order.orderNumber, refund.id)).toHaveLength(1);
      // the order itself stays paid once
      expect(await stateOf(order.id)).toMatchObject({ payment_status: 'completed', stripe_refund_id: null, stripe_refund_failed_id: null });

      const again = await refundDuplicate(duplicate.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().refund.id).not.toBe(refund.id);
      expect(again.json().duplicate).toMatchObject({ stripeRefundId: again.json().refund.id, refundedBy: 'admin@example.com', refundFailure: null });
      expect(stripe.refundRequests().map((request) => request.idempotencyKey)).toEqual([
        `refund-duplicate-${duplicate.id}`,
        `refund-duplicate-${duplicate.id}-after-${refund.id}`,
      ]);
      expect(await workList()).toEqual([]);
    });

    it('lets the failure arriving twice at once move it once', async () => {
      const { duplicate } = await duplicateCardPayment(t, stripe, admin);
      const refund = stripe.refunds.get((await refundDuplicate(duplicate.id)).json().refund.id)!;
      stripe.failRefund(refund.id);
      const answers = await Promise.all([webhook(refundEvent('refund.failed', refund)), webhook(refundEvent('charge.refund.updated', refund))]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await failureAudits()).toHaveLength(1);
      expect(await workList()).toHaveLength(1);
    });
  });

  it('offers the Testmodus helper only in Testmodus', async () => {
    const { refund } = await refundedOrder();
    const answer = await t.app.inject({ method: 'POST', url: `/api/admin/payments/test-refunds/${refund.id}/fail`, headers: admin.auth, payload: {} });
    expect([answer.statusCode, answer.json().message]).toEqual([404, 'Diese Testerstattung gibt es nicht.']);
  });
});

describe("a failed refund in 'Testmodus' (no STRIPE_SECRET_KEY)", () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('lets the administrator fail a test refund: the same webhook takes „Erstattet“ back, and the next refund is a new one', async () => {
    const { session, order } = await cardOrder(t);
    const started = (await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: session.auth })).json();
    await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${started.sessionId}/pay`, headers: session.auth });
    const admin = await signedInAdmin(t.app, t.dataSource);
    const refundOrder = () => t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/payment/refund`, headers: admin.auth });
    const fail = (refundId: string, payload: object = {}, by = admin) =>
      t.app.inject({ method: 'POST', url: `/api/admin/payments/test-refunds/${refundId}/fail`, headers: by.auth, payload });
    const refund = (await refundOrder()).json().refund;

    // refused in German, nothing changed
    const badReason = await fail(refund.id, { reason: 'karte_weg' });
    expect([badReason.statusCode, badReason.json().message]).toEqual([400, 'Unbekannter Grund für das Scheitern der Erstattung.']);
    const unknown = await fail('re_test_000000000000000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Diese Testerstattung gibt es nicht.']);
    expect((await fail(refund.id, {}, session)).statusCode).toBe(403);
    expect((await t.dataSource.query(`SELECT payment_status FROM orders WHERE id = $1`, [order.id]))[0].payment_status).toBe('refunded');

    const failed = await fail(refund.id, { reason: 'declined' });
    expect([failed.statusCode, failed.json()]).toEqual([200, { refundId: refund.id, reason: 'declined', reasonText: 'Die Bank des Karteninhabers hat die Erstattung abgelehnt.' }]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin.auth })).json();
    expect(detail).toMatchObject({ paymentStatus: 'completed', refundableAtProvider: true, refundFailure: { refundId: refund.id, reason: 'declined' } });
    const twice = await fail(refund.id);
    expect([twice.statusCode, twice.json()]).toMatchObject([409, { code: 'REFUND_ALREADY_FAILED', message: 'Diese Testerstattung ist schon fehlgeschlagen.' }]);

    const again = await refundOrder();
    expect(again.statusCode).toBe(200);
    expect(again.json().refund).toMatchObject({ id: expect.stringMatching(/^re_test_/), alreadyRefunded: false });
    expect(again.json().refund.id).not.toBe(refund.id);
    expect(again.json().order).toMatchObject({ paymentStatus: 'refunded', refundFailure: null });
    expect(await t.dataSource.query(`SELECT refund_id, failed_refund_id FROM test_checkout_sessions WHERE id = $1`, [started.sessionId])).toEqual([
      { refund_id: again.json().refund.id, failed_refund_id: refund.id },
    ]);
  });
});
