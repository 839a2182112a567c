import { HttpStatus, Injectable } from '@nestjs/common';
import { Brackets, In } from 'typeorm';
import { companyOf } from '../../common/config/company';
import { AuthUser } from '../../common/auth/decorators';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { startOfBerlinDay } from '../../common/money/pricing';
import { DealersService } from '../dealers/dealers.service';
import { UsersService } from '../users/users.service';
import { AdminOrderQueryDto, OwnOrderQueryDto } from './dto/order-query.dto';
import {
  AdminOrderDto,
  AdminOrderPageDto,
  CompanyBank,
  OrderDto,
  OrderDtoContext,
  OrderPageDto,
  OrderSummaryDto,
  toOrderDto,
  toOrderSummaryDto,
} from './dto/order.dto';
import { toRefundFailureDto } from './dto/refund-failure.dto';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { OrderForInvoice } from './order-invoicing';
import { deletable } from './order-deletion';
import { mayPay, OrderReader } from './order-reader';
import { PaymentStatus } from './order-enums';
import { adminTargets, refundableAtProvider } from './process/order-moves';

export const orderNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', 'Bestellung nicht gefunden');

const DEFAULT_PAGE_SIZE = 20;

/** An order its placer has just written: they placed it, and may pay it (only owners and buyers may order). */
const placedNow = (placer: AuthUser): OrderDtoContext => ({ placedByEmail: placer.email, mayPay: mayPay(placer.companyRole) });

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Reading orders: a dealer those of their company (another company's id answers 404), administrators all of them. */
@Injectable()
export class OrdersService {
  private readonly bank: CompanyBank;

  constructor(
    readonly tx: TransactionHost,
    private readonly dealers: DealersService,
    private readonly users: UsersService,
    env: Environment,
  ) {
    const company = companyOf(env);
    this.bank = { accountHolder: company.name, bankName: company.bankName, iban: company.iban, bic: company.bic };
  }

  async getOwnOrder(reader: OrderReader, id: string): Promise<OrderDto> {
    const order = await this.ownOrders(reader).andWhere('o.id = :id', { id }).getOne();
    if (!order) throw orderNotFound();
    const items = (await this.itemsOf([order.id])).get(order.id) ?? [];
    return toOrderDto(order, items, this.bank, this.contextOf(order, reader));
  }

  /** The order as the dealer's list shows it (the answer to `Prefer: return=minimal`). */
  async getOwnOrderSummary(reader: OrderReader, id: string): Promise<OrderSummaryDto> {
    const order = await this.ownOrders(reader).andWhere('o.id = :id', { id }).getOne();
    if (!order) throw orderNotFound();
    return toOrderSummaryDto(order, (await this.itemCounts([order.id])).get(order.id) ?? 0, this.contextOf(order, reader));
  }

  /** The dealer's view of an order they just placed, from the written entities (items in the order getOwnOrder reads them). */
  ownOrderDto(order: Order, items: OrderItem[], placer: AuthUser): OrderDto {
    return toOrderDto(order, [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), this.bank, placedNow(placer));
  }

  /** As `ownOrderDto`, the list's view: what a client that reloads the order anyway needs to go on. */
  ownOrderSummary(order: Order, items: OrderItem[], placer: AuthUser): OrderSummaryDto {
    return toOrderSummaryDto(order, items.reduce((sum, item) => sum + item.quantity, 0), placedNow(placer));
  }

  async listOwnOrders(reader: OrderReader, query: OwnOrderQueryDto): Promise<OrderPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const builder = this.ownOrders(reader);
    if (query.status) builder.andWhere('o.status = :status', { status: query.status });
    // offset/limit, not skip/take: the joined person is one row per order, so no extra query for the page's ids
    const [orders, total] = await builder
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    const counts = await this.itemCounts(orders.map((order) => order.id));
    return { items: orders.map((order) => toOrderSummaryDto(order, counts.get(order.id) ?? 0, this.contextOf(order, reader))), total, page, pageSize };
  }

  async getAdminOrder(id: string): Promise<AdminOrderDto> {
    const order = await this.tx.manager.findOneBy(Order, { id });
    if (!order) throw orderNotFound();
    return (await this.withDealers([order]))[0];
  }

  async listAdminOrders(query: AdminOrderQueryDto): Promise<AdminOrderPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const builder = this.tx.manager.createQueryBuilder(Order, 'o');
    if (query.status) builder.andWhere('o.status = :status', { status: query.status });
    if (query.paymentStatus) builder.andWhere('o.paymentStatus = :paymentStatus', { paymentStatus: query.paymentStatus });
    if (query.dealerId) builder.andWhere('o.companyId = :companyId', { companyId: await this.dealers.companyOfUser(query.dealerId) });
    if (query.from) builder.andWhere('o.createdAt >= :from', { from: startOfBerlinDay(query.from) });
    if (query.to) builder.andWhere('o.createdAt < :to', { to: startOfBerlinDay(nextDay(query.to)) });
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      builder.andWhere(
        new Brackets((where) =>
          where.where('o.orderNumber ILIKE :pattern', { pattern }).orWhere(`o.shippingAddress ->> 'company' ILIKE :pattern`, { pattern }),
        ),
      );
    }
    const [orders, total] = await builder
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: await this.withDealers(orders), total, page, pageSize };
  }

  /** Invoicing tells the order that it has an invoice now, in the transaction that issues it. */
  async recordInvoiced(id: string): Promise<void> {
    await this.tx.manager.update(Order, { id }, { invoiced: true });
  }

  /** The order as invoicing reads it; `lock` takes the row lock the status moves take, inside the caller's transaction. */
  async invoiceSourceOf(id: string, options: { lock?: boolean } = {}): Promise<OrderForInvoice> {
    const order = await this.tx.manager.findOne(Order, { where: { id }, lock: options.lock ? { mode: 'pessimistic_write' } : undefined });
    if (!order) throw orderNotFound();
    const items = (await this.itemsOf([id])).get(id) ?? [];
    return {
      id: order.id,
      companyId: order.companyId,
      userId: order.placedByUserId,
      orderNumber: order.orderNumber,
      orderedAt: order.createdAt,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      paidAt: order.paidAt,
      express: order.express,
      plannedDeliveryDate: order.plannedDeliveryDate,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
      subtotalAmount: order.subtotalAmount,
      discountAmount: order.discountAmount,
      shippingAmount: order.shippingAmount,
      taxAmount: order.taxAmount,
      totalAmount: order.totalAmount,
      items: items.map((item) => ({
        sku: String(item.productSnapshot.sku ?? ''),
        name: String(item.productSnapshot.name ?? ''),
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        basePrice: item.basePrice,
        totalPrice: item.totalPrice,
        discountPercent: Number(item.productSnapshot.discountPercent ?? 0),
      })),
    };
  }

  /** The company's orders, each with the e-mail of the person who placed it, read in the same statement. */
  private ownOrders(reader: OrderReader) {
    return this.tx.manager
      .createQueryBuilder(Order, 'o')
      .leftJoin('o.placedBy', 'placedBy')
      .addSelect(['placedBy.id', 'placedBy.email'])
      .where('o.companyId = :companyId', { companyId: reader.companyId });
  }

  private contextOf(order: Order, reader: OrderReader): OrderDtoContext {
    return { placedByEmail: order.placedBy?.email ?? '', mayPay: mayPay(reader.companyRole) };
  }

  private async withDealers(orders: Order[]): Promise<AdminOrderDto[]> {
    const userIds = [...new Set(orders.map((order) => order.placedByUserId))];
    const [items, companies, emails] = await Promise.all([
      this.itemsOf(orders.map((order) => order.id)),
      this.dealers.companyNames(orders.map((order) => order.companyId)),
      this.users.emailsOf(userIds),
    ]);
    return orders.map((order) => {
      const targets = adminTargets(order);
      return {
      // the back office reads canPay as "the card payment is still open", as before
      ...toOrderDto(order, items.get(order.id) ?? [], this.bank, { placedByEmail: emails.get(order.placedByUserId) ?? '', mayPay: true }),
      dealer: {
        userId: order.placedByUserId,
        companyId: order.companyId,
        companyName: companies.get(order.companyId) ?? order.billingAddress.company,
        email: emails.get(order.placedByUserId) ?? '',
      },
      allowedStatuses: targets.statuses,
      allowedPaymentStatuses: targets.paymentStatuses,
      deletable: deletable(order),
      refundableAtProvider: refundableAtProvider(order),
      stripeRefundId: order.stripeRefundId,
      refundFailure: toRefundFailureDto(
        { id: order.stripeRefundFailedId, at: order.stripeRefundFailedAt, reason: order.stripeRefundFailureReason },
        order.stripeRefundId !== null || order.paymentStatus === PaymentStatus.Refunded,
      ),
    };
    });
  }

  private async itemsOf(orderIds: string[]): Promise<Map<string, OrderItem[]>> {
    const byOrder = new Map<string, OrderItem[]>();
    if (orderIds.length === 0) return byOrder;
    const items = await this.tx.manager.find(OrderItem, { where: { orderId: In(orderIds) }, order: { id: 'ASC' } });
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    return byOrder;
  }

  private async itemCounts(orderIds: string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.tx.manager.query<{ order_id: string; count: number }[]>(
      `SELECT order_id, sum(quantity)::int AS count FROM order_items WHERE order_id = ANY($1::uuid[]) GROUP BY order_id`,
      [orderIds],
    );
    return new Map(rows.map((row) => [row.order_id, row.count]));
  }
}
