import { Injectable, StreamableFile } from '@nestjs/common';
import { Brackets, In, SelectQueryBuilder } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { berlinDay } from '../../common/money/pricing';
import { DealersService } from '../dealers/dealers.service';
import { AdminInvoicePageDto, toAdminInvoiceDto } from './dto/invoice.dto';
import { AdminInvoiceQueryDto, InvoiceFilterDto } from './dto/invoice-query.dto';
import { Invoice } from './entities/invoice.entity';
import { invoicesCsv } from './invoice-csv';
import { InvoiceKind, InvoiceState } from './invoice-enums';

const DEFAULT_PAGE_SIZE = 20;
/** The export is for a period's bookkeeping; beyond this the accountant narrows the dates. */
const MAX_EXPORT_ROWS = 50_000;

/** The back office's invoice list and the accountant's CSV export, filtered the same way. */
@Injectable()
export class InvoicesAdminService {
  constructor(
    readonly tx: TransactionHost,
    private readonly dealers: DealersService,
  ) {}

  async listInvoices(query: AdminInvoiceQueryDto): Promise<AdminInvoicePageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filtered = await this.filtered(query);
    const [invoices, total] = await filtered
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const related = await this.relatedOf(invoices);
    return { items: invoices.map((invoice) => toAdminInvoiceDto(invoice, related(invoice))), total, page, pageSize };
  }

  async exportCsv(filter: InvoiceFilterDto): Promise<StreamableFile> {
    const filtered = await this.filtered(filter);
    const invoices = await filtered.take(MAX_EXPORT_ROWS).getMany();
    const related = await this.relatedOf(invoices);
    const rows = invoices.map((invoice) => {
      const { cancellation, cancelsNumber } = related(invoice);
      return { invoice, reference: cancelsNumber ?? cancellation?.number ?? null };
    });
    const body = Buffer.from(invoicesCsv(rows), 'utf8');
    return new StreamableFile(body, {
      type: 'text/csv; charset=utf-8',
      length: body.length,
      disposition: `attachment; filename="rechnungen-${berlinDay(new Date())}.csv"`,
    });
  }

  private async filtered(filter: InvoiceFilterDto): Promise<SelectQueryBuilder<Invoice>> {
    const builder = this.tx.manager.createQueryBuilder(Invoice, 'i');
    if (filter.kind) builder.andWhere('i.kind = :kind', { kind: filter.kind });
    if (filter.state === InvoiceState.Cancellation) builder.andWhere('i.kind = :cancellation', { cancellation: InvoiceKind.Cancellation });
    if (filter.state === InvoiceState.Cancelled) builder.andWhere('i.kind = :invoice AND i.cancelledAt IS NOT NULL', { invoice: InvoiceKind.Invoice });
    if (filter.state === InvoiceState.Issued) builder.andWhere('i.kind = :invoice AND i.cancelledAt IS NULL', { invoice: InvoiceKind.Invoice });
    // A person's id stands for their company (as in the orders list); an id that is no person's is taken as the company's.
    if (filter.dealerId) builder.andWhere('i.companyId = :companyId', { companyId: (await this.dealers.companyOfUser(filter.dealerId)) ?? filter.dealerId });
    if (filter.from) builder.andWhere('i.issueDate >= :from', { from: filter.from });
    if (filter.to) builder.andWhere('i.issueDate <= :to', { to: filter.to });
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('i.number ILIKE :pattern', { pattern })
            .orWhere('i.orderNumber ILIKE :pattern', { pattern })
            .orWhere(`i.buyer ->> 'company' ILIKE :pattern`, { pattern }),
        ),
      );
    }
    return builder.orderBy('i.issueDate', 'DESC').addOrderBy('i.number', 'DESC');
  }

  /** Cancellations of the cancelled invoices and the numbers the cancellations refer to, in one query. */
  private async relatedOf(invoices: Invoice[]) {
    const cancelsIds = invoices.flatMap((invoice) => (invoice.cancelsInvoiceId ? [invoice.cancelsInvoiceId] : []));
    const cancelledIds = invoices.filter((invoice) => invoice.cancelledAt).map((invoice) => invoice.id);
    const others =
      cancelsIds.length + cancelledIds.length === 0
        ? []
        : await this.tx.manager.find(Invoice, { where: [{ id: In(cancelsIds) }, { cancelsInvoiceId: In(cancelledIds) }] });
    const byId = new Map(others.map((other) => [other.id, other]));
    const byCancelled = new Map(others.filter((other) => other.cancelsInvoiceId).map((other) => [other.cancelsInvoiceId!, other]));
    return (invoice: Invoice) => ({
      cancellation: byCancelled.get(invoice.id) ?? null,
      cancelsNumber: invoice.cancelsInvoiceId ? (byId.get(invoice.cancelsInvoiceId)?.number ?? null) : null,
    });
  }
}
