import { createHmac } from 'crypto';
import { Environment } from '../../common/config/environment';

/** A Stripe Checkout Session as far as the portal cares; the test provider answers the same shape. */
export interface CheckoutSessionView {
  id: string;
  url: string | null;
  /** The order's id, from client_reference_id. */
  orderId: string | null;
  status: 'open' | 'complete' | 'expired' | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
}

export interface CheckoutLine {
  name: string;
  quantity: number;
  /** Net unit amount in cents; shipping and VAT come as lines of their own, so the sum is the order total exactly. */
  unitAmountCents: number;
}

export interface NewCheckoutSession {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
}

/** A verified webhook event: only what the portal reads of it. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The Checkout Session the event is about, for checkout.session.* events. */
  sessionId: string | null;
  /** The refund the event is about (refund.*, charge.refund.updated): its id, status and, once failed, Stripe's reason. */
  refund: { id: string; status: string | null; failureReason: string | null } | null;
}

/** A full refund of a Checkout Session's payment as the provider reports it. */
export interface SessionRefund {
  id: string;
  /** Cents that went back; for a payment refunded before, all its refunds together. */
  amountCents: number;
  currency: string;
  /** Card refunds are mostly 'succeeded' at once; 'pending' ones complete at the provider without us. */
  status: 'succeeded' | 'pending';
  /** The payment had been refunded in full before this request (in the provider's dashboard, or by an earlier click). */
  alreadyRefunded: boolean;
}

/**
 * The provider answered, and said no: the session has no payment (unpaid, unknown), the payment is disputed, the
 * refund failed. Nothing was refunded; unlike an outage, trying again will not help.
 */
export class RefundRefused extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  /** True for the built-in 'Testmodus' provider (no STRIPE_SECRET_KEY). */
  readonly testMode: boolean;
  createCheckoutSession(session: NewCheckoutSession): Promise<CheckoutSessionView>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null>;
  /**
   * Refunds the session's payment in full. The same idempotency key answers the same refund; a payment refunded in
   * full before answers that refund (`alreadyRefunded`) instead of failing, so money never goes back twice.
   * Throws RefundRefused when the provider says no, anything else when it cannot be reached.
   */
  refundSession(sessionId: string, idempotencyKey: string): Promise<SessionRefund>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/**
 * The secret webhooks are signed with: Stripe's endpoint secret, or in 'Testmodus' one derived from
 * JWT_SECRET, so the test provider signs its events and the webhook verifies them by the same code.
 */
export function webhookSecret(env: Environment): string {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  if (env.STRIPE_SECRET_KEY) throw new Error('STRIPE_WEBHOOK_SECRET fehlt: ohne ihn lassen sich Stripe-Webhooks nicht prüfen.');
  return `whsec_testmodus_${createHmac('sha256', env.JWT_SECRET).update('portal-test-webhook').digest('hex')}`;
}
