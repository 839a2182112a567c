import Stripe from 'stripe';
import { Environment } from '../../common/config/environment';
import { CheckoutSessionView, NewCheckoutSession, PaymentGateway, RefundRefused, SessionRefund } from './payment-gateway';

const view = (session: Stripe.Checkout.Session): CheckoutSessionView => ({
  id: session.id,
  url: session.url ?? null,
  orderId: session.client_reference_id ?? null,
  status: (['open', 'complete', 'expired'] as const).find((status) => status === session.status) ?? null,
  paymentStatus: (['paid', 'no_payment_required'] as const).find((status) => status === session.payment_status) ?? 'unpaid',
  amountTotal: session.amount_total ?? null,
  currency: session.currency ?? null,
});

/** Stripe's answers that say no (a 4xx about the request or the card), as opposed to an outage. */
const REFUSALS = new Set(['StripeInvalidRequestError', 'StripeCardError']);

const refundView = (refund: Stripe.Refund, alreadyRefunded: boolean): SessionRefund => {
  if (refund.status !== 'succeeded' && refund.status !== 'pending') {
    throw new RefundRefused(`refund_${refund.status ?? 'unknown'}`, `Erstattung ${refund.id}: Status ${refund.status ?? '?'}`);
  }
  return { id: refund.id, amountCents: refund.amount, currency: refund.currency, status: refund.status, alreadyRefunded };
};

/** Stripe Checkout through the official SDK (STRIPE_API_* point it at a local endpoint in tests). */
export class StripeGateway implements PaymentGateway {
  readonly testMode = false;
  readonly stripe: Stripe;

  constructor(env: Environment) {
    this.stripe = new Stripe(env.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
      ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL } : {}),
    });
  }

  async createCheckoutSession(input: NewCheckoutSession): Promise<CheckoutSessionView> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.orderId,
        metadata: { order_id: input.orderId, order_number: input.orderNumber },
        customer_email: input.customerEmail,
        locale: 'de',
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: 'eur', unit_amount: line.unitAmountCents, product_data: { name: line.name } },
        })),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return view(session);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
    const session = await this.session(id);
    return session ? view(session) : null;
  }

  /** A full refund of the session's payment intent; Stripe refuses a second one with `charge_already_refunded`. */
  async refundSession(sessionId: string, idempotencyKey: string): Promise<SessionRefund> {
    const session = await this.session(sessionId);
    if (!session) throw new RefundRefused('session_missing', `Stripe kennt die Sitzung ${sessionId} nicht`);
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    if (session.payment_status !== 'paid' || !paymentIntent) throw new RefundRefused('no_payment', `Sitzung ${sessionId} ist nicht bezahlt`);
    try {
      return refundView(await this.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey }), false);
    } catch (error) {
      const { type, code, message } = error as { type?: string; code?: string; message?: string };
      if (code === 'charge_already_refunded') return this.refundedBefore(paymentIntent);
      if (type && REFUSALS.has(type)) throw new RefundRefused(code ?? 'refused', message ?? type);
      throw error;
    }
  }

  /** The refunds that emptied the payment before: the newest names it, together they are the amount. */
  private async refundedBefore(paymentIntent: string): Promise<SessionRefund> {
    const refunds = (await this.stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })).data.filter(
      (refund) => refund.status === 'succeeded' || refund.status === 'pending',
    );
    if (refunds.length === 0) throw new RefundRefused('charge_already_refunded', `Zahlung ${paymentIntent}: erstattet, aber ohne Erstattung`);
    return {
      ...refundView(refunds[0], true),
      amountCents: refunds.reduce((sum, refund) => sum + refund.amount, 0),
      status: refunds.some((refund) => refund.status === 'pending') ? 'pending' : 'succeeded',
    };
  }

  private async session(id: string): Promise<Stripe.Checkout.Session | null> {
    try {
      return await this.stripe.checkout.sessions.retrieve(id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }
}
