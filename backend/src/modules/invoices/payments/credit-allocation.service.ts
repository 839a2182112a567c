import { HttpStatus, Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
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
import { openCentsOf } from './payment-rules';

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
      order: { bookedOn: 'ASC', createdAt: 'ASC', id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    if (credits.length === 0) return [];
    const targets = await manager
      .createQueryBuilder(Invoice, 'i')
      .select(['i.id', 'i.orderId'])
      .where('i.companyId = :companyId', { companyId })
      .andWhere('i.kind = :kind AND i.cancelledAt IS NULL AND i.settledAt IS NULL', { kind: InvoiceKind.Invoice })
      .andWhere('i.paymentMethod IN (:...methods)', { methods: creditMethods() })
      .orderBy('i.dueDate', 'ASC', 'NULLS LAST')
      .addOrderBy('i.issueDate', 'ASC')
      .addOrderBy('i.number', 'ASC')
      .getMany();
    const applied: string[] = [];
    for (const target of targets) {
      if (credits.length === 0) break;
      const invoice = await this.settlement.tryLockInvoice(target.id, target.orderId);
      if (!invoice || invoice.cancelledAt || invoice.settledAt) continue;
      let open = openCentsOf({
        totalCents: centsFromNumeric(invoice.totalAmount),
        paidCents: centsFromNumeric(invoice.paidAmount),
        skontoCents: centsFromNumeric(invoice.skontoAmount),
      });
      let used: Cents = 0;
      while (open > 0 && credits.length > 0) {
        const credit = credits[0];
        const available = centsFromNumeric(credit.amount);
        const share = Math.min(available, open);
        applied.push(await this.take(credit, share, invoice.id, now));
        if (share === available) credits.shift();
        else credit.amount = formatCents(available - share);
        open -= share;
        used += share;
      }
      if (used > 0) await this.settlement.applyToInvoice(invoice, used, 0);
    }
    return applied;
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
    await manager.update(IncomingPayment, { id: credit.id }, { amount: formatCents(centsFromNumeric(credit.amount) - shareCents) });
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
    });
    return (result.identifiers[0] as { id: string }).id;
  }
}

/** Refused when the row changed between reading and locking it (applied or undone at the same moment). */
export const paymentChanged = () =>
  new AppError(HttpStatus.CONFLICT, 'PAYMENT_CHANGED', 'Die Zahlung wurde gerade verrechnet oder geändert. Bitte laden Sie die Liste neu und versuchen Sie es noch einmal.');
