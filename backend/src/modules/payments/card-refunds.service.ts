import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { AppError } from '../../common/http/app-error';
import { OrderPaymentsService } from '../orders/order-payments.service';
import { OrdersService } from '../orders/orders.service';
import { OrderRefundDto, toProviderRefundDto } from './dto/refund.dto';
import { PAYMENT_GATEWAY, PaymentGateway, RefundRefused, SessionRefund } from './payment-gateway';

const providerUnavailable = () =>
  new AppError(
    HttpStatus.SERVICE_UNAVAILABLE,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Stripe ist gerade nicht erreichbar; hier wurde nichts geändert. Bitte versuchen Sie es in einigen Minuten erneut – doppelt erstattet wird dabei nicht.',
  );

const REFUSALS: Record<string, string> = {
  session_missing: 'Stripe kennt die Zahlungssitzung nicht; erstattet wurde nichts.',
  no_payment: 'Zu dieser Zahlungssitzung meldet Stripe keine Zahlung; erstattet wurde nichts.',
  charge_disputed: 'Die Zahlung ist bei Stripe angefochten (Rückbuchung durch den Karteninhaber); sie wird dort über die Anfechtung geklärt, nicht erstattet.',
};

const providerRefused = (reason: string) =>
  new AppError(
    HttpStatus.BAD_GATEWAY,
    'PAYMENT_PROVIDER_REFUSED',
    REFUSALS[reason] ?? `Stripe hat die Erstattung abgelehnt (${reason}); hier wurde nichts geändert. Bitte prüfen Sie die Zahlung im Stripe-Dashboard.`,
  );

/**
 * The idempotency key of one refund attempt, derived from what is refunded. After a failed refund the old key would
 * answer that failed refund for 24 hours; the next attempt is keyed by the failure, and is again the same for everyone.
 */
export const refundKey = (what: string, failedRefundId: string | null) => (failedRefundId ? `${what}-after-${failedRefundId}` : what);

const hasCode = (error: unknown, code: string) =>
  error instanceof HttpException && (error.getResponse() as { code?: string }).code === code;

/**
 * Card money back through the provider. The provider is asked before any transaction opens and with an idempotency
 * key derived from what is refunded: a database lock is never held across a network call, an outage leaves everything
 * as it was, and a second click, a retry or a second administrator gets the same one refund from the provider. Only
 * then does one transaction record it (the order process, or the duplicate's row).
 */
@Injectable()
export class CardRefundsService {
  private readonly logger = new Logger(CardRefundsService.name);

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly orderPayments: OrderPaymentsService,
    private readonly orders: OrdersService,
  ) {}

  /** The provider's full refund of a session's payment; its refusal is a German 502, an outage a German 503. */
  async refundSession(sessionId: string, idempotencyKey: string, what: string): Promise<SessionRefund> {
    try {
      return await this.gateway.refundSession(sessionId, idempotencyKey);
    } catch (error) {
      if (error instanceof RefundRefused) {
        this.logger.warn(`Erstattung ${what} (Sitzung ${sessionId}) abgelehnt: ${error.reason} – ${error.message}`);
        throw providerRefused(error.reason);
      }
      this.logger.error(`Erstattung ${what} (Sitzung ${sessionId}) nicht möglich, Zahlungsdienst nicht erreichbar: ${(error as Error).message}`);
      throw providerUnavailable();
    }
  }

  /**
   * A card order (payment 'Bezahlt' or 'Zahlung nach Stornierung'): checked by the orders module first (refused in
   * German without asking the provider), refunded at the provider, then 'Erstattet' through the order process.
   */
  async refundOrder(admin: AuthUser, orderId: string): Promise<OrderRefundDto> {
    const order = await this.orderPayments.providerRefundable(orderId);
    const key = refundKey(`refund-order-${order.id}`, order.failedRefundId);
    const refund = await this.refundSession(order.sessionId, key, `von ${order.orderNumber}`);
    try {
      await this.orderPayments.recordProviderRefund(admin.id, order.id, refund);
    } catch (error) {
      // the money is back at the dealer; expected here is only the administrator who recorded the same refund first
      if (!hasCode(error, 'ORDER_ALREADY_REFUNDED')) {
        this.logger.error(`${order.orderNumber}: bei Stripe erstattet (${refund.id}), aber nicht vermerkt: ${(error as Error).message}`);
      }
      throw error;
    }
    return { order: await this.orders.getAdminOrder(order.id), refund: toProviderRefundDto(refund) };
  }
}
