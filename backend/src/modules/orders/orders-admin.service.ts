import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { DomainEvents } from '../../common/events/domain-events';
import { AppError } from '../../common/http/app-error';
import { AuditService } from '../audit/audit.service';
import { ProductStockService } from '../catalogue/product-stock.service';
import { AdminOrderDto } from './dto/order.dto';
import { UpdateOrderDto } from './dto/update-order.dto';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { deletionRefusal } from './order-deletion';
import { OrderDeleted } from './order-events';
import { holdsStock, stockLinesOf } from './order-stock';
import { orderNotFound, OrdersService } from './orders.service';
import { OrderProcess } from './process/order-process.service';

const oneChange = () =>
  new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Bitte ändern Sie entweder den Bestellstatus oder den Zahlungsstatus.');

/** The orders tab of the back office: status and payment status through the order process, deletion. */
@Injectable()
export class OrdersAdminService {
  constructor(
    readonly tx: TransactionHost,
    private readonly process: OrderProcess,
    private readonly stock: ProductStockService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly orders: OrdersService,
  ) {}

  @Transactional()
  async updateOrder(admin: AuthUser, id: string, input: UpdateOrderDto): Promise<AdminOrderDto> {
    if ((input.status === undefined) === (input.paymentStatus === undefined)) throw oneChange();
    const order = await this.lock(id);
    const actor = { kind: 'admin' as const, userId: admin.id };
    await this.process.moveTo(order, input.status !== undefined ? { status: input.status } : { paymentStatus: input.paymentStatus! }, actor);
    return this.orders.getAdminOrder(id);
  }

  /**
   * Deleting an order that still holds stock gives it back; its items go with it (cascade). An invoiced order stays,
   * and so does one money came in for: that payment is booked against it.
   */
  @Transactional()
  async deleteOrder(admin: AuthUser, id: string): Promise<void> {
    const order = await this.lock(id);
    const refusal = deletionRefusal(order);
    if (refusal) throw refusal;
    await this.events.publish(new OrderDeleted(order.id, order.orderNumber));
    const stockReturned = holdsStock(order.status);
    if (stockReturned) await this.stock.giveBack(stockLinesOf(await this.tx.manager.findBy(OrderItem, { orderId: id })));
    await this.tx.manager.delete(Order, { id });
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'order.delete',
      targetType: 'order',
      targetId: id,
      message: `Bestellung ${order.orderNumber} gelöscht`,
      details: { orderNumber: order.orderNumber, status: order.status, stockReturned },
    });
  }

  private async lock(id: string): Promise<Order> {
    const order = await this.process.lock(id);
    if (!order) throw orderNotFound();
    return order;
  }
}
