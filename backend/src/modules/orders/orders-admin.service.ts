import { HttpStatus, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AuthUser } from '../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { MailService } from '../../common/mail/mail.service';
import { AuditService } from '../audit/audit.service';
import { ProductStockService } from '../catalogue/product-stock.service';
import { AdminOrderDto } from './dto/order.dto';
import { UpdateOrderDto } from './dto/update-order.dto';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { OrderStatus, PaymentStatus } from './order-enums';
import { ORDER_INVOICING, OrderInvoicing } from './order-invoicing';
import { ORDER_MOVES, ORDER_STATUS_LABELS, PAYMENT_MOVES, PAYMENT_STATUS_LABELS } from './order-states';
import { stockLinesOf } from './order-stock';
import { orderNotFound, OrdersService } from './orders.service';

const oneChange = () =>
  new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Bitte ändern Sie entweder den Bestellstatus oder den Zahlungsstatus.');

/** The orders tab of the back office: status, payment status, deletion. Each change and its audit row share one transaction. */
@Injectable()
export class OrdersAdminService {
  private invoicingService?: OrderInvoicing;

  constructor(
    private readonly moduleRef: ModuleRef,
    readonly tx: TransactionHost,
    private readonly stock: ProductStockService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly orders: OrdersService,
  ) {}

  @Transactional()
  async updateOrder(admin: AuthUser, id: string, input: UpdateOrderDto): Promise<AdminOrderDto> {
    if ((input.status === undefined) === (input.paymentStatus === undefined)) throw oneChange();
    const order = await this.lock(id);
    if (input.status !== undefined) await this.moveStatus(admin, order, input.status);
    else await this.movePayment(admin, order, input.paymentStatus!);
    return this.orders.getAdminOrder(id);
  }

  /** Deleting an order that still holds stock gives it back; its items go with it (cascade). */
  @Transactional()
  async deleteOrder(admin: AuthUser, id: string): Promise<void> {
    const order = await this.lock(id);
    if (await this.invoicing.hasInvoice(id)) {
      throw new AppError(
        HttpStatus.CONFLICT,
        'ORDER_HAS_INVOICE',
        `Die Bestellung ${order.orderNumber} hat bereits eine Rechnung und kann nicht mehr gelöscht werden. Stornieren Sie sie stattdessen; dabei entsteht eine Stornorechnung.`,
      );
    }
    if (order.status !== OrderStatus.Cancelled) await this.stock.giveBack(stockLinesOf(await this.itemsOf(id)));
    await this.tx.manager.delete(Order, { id });
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'order.delete',
      targetType: 'order',
      targetId: id,
      message: `Bestellung ${order.orderNumber} gelöscht`,
      details: { orderNumber: order.orderNumber, status: order.status, stockReturned: order.status !== OrderStatus.Cancelled },
    });
  }

  private async moveStatus(admin: AuthUser, order: Order, to: OrderStatus): Promise<void> {
    const move = ORDER_MOVES[order.status][to];
    if (!move) throw new AppError(HttpStatus.CONFLICT, 'ORDER_UNCHANGED', `Die Bestellung ist bereits „${ORDER_STATUS_LABELS[to]}“.`);
    const changes: Pick<Partial<Order>, 'status' | 'stockReturnedAt'> = { status: to };
    if (move.stock === 'give-back') {
      await this.stock.giveBack(stockLinesOf(await this.itemsOf(order.id)));
      changes.stockReturnedAt = new Date();
    } else if (move.stock === 'take') {
      await this.stock.take(stockLinesOf(await this.itemsOf(order.id)));
      changes.stockReturnedAt = null;
    }
    await this.tx.manager.update(Order, { id: order.id }, changes);
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'order.status',
      targetType: 'order',
      targetId: order.id,
      message: `Bestellung ${order.orderNumber}: ${ORDER_STATUS_LABELS[order.status]} → ${ORDER_STATUS_LABELS[to]}`,
      details: { from: order.status, to, stock: move.stock ?? null },
    });
    await this.invoicing.orderStatusChanged(order.id, order.status, to);
    if (move.notifyDealer) await this.mail.send('orders.status-changed', { orderId: order.id, status: to });
  }

  private async movePayment(admin: AuthUser, order: Order, to: PaymentStatus): Promise<void> {
    if (!PAYMENT_MOVES[order.paymentStatus].includes(to)) {
      throw new AppError(HttpStatus.CONFLICT, 'ORDER_UNCHANGED', `Der Zahlungsstatus ist bereits „${PAYMENT_STATUS_LABELS[to]}“.`);
    }
    await this.tx.manager.update(
      Order,
      { id: order.id },
      { paymentStatus: to, paidAt: to === PaymentStatus.Completed ? new Date() : to === PaymentStatus.Refunded ? order.paidAt : null },
    );
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'order.payment_status',
      targetType: 'order',
      targetId: order.id,
      message: `Bestellung ${order.orderNumber}: Zahlung ${PAYMENT_STATUS_LABELS[order.paymentStatus]} → ${PAYMENT_STATUS_LABELS[to]}`,
      details: { from: order.paymentStatus, to },
    });
    if (to === PaymentStatus.Completed) await this.mail.send('orders.payment-received', { orderId: order.id });
  }

  /** Resolved lazily: the invoices module depends on this one, not the other way round. */
  private get invoicing(): OrderInvoicing {
    return (this.invoicingService ??= this.moduleRef.get<OrderInvoicing>(ORDER_INVOICING, { strict: false }));
  }

  private async lock(id: string): Promise<Order> {
    const order = await this.tx.manager.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw orderNotFound();
    return order;
  }

  private itemsOf(orderId: string): Promise<OrderItem[]> {
    return this.tx.manager.findBy(OrderItem, { orderId });
  }
}
