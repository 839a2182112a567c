import { HttpStatus, Injectable } from '@nestjs/common';
import { CompanyScope } from '../../common/auth/company-scope';
import { AuthUser } from '../../common/auth/decorators';
import { expressOpen, plannedDeliveryDay } from '../../common/delivery/delivery-plan';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { centsFromNumeric, formatCents } from '../../common/money/money';
import { amountsFit } from '../../common/money/amount-limit';
import { orderTotals } from '../../common/money/order-totals';
import { approvalOverLimit } from '../cart/cart-limits';
import { lineProblem } from '../cart/cart-description';
import { CartLineProblem } from '../cart/dto/cart.dto';
import { ProductStockService, productUnavailable } from '../catalogue/product-stock.service';
import { DealersService } from '../dealers/dealers.service';
import { CHECKOUT_NOT_ALLOWED } from './checkout-messages';
import { OrderDto } from './dto/order.dto';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { OrderStatus } from './order-enums';
import { orderNotFound, OrdersService } from './orders.service';
import { OrderReader } from './order-reader';
import { OrderProcess } from './process/order-process.service';

const decidedAlready = (order: Order) =>
  new AppError(
    HttpStatus.CONFLICT,
    'ORDER_ALREADY_DECIDED',
    order.rejectionReason !== null || order.status === OrderStatus.Cancelled
      ? `Die Bestellung ${order.orderNumber} wurde bereits abgelehnt oder storniert.`
      : `Die Bestellung ${order.orderNumber} wurde bereits freigegeben.`,
  );

/**
 * An owner's decision on a buyer's order above their limit. Approving places it exactly as if it were ordered
 * now: today's prices and discount, today's delivery terms, the stock taken (or the usual German refusal, and
 * the order keeps waiting). Both are one-time moves of the order process under the order's row lock.
 */
@Injectable()
export class OrderApprovalService {
  constructor(
    readonly tx: TransactionHost,
    private readonly process: OrderProcess,
    private readonly stock: ProductStockService,
    private readonly dealers: DealersService,
    private readonly orders: OrdersService,
  ) {}

  @Transactional()
  async approveOrder(owner: AuthUser, reader: OrderReader, orderId: string): Promise<OrderDto> {
    const scope: CompanyScope = { companyId: reader.companyId };
    const order = await this.waiting(scope, orderId);
    await this.repriceAsOfNow(order, scope, new Date());
    order.approvedAt = new Date();
    order.decidedByUserId = owner.id;
    await this.tx.manager.update(Order, { id: order.id }, { approvedAt: order.approvedAt, decidedByUserId: owner.id });
    await this.process.transition(order, 'approve', { kind: 'owner', userId: owner.id });
    return this.orders.getOwnOrder(reader, order.id);
  }

  @Transactional()
  async rejectOrder(owner: AuthUser, reader: OrderReader, orderId: string, reason: string): Promise<OrderDto> {
    const order = await this.waiting({ companyId: reader.companyId }, orderId);
    await this.tx.manager.update(Order, { id: order.id }, { rejectionReason: reason, decidedByUserId: owner.id });
    order.rejectionReason = reason;
    await this.process.transition(order, 'reject', { kind: 'owner', userId: owner.id });
    return this.orders.getOwnOrder(reader, order.id);
  }

  /** The company's order, locked; one that no longer waits answers that it was decided already. */
  private async waiting(scope: CompanyScope, orderId: string): Promise<Order> {
    const order = await this.tx.manager.findOne(Order, { where: { id: orderId, ...scope }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw orderNotFound();
    if (order.status !== OrderStatus.AwaitingApproval) throw decidedAlready(order);
    return order;
  }

  private async repriceAsOfNow(order: Order, scope: CompanyScope, now: Date): Promise<void> {
    const discountLevel = await this.dealers.approvedDiscountOf(scope, CHECKOUT_NOT_ALLOWED);
    const items = await this.tx.manager.find(OrderItem, { where: { orderId: order.id }, order: { id: 'ASC' } });
    const products = await this.stock.getSellable(items.flatMap((item) => (item.productId ? [item.productId] : [])));
    for (const item of items) {
      const product = item.productId ? products.get(item.productId) : undefined;
      if (!product || lineProblem(product, item.quantity)?.problem === CartLineProblem.Unavailable) {
        throw productUnavailable(product ?? { name: String(item.productSnapshot.name ?? 'Ein Artikel') });
      }
    }
    // Express only where it is still possible now; otherwise the standard delivery of today's terms.
    const express = order.express && expressOpen(now);
    const totals = orderTotals(
      items.map((item) => ({ basePriceCents: centsFromNumeric(products.get(item.productId!)!.basePrice), quantity: item.quantity })),
      discountLevel,
      express,
    );
    // prices raised since the buyer ordered may take it past what an order may come to
    if (!amountsFit(totals)) throw approvalOverLimit();
    for (const [index, item] of items.entries()) {
      const basePrice = products.get(item.productId!)!.basePrice;
      await this.tx.manager.update(
        OrderItem,
        { id: item.id },
        {
          basePrice,
          unitPrice: formatCents(totals.lines[index].unitPriceCents),
          totalPrice: formatCents(totals.lines[index].lineTotalCents),
          productSnapshot: { ...item.productSnapshot, basePrice, discountPercent: discountLevel } as never,
        },
      );
    }
    const amounts = {
      subtotalAmount: formatCents(totals.subtotalCents),
      discountAmount: formatCents(totals.discountCents),
      shippingAmount: formatCents(totals.shippingCents),
      taxAmount: formatCents(totals.taxCents),
      totalAmount: formatCents(totals.totalCents),
      express,
      plannedDeliveryDate: plannedDeliveryDay(now, express),
    };
    await this.tx.manager.update(Order, { id: order.id }, amounts);
    Object.assign(order, amounts);
  }
}
