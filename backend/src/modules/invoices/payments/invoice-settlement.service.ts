import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { DomainEvents } from '../../../common/events/domain-events';
import { AppError } from '../../../common/http/app-error';
import { centsFromNumeric, Cents, formatCents } from '../../../common/money/money';
import { OrderPaymentsService } from '../../orders/order-payments.service';
import { Invoice } from '../entities/invoice.entity';
import { InvoicePaymentsChanged } from '../invoice-events';
import { openCentsOf } from './payment-rules';

export const invoiceNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND', 'Rechnung nicht gefunden.');

/**
 * The one writer of an invoice's paid amount and Skonto (payments, their reversal, credit applied): it locks the
 * order and then the invoice, and lets the order's payment status and the other modules follow.
 */
@Injectable()
export class InvoiceSettlementService {
  constructor(
    readonly tx: TransactionHost,
    private readonly orderPayments: OrderPaymentsService,
    private readonly events: DomainEvents,
  ) {}

  /** The order first (the order process locks in that order too), then the invoice. */
  async lockInvoice(invoiceId: string): Promise<Invoice> {
    const unlocked = await this.tx.manager.findOne(Invoice, { where: { id: invoiceId }, select: { id: true, orderId: true } });
    if (!unlocked) throw invoiceNotFound();
    await this.orderPayments.lockForInvoice(unlocked.orderId);
    return this.tx.manager.findOneOrFail(Invoice, { where: { id: invoiceId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The same locks without waiting: null when another transaction holds the order (it is being shipped, paid or
   * cancelled right now). Credit is applied only where that does not wait, so it never waits in a circle.
   */
  async tryLockInvoice(invoiceId: string, orderId: string): Promise<Invoice | null> {
    if (!(await this.orderPayments.tryLockForInvoice(orderId))) return null;
    return this.tx.manager.findOne(Invoice, { where: { id: invoiceId }, lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' } });
  }

  /** Adds (or, reversing, takes back) paid amount and Skonto; settledAt and the order's payment status follow. */
  async applyToInvoice(invoice: Invoice, paidDelta: Cents, skontoDelta: Cents): Promise<void> {
    const paidCents = centsFromNumeric(invoice.paidAmount) + paidDelta;
    const skontoCents = centsFromNumeric(invoice.skontoAmount) + skontoDelta;
    const totalCents = centsFromNumeric(invoice.totalAmount);
    const openCents = Math.max(0, openCentsOf({ totalCents, paidCents, skontoCents }));
    const settled = openCents === 0;
    const settledAt = settled ? (invoice.settledAt ?? new Date()) : null;
    await this.tx.manager.update(Invoice, { id: invoice.id }, { paidAmount: formatCents(paidCents), skontoAmount: formatCents(skontoCents), settledAt });
    Object.assign(invoice, { paidAmount: formatCents(paidCents), skontoAmount: formatCents(skontoCents), settledAt });
    await this.orderPayments.followInvoice(invoice.orderId, settled ? 'settled' : paidCents + skontoCents > 0 ? 'partly' : 'none');
    await this.events.publish(new InvoicePaymentsChanged(invoice.id, invoice.companyId, invoice.orderId, formatCents(openCents), settled));
  }
}
