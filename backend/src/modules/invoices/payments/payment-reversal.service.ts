import { HttpStatus, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { AuthUser } from '../../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { centsFromNumeric, Cents, formatCents, formatEuro, formatGermanDate } from '../../../common/money/money';
import { AuditService } from '../../audit/audit.service';
import { IncomingPayment } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { CreditAllocationService, paymentChanged } from './credit-allocation.service';
import { InvoiceSettlementService } from './invoice-settlement.service';

const alreadyReversed = () => new AppError(HttpStatus.CONFLICT, 'PAYMENT_ALREADY_REVERSED', 'Diese Zahlung ist bereits storniert.');

/** What of a row matters for reversing it; read before and again under the lock, they must agree. */
const stateOf = (rows: IncomingPayment[]) =>
  rows
    .map((row) => `${row.id}:${row.invoiceId ?? ''}:${row.creditAppliedAt ? 1 : 0}:${row.amount}:${row.skontoAmount}`)
    .sort()
    .join('|');

/**
 * 'Stornieren' of a payment received: the whole payment with every part of it (the invoice's share, the rest kept as
 * credit, the parts of that credit applied to other invoices) is marked reversed, each invoice opens again by what it
 * had covered (with its Skonto), the order's payment status follows. On a row that is credit applied to an invoice it
 * undoes only that application (Verrechnung aufheben): the amount is credit again.
 */
@Injectable()
export class PaymentReversalService {
  constructor(
    readonly tx: TransactionHost,
    private readonly settlement: InvoiceSettlementService,
    private readonly allocation: CreditAllocationService,
    private readonly audit: AuditService,
  ) {}

  @Transactional()
  async reverse(paymentId: string, admin: AuthUser, reason: string): Promise<void> {
    const found = await this.tx.manager.findOneBy(IncomingPayment, { id: paymentId });
    if (!found) throw new AppError(HttpStatus.NOT_FOUND, 'PAYMENT_NOT_FOUND', 'Zahlung nicht gefunden.');
    if (found.reversedAt) throw alreadyReversed();
    if (found.creditAppliedAt && found.invoiceId) return this.unapply(found, admin, reason);
    return this.reversePayment(found.partOfPaymentId ?? found.id, paymentId, admin, reason);
  }

  /** The same lock order as booking: order, invoice, then the payment itself. */
  private async unapply(found: IncomingPayment, admin: AuthUser, reason: string): Promise<void> {
    const invoice = await this.settlement.lockInvoice(found.invoiceId!);
    const payment = await this.tx.manager.findOneOrFail(IncomingPayment, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
    if (payment.reversedAt) throw alreadyReversed();
    if (payment.invoiceId !== found.invoiceId || !payment.creditAppliedAt) throw paymentChanged();
    await this.allocation.unapply(payment, invoice, admin, reason);
  }

  /**
   * Every standing row of the payment: their invoices are locked first (order, invoice; in the order of their ids, so two
   * reversals never wait for each other in a circle), then the company's receivables summary, then the rows. A row that changed in between (applied, undone,
   * split) refuses the reversal rather than reverse something the administrator did not see.
   */
  private async reversePayment(rootId: string, clickedId: string, admin: AuthUser, reason: string): Promise<void> {
    const manager = this.tx.manager;
    const where = [{ id: rootId }, { partOfPaymentId: rootId }];
    const before = (await manager.find(IncomingPayment, { where })).filter((row) => !row.reversedAt);
    const invoiceIds = [...new Set(before.flatMap((row) => (row.invoiceId ? [row.invoiceId] : [])))].sort();
    const invoices = new Map<string, Invoice>();
    for (const id of invoiceIds) invoices.set(id, await this.settlement.lockInvoice(id));
    // The company's summary row before the payment rows, as a booking takes them (its insert's trigger locks the summary,
    // then applyCredit the credit rows): the other way round, a reversal and a credit booking deadlocked.
    if (before.length > 0) await manager.query(`SELECT 1 FROM receivable_summaries WHERE company_id = $1 FOR UPDATE`, [before[0].companyId]);
    const rows = await manager.find(IncomingPayment, { where, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
    if (rows.find((row) => row.id === clickedId)?.reversedAt) throw alreadyReversed();
    const standing = rows.filter((row) => !row.reversedAt);
    if (stateOf(standing) !== stateOf(before)) throw paymentChanged();

    await manager.update(IncomingPayment, { id: In(standing.map((row) => row.id)) }, { reversedAt: new Date(), reversedByUserId: admin.id, reversalReason: reason });
    const byInvoice = new Map<string, { paid: Cents; skonto: Cents }>();
    for (const row of standing) {
      if (!row.invoiceId) continue;
      const sum = byInvoice.get(row.invoiceId) ?? { paid: 0, skonto: 0 };
      byInvoice.set(row.invoiceId, { paid: sum.paid + centsFromNumeric(row.amount), skonto: sum.skonto + centsFromNumeric(row.skontoAmount) });
    }
    for (const [invoiceId, sum] of byInvoice) await this.settlement.applyToInvoice(invoices.get(invoiceId)!, -sum.paid, -sum.skonto);

    const total = standing.reduce((sum, row) => sum + centsFromNumeric(row.amount), 0);
    const parts = standing.map((row) => ({
      paymentId: row.id,
      invoiceId: row.invoiceId,
      invoiceNumber: row.invoiceId ? invoices.get(row.invoiceId)!.number : null,
      amount: row.amount,
      skonto: row.skontoAmount,
      applied: row.creditAppliedAt !== null,
    }));
    const first = rows.find((row) => row.id === rootId) ?? rows[0];
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'payment.reverse',
      targetType: 'payment',
      targetId: clickedId,
      message: `Zahlung ${formatEuro(total)} vom ${formatGermanDate(first.bookedOn)} storniert (${parts.map(describe).join(', ')}): ${reason}`,
      details: { paymentId: rootId, companyId: first.companyId, amount: formatCents(total), parts, reason },
    });
  }
}

function describe(part: { invoiceNumber: string | null; amount: string; applied: boolean }): string {
  const amount = formatEuro(part.amount);
  if (!part.invoiceNumber) return `${amount} Guthaben`;
  return part.applied ? `${amount} verrechnet mit ${part.invoiceNumber}` : `${amount} auf Rechnung ${part.invoiceNumber}`;
}
