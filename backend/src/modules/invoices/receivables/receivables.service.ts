import { HttpStatus, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { pageOf } from '../../../common/http/page-query.dto';
import { formatCents } from '../../../common/money/money';
import { berlinDay } from '../../../common/money/pricing';
import { toCompanyBalanceDto, toOpenItemDto } from '../dto/open-item.dto';
import { IncomingPaymentDto, toIncomingPaymentDto } from '../dto/payment.dto';
import { AgeingDto, CompanyReceivablesDto, ReceivableRowDto, ReceivablesFilterDto, ReceivablesPageDto, ReceivablesQueryDto } from '../dto/receivables.dto';
import { IncomingPayment } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { OpenItemsService } from '../open-items/open-items.service';
import {
  ANY_STALE_SQL,
  COMPANY_AGEING_SQL,
  MONEY_COLUMNS,
  MoneyColumn,
  ReceivableRow,
  ReceivablesPageRow,
  receivablesPageSql,
  receivablesRowsSql,
  ReceivablesSource,
  REFRESH_STALE_SQL,
} from './receivables-query';

const money = (cents: string | null | undefined) => formatCents(Number(cents ?? 0));
/** The search text as a LIKE pattern part: % and _ typed by the user match themselves. */
const likeText = (q: string | undefined) => (q ? q.replace(/[\\%_]/g, '\\$&') : null);

/** The back office's receivables: per company by age, the sum line, one company's open items and payments. */
@Injectable()
export class ReceivablesService {
  constructor(
    readonly tx: TransactionHost,
    private readonly openItems: OpenItemsService,
  ) {}

  async list(query: ReceivablesQueryDto, today = berlinDay(new Date())): Promise<ReceivablesPageDto> {
    const { page, pageSize, offset } = pageOf(query);
    const view = query.view ?? 'all';
    const read = (source: ReceivablesSource) =>
      this.tx.manager.query<ReceivablesPageRow[]>(receivablesPageSql(view, source), [today, likeText(query.q), pageSize, offset]);
    let rows = await read('summary');
    if (rows[0].stale) rows = await read(await this.sourceFor(today));
    const [totals] = rows;
    // a page past the end still carries the sum line: the totals are joined to the page, not the other way round
    const items = rows.filter((row): row is ReceivablesPageRow & ReceivableRow => row.company_id != null);
    const sums = ageingOf(Object.fromEntries(MONEY_COLUMNS.map((column) => [column, totals[`sum_${column}`]])));
    return { items: items.map(toReceivableRow), sums, total: totals.total, page, pageSize, today };
  }

  /** Every row of the filter, for the exports (the list is at most one row per company). */
  async rows(filter: ReceivablesFilterDto, today = berlinDay(new Date())): Promise<ReceivableRowDto[]> {
    const read = (source: ReceivablesSource) =>
      this.tx.manager.query<(ReceivableRow & { stale: boolean })[]>(receivablesRowsSql(filter.view ?? 'all', source), [today, likeText(filter.q)]);
    let rows = await read('summary');
    if (rows[0]?.stale) rows = await read(await this.sourceFor(today));
    return rows.map(toReceivableRow);
  }

  /**
   * The summary rows move with the calendar: the first read of a day brings them to it. Rows another transaction
   * is refreshing right now are skipped; when any stay behind, this one read computes everything live instead.
   */
  private async sourceFor(today: string): Promise<ReceivablesSource> {
    await this.tx.manager.query(REFRESH_STALE_SQL, [today]);
    const [{ stale }] = await this.tx.manager.query<{ stale: boolean }[]>(ANY_STALE_SQL, [today]);
    return stale ? 'live' : 'summary';
  }

  async company(companyId: string, today = berlinDay(new Date())): Promise<CompanyReceivablesDto> {
    const [head] = await this.tx.manager.query<{ debtor_number: number; company_name: string | null }[]>(
      `SELECT co.debtor_number, dp.company_name FROM companies co LEFT JOIN dealer_profiles dp ON dp.company_id = co.id WHERE co.id = $1`,
      [companyId],
    );
    if (!head) throw new AppError(HttpStatus.NOT_FOUND, 'PAYMENT_COMPANY_NOT_FOUND', 'Firma nicht gefunden.');
    const [items, balance, ageing, payments] = await Promise.all([
      this.openItems.itemsOf(companyId, 'open', today),
      this.openItems.balanceOf(companyId, today),
      this.tx.manager.query<Record<MoneyColumn, string>[]>(COMPANY_AGEING_SQL, [today, companyId]),
      this.paymentsOf(companyId),
    ]);
    return {
      companyId,
      companyName: head.company_name ?? '',
      debtorNumber: head.debtor_number,
      ageing: ageing[0] ? ageingOf(ageing[0]) : ageingOf({}),
      balance: toCompanyBalanceDto(balance),
      openItems: items.map(toOpenItemDto).sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '')),
      payments,
    };
  }

  /** The newest 200 rows, and the other parts of their payments (the dialog that reverses a payment names every part). */
  private async paymentsOf(companyId: string): Promise<IncomingPaymentDto[]> {
    const payments = await this.tx.manager.find(IncomingPayment, { where: { companyId }, order: { bookedOn: 'DESC', createdAt: 'DESC' }, take: 200 });
    const shown = new Set(payments.map((payment) => payment.id));
    const roots = [...new Set(payments.map((payment) => payment.partOfPaymentId ?? payment.id))];
    if (payments.length === 200) {
      const parts = await this.tx.manager.find(IncomingPayment, { where: [{ id: In(roots) }, { partOfPaymentId: In(roots) }], order: { createdAt: 'DESC' } });
      payments.push(...parts.filter((part) => !shown.has(part.id)));
    }
    const invoiceIds = [...new Set(payments.flatMap((payment) => (payment.invoiceId ? [payment.invoiceId] : [])))];
    const invoices = invoiceIds.length ? await this.tx.manager.find(Invoice, { where: { id: In(invoiceIds) }, select: { id: true, number: true } }) : [];
    const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
    return payments.map((payment) => toIncomingPaymentDto(payment, payment.invoiceId ? (numbers.get(payment.invoiceId) ?? null) : null));
  }
}

function ageingOf(row: Partial<Record<MoneyColumn, string | null>>): AgeingDto {
  const open = Number(row.open_cents ?? 0);
  const credit = Number(row.credit_cents ?? 0);
  return {
    notDue: money(row.not_due_cents),
    days1To30: money(row.days_1_30_cents),
    days31To60: money(row.days_31_60_cents),
    days61To90: money(row.days_61_90_cents),
    over90: money(row.over_90_cents),
    openAmount: formatCents(open),
    creditAmount: formatCents(credit),
    balance: formatCents(open - credit),
  };
}

function toReceivableRow(row: ReceivableRow): ReceivableRowDto {
  return {
    ...ageingOf(row),
    companyId: row.company_id,
    companyName: row.company_name ?? '',
    debtorNumber: row.debtor_number,
    openInvoices: row.open_invoices,
    oldestDueDate: row.oldest_due_date,
  };
}
