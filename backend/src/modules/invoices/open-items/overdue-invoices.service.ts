import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import type { InvoiceBuyer, InvoiceSeller } from '../entities/invoice.entity';

export type { InvoiceBuyer, InvoiceSeller } from '../entities/invoice.entity';

/** An invoice with money still open after its due date. Amounts are decimal strings. */
export interface OverdueInvoice {
  id: string;
  number: string;
  companyId: string;
  companyName: string;
  orderNumber: string;
  issueDate: string;
  dueDate: string;
  totalAmount: string;
  openAmount: string;
}

/** What a letter about the invoice prints: the frozen seller (letterhead) and buyer of the invoice. */
export interface InvoiceForLetter extends OverdueInvoice {
  paidAmount: string;
  skontoAmount: string;
  paymentReference: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  settled: boolean;
}

export interface OverdueListQuery {
  /** Overdue on this day: due before it. */
  asOf: string;
  q?: string;
  invoiceIds?: string[];
  companyIds?: string[];
  /** Also invoices paid or cancelled since (to see the letters of a settled case); then only the given `invoiceIds`. */
  includeSettled?: boolean;
  offset: number;
  limit: number;
}

/** Open = total − paid − Skonto of an issued, not cancelled, not settled invoice. */
const OPEN = `i.kind = 'invoice' AND i.cancelled_at IS NULL AND i.settled_at IS NULL AND i.due_date IS NOT NULL
  AND i.total_amount - i.paid_amount - i.skonto_amount > 0`;
const COLUMNS = `i.id, i.number, i.company_id AS "companyId", i.buyer ->> 'company' AS "companyName", i.order_number AS "orderNumber",
  to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
  i.total_amount AS "totalAmount", greatest(i.total_amount - i.paid_amount - i.skonto_amount, 0)::numeric(12,2)::text AS "openAmount"`;

/**
 * Overdue invoices with their open amounts, for dunning. Read in keyset batches over the partial index of
 * open invoices (ix_invoices_open_due), so a run over tens of thousands never holds them all at once.
 */
@Injectable()
export class OverdueInvoicesService {
  constructor(private readonly tx: TransactionHost) {}

  /** The next batch of invoices due on or before `dueOnOrBefore`, after the (dueDate, id) of the last batch's last row. */
  batch(dueOnOrBefore: string, after: { dueDate: string; id: string } | null, limit: number): Promise<OverdueInvoice[]> {
    return this.tx.manager.query(
      `SELECT ${COLUMNS} FROM invoices i
        WHERE ${OPEN} AND i.due_date <= $1 AND ($2::date IS NULL OR (i.due_date, i.id) > ($2::date, $3::uuid))
        ORDER BY i.due_date, i.id LIMIT $4`,
      [dueOnOrBefore, after?.dueDate ?? null, after?.id ?? null, limit],
    );
  }

  /**
   * Of the given invoices those still open, as they are now, their rows held until the caller's transaction ends (FOR
   * SHARE): a payment or a cancellation of one of them running now is waited for and then counts; one starting later
   * waits for the caller. Dunning writes its letters (and the Liefersperre) on these, never on a batch read earlier.
   */
  holdOpen(invoiceIds: string[]): Promise<OverdueInvoice[]> {
    if (invoiceIds.length === 0) return Promise.resolve([]);
    return this.tx.manager.query(`SELECT ${COLUMNS} FROM invoices i WHERE i.id = ANY($1::uuid[]) AND ${OPEN} ORDER BY i.id FOR SHARE`, [invoiceIds]);
  }

  /** The back office's list: overdue on `asOf`, longest overdue first, with the total count. Open amounts never below 0. */
  async list(query: OverdueListQuery): Promise<{ items: OverdueInvoice[]; total: number }> {
    const params: unknown[] = [];
    const where = query.includeSettled ? ["i.kind = 'invoice'"] : [OPEN];
    if (!query.includeSettled) {
      params.push(query.asOf);
      where.push(`i.due_date < $${params.length}`);
    }
    if (query.q) {
      params.push(`%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      where.push(`(i.number ILIKE $${params.length} OR i.order_number ILIKE $${params.length} OR i.buyer ->> 'company' ILIKE $${params.length})`);
    }
    if (query.invoiceIds) {
      params.push(query.invoiceIds);
      where.push(`i.id = ANY($${params.length}::uuid[])`);
    }
    if (query.companyIds) {
      params.push(query.companyIds);
      where.push(`i.company_id = ANY($${params.length}::uuid[])`);
    }
    const filter = `FROM invoices i WHERE ${where.join(' AND ')}`;
    const [items, [{ total }]] = await Promise.all([
      this.tx.manager.query<OverdueInvoice[]>(
        `SELECT ${COLUMNS} ${filter} ORDER BY i.due_date, i.number LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.tx.manager.query<{ total: number }[]>(`SELECT count(*)::int AS total ${filter}`, params),
    ]);
    return { items, total };
  }

  /** An invoice (kind invoice) with what a letter about it prints; null when there is none with this id. */
  async forLetter(invoiceId: string): Promise<InvoiceForLetter | null> {
    const [row] = await this.tx.manager.query<InvoiceForLetter[]>(
      `SELECT ${COLUMNS}, i.paid_amount AS "paidAmount", i.skonto_amount AS "skontoAmount", i.payment_reference AS "paymentReference",
              i.seller, i.buyer, (i.settled_at IS NOT NULL OR i.cancelled_at IS NOT NULL) AS settled
         FROM invoices i WHERE i.id = $1 AND i.kind = 'invoice'`,
      [invoiceId],
    );
    return row ?? null;
  }

  /** Of the given invoices, those paid or cancelled by now. */
  async settledOf(invoiceIds: string[]): Promise<string[]> {
    if (invoiceIds.length === 0) return [];
    const rows = await this.tx.manager.query<{ id: string }[]>(
      `SELECT i.id FROM invoices i WHERE i.id = ANY($1::uuid[]) AND (i.settled_at IS NOT NULL OR i.cancelled_at IS NOT NULL OR i.total_amount - i.paid_amount - i.skonto_amount <= 0)`,
      [invoiceIds],
    );
    return rows.map((row) => row.id);
  }

  /** Of the given invoices, those still open (any due date). */
  async stillOpen(invoiceIds: string[]): Promise<string[]> {
    if (invoiceIds.length === 0) return [];
    const rows = await this.tx.manager.query<{ id: string }[]>(`SELECT i.id FROM invoices i WHERE i.id = ANY($1::uuid[]) AND ${OPEN}`, [invoiceIds]);
    return rows.map((row) => row.id);
  }
}
