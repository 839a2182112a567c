import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../../common/database/transaction-host';
import { DomainEvents } from '../../../common/events/domain-events';
import { AppError } from '../../../common/http/app-error';
import { centsFromNumeric, Cents, formatCents, formatEuro, isMoneyString, parseCents } from '../../../common/money/money';
import { AuditService } from '../../audit/audit.service';
import { DealersService } from '../../dealers/dealers.service';
import { OrderPaymentsService } from '../../orders/order-payments.service';
import { IncomingPayment, IncomingPaymentSource } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { InvoicePaymentsChanged } from '../invoice-events';
import { InvoiceKind } from '../invoice-enums';
import { openCentsOf, splitPayment } from './payment-rules';

/** Callers name the source of a payment with the entity's enum. */
export { IncomingPaymentSource };

export interface RecordPaymentInput {
  /** Null: a credit of the company (then companyId is required). */
  invoiceId: string | null;
  companyId?: string;
  /** "120.50": more than zero, at most two decimals. */
  amount: string;
  /** Buchungstag, YYYY-MM-DD. */
  bookedOn: string;
  reference: string;
  source: IncomingPaymentSource;
  bankStatementLineId?: string;
  recordedByUserId: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const invoiceNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND', 'Rechnung nicht gefunden.');

/**
 * Booking money received (by hand or from a bank statement) on an invoice: partial payments, Skonto,
 * the rest of an overpayment as the company's credit, and reversal. The order row and then the invoice row
 * are locked while applying, so two payments on one invoice add up; the order's payment status follows.
 */
@Injectable()
export class InvoicePaymentsService {
  constructor(
    readonly tx: TransactionHost,
    private readonly orderPayments: OrderPaymentsService,
    private readonly dealers: DealersService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  /** Books the amount; returns the rows written (the invoice's share, then a credit row for any rest). */
  @Transactional()
  async record(input: RecordPaymentInput): Promise<{ paymentIds: string[] }> {
    const amountCents = amountOf(input.amount);
    checkDay(input.bookedOn);
    if (!input.invoiceId) return { paymentIds: [await this.recordCredit(input, amountCents)] };

    const invoice = await this.lockInvoice(input.invoiceId);
    if (input.companyId && input.companyId !== invoice.companyId) throw invoiceNotFound();
    if (invoice.kind !== InvoiceKind.Invoice || invoice.cancelledAt) {
      throw new AppError(
        HttpStatus.CONFLICT,
        'PAYMENT_INVOICE_CANCELLED',
        `Die Rechnung ${invoice.number} ist storniert; darauf kann keine Zahlung gebucht werden. Buchen Sie den Betrag als Guthaben der Firma.`,
      );
    }
    const split = splitPayment(figuresOf(invoice), amountCents, input.bookedOn);
    const paymentIds: string[] = [];
    if (split.appliedCents > 0) {
      paymentIds.push(await this.insert(input, invoice.companyId, invoice.id, split.appliedCents, split.skontoCents));
      await this.applyToInvoice(invoice, split.appliedCents, split.skontoCents);
    }
    if (split.creditCents > 0) paymentIds.push(await this.insert(input, invoice.companyId, null, split.creditCents, 0));
    if (input.recordedByUserId) {
      await this.audit.record({
        adminUserId: input.recordedByUserId,
        actionType: 'payment.record',
        targetType: 'payment',
        targetId: paymentIds[0],
        message: `Zahlung ${formatEuro(amountCents)} auf Rechnung ${invoice.number} gebucht${split.skontoCents ? ` (Skonto ${formatEuro(split.skontoCents)})` : ''}${split.creditCents ? `, ${formatEuro(split.creditCents)} als Guthaben` : ''}`,
        details: { invoiceId: invoice.id, amount: formatCents(amountCents), skonto: formatCents(split.skontoCents), credit: formatCents(split.creditCents), paymentIds, source: input.source },
      });
    }
    return { paymentIds };
  }

  /** Marks the payment reversed (with the reason, audited); its invoice opens again by what it had covered. */
  @Transactional()
  async reverse(paymentId: string, admin: AuthUser, reason: string): Promise<void> {
    const found = await this.tx.manager.findOneBy(IncomingPayment, { id: paymentId });
    if (!found) throw new AppError(HttpStatus.NOT_FOUND, 'PAYMENT_NOT_FOUND', 'Zahlung nicht gefunden.');
    // the same lock order as booking: order, invoice, then the payment itself
    const invoice = found.invoiceId ? await this.lockInvoice(found.invoiceId) : null;
    const payment = await this.tx.manager.findOneOrFail(IncomingPayment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    if (payment.reversedAt) throw new AppError(HttpStatus.CONFLICT, 'PAYMENT_ALREADY_REVERSED', 'Diese Zahlung ist bereits storniert.');
    await this.tx.manager.update(IncomingPayment, { id: payment.id }, { reversedAt: new Date(), reversedByUserId: admin.id, reversalReason: reason });
    // a payment moved to credit when its invoice was cancelled no longer counts on that invoice
    if (invoice && payment.invoiceId === invoice.id) {
      await this.applyToInvoice(invoice, -centsFromNumeric(payment.amount), -centsFromNumeric(payment.skontoAmount));
    }
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'payment.reverse',
      targetType: 'payment',
      targetId: payment.id,
      message: `Zahlung ${formatEuro(payment.amount)} vom ${payment.bookedOn} storniert${invoice ? ` (Rechnung ${invoice.number})` : ' (Guthaben)'}: ${reason}`,
      details: { invoiceId: payment.invoiceId, companyId: payment.companyId, amount: payment.amount, skonto: payment.skontoAmount, reason },
    });
  }

  /**
   * On cancelling an invoice the money received for it stays with the company as credit: its payments
   * lose the invoice (and the Skonto, which was granted on an invoice that no longer stands).
   */
  async moveToCredit(invoiceId: string): Promise<void> {
    await this.tx.manager
      .createQueryBuilder()
      .update(IncomingPayment)
      .set({ invoiceId: null, skontoAmount: '0.00' })
      .where('invoice_id = :invoiceId AND reversed_at IS NULL', { invoiceId })
      .execute();
  }

  private async recordCredit(input: RecordPaymentInput, amountCents: Cents): Promise<string> {
    if (!input.companyId) {
      throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PAYMENT_TARGET_MISSING', 'Bitte eine Rechnung oder die Firma angeben, für die die Zahlung gebucht wird.');
    }
    const names = await this.dealers.companyNames([input.companyId]);
    if (!names.has(input.companyId)) throw new AppError(HttpStatus.NOT_FOUND, 'PAYMENT_COMPANY_NOT_FOUND', 'Firma nicht gefunden.');
    const id = await this.insert(input, input.companyId, null, amountCents, 0);
    if (input.recordedByUserId) {
      await this.audit.record({
        adminUserId: input.recordedByUserId,
        actionType: 'payment.record',
        targetType: 'payment',
        targetId: id,
        message: `Zahlung ${formatEuro(amountCents)} als Guthaben von ${names.get(input.companyId)} gebucht`,
        details: { companyId: input.companyId, amount: formatCents(amountCents), source: input.source },
      });
    }
    return id;
  }

  /** The order first (the order process locks in that order too), then the invoice. */
  private async lockInvoice(invoiceId: string): Promise<Invoice> {
    const unlocked = await this.tx.manager.findOne(Invoice, { where: { id: invoiceId }, select: { id: true, orderId: true } });
    if (!unlocked) throw invoiceNotFound();
    await this.orderPayments.lockForInvoice(unlocked.orderId);
    return this.tx.manager.findOneOrFail(Invoice, { where: { id: invoiceId }, lock: { mode: 'pessimistic_write' } });
  }

  private async insert(input: RecordPaymentInput, companyId: string, invoiceId: string | null, cents: Cents, skontoCents: Cents): Promise<string> {
    const result = await this.tx.manager.insert(IncomingPayment, {
      companyId,
      invoiceId,
      amount: formatCents(cents),
      skontoAmount: formatCents(skontoCents),
      bookedOn: input.bookedOn,
      reference: input.reference.trim().slice(0, 300),
      source: input.source,
      bankStatementLineId: input.bankStatementLineId ?? null,
      recordedByUserId: input.recordedByUserId,
    });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Adds (or, reversing, takes back) paid amount and Skonto; settledAt and the order's payment status follow. */
  private async applyToInvoice(invoice: Invoice, paidDelta: Cents, skontoDelta: Cents): Promise<void> {
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

function amountOf(amount: string): Cents {
  const cents = isMoneyString(amount) ? parseCents(amount) : 0;
  if (cents <= 0) {
    throw new AppError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'PAYMENT_AMOUNT_INVALID',
      'Bitte einen Betrag größer als 0 mit höchstens zwei Nachkommastellen angeben (z. B. 120.50).',
    );
  }
  return cents;
}

function checkDay(day: string): void {
  const noon = ISO_DAY.test(day) ? new Date(`${day}T12:00:00Z`) : null;
  const valid = noon !== null && !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === day;
  if (!valid) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PAYMENT_DATE_INVALID', 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).');
}

function figuresOf(invoice: Invoice) {
  return {
    totalCents: centsFromNumeric(invoice.totalAmount),
    paidCents: centsFromNumeric(invoice.paidAmount),
    skontoCents: centsFromNumeric(invoice.skontoAmount),
    skontoPercent: invoice.skontoPercent,
    skontoUntil: invoice.skontoUntil,
  };
}
