import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { SalesFigures } from '../../common/sales-figures';

/** Figures over orders for statistics elsewhere (catalogue top sellers, dashboard cards); SQL stays here. */
@Injectable()
export class OrderFiguresService implements SalesFigures {
  constructor(private readonly tx: TransactionHost) {}

  async topSellers(since: Date, limit: number): Promise<{ productId: string; quantity: number }[]> {
    const rows = await this.tx.manager.query<{ product_id: string; quantity: number }[]>(
      `SELECT oi.product_id, sum(oi.quantity)::int AS quantity
         FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE o.status <> 'cancelled' AND o.created_at >= $1 AND oi.product_id IS NOT NULL
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
    const [row] = await this.tx.manager.query<{ count: number; revenue: string }[]>(
      `SELECT count(*)::int AS count, COALESCE(sum(total_amount) FILTER (WHERE status <> 'cancelled'), 0)::numeric(14, 2)::text AS revenue FROM orders`,
    );
    return row;
  }
}
