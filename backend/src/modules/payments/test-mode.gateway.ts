import { randomBytes } from 'crypto';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { TestCheckoutSession } from './entities/test-checkout-session.entity';
import { CheckoutSessionView, NewCheckoutSession, PaymentGateway, RefundRefused, SessionRefund } from './payment-gateway';

const view = (session: TestCheckoutSession, env: Environment, now = new Date()): CheckoutSessionView => {
  const expired = session.status === 'open' && session.expiresAt <= now;
  return {
    id: session.id,
    url: `${env.APP_URL}/testmodus/checkout/${session.id}`,
    orderId: session.orderId,
    status: expired ? 'expired' : session.status,
    paymentStatus: session.paymentStatus,
    amountTotal: session.amountTotal,
    currency: session.currency,
  };
};

/**
 * 'Testmodus' without STRIPE_SECRET_KEY: sessions live in our own table, the payment page is the
 * portal's /testmodus/checkout/{id}; paying there sends a signed webhook through the same handler as Stripe's.
 */
export class TestModeGateway implements PaymentGateway {
  readonly testMode = true;

  constructor(
    private readonly tx: TransactionHost,
    private readonly env: Environment,
  ) {}

  async createCheckoutSession(input: NewCheckoutSession): Promise<CheckoutSessionView> {
    const session = this.tx.manager.create(TestCheckoutSession, {
      id: `cs_test_${randomBytes(24).toString('base64url')}`,
      orderId: input.orderId,
      orderNumber: input.orderNumber,
      amountTotal: input.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0),
      currency: 'eur',
      status: 'open',
      paymentStatus: 'unpaid',
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: input.expiresAt,
    });
    await this.tx.manager.insert(TestCheckoutSession, session);
    return view(session, this.env);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
    const session = await this.tx.manager.findOneBy(TestCheckoutSession, { id });
    return session ? view(session, this.env) : null;
  }

  async findSession(id: string): Promise<TestCheckoutSession | null> {
    return this.tx.manager.findOneBy(TestCheckoutSession, { id });
  }

  /**
   * A full refund noted on the session, once: a second request (another click, another administrator) answers the
   * first refund as made before, as Stripe answers `charge_already_refunded`.
   */
  async refundSession(sessionId: string): Promise<SessionRefund> {
    const [refunded] = (await this.tx.manager.query(
      `UPDATE test_checkout_sessions SET refund_id = $2, refunded_at = now()
        WHERE id = $1 AND payment_status = 'paid' AND refund_id IS NULL RETURNING refund_id, amount_total, currency`,
      [sessionId, `re_test_${randomBytes(12).toString('hex')}`],
    )) as [{ refund_id: string; amount_total: number; currency: string }[], number];
    if (refunded.length === 1) return refundOf(refunded[0], false);
    const session = await this.findSession(sessionId);
    if (!session) throw new RefundRefused('session_missing', `Testsitzung ${sessionId} gibt es nicht`);
    if (!session.refundId) throw new RefundRefused('no_payment', `Testsitzung ${sessionId} ist nicht bezahlt`);
    return refundOf({ refund_id: session.refundId, amount_total: session.amountTotal, currency: session.currency }, true);
  }

  /**
   * The test helper fails the session's refund, as Stripe reports with refund.failed: the refund is taken back, so a
   * new one may follow. 'failed-before' for the refund failed last; null when no session has this refund.
   */
  async failRefund(refundId: string): Promise<{ amountCents: number; currency: string } | 'failed-before' | null> {
    const [failed] = (await this.tx.manager.query(
      `UPDATE test_checkout_sessions SET refund_id = NULL, refunded_at = NULL, failed_refund_id = refund_id
        WHERE refund_id = $1 RETURNING amount_total, currency`,
      [refundId],
    )) as [{ amount_total: number; currency: string }[], number];
    if (failed.length === 1) return { amountCents: failed[0].amount_total, currency: failed[0].currency };
    const before = await this.tx.manager.query(`SELECT 1 FROM test_checkout_sessions WHERE failed_refund_id = $1`, [refundId]);
    return before.length > 0 ? 'failed-before' : null;
  }

  /** "Paid" on the test page: only an open, unexpired session can be paid, once. */
  async markPaid(id: string): Promise<boolean> {
    const [, changed] = (await this.tx.manager.query(
      `UPDATE test_checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = $1 AND status = 'open' AND expires_at > now()`,
      [id],
    )) as [unknown, number];
    return changed === 1;
  }
}

const refundOf = (row: { refund_id: string; amount_total: number; currency: string }, alreadyRefunded: boolean): SessionRefund => ({
  id: row.refund_id,
  amountCents: row.amount_total,
  currency: row.currency,
  status: 'succeeded',
  alreadyRefunded,
});
