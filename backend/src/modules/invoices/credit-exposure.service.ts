import { Injectable } from '@nestjs/common';
import { CreditExposure } from '../../common/credit-exposure';
import { TransactionHost } from '../../common/database/transaction-host';
import { centsFromNumeric, formatCents } from '../../common/money/money';
import { OrderFiguresService } from '../orders/order-figures.service';

/**
 * What a company owes on account (docs/decisions.md, "Kreditrahmen"): open items of its invoices (total − paid −
 * Skonto, cancelled ones left out), plus its orders on account not invoiced yet, less unapplied credit (payments
 * without an invoice, not reversed). Read in the caller's transaction, which holds the company locked for a check.
 */
@Injectable()
export class CreditExposureService implements CreditExposure {
  constructor(
    readonly tx: TransactionHost,
    private readonly figures: OrderFiguresService,
  ) {}

  async openAmountOf(companyId: string, options: { excludingOrderId?: string } = {}): Promise<string> {
    const orders = await this.figures.uninvoicedCreditOrders(companyId, options.excludingOrderId ?? null);
    const [row] = await this.tx.manager.query<{ open_items: string; credit: string; invoiced_orders: string[] }[]>(
      `SELECT
         (SELECT COALESCE(sum(total_amount - paid_amount - skonto_amount), 0) FROM invoices
           WHERE company_id = $1 AND kind = 'invoice' AND cancelled_at IS NULL)::text AS open_items,
         (SELECT COALESCE(sum(amount), 0) FROM incoming_payments
           WHERE company_id = $1 AND invoice_id IS NULL AND reversed_at IS NULL)::text AS credit,
         ARRAY(SELECT order_id FROM invoices WHERE order_id = ANY($2::uuid[]) AND kind = 'invoice' AND cancelled_at IS NULL)::text[] AS invoiced_orders`,
      [companyId, orders.map((order) => order.orderId)],
    );
    const invoiced = new Set(row.invoiced_orders);
    const uninvoicedCents = orders.filter((order) => !invoiced.has(order.orderId)).reduce((sum, order) => sum + centsFromNumeric(order.totalAmount), 0);
    return formatCents(centsFromNumeric(row.open_items) + uninvoicedCents - centsFromNumeric(row.credit));
  }
}
