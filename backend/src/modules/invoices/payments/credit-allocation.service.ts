import { HttpStatus, Injectable } from '@nestjs/common';
import { In, IsNull } from 'typeorm';
import { AuthUser } from '../../../common/auth/decorators';
import { TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { centsFromNumeric, Cents, formatCents, formatEuro } from '../../../common/money/money';
import { creditMethods } from '../../orders/payment-policies/payment-policies';
import { AuditService } from '../../audit/audit.service';
import { CompanyCreditService } from '../../dealers/company-credit.service';
import { IncomingPayment } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceKind } from '../invoice-enums';
import { InvoiceSettlementService } from './invoice-settlement.service';
import { openCentsOfInvoice } from './payment-checks';
import { CreditLeft, shareOut } from './payment-rules';

/**
 * Verrechnung: the company's credit (payments without invoice) goes to its open invoices on account, oldest due
 * date first, without Skonto. It runs in the transaction that issues an invoice or lets credit arise (overpayment,
 * credit booked, paid invoice cancelled). The company row is locked first (as the credit-limit check does), then its
 * credit rows, so two such transactions of one company run one after the other: each euro is used once, and the
 * second sees what the first applied and left. An invoice whose order another transaction holds is skipped rather
 * than waited for (that one may be waiting for the company: a circle); its turn comes with the next invoice or credit.
 */
@Injectable()
export class CreditAllocationService {
  constructor(
    readonly tx: TransactionHost,
    private readonly settlement: InvoiceSettlementService,
    private readonly companies: CompanyCreditService,
    private readonly audit: AuditService,
  ) {}

  /** Applies what credit there is; returns the rows now applied (credit rows or the parts split off them). */
  async applyCredit(companyId: string, now = new Date()): Promise<string[]> {
    const manager = this.tx.manager;
    await this.companies.lockCredit(companyId);
    const credits = await manager.find(IncomingPayment, {
      where: { companyId, invoiceId: IsNull(), reversedAt: IsNull() },
      order: CREDIT_ORDER,
      lock: { mode: 'pessimistic_write' },
    });
    if (credits.length === 0) return [];
    const rows = new Map(credits.map((credit) => [credit.id, credit]));
    const queue: CreditLeft[] = credits.map((credit) => ({ id: credit.id, cents: centsFromNumeric(credit.amount) }));
    const applied: string[] = [];
    for (const target of await this.targetsOf(companyId)) {
      if (queue.length === 0) break;
      const invoice = await this.settlement.tryLockInvoice(target.id, target.orderId);
      if (!invoice || invoice.cancelledAt || invoice.settledAt) continue;
      const shares = shareOut(queue, openCentsOfInvoice(invoice));
      for (const share of shares) applied.push(await this.take(rows.get(share.creditId)!, share.cents, invoice.id, now));
      const used = shares.reduce((sum, share) => sum + share.cents, 0);
      if (used > 0) await this.settlement.applyToInvoice(invoice, used, 0);
    }
    return applied;
  }

  /**
   * What applyCredit would do with new credit of `cents` booked on `bookedOn`, read without locks (the payment form's
   * preview): the company's older credit goes first, as it does there. `settled` is the invoice the payment settles (it
   * takes no credit). Returns the new credit's shares by invoice and what stays credit.
   */
  async previewCredit(
    companyId: string,
    cents: Cents,
    bookedOn: string,
    settled: string | null,
  ): Promise<{ applied: { invoiceId: string; number: string; cents: Cents }[]; creditCents: Cents }> {
    const NEW = 'new';
    const credits = await this.tx.manager.find(IncomingPayment, {
      select: { id: true, amount: true, bookedOn: true },
      where: { companyId, invoiceId: IsNull(), reversedAt: IsNull() },
      order: CREDIT_ORDER,
    });
    const queue: CreditLeft[] = credits.map((credit) => ({ id: credit.id, cents: centsFromNumeric(credit.amount) }));
    // the new row is the youngest: after every older credit of its day (and before those of later days)
    const at = credits.findIndex((credit) => credit.bookedOn > bookedOn);
    queue.splice(at < 0 ? queue.length : at, 0, { id: NEW, cents });
    const targets = (await this.targetsOf(companyId)).filter((target) => target.id !== settled);
    const invoices = await this.tx.manager.find(Invoice, {
      select: { id: true, number: true, totalAmount: true, paidAmount: true, skontoAmount: true },
      where: { id: In(targets.map((target) => target.id).concat(NIL)) },
    });
    const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    const applied: { invoiceId: string; number: string; cents: Cents }[] = [];
    for (const target of targets) {
      const invoice = byId.get(target.id);
      if (!invoice) continue;
      if (!queue.some((credit) => credit.id === NEW)) break;
      const mine = shareOut(queue, openCentsOfInvoice(invoice)).filter((share) => share.creditId === NEW);
      if (mine.length) applied.push({ invoiceId: invoice.id, number: invoice.number, cents: mine[0].cents });
    }
    return { applied, creditCents: queue.find((credit) => credit.id === NEW)?.cents ?? 0 };
  }

  /** The company's open invoices on account that credit goes to, in the order it goes: oldest due date first. */
  private targetsOf(companyId: string): Promise<Pick<Invoice, 'id' | 'orderId'>[]> {
    return this.tx.manager
      .createQueryBuilder(Invoice, 'i')
      .select(['i.id', 'i.orderId'])
      .where('i.companyId = :companyId', { companyId })
      .andWhere('i.kind = :kind AND i.cancelledAt IS NULL AND i.settledAt IS NULL', { kind: InvoiceKind.Invoice })
      .andWhere('i.paymentMethod IN (:...methods)', { methods: creditMethods() })
      .orderBy('i.dueDate', 'ASC', 'NULLS LAST')
      .addOrderBy('i.issueDate', 'ASC')
      .addOrderBy('i.number', 'ASC')
      .getMany();
  }

  /**
   * Undoes an application (the admin's 'Stornieren' on such a row): the amount is credit again and the invoice opens
   * by it. It is not applied again by itself; the next invoice or credit of the company takes it along.
   * The caller holds the invoice and then the payment locked.
   */
  async unapply(payment: IncomingPayment, invoice: Invoice, admin: AuthUser, reason: string): Promise<void> {
    await this.tx.manager.update(IncomingPayment, { id: payment.id }, { invoiceId: null, creditAppliedAt: null });
    await this.settlement.applyToInvoice(invoice, -centsFromNumeric(payment.amount), 0);
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'payment.unapply',
      targetType: 'payment',
      targetId: payment.id,
      message: `Verrechnung von ${formatEuro(payment.amount)} Guthaben mit Rechnung ${invoice.number} aufgehoben: ${reason}`,
      details: { invoiceId: invoice.id, companyId: payment.companyId, amount: payment.amount, reason },
    });
  }

  /** The whole credit row goes to the invoice, or the share is split off it as a row of its own. */
  private async take(credit: IncomingPayment, shareCents: Cents, invoiceId: string, now: Date): Promise<string> {
    const manager = this.tx.manager;
    if (shareCents === centsFromNumeric(credit.amount)) {
      await manager.update(IncomingPayment, { id: credit.id }, { invoiceId, creditAppliedAt: now });
      return credit.id;
    }
    // the row keeps what is left: the next invoice in this run takes from that
    credit.amount = formatCents(centsFromNumeric(credit.amount) - shareCents);
    await manager.update(IncomingPayment, { id: credit.id }, { amount: credit.amount });
    const result = await manager.insert(IncomingPayment, {
      companyId: credit.companyId,
      invoiceId,
      amount: formatCents(shareCents),
      skontoAmount: '0.00',
      withdrawnSkontoAmount: '0.00',
      bookedOn: credit.bookedOn,
      reference: credit.reference,
      source: credit.source,
      bankStatementLineId: credit.bankStatementLineId,
      recordedByUserId: credit.recordedByUserId,
      creditAppliedAt: now,
      splitFromPaymentId: credit.id,
      // still part of the payment the credit came with: reversing that payment reverses this part too
      partOfPaymentId: credit.partOfPaymentId ?? credit.id,
    });
    return (result.identifiers[0] as { id: string }).id;
  }
}

/** Oldest credit first. */
const CREDIT_ORDER = { bookedOn: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;
/** An id no invoice has: keeps `In([])` valid. */
const NIL = '00000000-0000-0000-0000-000000000000';

/** Refused when the row changed between reading and locking it (applied or undone at the same moment). */
export const paymentChanged = () =>
  new AppError(HttpStatus.CONFLICT, 'PAYMENT_CHANGED', 'Die Zahlung wurde gerade verrechnet oder geändert. Bitte laden Sie die Liste neu und versuchen Sie es noch einmal.');
