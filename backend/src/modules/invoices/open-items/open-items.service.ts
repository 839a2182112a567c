import { Injectable } from '@nestjs/common';
import { CompanyScope } from '../../../common/auth/company-scope';
import { pageOf } from '../../../common/http/page-query.dto';
import { TransactionHost } from '../../../common/database/transaction-host';
import { centsFromNumeric, formatCents } from '../../../common/money/money';
import { berlinDay } from '../../../common/money/pricing';
import { OpenItemsPageDto, OpenItemsQueryDto, toCompanyBalanceDto, toOpenItemDto } from '../dto/open-item.dto';
import { skontoCentsOf } from '../payments/payment-rules';
import { CompanyBalance, InvoiceByNumber, OpenItem, OpenItemFilter } from './open-item';

/** Open amount of an invoice row `i`: nothing of a cancelled one. */
export const OPEN_SQL = `CASE WHEN i.cancelled_at IS NULL THEN i.total_amount - i.paid_amount - i.skonto_amount ELSE 0 END`;

const FILTERS: Record<OpenItemFilter, string> = {
  all: 'TRUE',
  open: `(${OPEN_SQL}) > 0`,
  paid: `i.cancelled_at IS NULL AND (${OPEN_SQL}) <= 0`,
  overdue: `(${OPEN_SQL}) > 0 AND i.due_date < $2::date`,
};

interface ItemRow {
  id: string;
  number: string;
  order_id: string;
  order_number: string;
  issue_date: string;
  due_date: string | null;
  total_amount: string;
  paid_amount: string;
  skonto_amount: string;
  open_amount: string;
  overdue_days: number;
  skonto_percent: string | null;
  skonto_until: string | null;
  settled_at: Date | null;
  cancelled: boolean;
  ready: boolean;
}

/**
 * Reading open items (Offene Posten): a company's invoices with what is paid and open, its balance, and
 * invoices by number for matching bank statements. Everything is computed in SQL from the invoice's
 * bookkeeping columns, which InvoicePaymentsService keeps current under the invoice's lock.
 */
@Injectable()
export class OpenItemsService {
  constructor(readonly tx: TransactionHost) {}

  /** 'Offene Posten' of the dealer's company: the balance at the top, then a page of its invoices. */
  async dealerPage(scope: CompanyScope, query: OpenItemsQueryDto, today = berlinDay(new Date())): Promise<OpenItemsPageDto> {
    const { page, pageSize, offset } = pageOf(query);
    const [balance, found] = await Promise.all([
      this.balanceOf(scope.companyId, today),
      this.pageOf(scope.companyId, query.status ?? 'all', { limit: pageSize, offset }, today),
    ]);
    return { balance: toCompanyBalanceDto(balance), items: found.items.map(toOpenItemDto), total: found.total, page, pageSize };
  }

  async itemsOf(companyId: string, filter: OpenItemFilter = 'all', today = berlinDay(new Date())): Promise<OpenItem[]> {
    return (await this.pageOf(companyId, filter, { limit: null, offset: 0 }, today)).items;
  }

  /** One page of the company's invoices, newest first, with the number of all that match. */
  async pageOf(
    companyId: string,
    filter: OpenItemFilter,
    page: { limit: number | null; offset: number },
    today = berlinDay(new Date()),
  ): Promise<{ items: OpenItem[]; total: number }> {
    const rows = await this.tx.manager.query<(ItemRow & { total: number })[]>(
      `SELECT i.id, i.number, i.order_id, i.order_number, i.issue_date::text, i.due_date::text, i.total_amount, i.paid_amount,
              i.skonto_amount, (${OPEN_SQL}) AS open_amount, i.skonto_percent, i.skonto_until::text, i.settled_at,
              i.cancelled_at IS NOT NULL AS cancelled, i.rendered_at IS NOT NULL AS ready,
              CASE WHEN (${OPEN_SQL}) > 0 AND i.due_date < $2::date THEN $2::date - i.due_date ELSE 0 END AS overdue_days,
              count(*) OVER ()::int AS total
         FROM invoices i
        WHERE i.company_id = $1 AND i.kind = 'invoice' AND ${FILTERS[filter]}
        ORDER BY i.issue_date DESC, i.number DESC
        LIMIT $3 OFFSET $4`,
      [companyId, today, page.limit, page.offset],
    );
    if (rows.length === 0 && page.offset > 0) {
      const [{ count }] = await this.tx.manager.query<{ count: number }[]>(
        // "$2 IS NOT NULL": the day is a parameter of every filter, also of those that do not compare with it
        `SELECT count(*)::int AS count FROM invoices i WHERE i.company_id = $1 AND i.kind = 'invoice' AND $2::date IS NOT NULL AND ${FILTERS[filter]}`,
        [companyId, today],
      );
      return { items: [], total: count };
    }
    return { items: rows.map(toOpenItem), total: rows[0]?.total ?? 0 };
  }

  async balanceOf(companyId: string, today = berlinDay(new Date())): Promise<CompanyBalance> {
    const [row] = await this.tx.manager.query<{ open: string; overdue: string; credit: string }[]>(
      `SELECT COALESCE((SELECT sum(${OPEN_SQL}) FROM invoices i WHERE i.company_id = $1 AND i.kind = 'invoice'), 0) AS open,
              COALESCE((SELECT sum(${OPEN_SQL}) FROM invoices i WHERE i.company_id = $1 AND i.kind = 'invoice' AND i.due_date < $2::date), 0) AS overdue,
              COALESCE((SELECT sum(amount) FROM incoming_payments WHERE company_id = $1 AND invoice_id IS NULL AND reversed_at IS NULL), 0) AS credit`,
      [companyId, today],
    );
    const [open, overdue, credit] = [row.open, row.overdue, row.credit].map(centsFromNumeric);
    return { openAmount: formatCents(open), overdueAmount: formatCents(overdue), creditAmount: formatCents(credit), balance: formatCents(open - credit) };
  }

  /** Invoices (not cancellation invoices) with these numbers, in any company. */
  async findByNumbers(numbers: string[], today = berlinDay(new Date())): Promise<InvoiceByNumber[]> {
    if (numbers.length === 0) return [];
    const rows = await this.tx.manager.query<
      {
        id: string;
        number: string;
        company_id: string;
        order_id: string;
        total_amount: string;
        open_amount: string;
        cancelled: boolean;
        issue_date: string;
        paid_amount: string;
        skonto_amount: string;
        skonto_percent: string | null;
        skonto_until: string | null;
      }[]
    >(
      `SELECT i.id, i.number, i.company_id, i.order_id, i.total_amount, (${OPEN_SQL}) AS open_amount, i.cancelled_at IS NOT NULL AS cancelled,
              i.issue_date::text, i.paid_amount, i.skonto_amount, i.skonto_percent, i.skonto_until::text
         FROM invoices i WHERE i.number = ANY($1::text[]) AND i.kind = 'invoice'`,
      [[...new Set(numbers)]],
    );
    return rows.map((row) => {
      const total = centsFromNumeric(row.total_amount);
      const untouched = centsFromNumeric(row.paid_amount) === 0 && centsFromNumeric(row.skonto_amount) === 0;
      const skontoPossible = !row.cancelled && untouched && row.skonto_percent !== null && row.skonto_until !== null && today <= row.skonto_until;
      return {
        invoiceId: row.id,
        number: row.number,
        companyId: row.company_id,
        orderId: row.order_id,
        totalAmount: formatCents(total),
        openAmount: formatCents(centsFromNumeric(row.open_amount)),
        cancelled: row.cancelled,
        issueDate: row.issue_date,
        skontoAmountDue: skontoPossible ? formatCents(total - skontoCentsOf(total, row.skonto_percent!)) : null,
        skontoUntil: row.skonto_until,
      };
    });
  }
}

function toOpenItem(row: ItemRow): OpenItem {
  return {
    invoiceId: row.id,
    number: row.number,
    orderId: row.order_id,
    orderNumber: row.order_number,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    totalAmount: formatCents(centsFromNumeric(row.total_amount)),
    paidAmount: formatCents(centsFromNumeric(row.paid_amount)),
    skontoAmount: formatCents(centsFromNumeric(row.skonto_amount)),
    openAmount: formatCents(centsFromNumeric(row.open_amount)),
    overdueDays: Number(row.overdue_days),
    skontoPercent: row.skonto_percent,
    skontoUntil: row.skonto_until,
    settledAt: row.settled_at,
    cancelled: row.cancelled,
    ready: row.ready,
  };
}
