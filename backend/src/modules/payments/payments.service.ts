import { companyScope } from '../../common/auth/company-scope';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { OrderDto } from '../orders/dto/order.dto';
import { OrderPaymentsService, PaidOutcome, PayableOrder, ProviderRefundFailure } from '../orders/order-payments.service';
import { orderReader } from '../orders/order-reader';
import { OrdersService } from '../orders/orders.service';
import { CheckoutSessionDto } from './dto/payment.dto';
import { DuplicateCardPaymentsService } from './duplicate-card-payments.service';
import { CheckoutSessionView, PAYMENT_GATEWAY, PaymentEvent, PaymentGateway } from './payment-gateway';

/** Stripe allows a Checkout Session to live between 30 minutes and 24 hours. */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 23 * 3_600_000 + 59 * 60_000;

const providerUnavailable = () =>
  new AppError(
    HttpStatus.SERVICE_UNAVAILABLE,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Die Kartenzahlung ist gerade nicht erreichbar. Ihre Bestellung bleibt bestehen; bitte versuchen Sie es in einigen Minuten erneut.',
  );

/**
 * Card payments: one open Checkout Session per order at a time, and the one idempotent `fulfil` that the webhook
 * and the success page share. An order becomes paid only after the provider confirmed the session; money from a
 * second session of a paid order is recorded for the back office to refund (DuplicateCardPaymentsService) and
 * logged as an error.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    readonly tx: TransactionHost,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly orderPayments: OrderPaymentsService,
    private readonly orders: OrdersService,
    private readonly env: Environment,
    private readonly duplicates: DuplicateCardPaymentsService,
  ) {}

  /**
   * While the order's recorded session is open at the provider, starting again (a second tab, a reload) answers that
   * session; a new one only when there is none, it expired or completed unpaid, or the provider cannot give it.
   */
  async startCheckout(user: AuthUser, orderId: string, now = new Date()): Promise<CheckoutSessionDto> {
    let payable = await this.orderPayments.getPayable(companyScope(user), orderId, now);
    const recorded = await this.recordedSession(payable);
    if (recorded?.paymentStatus === 'paid') {
      // paid at the provider, its webhook not here yet: fulfil it rather than take the money a second time
      await this.tx.run(() => this.fulfilSession(recorded));
      payable = await this.orderPayments.getPayable(companyScope(user), orderId, now);
    } else if (recorded?.status === 'open' && recorded.url && reusable(recorded, payable, now)) {
      return { url: recorded.url, sessionId: recorded.id, testMode: this.gateway.testMode };
    }
    const expiresAt = new Date(Math.min(Math.max(payable.deadline.getTime(), now.getTime() + MIN_SESSION_MS), now.getTime() + MAX_SESSION_MS));
    let session: CheckoutSessionView;
    try {
      session = await this.gateway.createCheckoutSession({
        orderId,
        orderNumber: payable.orderNumber,
        customerEmail: user.email,
        lines: await this.orderPayments.checkoutLines(orderId),
        successUrl: `${this.env.APP_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}&order_id=${orderId}`,
        cancelUrl: `${this.env.APP_URL}/payment-cancelled?order_id=${orderId}`,
        expiresAt,
        // a double click within the same minute gets the same session from Stripe
        idempotencyKey: `checkout-${orderId}-${Math.floor(now.getTime() / 60_000)}`,
      });
    } catch (error) {
      this.logger.error(`Checkout-Sitzung für ${payable.orderNumber} nicht angelegt: ${(error as Error).message}`);
      throw providerUnavailable();
    }
    if (!session.url) throw providerUnavailable();
    await this.orderPayments.recordPaymentSession(orderId, session.id, expiresAt);
    return { url: session.url, sessionId: session.id, testMode: this.gateway.testMode };
  }

  /**
   * The success page asks here; its query parameters prove nothing. The session is read from the
   * provider and must belong to the caller's order; a paid one is fulfilled.
   */
  async confirm(user: AuthUser, orderId: string, sessionId: string): Promise<OrderDto> {
    await this.orders.getOwnOrder(companyScope(user), orderId);
    const session = await this.retrieve(sessionId);
    if (!session || session.orderId !== orderId) {
      throw new AppError(HttpStatus.CONFLICT, 'PAYMENT_SESSION_MISMATCH', 'Diese Zahlung gehört nicht zu dieser Bestellung.');
    }
    if (session.paymentStatus === 'paid') await this.tx.run(() => this.fulfilSession(session));
    return this.orders.getOwnOrder(orderReader(user), orderId);
  }

  /**
   * The one fulfilment: retrieves the session from the provider and, when it is paid, marks its order
   * paid, with the webhook event (if any) recorded in the same transaction. False for an event seen before.
   */
  async fulfil(sessionId: string, event?: PaymentEvent): Promise<boolean> {
    if (event && (await this.seen(event.id))) return false;
    const session = await this.retrieve(sessionId);
    return this.tx.run(async () => {
      if (event && !(await this.record(event, session?.orderId ?? null))) return false;
      if (session?.paymentStatus === 'paid') await this.fulfilSession(session);
      return true;
    });
  }

  /** checkout.session.async_payment_failed / expired: the payment failed unless it was paid after all. */
  async recordFailure(sessionId: string, event: PaymentEvent): Promise<boolean> {
    if (await this.seen(event.id)) return false;
    const session = await this.retrieve(sessionId);
    return this.tx.run(async () => {
      if (!(await this.record(event, session?.orderId ?? null))) return false;
      if (session?.orderId && session.paymentStatus !== 'paid') await this.orderPayments.markPaymentFailed(session.orderId);
      return true;
    });
  }

  /**
   * A refund Stripe reports as failed: the order (through its order process) or the duplicate card payment it
   * refunded is to refund again. Another report of the same failure changes nothing; a refund the portal does not know
   * (made in the dashboard) is recorded and logged, not refused, or Stripe would send it again for days.
   */
  async recordRefundFailure(event: PaymentEvent, failure: ProviderRefundFailure): Promise<boolean> {
    if (await this.seen(event.id)) return false;
    return this.tx.run(async () => {
      const orderId = await this.orderPayments.orderOfProviderRefund(failure.refundId);
      if (!(await this.record(event, orderId))) return false;
      const order = orderId ? await this.orderPayments.recordProviderRefundFailure(orderId, failure) : { outcome: 'unknown' as const };
      if (order.outcome === 'reverted') {
        this.logger.error(`Erstattung ${failure.refundId} für ${order.orderNumber} bei Stripe fehlgeschlagen (${failure.reason}): Zahlungsstatus zurückgesetzt, bitte erneut erstatten`);
      }
      if (order.outcome !== 'unknown') return true;
      if ((await this.duplicates.recordRefundFailure(failure)) === null) {
        this.logger.warn(`Stripe meldet die fehlgeschlagene Erstattung ${failure.refundId} (${failure.reason}), die das Portal nicht kennt: nichts geändert`);
      }
      return true;
    });
  }

  /** Events the portal does not act on are recorded too, so a replay is recognised. */
  recordOther(event: PaymentEvent): Promise<boolean> {
    return this.tx.run(() => this.record(event, null));
  }

  /** Runs in the caller's transaction, so a duplicate's record commits with the webhook event's. */
  private async fulfilSession(session: CheckoutSessionView): Promise<void> {
    if (!session.orderId) return;
    const paid = await this.orderPayments.markPaid(session.orderId, {
      amountCents: session.amountTotal ?? -1,
      currency: session.currency ?? '',
      sessionId: session.id,
    });
    if (paid.outcome === 'duplicate') await this.recordDuplicate(session, paid);
    else if (paid.outcome === 'mismatch' || paid.outcome === 'not-found') this.logger.error(`Sitzung ${session.id}: Bestellung ${session.orderId} ${paid.outcome}`);
  }

  /**
   * Money from a session other than the one the order was paid with (two sessions raced): the order stays as it is,
   * the money is recorded once per session for the back office to refund, and the first report is logged as an error.
   */
  private async recordDuplicate(session: CheckoutSessionView, paid: Extract<PaidOutcome, { outcome: 'duplicate' }>): Promise<void> {
    if (!(await this.duplicates.record(session, paid.orderNumber, paid.paidWithSessionId))) return;
    this.logger.error(
      `Zweite Zahlung für ${paid.orderNumber}: Sitzung ${session.id} (${session.amountTotal ?? '?'} ${session.currency ?? '?'}), ` +
        `bezahlt ist die Bestellung mit ${paid.paidWithSessionId ?? 'keiner Sitzung'} – Erstattung prüfen`,
    );
  }

  /** The order's recorded session as the provider sees it now; null when there is none or the provider cannot give it. */
  private async recordedSession(payable: PayableOrder): Promise<CheckoutSessionView | null> {
    if (!payable.sessionId) return null;
    try {
      const session = await this.gateway.retrieveCheckoutSession(payable.sessionId);
      return session?.orderId === payable.id ? session : null;
    } catch (error) {
      this.logger.warn(`Checkout-Sitzung ${payable.sessionId} für ${payable.orderNumber} nicht abrufbar, eine neue wird angelegt: ${(error as Error).message}`);
      return null;
    }
  }

  private async seen(eventId: string): Promise<boolean> {
    return (await this.tx.manager.query(`SELECT 1 FROM payment_events WHERE id = $1`, [eventId])).length > 0;
  }

  /** Inserts the event once; a concurrent copy waits for the first and then inserts nothing. */
  private async record(event: PaymentEvent, orderId: string | null): Promise<boolean> {
    const rows = await this.tx.manager.query(
      `INSERT INTO payment_events (id, type, order_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, orderId],
    );
    return rows.length === 1;
  }

  private async retrieve(sessionId: string): Promise<CheckoutSessionView | null> {
    try {
      return await this.gateway.retrieveCheckoutSession(sessionId);
    } catch (error) {
      this.logger.error(`Checkout-Sitzung ${sessionId} nicht abrufbar: ${(error as Error).message}`);
      throw providerUnavailable();
    }
  }
}

/** An open session is offered again while it runs by our clock too and still asks for the order's total. */
const reusable = (session: CheckoutSessionView, payable: PayableOrder, now: Date) =>
  (!payable.sessionExpiresAt || payable.sessionExpiresAt > now) && session.amountTotal === payable.totalCents;
