import { HttpStatus, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { pageOf } from '../../../common/http/page-query.dto';
import { centsFromNumeric, formatCents } from '../../../common/money/money';
import { berlinDay } from '../../../common/money/pricing';
import { toCompanyBalanceDto, toOpenItemDto } from '../dto/open-item.dto';
import { IncomingPaymentDto, toIncomingPaymentDto } from '../dto/payment.dto';
import { AgeingDto, CompanyReceivablesDto, ReceivableRowDto, ReceivablesFilterDto, ReceivablesPageDto, ReceivablesQueryDto } from '../dto/receivables.dto';
import { IncomingPayment } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { OpenItemsService } from '../open-items/open-items.service';
import { ReceivableRow, receivablesSql } from './receivables-query';

type SumRow = ReceivableRow & Record<`sum_${'not_due' | 'days_1_30' | 'days_31_60' | 'days_61_90' | 'over_90' | 'open_amount' | 'credit'}`, string> & { total: number };

const money = (value: string | null | undefined) => formatCents(centsFromNumeric(value ?? '0'));
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
    const rows = await this.tx.manager.query<SumRow[]>(receivablesSql(query.view ?? 'all', { paged: true, withSums: true }), [
      today,
      likeText(query.q),
      pageSize,
      offset,
    ]);
    const first = rows[0] as SumRow | undefined;
    if (!first && offset > 0) return { ...(await this.list({ ...query, page: 1 }, today)), items: [], page, pageSize };
    const sums: AgeingDto = first
      ? ageingOf({
          not_due: first.sum_not_due,
          days_1_30: first.sum_days_1_30,
          days_31_60: first.sum_days_31_60,
          days_61_90: first.sum_days_61_90,
          over_90: first.sum_over_90,
          open_amount: first.sum_open_amount,
          credit: first.sum_credit,
        })
      : ageingOf({});
    return { items: rows.map(toReceivableRow), sums, total: first?.total ?? 0, page, pageSize, today };
  }

  /** Every row of the filter, for the exports (the list is at most one row per company). */
  async rows(filter: ReceivablesFilterDto, today = berlinDay(new Date())): Promise<ReceivableRowDto[]> {
    const rows = await this.tx.manager.query<ReceivableRow[]>(receivablesSql(filter.view ?? 'all', { paged: false, withSums: false }), [today, likeText(filter.q)]);
    return rows.map(toReceivableRow);
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
      this.tx.manager.query<ReceivableRow[]>(receivablesSql('all', { paged: false, withSums: false, oneCompany: true }), [today, null, companyId]),
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

  private async paymentsOf(companyId: string): Promise<IncomingPaymentDto[]> {
    const payments = await this.tx.manager.find(IncomingPayment, { where: { companyId }, order: { bookedOn: 'DESC', createdAt: 'DESC' }, take: 200 });
    const invoiceIds = [...new Set(payments.flatMap((payment) => (payment.invoiceId ? [payment.invoiceId] : [])))];
    const invoices = invoiceIds.length ? await this.tx.manager.find(Invoice, { where: { id: In(invoiceIds) }, select: { id: true, number: true } }) : [];
    const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
    return payments.map((payment) => toIncomingPaymentDto(payment, payment.invoiceId ? (numbers.get(payment.invoiceId) ?? null) : null));
  }
}

function ageingOf(row: Partial<Pick<ReceivableRow, 'not_due' | 'days_1_30' | 'days_31_60' | 'days_61_90' | 'over_90' | 'open_amount' | 'credit'>>): AgeingDto {
  const open = centsFromNumeric(row.open_amount ?? '0');
  const credit = centsFromNumeric(row.credit ?? '0');
  return {
    notDue: money(row.not_due),
    days1To30: money(row.days_1_30),
    days31To60: money(row.days_31_60),
    days61To90: money(row.days_61_90),
    over90: money(row.over_90),
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
