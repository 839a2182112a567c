import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';

/** What cart and order need of a product: identity, prices, stock and whether it may be sold. */
export interface SellableProduct {
  id: string;
  name: string;
  sku: string;
  eanCode: string | null;
  basePrice: string;
  retailPrice: string;
  specialPrice: string | null;
  specialPriceStart: Date | null;
  specialPriceEnd: Date | null;
  stockQuantity: number;
  minOrderQuantity: number;
  orderMultiple: number;
  isActive: boolean;
  imageUrl: string | null;
  categoryName: string | null;
  weight: string | null;
}

export interface StockLine {
  productId: string;
  quantity: number;
}

export interface SellableRow {
  id: string;
  name: string;
  sku: string;
  ean_code: string | null;
  base_price: string;
  retail_price: string;
  special_price: string | null;
  special_price_start: Date | null;
  special_price_end: Date | null;
  stock_quantity: number;
  min_order_quantity: number;
  order_multiple: number;
  is_active: boolean;
  image_urls: string[];
  category_name: string | null;
  weight: string | null;
}

/** The columns of a SellableRow, for `products p LEFT JOIN categories c ON c.id = p.category_id`. */
export const SELLABLE_COLUMNS = `p.id, p.name, p.sku, p.ean_code, p.base_price, p.retail_price, p.special_price, p.special_price_start,
  p.special_price_end, p.stock_quantity, p.min_order_quantity, p.order_multiple, p.is_active, p.image_urls, p.weight, c.name AS category_name`;

const SELLABLE = `SELECT ${SELLABLE_COLUMNS} FROM products p LEFT JOIN categories c ON c.id = p.category_id`;

export const toSellable = (row: SellableRow): SellableProduct => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  eanCode: row.ean_code,
  basePrice: row.base_price,
  retailPrice: row.retail_price,
  specialPrice: row.special_price,
  specialPriceStart: row.special_price_start,
  specialPriceEnd: row.special_price_end,
  stockQuantity: row.stock_quantity,
  minOrderQuantity: row.min_order_quantity,
  orderMultiple: row.order_multiple,
  isActive: row.is_active,
  imageUrl: row.image_urls[0] ?? null,
  categoryName: row.category_name,
  weight: row.weight,
});

const LOCK_PRODUCTS = `locked AS MATERIALIZED (SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE)`;
const TAKE_LOCKED = `UPDATE products p SET stock_quantity = p.stock_quantity - l.quantity, updated_at = now()
  FROM unnest($1::uuid[], $2::int[]) AS l(id, quantity)
 WHERE p.id = l.id AND p.id IN (SELECT id FROM locked) AND p.is_active AND p.stock_quantity >= l.quantity
RETURNING p.id`;

/** $1 product ids, $2 quantities; returns the ids taken. */
export const TAKE_STOCK = `WITH ${LOCK_PRODUCTS}\n${TAKE_LOCKED}`;

/**
 * TAKE_STOCK as the first steps of a longer statement (`WITH ${TAKE_STOCK_STEPS}, …`): the CTE `taken` holds the ids
 * taken, so the caller's next write can depend on every line having been taken without another round trip
 * while the rows are locked.
 */
export const TAKE_STOCK_STEPS = `${LOCK_PRODUCTS},\ntaken AS (${TAKE_LOCKED})`;

export const insufficientStock = (product: { name: string; stockQuantity: number }) =>
  product.stockQuantity > 0
    ? new AppError(HttpStatus.CONFLICT, 'INSUFFICIENT_STOCK', `Von „${product.name}“ sind nur noch ${product.stockQuantity} Stück verfügbar.`, {
        available: product.stockQuantity,
      })
    : new AppError(HttpStatus.CONFLICT, 'PRODUCT_SOLD_OUT', `„${product.name}“ ist leider ausverkauft.`, { available: 0 });

export const productUnavailable = (product: { name: string }) =>
  new AppError(HttpStatus.CONFLICT, 'PRODUCT_UNAVAILABLE', `„${product.name}“ ist nicht mehr erhältlich.`);

/**
 * The catalogue's side of selling: products as cart and order see them, and the stock they take and
 * give back. Writes join the caller's transaction; stock never drops below zero (the UPDATE says so).
 */
@Injectable()
export class ProductStockService {
  constructor(private readonly tx: TransactionHost) {}

  async getSellable(ids: string[]): Promise<Map<string, SellableProduct>> {
    if (ids.length === 0) return new Map();
    const rows = await this.tx.manager.query<SellableRow[]>(`${SELLABLE} WHERE p.id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((row) => [row.id, toSellable(row)]));
  }

  /**
   * Products by id, SKU (case-insensitive; pass upper case) or EAN, for the quick order's lists: one statement
   * over the lookup indexes (ix_products_lookup_sku, ix_products_lookup_ean), whatever the list's length.
   */
  async findByCodes(codes: { ids?: string[]; skus?: string[]; eans?: string[] }): Promise<SellableProduct[]> {
    const { ids = [], skus = [], eans = [] } = codes;
    if (ids.length + skus.length + eans.length === 0) return [];
    const rows = await this.tx.manager.query<SellableRow[]>(
      `${SELLABLE} WHERE p.id = ANY($1::uuid[]) OR upper(p.sku::text) = ANY($2::text[]) OR p.ean_code = ANY($3::text[])`,
      [ids, skus, eans],
    );
    return rows.map(toSellable);
  }

  /**
   * Takes the stock of every line or none: a line that the stock cannot cover fails the whole call, naming the
   * product. The rows are locked in id order first (two orders over the same products queue up instead of
   * deadlocking), `NO KEY UPDATE` like the UPDATE itself, so the foreign-key checks of cart and order lines
   * (KEY SHARE) never queue behind a sale. The lock lasts until the caller commits: take stock last.
   */
  async take(lines: StockLine[]): Promise<void> {
    if (lines.length === 0) return;
    // TypeORM answers an UPDATE … RETURNING with [rows, rowCount]
    const [taken] = await this.tx.manager.query<[{ id: string }[], number]>(
      TAKE_STOCK,
      [lines.map((line) => line.productId), lines.map((line) => line.quantity)],
    );
    if (taken.length === lines.length) return;
    await this.refuseUntaken(lines, taken.map((row) => row.id));
  }

  /** After TAKE_STOCK(_STEPS) took fewer lines than asked: the German refusal naming a product it did not take. */
  async refuseUntaken(lines: StockLine[], takenIds: string[]): Promise<never> {
    const missing = lines.find((line) => !takenIds.includes(line.productId))!;
    const product = (await this.getSellable([missing.productId])).get(missing.productId);
    if (!product) throw new AppError(HttpStatus.CONFLICT, 'PRODUCT_UNAVAILABLE', 'Ein Artikel Ihrer Bestellung ist nicht mehr erhältlich.');
    throw product.isActive ? insufficientStock(product) : productUnavailable(product);
  }

  /** Gives stock back (cancellation, deletion); products deleted since simply get it back too. */
  async giveBack(lines: StockLine[]): Promise<void> {
    if (lines.length === 0) return;
    await this.tx.manager.query(
      `UPDATE products p SET stock_quantity = p.stock_quantity + l.quantity, updated_at = now()
         FROM (SELECT id, sum(quantity)::int AS quantity FROM unnest($1::uuid[], $2::int[]) AS u(id, quantity) GROUP BY id) AS l
        WHERE p.id = l.id`,
      [lines.map((line) => line.productId), lines.map((line) => line.quantity)],
    );
  }
}
