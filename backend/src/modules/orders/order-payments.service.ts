import { CompanyScope } from '../../common/auth/company-scope';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Environment } from '../../common/config/environment';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { MailService } from '../../common/mail/mail.service';
import { centsFromNumeric } from '../../common/money/money';
import { ProductStockService } from '../catalogue/product-stock.service';
import { canPay } from './dto/order.dto';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { OrderStatus, PaymentMethod, PaymentStatus } from './order-enums';
import { ORDER_INVOICING, OrderInvoicing } from './order-invoicing';
import { stockLinesOf } from './order-stock';
import { orderNotFound } from './orders.service';

export interface PayableOrder {
  id: string;
  orderNumber: string;
  totalCents: number;
  /** Until when a payment session may accept money: the order is cancelled after it. */
  deadline: Date;
}

export interface ReceivedPayment {
  amountCents: number;
  currency: string;
  sessionId: string;
}

export type PaidOutcome = 'paid' | 'already-paid' | 'mismatch' | 'not-found';

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
    private readonly moduleRef: ModuleRef,
    private readonly mail: MailService,
    private readonly stock: ProductStockService,
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
    const deadline = new Date(order.createdAt.getTime() + this.timeoutMs);
    if (!canPay(order) || deadline <= now) {
      throw new AppError(HttpStatus.CONFLICT, 'PAYMENT_NOT_POSSIBLE', 'Diese Bestellung kann nicht mehr mit Karte bezahlt werden.');
    }
    return { id: order.id, orderNumber: order.orderNumber, totalCents: centsFromNumeric(order.totalAmount), deadline };
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

  /** Idempotent: a paid order stays as it is; a payment of another amount or currency is refused and logged. */
  @Transactional()
  async markPaid(orderId: string, payment: ReceivedPayment): Promise<PaidOutcome> {
    const order = await this.tx.manager.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order) return 'not-found';
    if (order.paymentStatus === PaymentStatus.Completed) return 'already-paid';
    if (payment.currency.toLowerCase() !== 'eur' || payment.amountCents !== centsFromNumeric(order.totalAmount)) {
      this.logger.error(
        `Zahlung für ${order.orderNumber} passt nicht: ${payment.amountCents} ${payment.currency} statt ${order.totalAmount} EUR (Sitzung ${payment.sessionId})`,
      );
      return 'mismatch';
    }
    await this.tx.manager.update(
      Order,
      { id: order.id },
      { paymentStatus: PaymentStatus.Completed, paymentMethod: PaymentMethod.Stripe, paidAt: new Date(), stripeCheckoutSessionId: payment.sessionId },
    );
    await this.mail.send('orders.payment-received', { orderId: order.id });
    return 'paid';
  }

  /** A failed or expired card payment; a later successful one still counts. */
  async markPaymentFailed(orderId: string): Promise<void> {
    await this.tx.manager.update(Order, { id: orderId, paymentStatus: PaymentStatus.Pending }, { paymentStatus: PaymentStatus.Failed });
  }

  /**
   * Cancels card orders still unpaid after ORDER_PAYMENT_TIMEOUT_HOURS whose last payment session has
   * closed, gives their stock back once and tells the dealer. Safe to run twice: each order is re-checked under its lock.
   */
  async expireUnpaid(now = new Date()): Promise<number> {
    const due = await this.tx.manager.query<{ id: string }[]>(
      `SELECT id FROM orders
        WHERE payment_method = 'stripe' AND payment_status <> 'completed' AND status = 'pending'
          AND created_at < $1 AND (payment_session_expires_at IS NULL OR payment_session_expires_at < $2)
        ORDER BY created_at LIMIT 500`,
      [new Date(now.getTime() - this.timeoutMs), now],
    );
    let cancelled = 0;
    for (const { id } of due) if (await this.tx.run(() => this.expireOne(id))) cancelled += 1;
    return cancelled;
  }

  private async expireOne(id: string): Promise<boolean> {
    const order = await this.tx.manager.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!order || !canPay(order)) return false;
    await this.stock.giveBack(stockLinesOf(await this.tx.manager.findBy(OrderItem, { orderId: id })));
    await this.tx.manager.update(Order, { id }, { status: OrderStatus.Cancelled, stockReturnedAt: new Date() });
    // An order an administrator shipped and set back to pending may carry an invoice: it gets its cancellation invoice.
    await this.moduleRef.get<OrderInvoicing>(ORDER_INVOICING, { strict: false }).orderStatusChanged(id, order.status, OrderStatus.Cancelled);
    await this.mail.send('orders.payment-expired', { orderId: id });
    return true;
  }
}
