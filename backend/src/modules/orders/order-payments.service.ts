import { CompanyScope } from '../../common/auth/company-scope';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Environment } from '../../common/config/environment';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { centsFromNumeric } from '../../common/money/money';
import { onDayBy } from '../../common/money/pricing';
import { AuditService } from '../audit/audit.service';
import { canPay } from './dto/order.dto';
import { refundFailureText } from './dto/refund-failure.dto';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { PaymentStatus } from './order-enums';
import { PAYMENT_STATUS_LABELS } from './order-states';
import { orderNotFound } from './orders.service';
import { expiringMethods, paymentPolicyOf } from './payment-policies/payment-policies';
import { movesFor, ORDER_CONDITIONS, refundableAtProvider } from './process/order-moves';
import { OrderProcess } from './process/order-process.service';
import { OrderEvent, PAYMENT_PROVIDER, SYSTEM } from './process/order-transitions';

export interface PayableOrder {
  id: string;
  orderNumber: string;
  totalCents: number;
  /** Until when a payment session may accept money: the order is cancelled after it. */
  deadline: Date;
  /** The Checkout Session last started for the order, and until when it accepts money (recordPaymentSession). */
  sessionId: string | null;
  sessionExpiresAt: Date | null;
}

export interface ReceivedPayment {
  amountCents: number;
  currency: string;
  sessionId: string;
}

/**
 * What a confirmed payment did. 'already-paid': the session the order was paid with, again. 'duplicate': money from
 * another session for an order whose money had already arrived; it changes nothing here, the caller records it.
 */
export type PaidOutcome =
  | { outcome: 'paid' | 'already-paid' | 'mismatch' | 'not-found' }
  | { outcome: 'duplicate'; orderNumber: string; paidWithSessionId: string | null };

/** An order whose money the back office may refund through the payment provider now. */
export interface ProviderRefundableOrder {
  id: string;
  orderNumber: string;
  /** The Checkout Session the order was paid with: its payment is what goes back. */
  sessionId: string;
  /** The order's newest refund the provider reported as failed: a new refund needs a new idempotency key. */
  failedRefundId: string | null;
}

/** A refund the provider made, or reported as made before (in its dashboard). */
export interface ProviderRefundRecord {
  id: string;
  amountCents: number;
  alreadyRefunded: boolean;
}

/** A refund the provider reported as failed (Stripe's `refund.failed`), with its reason (`expired_or_canceled_card`, say). */
export interface ProviderRefundFailure {
  refundId: string;
  reason: string;
}

/**
 * What a reported refund failure did. 'reverted': the order's refund is taken back; 'known': recorded before (the same
 * failure in another event); 'unknown': no order has this refund.
 */
export type RefundFailureOutcome = { outcome: 'reverted' | 'known'; orderNumber: string } | { outcome: 'unknown' };

/** How much of an order's invoice is paid: its payment status follows ('Bezahlt', 'Teilweise bezahlt', 'Ausstehend'). */
export type InvoicePaymentState = 'settled' | 'partly' | 'none';

const FOLLOW_EVENTS: Record<InvoicePaymentState, OrderEvent> = { settled: 'settle', partly: 'settle-partly', none: 'unsettle' };

/**
 * The orders module's side of card payments: which order may be paid, recording the session, and the one
 * place an order becomes paid or its payment failed. The payments module asks here; it never writes orders.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger(OrderPaymentsService.name);
  private readonly timeoutMs: number;

  constructor(
    readonly tx: TransactionHost,
    private readonly process: OrderProcess,
    private readonly audit: AuditService,
    env: Environment,
  ) {
    this.timeoutMs = env.ORDER_PAYMENT_TIMEOUT_HOURS * 3_600_000;
  }

  async getPayable(scope: CompanyScope, orderId: string, now = new Date()): Promise<PayableOrder> {
    const order = await this.tx.manager.findOneBy(Order, { id: orderId, ...scope });
    if (!order) throw orderNotFound();
    if (order.paymentStatus === PaymentStatus.Completed) {
      throw new AppError(HttpStatus.CONFLICT, 'PAYMENT_NOT_POSSIBLE', 'Diese Bestellung ist bereits bezahlt.');
    }
    const deadline = new Date((order.approvedAt ?? order.createdAt).getTime() + this.timeoutMs);
    if (!canPay(order) || deadline <= now) {
      throw new AppError(HttpStatus.CONFLICT, 'PAYMENT_NOT_POSSIBLE', 'Diese Bestellung kann nicht mehr mit Karte bezahlt werden.');
    }
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      totalCents: centsFromNumeric(order.totalAmount),
      deadline,
      sessionId: order.stripeCheckoutSessionId,
      sessionExpiresAt: order.paymentSessionExpiresAt,
    };
  }

  /**
   * The order as Checkout shows it: every line at its net EK, then shipping and VAT as lines of their
   * own, so the session's total is the order total to the cent.
   */
  async checkoutLines(orderId: string): Promise<{ name: string; quantity: number; unitAmountCents: number }[]> {
    const order = await this.tx.manager.findOneByOrFail(Order, { id: orderId });
    const items = await this.tx.manager.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
    const lines = items.map((item) => ({
      name: `${String(item.productSnapshot.name)} (${String(item.productSnapshot.sku)})`,
      quantity: item.quantity,
      unitAmountCents: centsFromNumeric(item.unitPrice),
    }));
    const shipping = centsFromNumeric(order.shippingAmount);
    if (shipping > 0) lines.push({ name: order.express ? 'Versand inkl. Express' : 'Versand', quantity: 1, unitAmountCents: shipping });
    lines.push({ name: 'Umsatzsteuer 19 %', quantity: 1, unitAmountCents: centsFromNumeric(order.taxAmount) });
    return lines;
  }

  async recordPaymentSession(orderId: string, sessionId: string, expiresAt: Date): Promise<void> {
    await this.tx.manager.update(Order, { id: orderId }, { stripeCheckoutSessionId: sessionId, paymentSessionExpiresAt: expiresAt });
  }

  /**
   * Idempotent: once an order's money has arrived (paid, paid after cancellation, refunded since), the session it was
   * paid with changes nothing again, and money from any other session is a 'duplicate' for the caller to record.
   * A payment of another amount or currency is refused and logged. Money for an order cancelled meanwhile is
   * recorded as 'Zahlung nach Stornierung – Erstattung prüfen'.
   */
  @Transactional()
  async markPaid(orderId: string, payment: ReceivedPayment): Promise<PaidOutcome> {
    const order = await this.process.lock(orderId);
    if (!order) return { outcome: 'not-found' };
    if (!ORDER_CONDITIONS['no-money-received'].holds(order)) {
      if (order.stripeCheckoutSessionId === payment.sessionId) return { outcome: 'already-paid' };
      return { outcome: 'duplicate', orderNumber: order.orderNumber, paidWithSessionId: order.stripeCheckoutSessionId };
    }
    if (payment.currency.toLowerCase() !== 'eur' || payment.amountCents !== centsFromNumeric(order.totalAmount)) {
      this.logger.error(
        `Zahlung für ${order.orderNumber} passt nicht: ${payment.amountCents} ${payment.currency} statt ${order.totalAmount} EUR (Sitzung ${payment.sessionId})`,
      );
      return { outcome: 'mismatch' };
    }
    // from now on the order is paid with this session, whichever one it had recorded when the dealer started paying
    await this.tx.manager.update(Order, { id: order.id }, { stripeCheckoutSessionId: payment.sessionId });
    const paid = await this.process.transition(order, 'pay', PAYMENT_PROVIDER);
    if (paid.paymentStatus === PaymentStatus.RefundDue) {
      this.logger.warn(`Zahlung für die stornierte Bestellung ${order.orderNumber} eingegangen (Sitzung ${payment.sessionId}): Erstattung prüfen`);
    }
    return { outcome: 'paid' };
  }

  /**
   * The order the back office wants to refund through the provider, checked before the provider is asked: refused in
   * German (nothing asked, nothing changed) unless its method refunds there and the refund move starts where it stands.
   */
  async providerRefundable(orderId: string): Promise<ProviderRefundableOrder> {
    const order = await this.tx.manager.findOneBy(Order, { id: orderId });
    if (!order) throw orderNotFound();
    const refusal = await this.providerRefundRefusal(order);
    if (refusal) throw refusal;
    return { id: order.id, orderNumber: order.orderNumber, sessionId: order.stripeCheckoutSessionId!, failedRefundId: order.stripeRefundFailedId };
  }

  /**
   * After the provider refunded: the refund's id on the order and the payment status 'refunded' through the order
   * process, under the order's lock. A second administrator refunding at the same moment (the provider answered both
   * with the one refund) waits here and is told who was first.
   */
  @Transactional()
  async recordProviderRefund(adminUserId: string, orderId: string, refund: ProviderRefundRecord): Promise<void> {
    const order = await this.process.lock(orderId);
    if (!order) throw orderNotFound();
    const refusal = await this.providerRefundRefusal(order);
    if (refusal) throw refusal;
    await this.tx.manager.update(Order, { id: order.id }, { stripeRefundId: refund.id });
    order.stripeRefundId = refund.id;
    await this.process.transition(
      order,
      'refund',
      { kind: 'admin', userId: adminUserId },
      { stripeRefundId: refund.id, refundedCents: refund.amountCents, refundedBefore: refund.alreadyRefunded },
    );
  }

  /** The order a provider's refund belongs to, as its refund or as the one that failed; read without a lock. */
  async orderOfProviderRefund(refundId: string): Promise<string | null> {
    const [row] = await this.tx.manager.query<{ id: string }[]>(
      `SELECT id FROM orders WHERE stripe_refund_id = $1 OR stripe_refund_failed_id = $1 LIMIT 1`,
      [refundId],
    );
    return row?.id ?? null;
  }

  /**
   * The provider reports that the order's refund failed. Under the order's lock the refund moves to the failure
   * columns (so the back office can refund again, under a new idempotency key) and 'refund-failed' takes the payment
   * status back from 'refunded'. The same failure reported again changes nothing. Runs in the caller's transaction.
   */
  async recordProviderRefundFailure(orderId: string, failure: ProviderRefundFailure): Promise<RefundFailureOutcome> {
    const order = await this.process.lock(orderId);
    if (!order) return { outcome: 'unknown' };
    if (order.stripeRefundId !== failure.refundId) {
      return order.stripeRefundFailedId === failure.refundId ? { outcome: 'known', orderNumber: order.orderNumber } : { outcome: 'unknown' };
    }
    const failed = { stripeRefundId: null, stripeRefundFailedId: failure.refundId, stripeRefundFailedAt: new Date(), stripeRefundFailureReason: failure.reason };
    await this.tx.manager.update(Order, { id: order.id }, failed);
    Object.assign(order, failed);
    await this.process.transition(order, 'refund-failed', PAYMENT_PROVIDER, {
      stripeRefundId: failure.refundId,
      failureReason: failure.reason,
      failureText: refundFailureText(failure.reason),
    });
    return { outcome: 'reverted', orderNumber: order.orderNumber };
  }

  private async providerRefundRefusal(order: Order): Promise<AppError | null> {
    const policy = paymentPolicyOf(order.paymentMethod);
    if (!policy.refundsThroughProvider) return refundRefused(`Bei ${policy.label} geht das Geld nicht über Stripe zurück.`);
    if (order.paymentStatus === PaymentStatus.Refunded) {
      const first = await this.audit.lastEntry('order', order.id, 'order.payment_status', { to: PaymentStatus.Refunded });
      const when = first ? ` (${onDayBy(first.at, first.by)})` : '';
      return new AppError(HttpStatus.CONFLICT, 'ORDER_ALREADY_REFUNDED', `Diese Bestellung ist bereits erstattet${when}.`);
    }
    if (!refundableAtProvider(order)) {
      return refundRefused(`Im Zahlungsstatus „${PAYMENT_STATUS_LABELS[order.paymentStatus]}“ ist zu dieser Bestellung nichts zu erstatten.`);
    }
    if (!order.stripeCheckoutSessionId) return refundRefused('Zu dieser Bestellung ist keine Kartenzahlung verzeichnet.');
    return null;
  }

  /**
   * Locks the order before its invoice's payments change, so payments and order moves (cancel, ship)
   * always take the order row first and never wait on each other crosswise.
   */
  async lockForInvoice(orderId: string): Promise<void> {
    await this.process.lock(orderId);
  }

  /** The same lock, not waiting: false when another transaction holds the order now. */
  async tryLockForInvoice(orderId: string): Promise<boolean> {
    return (await this.process.tryLock(orderId)) !== null;
  }

  /**
   * The payment status follows the invoice's open items through the order process. Only methods whose
   * policy lists these moves (Kauf auf Rechnung) follow; for the others, and where the order already
   * stands there, nothing happens. Runs in the caller's transaction.
   */
  async followInvoice(orderId: string, state: InvoicePaymentState): Promise<void> {
    const order = await this.process.lock(orderId);
    const event = FOLLOW_EVENTS[state];
    if (order && movesFor(order, 'system').some((row) => row.event === event)) await this.process.transition(order, event, SYSTEM);
  }

  /** A failed or expired card payment; a later successful one still counts. */
  @Transactional()
  async markPaymentFailed(orderId: string): Promise<void> {
    const order = await this.process.lock(orderId);
    if (order && movesFor(order, 'payment_provider').some((row) => row.event === 'fail-payment')) {
      await this.process.transition(order, 'fail-payment', PAYMENT_PROVIDER);
    }
  }

  /**
   * Cancels orders of the methods that expire (card) still unpaid after ORDER_PAYMENT_TIMEOUT_HOURS whose last
   * payment session has closed; the order process gives their stock back once and tells the dealer. Safe to run
   * twice: each order is re-checked under its lock.
   */
  async expireUnpaid(now = new Date()): Promise<number> {
    const due = await this.tx.manager.query<{ id: string }[]>(
      `SELECT id FROM orders
        WHERE payment_method = ANY($3::payment_method[]) AND payment_status <> 'completed' AND status = 'pending'
          AND COALESCE(approved_at, created_at) < $1 AND (payment_session_expires_at IS NULL OR payment_session_expires_at < $2)
        ORDER BY created_at LIMIT 500`,
      [new Date(now.getTime() - this.timeoutMs), now, expiringMethods()],
    );
    let cancelled = 0;
    for (const { id } of due) if (await this.tx.run(() => this.expireOne(id))) cancelled += 1;
    return cancelled;
  }

  private async expireOne(id: string): Promise<boolean> {
    const order = await this.process.lock(id);
    if (!order || !canPay(order)) return false;
    await this.process.transition(order, 'expire', SYSTEM);
    return true;
  }
}

const refundRefused = (message: string) => new AppError(HttpStatus.CONFLICT, 'ORDER_MOVE_NOT_ALLOWED', message);
