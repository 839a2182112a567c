import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { SalesFigures } from '../../common/sales-figures';
import type { OrderCharts } from './order-figures';
import { OrderStatus } from './order-enums';
import { STATUSES_BEFORE_INVOICE } from './order-invoicing';
import { creditMethods } from './payment-policies/payment-policies';

/** Calendar weeks in the shop's time zone; `$1` is now, `$2` the number of weeks (`$3` the length of a top list). Exported for the benchmark's bare-SQL baseline. */
const WEEKS_CTE = `weeks AS (
  SELECT generate_series(
    date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin') - ($2::int - 1) * interval '1 week',
    date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin'),
    interval '1 week') AS week_start
)`;
const SINCE = `((date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin') - ($2::int - 1) * interval '1 week') AT TIME ZONE 'Europe/Berlin')`;

export const WEEKS_SQL = `WITH ${WEEKS_CTE},
figures AS (
  SELECT date_trunc('week', created_at AT TIME ZONE 'Europe/Berlin') AS week_start,
         count(*)::int AS orders,
         sum(total_amount) FILTER (WHERE status NOT IN ('cancelled', 'awaiting_approval')) AS revenue
    FROM orders WHERE created_at >= ${SINCE} AND created_at <= $1
   GROUP BY 1
)
SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start, COALESCE(f.orders, 0)::int AS orders,
       COALESCE(f.revenue, 0)::numeric(14, 2)::text AS revenue
  FROM weeks w LEFT JOIN figures f USING (week_start) ORDER BY w.week_start`;

export const TOP_PRODUCTS_SQL = `SELECT oi.product_id, oi.product_snapshot ->> 'sku' AS sku,
       (array_agg(oi.product_snapshot ->> 'name' ORDER BY o.created_at DESC))[1] AS name,
       sum(oi.quantity)::int AS quantity, sum(oi.total_price)::numeric(14, 2)::text AS revenue
  FROM orders o JOIN order_items oi ON oi.order_id = o.id
 WHERE o.status NOT IN ('cancelled', 'awaiting_approval') AND o.created_at >= ${SINCE} AND o.created_at <= $1
 GROUP BY oi.product_id, oi.product_snapshot ->> 'sku'
 ORDER BY sum(oi.total_price) DESC, sku LIMIT $3`;

// Per company; its newest orderer stands for it (the orders filter by a dealer's user id shows the whole company).
export const TOP_DEALERS_SQL = `SELECT (array_agg(placed_by_user_id ORDER BY created_at DESC))[1] AS user_id,
       (array_agg(billing_address ->> 'company' ORDER BY created_at DESC))[1] AS company_name,
       count(*)::int AS orders, sum(total_amount)::numeric(14, 2)::text AS revenue
  FROM orders
 WHERE status NOT IN ('cancelled', 'awaiting_approval') AND created_at >= ${SINCE} AND created_at <= $1
 GROUP BY company_id ORDER BY sum(total_amount) DESC, company_id LIMIT $3`;

export const STATUS_SQL = `SELECT status, count(*)::int AS orders FROM orders GROUP BY status`;
export const TOTALS_SQL = `SELECT count(*)::int AS count, COALESCE(sum(total_amount) FILTER (WHERE status NOT IN ('cancelled', 'awaiting_approval')), 0)::numeric(14, 2)::text AS revenue FROM orders`;

/** Figures over orders for statistics elsewhere (catalogue top sellers, dashboard cards and charts); SQL stays here. */
@Injectable()
export class OrderFiguresService implements SalesFigures {
  constructor(private readonly tx: TransactionHost) {}

  /**
   * A company's orders bought on account that are open and not invoiced yet (an order waiting for approval counts
   * from its approval on). Undoing a shipment leaves the invoice, so the caller leaves out orders that have one.
   */
  async uninvoicedCreditOrders(companyId: string, excludingOrderId: string | null): Promise<{ orderId: string; totalAmount: string }[]> {
    const rows = await this.tx.manager.query<{ id: string; total_amount: string }[]>(
      `SELECT id, total_amount FROM orders
        WHERE company_id = $1 AND payment_method::text = ANY($2::text[]) AND status::text = ANY($3::text[]) AND id IS DISTINCT FROM $4::uuid`,
      [companyId, creditMethods(), STATUSES_BEFORE_INVOICE, excludingOrderId],
    );
    return rows.map((row) => ({ orderId: row.id, totalAmount: row.total_amount }));
  }

  async topSellers(since: Date, limit: number): Promise<{ productId: string; quantity: number }[]> {
    const rows = await this.tx.manager.query<{ product_id: string; quantity: number }[]>(
      `SELECT oi.product_id, sum(oi.quantity)::int AS quantity
         FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE o.status NOT IN ('cancelled', 'awaiting_approval') AND o.created_at >= $1 AND oi.product_id IS NOT NULL
        GROUP BY oi.product_id ORDER BY quantity DESC LIMIT $2`,
      [since, limit],
    );
    return rows.map((row) => ({ productId: row.product_id, quantity: row.quantity }));
  }

  /**
   * Orders and revenue for the dashboard: revenue is the gross total of every order that is not cancelled
   * (paid or not: an order is a binding offer once accepted; cancelled ones never earn).
   */
  async totals(): Promise<{ count: number; revenue: string }> {
    const [row] = await this.tx.manager.query<{ count: number; revenue: string }[]>(TOTALS_SQL);
    return row;
  }

  /**
   * The dashboard charts. Revenue as in totals(): cancelled orders never earn; a product's revenue is its
   * net line totals (gross exists per order only). Orders per week and per status count every order, as
   * the orders card does. Weeks without orders are present with zero.
   */
  async charts({ now, weeks, top }: { now: Date; weeks: number; top: number }): Promise<OrderCharts> {
    const manager = this.tx.manager;
    const [weekRows, statusRows, productRows, dealerRows] = await Promise.all([
      manager.query<{ week_start: string; orders: number; revenue: string }[]>(WEEKS_SQL, [now, weeks]),
      manager.query<{ status: OrderStatus; orders: number }[]>(STATUS_SQL),
      manager.query<{ product_id: string | null; sku: string; name: string; quantity: number; revenue: string }[]>(TOP_PRODUCTS_SQL, [now, weeks, top]),
      manager.query<{ user_id: string; company_name: string; orders: number; revenue: string }[]>(TOP_DEALERS_SQL, [now, weeks, top]),
    ]);
    const byStatus = new Map(statusRows.map((row) => [row.status, row.orders]));
    return {
      weeks: weekRows.map((row) => ({ weekStart: row.week_start, orders: row.orders, revenue: row.revenue })),
      byStatus: Object.values(OrderStatus).map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
      topProducts: productRows.map((row) => ({ productId: row.product_id, sku: row.sku ?? '', name: row.name ?? '', quantity: row.quantity, revenue: row.revenue })),
      topDealers: dealerRows.map((row) => ({ dealerUserId: row.user_id, companyName: row.company_name ?? '', orders: row.orders, revenue: row.revenue })),
    };
  }
}
