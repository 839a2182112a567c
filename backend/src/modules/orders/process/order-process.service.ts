import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { DomainEvents } from '../../../common/events/domain-events';
import { AppError } from '../../../common/http/app-error';
import { MailService } from '../../../common/mail/mail.service';
import { AuditService } from '../../audit/audit.service';
import { ProductStockService } from '../../catalogue/product-stock.service';
import { OrderItem } from '../entities/order-item.entity';
import { Order } from '../entities/order.entity';
import { creditFactsOf } from '../order-credit';
import { OrderPaymentChanged, OrderStatusChanged } from '../order-events';
import { OrderStatus, PaymentStatus } from '../order-enums';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../order-states';
import { stockLinesOf } from '../order-stock';
import { paymentPolicyOf } from '../payment-policies/payment-policies';
import { applies, movesFor, ORDER_CONDITIONS, startsHere, unmetCondition } from './order-moves';
import { OrderActor, OrderEvent, OrderTransition, ORDER_TRANSITIONS } from './order-transitions';

type Target = { status: OrderStatus } | { paymentStatus: PaymentStatus };

/**
 * The one writer of an order's status and payment status. Every change is a row of ORDER_TRANSITIONS
 * (from, event, to, who, what follows); the caller holds the order row locked and runs in a transaction,
 * which the effects, the audit row, the mails and the listeners of the events join.
 */
@Injectable()
export class OrderProcess {
  constructor(
    readonly tx: TransactionHost,
    private readonly stock: ProductStockService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  /** The order, locked for the rest of the transaction. */
  async lock(orderId: string): Promise<Order | null> {
    return this.tx.manager.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The order locked like `lock`, or null at once when another transaction holds it. */
  async tryLock(orderId: string): Promise<Order | null> {
    return this.tx.manager.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' } });
  }

  /** The rows an actor may apply to the order now (the admin screen offers their targets). */
  movesFor(order: Order, actor: OrderActor): OrderTransition[] {
    return movesFor(order, actor.kind);
  }

  /**
   * Moves the order by event; refused in German when the table has no such move for this order and actor.
   * `auditDetails` join the audit row of the move (the provider's refund id, say).
   */
  async transition(order: Order, event: OrderEvent, actor: OrderActor, auditDetails?: Record<string, unknown>): Promise<Order> {
    const rows = ORDER_TRANSITIONS.filter((row) => row.event === event && applies(row, order));
    if (rows.length === 0) this.refuseUnmetCondition(order, (row) => row.event === event && row.by.includes(actor.kind));
    if (rows.length === 0) throw notAllowed(`Dieser Schritt ist für die Bestellung ${order.orderNumber} im Status „${ORDER_STATUS_LABELS[order.status]}“ nicht möglich.`);
    const row = rows.find((candidate) => candidate.by.includes(actor.kind));
    if (!row) throw new AppError(HttpStatus.FORBIDDEN, 'ORDER_MOVE_FORBIDDEN', 'Diesen Schritt dürfen Sie bei dieser Bestellung nicht ausführen.');
    return this.apply(order, row, actor, auditDetails);
  }

  /** The back office's "set status to …": the one row that leads there, or a German refusal naming both statuses. */
  async moveTo(order: Order, target: Target, actor: OrderActor): Promise<Order> {
    const row = this.movesFor(order, actor).find((candidate) => leadsTo(candidate, target));
    if (row) return this.apply(order, row, actor);
    this.refuseUnmetCondition(order, (candidate) => candidate.by.includes(actor.kind) && leadsTo(candidate, target));
    if ('status' in target) {
      if (target.status === order.status) throw unchanged(`Die Bestellung ist bereits „${ORDER_STATUS_LABELS[target.status]}“.`);
      throw notAllowed(
        `Eine Bestellung im Status „${ORDER_STATUS_LABELS[order.status]}“ kann nicht auf „${ORDER_STATUS_LABELS[target.status]}“ gesetzt werden.`,
      );
    }
    if (target.paymentStatus === order.paymentStatus) throw unchanged(`Der Zahlungsstatus ist bereits „${PAYMENT_STATUS_LABELS[target.paymentStatus]}“.`);
    throw notAllowed(
      `Der Zahlungsstatus „${PAYMENT_STATUS_LABELS[order.paymentStatus]}“ kann bei ${paymentPolicyOf(order.paymentMethod).label} nicht auf „${PAYMENT_STATUS_LABELS[target.paymentStatus]}“ gesetzt werden.`,
    );
  }

  /** A row that starts where the order stands but needs what the order lacks is refused with that reason. */
  private refuseUnmetCondition(order: Order, wanted: (row: OrderTransition) => boolean): void {
    const blocked = ORDER_TRANSITIONS.filter((row) => wanted(row) && startsHere(row, order)).map((row) => unmetCondition(row, order));
    const condition = blocked.find((unmet) => unmet !== null);
    if (condition) throw notAllowed(ORDER_CONDITIONS[condition].refusal);
  }

  private async apply(order: Order, row: OrderTransition, actor: OrderActor, auditDetails?: Record<string, unknown>): Promise<Order> {
    const changes: Pick<Partial<Order>, 'status' | 'paymentStatus' | 'stockReturnedAt' | 'paidAt'> = row.of === 'status' ? { status: row.to } : { paymentStatus: row.to };
    const effects = new Set(row.effects);
    if (effects.has('stock-back')) {
      await this.stock.giveBack(stockLinesOf(await this.itemsOf(order.id)));
      changes.stockReturnedAt = new Date();
    }
    if (effects.has('stock-take')) {
      await this.stock.take(stockLinesOf(await this.itemsOf(order.id)));
      changes.stockReturnedAt = null;
    }
    if (effects.has('record-paid-at')) changes.paidAt = new Date();
    if (effects.has('clear-paid-at')) changes.paidAt = null;
    await this.tx.manager.update(Order, { id: order.id }, changes);
    const before = { status: order.status, paymentStatus: order.paymentStatus };
    Object.assign(order, changes);

    // no person when the provider reports a move (a failed refund): the entry says why an administrator's step was undone
    if (effects.has('audit')) await this.recordAudit(order, row, before, actor.userId ?? null, auditDetails);
    if (row.of === 'status') await this.events.publish(new OrderStatusChanged(order.id, row.event, before.status, row.to, row.effects, creditFactsOf(order)));
    else await this.events.publish(new OrderPaymentChanged(order.id, row.event, before.paymentStatus, row.to));
    await this.sendMails(order, row);
    return order;
  }

  private async sendMails(order: Order, row: OrderTransition): Promise<void> {
    for (const effect of row.effects) {
      if (effect === 'mail-status') await this.mail.send('orders.status-changed', { orderId: order.id, status: order.status });
      if (effect === 'mail-placed') {
        await this.mail.sendAll([
          { template: 'orders.confirmation', params: { orderId: order.id } },
          { template: 'orders.new-order', params: { orderId: order.id } },
        ]);
      }
      if (effect === 'mail-rejected') await this.mail.send('orders.approval-rejected', { orderId: order.id });
      if (effect === 'mail-payment-received') await this.mail.send('orders.payment-received', { orderId: order.id });
      if (effect === 'mail-payment-expired') await this.mail.send('orders.payment-expired', { orderId: order.id });
      if (effect === 'mail-refund-failed') await this.mail.send('orders.refund-failed', { orderId: order.id });
    }
  }

  private recordAudit(
    order: Order,
    row: OrderTransition,
    before: { status: OrderStatus; paymentStatus: PaymentStatus },
    adminUserId: string | null,
    extra?: Record<string, unknown>,
  ) {
    const base = { adminUserId, targetType: 'order' as const, targetId: order.id };
    if (row.of === 'status') {
      return this.audit.record({
        ...base,
        actionType: 'order.status',
        message: `Bestellung ${order.orderNumber}: ${ORDER_STATUS_LABELS[before.status]} → ${ORDER_STATUS_LABELS[row.to]}`,
        details: { event: row.event, from: before.status, to: row.to, effects: row.effects, ...extra },
      });
    }
    return this.audit.record({
      ...base,
      actionType: 'order.payment_status',
      message: `Bestellung ${order.orderNumber}: Zahlung ${PAYMENT_STATUS_LABELS[before.paymentStatus]} → ${PAYMENT_STATUS_LABELS[row.to]}`,
      details: { event: row.event, from: before.paymentStatus, to: row.to, ...extra },
    });
  }

  private itemsOf(orderId: string): Promise<OrderItem[]> {
    return this.tx.manager.findBy(OrderItem, { orderId });
  }
}

const leadsTo = (row: OrderTransition, target: Target) =>
  'status' in target ? row.of === 'status' && row.to === target.status : row.of === 'payment' && row.to === target.paymentStatus;

const notAllowed = (message: string) => new AppError(HttpStatus.CONFLICT, 'ORDER_MOVE_NOT_ALLOWED', message);
const unchanged = (message: string) => new AppError(HttpStatus.CONFLICT, 'ORDER_UNCHANGED', message);
