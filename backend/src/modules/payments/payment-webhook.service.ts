import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { Environment } from '../../common/config/environment';
import { AppError } from '../../common/http/app-error';
import { PaymentEvent, webhookSecret } from './payment-gateway';
import { PaymentsService } from './payments.service';

const SESSION_PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const SESSION_FAILED_EVENTS = new Set(['checkout.session.async_payment_failed', 'checkout.session.expired']);
/** Stripe sends refund.failed; older API versions report it only as charge.refund.updated, newer ones also as refund.updated. */
const REFUND_EVENTS = new Set(['refund.failed', 'refund.updated', 'charge.refund.updated']);

/**
 * Stripe's webhook (and the 'Testmodus' provider's, by the same path): the signature is checked with the
 * SDK, each event is handled once by its id, and only the one idempotent fulfil marks an order paid.
 * Slow work (e-mails) leaves through the outbox.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger('StripeWebhook');
  private readonly secret: string;

  constructor(
    private readonly payments: PaymentsService,
    env: Environment,
  ) {
    this.secret = webhookSecret(env);
  }

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; duplicate?: true }> {
    const event = this.verify(rawBody, signature);
    const failedRefund = REFUND_EVENTS.has(event.type) && event.refund?.status === 'failed' ? event.refund : null;
    let handled: boolean;
    if (SESSION_PAID_EVENTS.has(event.type) && event.sessionId) handled = await this.payments.fulfil(event.sessionId, event);
    else if (SESSION_FAILED_EVENTS.has(event.type) && event.sessionId) handled = await this.payments.recordFailure(event.sessionId, event);
    else if (failedRefund) handled = await this.payments.recordRefundFailure(event, { refundId: failedRefund.id, reason: (failedRefund.failureReason ?? 'unknown').slice(0, 64) });
    else handled = await this.payments.recordOther(event);
    return handled ? { received: true } : { received: true, duplicate: true };
  }

  /** The SDK's own signature check; a missing, stale or wrong signature is a 400 and changes nothing. */
  private verify(rawBody: Buffer | undefined, signature: string | undefined): PaymentEvent {
    if (!rawBody || !signature) throw invalidSignature();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.secret);
    } catch (error) {
      this.logger.warn(`Webhook mit ungültiger Signatur abgewiesen: ${(error as Error).message}`);
      throw invalidSignature();
    }
    const object = event.data.object as { object?: string; id?: string; status?: string | null; failure_reason?: string | null };
    return {
      id: event.id,
      type: event.type,
      sessionId: object.object === 'checkout.session' && object.id ? object.id : null,
      refund: object.object === 'refund' && object.id ? { id: object.id, status: object.status ?? null, failureReason: object.failure_reason ?? null } : null,
    };
  }
}

const invalidSignature = () => new AppError(HttpStatus.BAD_REQUEST, 'WEBHOOK_SIGNATURE_INVALID', 'Die Signatur des Webhooks ist ungültig.');

/** Signs an event body as Stripe would (the SDK's test-header helper); the 'Testmodus' provider delivers with it. */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
