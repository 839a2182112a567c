import Stripe from 'stripe';
import { Environment } from '../../common/config/environment';
import { CheckoutSessionView, NewCheckoutSession, PaymentGateway } from './payment-gateway';

const view = (session: Stripe.Checkout.Session): CheckoutSessionView => ({
  id: session.id,
  url: session.url ?? null,
  orderId: session.client_reference_id ?? null,
  status: (['open', 'complete', 'expired'] as const).find((status) => status === session.status) ?? null,
  paymentStatus: (['paid', 'no_payment_required'] as const).find((status) => status === session.payment_status) ?? 'unpaid',
  amountTotal: session.amount_total ?? null,
  currency: session.currency ?? null,
});

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
    try {
      return view(await this.stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }
}
