import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { CompanyScope } from '../../common/auth/company-scope';
import { AppError } from '../../common/http/app-error';
import {
  insufficientStock,
  ProductStockService,
  productUnavailable,
  SELLABLE_COLUMNS,
  SellableProduct,
  SellableRow,
  toSellable,
} from '../catalogue/product-stock.service';
import { productNotFound } from '../catalogue/catalogue.service';
import { assertPackaging } from '../catalogue/packaging-rule';
import { DealersService } from '../dealers/dealers.service';
import { formatCents } from '../../common/money/money';
import { CartLine, describeCart } from './cart-description';
import { assertLineQuantity, CartBudget, cartOverLimit, MAX_LINE_QUANTITY, SURELY_FITS_BASE_CENTS } from './cart-limits';
import { CartDto, CartLineAddedDto } from './dto/cart.dto';
import { AddCartItemDto, DeliveryOption } from './dto/cart-input.dto';
import { CartItem } from './entities/cart-item.entity';

export const CART_SIGN_IN = 'Anmeldung erforderlich: Melden Sie sich an, um Produkte zum Warenkorb hinzuzufügen.';
export const CART_PENDING_APPROVAL = 'Freischaltung ausstehend: Ihr Händlerkonto wird noch geprüft.';

/**
 * $1 user, $2 product, $3 quantity to add, $4 the user's company. Inserts or raises the line only when the company
 * is approved (read now, not from the guard's cache), the product is active, has the stock for the new total,
 * the total is at most MAX_LINE_QUANTITY and fits the packaging unit, and (`amountCheck`) the cart stays within the
 * amount an order may come to; otherwise writes nothing. `OFFSET 0` keeps the planner from copying the new total's
 * subquery into each condition (it looked the same line up four times). The total is a bigint: a line stored before
 * the limit existed plus the quantity added may pass PostgreSQL's integer, and is then refused, not an error.
 */
const addToLine = (amountCheck: string) => `INSERT INTO cart_items (user_id, product_id, quantity)
  SELECT $1, p.id, line.total
    FROM products p,
         (SELECT $3::bigint + COALESCE((SELECT quantity FROM cart_items WHERE user_id = $1 AND product_id = $2), 0) AS total OFFSET 0) line
   WHERE p.id = $2 AND p.is_active
     AND EXISTS (SELECT 1 FROM dealer_profiles d WHERE d.company_id = $4 AND d.is_approved)
     AND p.stock_quantity >= line.total
     AND line.total <= ${MAX_LINE_QUANTITY}
     AND line.total >= ((GREATEST(p.min_order_quantity, 1) + p.order_multiple - 1) / p.order_multiple) * p.order_multiple
     AND line.total % p.order_multiple = 0${amountCheck}
  ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`;

/**
 * The amount, estimated: the cart at base prices (never below the dealer's) stays under SURELY_FITS_BASE_CENTS, so
 * its gross total fits whatever the discount and the delivery. A cart above it (only one near the limit) is priced
 * exactly before it is written (`addChecked`).
 */
const ADD_TO_LINE = addToLine(`
     AND p.base_price * line.total + (SELECT COALESCE(sum(o.base_price * c.quantity), 0) FROM cart_items c JOIN products o ON o.id = c.product_id
                                       WHERE c.user_id = $1 AND c.product_id <> $2) <= ${formatCents(SURELY_FITS_BASE_CENTS)}`);

/** The amount checked exactly by the caller, in its transaction under the cart's lock. */
const ADD_CHECKED_TO_LINE = addToLine('');

type CartRow = Partial<SellableRow> & { item_id: string; item_product_id: string; item_quantity: number };

/** The cart's lines with their products (a product deleted since is missing), in the order first added. */
const cartLinesFrom = (lines: string) => `SELECT ci.id AS item_id, ci.product_id AS item_product_id, ci.quantity AS item_quantity, ${SELLABLE_COLUMNS}
  FROM ${lines} ci
  LEFT JOIN products p ON p.id = ci.product_id
  LEFT JOIN categories c ON c.id = p.category_id
 ORDER BY ci.created_at, ci.id`;

/** $1 user: the cart's lines with their products. */
const CART_LINES = cartLinesFrom('(SELECT id, product_id, quantity, created_at FROM cart_items WHERE user_id = $1)');

/**
 * $1 user: the cart's lines taken out of it, with their products, in one statement (checkout). A second checkout of
 * the same cart at the same moment waits for the first and finds nothing left.
 */
const TAKE_CART_LINES = `WITH taken AS (DELETE FROM cart_items WHERE user_id = $1 RETURNING id, product_id, quantity, created_at)
${cartLinesFrom('taken')}`;

/** ADD_TO_LINE's parameters: only the line added or raised (`Prefer: return=minimal`). */
const ADD_LINE_ONLY = `${ADD_TO_LINE} RETURNING id, product_id, quantity`;

/** The add's parameters: the line added or raised, and the whole cart after it, in one statement. */
const addAndReadCart = (add: string) => `WITH added AS (${add} RETURNING id, product_id, quantity, created_at)
${cartLinesFrom(`(SELECT id, product_id, quantity, created_at FROM cart_items WHERE user_id = $1 AND product_id <> $2
                  UNION ALL SELECT id, product_id, quantity, created_at FROM added)`)}`;

/** ADD_TO_LINE's parameters: the line added or raised, and the whole cart after it, in one statement. */
export const ADD_AND_READ_CART = addAndReadCart(ADD_TO_LINE);

const ADD_CHECKED_AND_READ_CART = addAndReadCart(ADD_CHECKED_TO_LINE);

function cartFromRows(rows: CartRow[]): { lines: CartLine[]; products: Map<string, SellableProduct> } {
  const lines = rows.map((row) => ({ itemId: row.item_id, productId: row.item_product_id, quantity: row.item_quantity }));
  const products = new Map(rows.filter((row) => row.id).map((row) => [row.item_product_id, toSellable(row as SellableRow)]));
  return { lines, products };
}

/** Every check passed when asked why, yet the statement wrote nothing: stock or approval changed in between. */
const cartChanged = () =>
  new AppError(HttpStatus.CONFLICT, 'CART_CHANGED', 'Bestand oder Freischaltung haben sich eben geändert. Bitte versuchen Sie es noch einmal.');

const cartItemNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'CART_ITEM_NOT_FOUND', 'Diese Position ist nicht in Ihrem Warenkorb.');

/**
 * The dealer's server-side cart. Every write checks approval, the product and its stock against the
 * database; what the list showed a few seconds ago counts for nothing. Checkout checks again.
 */
@Injectable()
export class CartService {
  constructor(
    readonly tx: TransactionHost,
    @InjectRepository(CartItem) private readonly items: Repository<CartItem>,
    private readonly stock: ProductStockService,
    private readonly dealers: DealersService,
  ) {}

  /** Total quantity over all lines, for the sidebar badge. */
  async countItems(userId: string): Promise<number> {
    const row = await this.items
      .createQueryBuilder('item')
      .select('COALESCE(SUM(item.quantity), 0)::int', 'count')
      .where('item.userId = :userId', { userId })
      .getRawOne<{ count: number }>();
    return row?.count ?? 0;
  }

  async getCart(userId: string, delivery: DeliveryOption = DeliveryOption.Standard): Promise<CartDto> {
    return this.describe(userId, await this.discountOf(userId), delivery);
  }

  /**
   * Adds to the line of the same product; one statement checks the product, the stock and the packaging unit
   * for the new total (nothing is rounded: a total the unit does not allow is refused, naming the allowed ones)
   * and answers the whole cart with its products. `shownDiscount`: the guard's (cached) discount of this request,
   * for the prices shown; the statement itself checks the approval.
   * Needs no transaction of its own: the one statement is the write.
   */
  async addItem(userId: string, scope: CompanyScope, input: AddCartItemDto, shownDiscount?: number): Promise<CartDto> {
    const discount = shownDiscount ?? (await this.discountOf(userId));
    let rows = await this.tx.query<CartRow>(ADD_AND_READ_CART, [userId, input.productId, input.quantity, scope.companyId]);
    if (!rows.some((row) => row.item_product_id === input.productId)) rows = await this.addChecked(userId, scope, input);
    const { lines, products } = cartFromRows(rows);
    return describeCart(lines, products, discount, DeliveryOption.Standard, new Date());
  }

  /** As `addItem`, answering only the line added or raised: for clients that reload the cart anyway. */
  async addLine(userId: string, scope: CompanyScope, input: AddCartItemDto): Promise<CartLineAddedDto> {
    const [line] = await this.tx.query<{ id: string; product_id: string; quantity: number }>(ADD_LINE_ONLY, [
      userId,
      input.productId,
      input.quantity,
      scope.companyId,
    ]);
    if (line) return { id: line.id, productId: line.product_id, quantity: line.quantity };
    const added = (await this.addChecked(userId, scope, input)).find((row) => row.item_product_id === input.productId)!;
    return { id: added.item_id, productId: added.item_product_id, quantity: added.item_quantity };
  }

  /** A quantity of 0 or below removes the line; a higher one must keep the cart within the amount an order may come to. */
  @Transactional()
  async updateItem(userId: string, scope: CompanyScope, itemId: string, quantity: number): Promise<CartDto> {
    const discount = await this.dealers.approvedDiscountOf(scope, CART_PENDING_APPROVAL);
    const item = await this.ownItem(userId, itemId);
    if (quantity <= 0) {
      await this.tx.manager.delete(CartItem, { id: item.id });
    } else {
      const product = await this.sellable(item.productId);
      this.assertCanSell(product, quantity);
      if (quantity > item.quantity) {
        await this.lockCart(userId);
        await this.assertCartFits(userId, product, quantity, discount);
      }
      await this.tx.manager.update(CartItem, { id: item.id }, { quantity });
    }
    return this.describe(userId, discount);
  }

  @Transactional()
  async removeItem(userId: string, itemId: string): Promise<CartDto> {
    const discount = await this.discountOf(userId);
    await this.tx.manager.delete(CartItem, { id: (await this.ownItem(userId, itemId)).id });
    return this.describe(userId, discount);
  }

  async clear(userId: string): Promise<void> {
    await this.tx.manager.delete(CartItem, { userId });
  }

  /**
   * Writes that check the cart's amount (an add near the limit, a raised quantity, a list) wait for each other: each
   * prices the cart as it reads it. Until the caller's transaction ends.
   */
  async lockCart(userId: string): Promise<void> {
    await this.tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`cart:${userId}`]);
  }

  /**
   * Checkout: the lines with their products as they are now (products unlocked), emptying the cart in the same
   * statement. Joins the caller's transaction, so an order refused afterwards leaves the cart as it was.
   */
  async takeLinesWithProducts(userId: string): Promise<{ lines: CartLine[]; products: Map<string, SellableProduct> }> {
    return cartFromRows(await this.tx.query<CartRow>(TAKE_CART_LINES, [userId]));
  }

  /** The lines with their products as they are now (unlocked), in one statement, in the caller's transaction. */
  async linesWithProducts(userId: string): Promise<{ lines: CartLine[]; products: Map<string, SellableProduct> }> {
    const rows = await this.tx.query<CartRow>(CART_LINES, [userId]);
    return cartFromRows(rows);
  }

  private async describe(userId: string, discountPercent: number, delivery = DeliveryOption.Standard): Promise<CartDto> {
    const { lines, products } = await this.linesWithProducts(userId);
    return describeCart(lines, products, discountPercent, delivery, new Date());
  }

  /**
   * The route already demanded an approval (@RequireApproval); the discount for showing prices is the cached one
   * (forgotten in every process when it changes). Writes that add goods read the approval now; so does the order.
   */
  private async discountOf(userId: string): Promise<number> {
    const discount = await this.dealers.approvedDiscountFor(userId);
    if (discount === null) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', CART_PENDING_APPROVAL);
    return discount;
  }

  /**
   * The add's one statement wrote nothing: says why (approval withdrawn, unknown, inactive, short of stock, too many
   * pieces, off the packaging unit, past the amount an order may come to), or, for a cart that the statement's estimate
   * only thought near the limit, prices it exactly and writes the line (same checks, in one transaction under the
   * cart's lock). Answers the cart's lines with their products, as ADD_AND_READ_CART.
   */
  private async addChecked(userId: string, scope: CompanyScope, input: AddCartItemDto): Promise<CartRow[]> {
    return this.tx.run(async () => {
      const discount = await this.dealers.approvedDiscountOf(scope, CART_PENDING_APPROVAL);
      const product = await this.sellable(input.productId);
      await this.lockCart(userId);
      const inCart = (await this.tx.manager.findOneBy(CartItem, { userId, productId: input.productId }))?.quantity ?? 0;
      this.assertCanSell(product, inCart + input.quantity, inCart);
      await this.assertCartFits(userId, product, inCart + input.quantity, discount);
      const rows = await this.tx.query<CartRow>(ADD_CHECKED_AND_READ_CART, [userId, input.productId, input.quantity, scope.companyId]);
      if (!rows.some((row) => row.item_product_id === input.productId)) throw cartChanged();
      return rows;
    });
  }

  /** Refuses (422) setting the product's line to `quantity` when the cart's gross total would then pass the limit. Under the cart's lock. */
  private async assertCartFits(userId: string, product: SellableProduct, quantity: number, discountPercent: number): Promise<void> {
    const { lines, products } = await this.linesWithProducts(userId);
    if (!new CartBudget(lines, products, discountPercent).set(product, quantity)) throw cartOverLimit();
  }

  private async ownItem(userId: string, itemId: string): Promise<CartItem> {
    const item = await this.tx.manager.findOneBy(CartItem, { id: itemId, userId });
    if (!item) throw cartItemNotFound();
    return item;
  }

  private async sellable(productId: string): Promise<SellableProduct> {
    const product = (await this.stock.getSellable([productId])).get(productId);
    if (!product) throw productNotFound();
    return product;
  }

  private assertCanSell(product: SellableProduct, quantity: number, inCart = 0): void {
    if (!product.isActive) throw productUnavailable(product);
    if (quantity > product.stockQuantity) throw insufficientStock(product);
    assertLineQuantity(quantity, inCart);
    assertPackaging(product, quantity, inCart);
  }
}

