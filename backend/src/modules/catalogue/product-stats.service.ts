import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SALES_FIGURES, SalesFigures } from '../../common/sales-figures';
import { ProductGroupDto, ProductGroupRow, ProductStatsDto, toProductGroupItemDto } from './dto/product-stats.dto';

const GROUP_SIZE = 5;
/** Top sellers asked of the orders module: enough to fill the group after inactive products drop out. */
const TOP_SELLER_CANDIDATES = 50;

/** "Today" in Berlin, in SQL, for a given instant $1. */
const TODAY = `($1::timestamptz AT TIME ZONE 'Europe/Berlin')::date`;
const berlinDate = (column: string) => `(${column} AT TIME ZONE 'Europe/Berlin')::date`;
/** The promotion rule of common/money/pricing.ts, as SQL: price, start and end set; today within [start, end]. */
const PROMOTION_ACTIVE = `(p.special_price IS NOT NULL AND p.special_price_start IS NOT NULL AND p.special_price_end IS NOT NULL
  AND ${berlinDate('p.special_price_start')} <= ${TODAY} AND ${TODAY} <= ${berlinDate('p.special_price_end')})`;
const MARGIN = `CASE WHEN p.retail_price > 0 THEN round((p.retail_price - p.base_price) * 100 / p.retail_price, 1) END`;

const GROUP_COLUMNS = `p.id, p.name, p.sku, p.stock_quantity, p.min_stock_level, p.base_price, p.retail_price,
  p.special_price, p.special_price_end, ${MARGIN}::text AS margin_percent, p.created_at`;

/** The statistics and computed groups of /admin/products and the dashboard, all in SQL. */
@Injectable()
export class ProductStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SALES_FIGURES) private readonly sales: SalesFigures,
  ) {}

  async getProductStats(now: Date = new Date()): Promise<ProductStatsDto> {
    const group = (where: string, orderBy: string) =>
      this.dataSource.query<ProductGroupRow[]>(
        `SELECT ${GROUP_COLUMNS}, NULL::int AS sold_quantity FROM products p WHERE p.is_active AND ${where} ORDER BY ${orderBy} LIMIT ${GROUP_SIZE}`,
        where.includes('$1') ? [now] : [],
      );
    const [[totals], topPerformers, slowMovers, lowStock, criticalStock, activePromotions, recentProducts] = await Promise.all([
      this.dataSource.query<TotalsRow[]>(
        `SELECT
  count(*) FILTER (WHERE p.is_active)::int AS product_count,
  count(*) FILTER (WHERE NOT p.is_active)::int AS inactive_product_count,
  count(*) FILTER (WHERE p.is_active AND p.category_id IS NULL)::int AS uncategorized_count,
  COALESCE(sum(p.base_price * p.stock_quantity) FILTER (WHERE p.is_active), 0)::numeric(20, 2)::text AS stock_value,
  count(*) FILTER (WHERE p.is_active AND p.stock_quantity < p.min_stock_level)::int AS low_stock_alert_count,
  count(*) FILTER (WHERE p.is_active AND p.stock_quantity > 50)::int AS slow_movers,
  count(*) FILTER (WHERE p.is_active AND p.stock_quantity BETWEEN 1 AND 19)::int AS low_stock,
  count(*) FILTER (WHERE p.is_active AND p.stock_quantity < 5)::int AS critical_stock,
  count(*) FILTER (WHERE p.is_active AND ${PROMOTION_ACTIVE})::int AS active_promotions,
  count(*) FILTER (WHERE p.is_active AND p.created_at >= $1::timestamptz - interval '7 days')::int AS recent_products,
  (SELECT count(*)::int FROM categories WHERE is_active) AS category_count
FROM products p`,
        [now],
      ),
      this.topPerformers(now),
      group('p.stock_quantity > 50', `${MARGIN} ASC NULLS LAST, p.name`),
      group('p.stock_quantity BETWEEN 1 AND 19', 'p.stock_quantity ASC, p.name'),
      group('p.stock_quantity < 5', 'p.stock_quantity ASC, p.name'),
      group(PROMOTION_ACTIVE, 'p.special_price_end ASC, p.name'),
      group(`p.created_at >= $1::timestamptz - interval '7 days'`, 'p.created_at DESC'),
    ]);
    const asGroup = (rows: ProductGroupRow[], total: number): ProductGroupDto => ({ total, items: rows.map(toProductGroupItemDto) });
    return {
      productCount: totals.product_count,
      inactiveProductCount: totals.inactive_product_count,
      categoryCount: totals.category_count,
      uncategorizedCount: totals.uncategorized_count,
      stockValue: totals.stock_value,
      lowStockAlertCount: totals.low_stock_alert_count,
      groups: {
        topPerformers: asGroup(topPerformers.rows, topPerformers.total),
        slowMovers: asGroup(slowMovers, totals.slow_movers),
        lowStock: asGroup(lowStock, totals.low_stock),
        criticalStock: asGroup(criticalStock, totals.critical_stock),
        activePromotions: asGroup(activePromotions, totals.active_promotions),
        recentProducts: asGroup(recentProducts, totals.recent_products),
      },
    };
  }

  /** Most sold in the last 30 days among active products; the quantities come from the orders module. */
  private async topPerformers(now: Date): Promise<{ rows: ProductGroupRow[]; total: number }> {
    const sold = await this.sales.topSellers(new Date(now.getTime() - 30 * 24 * 3600_000), TOP_SELLER_CANDIDATES);
    if (sold.length === 0) return { rows: [], total: 0 };
    const rows = await this.dataSource.query<ProductGroupRow[]>(
      `SELECT ${GROUP_COLUMNS}, s.quantity AS sold_quantity
         FROM unnest($1::uuid[], $2::int[]) AS s(product_id, quantity) JOIN products p ON p.id = s.product_id
        WHERE p.is_active ORDER BY s.quantity DESC, p.name`,
      [sold.map((entry) => entry.productId), sold.map((entry) => entry.quantity)],
    );
    return { rows: rows.slice(0, GROUP_SIZE), total: rows.length };
  }
}

interface TotalsRow {
  product_count: number;
  inactive_product_count: number;
  uncategorized_count: number;
  stock_value: string;
  low_stock_alert_count: number;
  slow_movers: number;
  low_stock: number;
  critical_stock: number;
  active_promotions: number;
  recent_products: number;
  category_count: number;
}
