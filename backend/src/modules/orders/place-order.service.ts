import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { companyScope } from '../../common/auth/company-scope';
import { AuthUser } from '../../common/auth/decorators';
import { Environment } from '../../common/config/environment';
import { citiesSentence, DeliveryArea, deliveryAreaFor, parseDeliveryAreas } from '../../common/delivery/delivery-areas';
import { expressOpen, plannedDeliveryDay } from '../../common/delivery/delivery-plan';
import { NumberSequenceService } from '../../common/database/number-sequence.service';
import { TransactionHost } from '../../common/database/transaction-host';
import { DomainEvents } from '../../common/events/domain-events';
import { AppError } from '../../common/http/app-error';
import { IDEMPOTENCY_KEY, requestFingerprint } from '../../common/http/request-fingerprint';
import { isPoolExhausted, serviceBusy } from '../../common/http/unavailable';
import { MailService } from '../../common/mail/mail.service';
import { amountsFit } from '../../common/money/amount-limit';
import { centsFromNumeric, formatCents } from '../../common/money/money';
import { orderTotals } from '../../common/money/order-totals';
import { berlinDay, isSpecialPriceActive, startOfBerlinDay } from '../../common/money/pricing';
import { lineProblem } from '../cart/cart-description';
import { orderOverLimit } from '../cart/cart-limits';
import { CartService } from '../cart/cart.service';
import { DeliveryOption } from '../cart/dto/cart-input.dto';
import { CartLineProblem } from '../cart/dto/cart.dto';
import { PACKAGING_ERROR_CODE } from '../catalogue/packaging-rule';
import { insufficientStock, ProductStockService, productUnavailable, SellableProduct } from '../catalogue/product-stock.service';
import { CompanyScope } from '../../common/auth/company-scope';
import { CompanyAddressesService } from '../dealers/company-addresses.service';
import { CheckoutStanding, CompanyMembersService } from '../dealers/company-members.service';
import { DealersService } from '../dealers/dealers.service';
import { CHECKOUT_NOT_ALLOWED } from './checkout-messages';
import { CheckoutDto } from './dto/checkout.dto';
import { OrderDto, OrderSummaryDto } from './dto/order.dto';
import { OrderItem } from './entities/order-item.entity';
import { Order, OrderAddress } from './entities/order.entity';
import { paymentPolicyOf } from './payment-policies/payment-policies';
import { OrderStatus } from './order-enums';
import { creditFactsOf } from './order-credit';
import { OrderPlaced } from './order-events';
import { OrdersService } from './orders.service';
import { orderReader } from './order-reader';
import { INSERT_ORDER_WITH_ITEMS, takeStockAndNumber } from './placed-order-statements';
import { isUniqueViolation } from '../../common/database/unique-violation';

type SpendingLimits = NonNullable<CheckoutStanding['limits']>;

export const ORDER_FAILED = 'Die Bestellung konnte nicht erstellt werden.';

const keyReused = () =>
  new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'IDEMPOTENCY_KEY_REUSED',
    `${ORDER_FAILED} Dieser Idempotency-Key gehört schon zu einer Bestellung mit anderen Angaben; für einen neuen Bestellversuch braucht es einen neuen Schlüssel.`,
  );

/** A checkout attempt: the browser's key and the fingerprint of what it sent with it. */
interface Attempt {
  key: string;
  requestHash: string;
}

/**
 * Placing an order: one transaction prices every line on the server, takes the stock, numbers the
 * order, writes it with its lines, empties the cart and queues the e-mails. The client sends no price.
 */
@Injectable()
export class PlaceOrderService {
  private readonly logger = new Logger(PlaceOrderService.name);
  private readonly areas: DeliveryArea[];

  constructor(
    readonly tx: TransactionHost,
    private readonly cart: CartService,
    private readonly stock: ProductStockService,
    private readonly dealers: DealersService,
    private readonly addresses: CompanyAddressesService,
    private readonly members: CompanyMembersService,
    private readonly numbers: NumberSequenceService,
    private readonly mail: MailService,
    private readonly orders: OrdersService,
    private readonly events: DomainEvents,
    env: Environment,
  ) {
    this.areas = parseDeliveryAreas(env.DELIVERY_AREAS);
  }

  /** `answer: 'summary'`: the list's view of the order instead of the whole order (`Prefer: return=minimal`). */
  async placeOrder(user: AuthUser, input: CheckoutDto, idempotencyKey: string | undefined, answer: OrderAnswer = 'order'): Promise<OrderDto | OrderSummaryDto> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        'IDEMPOTENCY_KEY_MISSING',
        `${ORDER_FAILED} Die Anfrage braucht einen Idempotency-Key (8–100 Buchstaben, Ziffern, - oder _).`,
      );
    }
    const attempt: Attempt = { key: idempotencyKey, requestHash: requestFingerprint(input) };
    const now = new Date();
    // Before the transaction: the year's sequence is checked on a connection of its own (NumberSequenceService).
    const numberExpression = await this.numbers.nextExpression('order', 'B', 6, now);
    let placed: PlacedOrder;
    try {
      placed = await this.tx.run(() => this.place(user, input, attempt, now, numberExpression));
    } catch (error) {
      // The key is looked up only when no order could be written: a request sent again after its order was placed
      // (a refusal such as the emptied cart), or a doubled one whose twin committed first (the key's unique index),
      // is answered with that order (or 422 for another body), whatever the cart, the clock or the stock say now.
      // A refusal of the person (403: approval withdrawn) stands.
      const refusal = error instanceof AppError;
      const mayBeSentAgain = refusal ? error.getStatus() !== HttpStatus.FORBIDDEN : isIdempotencyConflict(error);
      const earlier = mayBeSentAgain ? await this.orderWithKey(user.id, attempt) : null;
      if (earlier) return answer === 'summary' ? this.orders.getOwnOrderSummary(orderReader(user), earlier) : this.orders.getOwnOrder(orderReader(user), earlier);
      if (refusal) throw error;
      // nothing was started: the dealer may simply send it again in a few seconds (same key, same order)
      if (isPoolExhausted(error)) throw serviceBusy(ORDER_FAILED);
      this.logger.error(`Bestellung von ${user.id} fehlgeschlagen: ${(error as Error).message}`, (error as Error).stack);
      throw new AppError(HttpStatus.INTERNAL_SERVER_ERROR, 'ORDER_FAILED', ORDER_FAILED);
    }
    // a new order is answered from what was just written
    return answer === 'summary' ? this.orders.ownOrderSummary(placed.order, placed.items, user) : this.orders.ownOrderDto(placed.order, placed.items, user);
  }

  /**
   * A double click needs no lock of its own: the second request's taking of the cart waits for the first to commit
   * and finds the cart empty (a refusal, after which placeOrder finds the first order by its key), or collides with
   * its key in the unique index uq_orders_idempotency_key, and answers with the first order either way.
   */
  private async place(user: AuthUser, input: CheckoutDto, attempt: Attempt, now: Date, numberExpression: string): Promise<PlacedOrder> {
    const userId = user.id;
    const { companyId } = companyScope(user);
    // Approval, discount, role and limits as they are now, in this transaction (the guard's answer came from the cache).
    const { discountLevel, limits } = await this.members.checkoutStandingOf({ companyId }, userId, CHECKOUT_NOT_ALLOWED);
    const address = await this.shippingAddressOf({ companyId }, input);

    // Taken out of the cart in the same statement: a refusal below rolls that back with everything else.
    const { lines, products } = await this.cart.takeLinesWithProducts(userId);
    if (lines.length === 0) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'CART_EMPTY', 'Ihr Warenkorb ist leer.');
    if (!deliveryAreaFor(this.areas, address.postal_code)) {
      throw new AppError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'OUTSIDE_DELIVERY_AREA',
        `Wir liefern derzeit nur nach ${citiesSentence(this.areas)}. Bitte prüfen Sie die Postleitzahl.`,
      );
    }
    const express = input.delivery === DeliveryOption.Express;
    if (express && !expressOpen(now)) {
      throw new AppError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'EXPRESS_UNAVAILABLE',
        'Express-Lieferung ist nur bei Bestellung bis 12:00 Uhr möglich. Bitte wählen Sie die Standardlieferung.',
      );
    }
    for (const line of lines) {
      const product = products.get(line.productId);
      const problem = lineProblem(product, line.quantity);
      if (problem?.problem === CartLineProblem.PackagingUnit) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, PACKAGING_ERROR_CODE, problem.message);
      if (problem) throw product?.isActive ? insufficientStock(product) : productUnavailable(product ?? { name: 'Ein Artikel' });
    }
    // Priced as the products read now; the stock is taken last, by an UPDATE that re-checks it under the row lock.
    const sold = lines.map((line) => ({ ...line, product: products.get(line.productId)! }));
    const totals = orderTotals(
      sold.map((line) => ({ basePriceCents: centsFromNumeric(line.product.basePrice), quantity: line.quantity })),
      discountLevel,
      express,
    );
    // The cart keeps itself within the limit; prices raised since (or express) may still take the order past it.
    if (!amountsFit(totals)) throw orderOverLimit();

    const awaitsApproval = limits !== null && (await this.exceedsSpendingLimits(userId, limits, totals.subtotalCents, now));
    const orderId = randomUUID();
    await this.mail.sendAll(
      awaitsApproval
        ? [{ template: 'orders.approval-requested', params: { orderId } }]
        : [
            { template: 'orders.confirmation', params: { orderId } },
            { template: 'orders.new-order', params: { orderId } },
          ],
    );
    const order = Object.assign(new Order(), {
      id: orderId,
      companyId,
      placedByUserId: userId,
      orderNumber: provisionalOrderNumber(orderId),
      subtotalAmount: formatCents(totals.subtotalCents),
      discountAmount: formatCents(totals.discountCents),
      shippingAmount: formatCents(totals.shippingCents),
      taxAmount: formatCents(totals.taxCents),
      totalAmount: formatCents(totals.totalCents),
      express,
      paymentMethod: input.paymentMethod,
      paymentStatus: paymentPolicyOf(input.paymentMethod).initialPaymentStatus,
      status: awaitsApproval ? OrderStatus.AwaitingApproval : OrderStatus.Pending,
      shippingAddress: address,
      billingAddress: address.drop_shipping ? await this.companyAddress({ companyId }, address) : address,
      notes: input.notes ?? null,
      idempotencyKey: attempt.key,
      idempotencyRequestHash: attempt.requestHash,
      plannedDeliveryDate: plannedDeliveryDay(now, express),
      invoiced: false,
    });
    const items = sold.map((line, index) =>
      Object.assign(new OrderItem(), {
        id: randomUUID(),
        orderId,
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: formatCents(totals.lines[index].unitPriceCents),
        totalPrice: formatCents(totals.lines[index].lineTotalCents),
        basePrice: line.product.basePrice,
        productSnapshot: snapshotOf(line.product, discountLevel, now),
      }),
    );
    const [written] = await this.tx.query<{ created_at: Date; updated_at: Date }>(INSERT_ORDER_WITH_ITEMS, insertParameters(order, items));
    Object.assign(order, { createdAt: written.created_at, updatedAt: written.updated_at });

    // The number comes from a sequence that locks nothing, taken in the statement that takes the stock and only
    // when all of it was taken: a sold-out refusal leaves no gap. From here to the commit other checkouts of these
    // products wait: one statement only. An order that waits for an owner's approval takes nothing yet.
    const stockLines = awaitsApproval ? [] : lines;
    const [numbered] = await this.tx.query<{ taken: string[]; order_number: string | null; updated_at: Date | null }>(takeStockAndNumber(numberExpression), [
      stockLines.map((line) => line.productId),
      stockLines.map((line) => line.quantity),
      orderId,
    ]);
    if (numbered.order_number === null) await this.stock.refuseUntaken(stockLines, numbered.taken);
    Object.assign(order, { orderNumber: numbered.order_number, updatedAt: numbered.updated_at });
    // Listeners may refuse the order here (the credit limit of Kauf auf Rechnung): everything above rolls back.
    await this.events.publish(new OrderPlaced(orderId, creditFactsOf(order)));
    return { order, items };
  }

  /**
   * Whether a buyer's order goes above their order limit or, with this month's orders (Berlin), above their
   * monthly budget (net goods value): then it waits for an owner's approval. The person's row stays locked to the
   * commit (checkoutStandingOf), so two checkouts of one buyer count against the budget one after the other.
   */
  private async exceedsSpendingLimits(userId: string, limits: SpendingLimits, subtotalCents: number, now: Date): Promise<boolean> {
    if (limits.orderLimit !== null && subtotalCents > centsFromNumeric(limits.orderLimit)) return true;
    if (limits.monthlyBudget === null) return false;
    const [{ spent }] = await this.tx.manager.query<{ spent: string }[]>(
      `SELECT COALESCE(sum(subtotal_amount), 0)::text AS spent FROM orders
        WHERE placed_by_user_id = $1 AND status NOT IN ('cancelled', 'awaiting_approval') AND COALESCE(approved_at, created_at) >= $2`,
      [userId, startOfBerlinDay(`${berlinDay(now).slice(0, 8)}01`)],
    );
    return centsFromNumeric(spent) + subtotalCents > centsFromNumeric(limits.monthlyBudget);
  }

  /** The address typed in, or one of the company's address book by id (another company's is not found). */
  private async shippingAddressOf(scope: CompanyScope, input: CheckoutDto): Promise<OrderAddress> {
    if (input.addressId) {
      const picked = await this.addresses.get(scope, input.addressId);
      const { recipient, contactPerson, address, postalCode, city, phone } = picked;
      return { company: recipient, contact_person: contactPerson, address, postal_code: postalCode, city, phone, ...(picked.dropShipping ? { drop_shipping: true } : {}) };
    }
    const { company, contactPerson, address, postalCode, city, phone } = input.shippingAddress!;
    return { company, contact_person: contactPerson ?? null, address, postal_code: postalCode, city, phone: phone ?? null };
  }

  /** A drop-shipped order is still billed to the dealer company, at its profile address. */
  private async companyAddress(scope: CompanyScope, fallback: OrderAddress): Promise<OrderAddress> {
    const dealer = await this.dealers.requireApproved(scope, CHECKOUT_NOT_ALLOWED);
    return {
      company: dealer.companyName,
      contact_person: dealer.contactPerson,
      address: dealer.address ?? fallback.address,
      postal_code: dealer.postalCode ?? fallback.postal_code,
      city: dealer.city ?? fallback.city,
      phone: dealer.phone,
    };
  }

  /** The order this key already placed, if any; the same key with another body is refused (422). */
  private async orderWithKey(userId: string, attempt: Attempt): Promise<string | null> {
    const [row] = await this.tx.query<{ id: string; idempotency_request_hash: string | null }>(
      'SELECT id, idempotency_request_hash FROM orders WHERE placed_by_user_id = $1 AND idempotency_key = $2',
      [userId, attempt.key],
    );
    if (!row) return null;
    if (row.idempotency_request_hash !== null && row.idempotency_request_hash !== attempt.requestHash) throw keyReused();
    return row.id;
  }
}

/** What the answer to a placed order holds: the whole order, or its line in the list. */
export type OrderAnswer = 'order' | 'summary';

/** What this request wrote. */
interface PlacedOrder {
  order: Order;
  items: OrderItem[];
}

const isIdempotencyConflict = (error: unknown) => error instanceof QueryFailedError && isUniqueViolation(error, 'uq_orders_idempotency_key');

/**
 * Unique (the order id's first 48 random bits), fits the column, and never seen: the real number replaces it before
 * the transaction commits. Taken from the id, not from randomBytes, which asks the kernel on every call.
 */
const provisionalOrderNumber = (orderId: string) => `vorl-${orderId.slice(0, 8)}${orderId.slice(9, 13)}`;

/** INSERT_ORDER_WITH_ITEMS's parameters, in its order. */
function insertParameters(order: Order, items: OrderItem[]): unknown[] {
  return [
    order.id,
    order.companyId,
    order.placedByUserId,
    order.orderNumber,
    order.subtotalAmount,
    order.discountAmount,
    order.shippingAmount,
    order.taxAmount,
    order.totalAmount,
    order.express,
    order.paymentMethod,
    order.paymentStatus,
    order.status,
    JSON.stringify(order.shippingAddress),
    JSON.stringify(order.billingAddress),
    order.notes,
    order.idempotencyKey,
    order.idempotencyRequestHash,
    order.plannedDeliveryDate,
    items.map((item) => item.id),
    items.map((item) => item.productId),
    items.map((item) => item.quantity),
    items.map((item) => item.unitPrice),
    items.map((item) => item.totalPrice),
    items.map((item) => item.basePrice),
    items.map((item) => JSON.stringify(item.productSnapshot)),
  ];
}

/** The product as it was sold: enough to show, reorder and invoice the line after the product changed or is gone. */
function snapshotOf(product: SellableProduct, discountPercent: number, now: Date): Record<string, unknown> {
  return {
    name: product.name,
    sku: product.sku,
    eanCode: product.eanCode,
    categoryName: product.categoryName,
    imageUrl: product.imageUrl,
    weight: product.weight,
    basePrice: product.basePrice,
    retailPrice: product.retailPrice,
    specialPrice: isSpecialPriceActive(product, now) ? product.specialPrice : null,
    discountPercent,
  };
}
