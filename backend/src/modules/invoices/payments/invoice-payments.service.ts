import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { berlinToday, isPlausibleDay } from '../../../common/http/date-field';
import { centsFromNumeric, Cents, formatCents, formatEuro, formatGermanDate, isMoneyString, parseCents } from '../../../common/money/money';
import { AuditService } from '../../audit/audit.service';
import { DealersService } from '../../dealers/dealers.service';
import { BOOKED_ON_FUTURE_MESSAGE, BOOKED_ON_MESSAGE } from '../dto/payment.dto';
import { IncomingPayment, IncomingPaymentSource } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceKind } from '../invoice-enums';
import { CreditAllocationService, paymentChanged } from './credit-allocation.service';
import { invoiceNotFound, InvoiceSettlementService } from './invoice-settlement.service';
import { splitPayment } from './payment-rules';

/** Callers name the source of a payment with the entity's enum. */
export { IncomingPaymentSource };

export interface RecordPaymentInput {
  /** Null: a credit of the company (then companyId is required). */
  invoiceId: string | null;
  companyId?: string;
  /** "120.50": more than zero, at most two decimals. */
  amount: string;
  /** Buchungstag, YYYY-MM-DD, 2000–2099, not after tomorrow (Berlin) and, on an invoice, not before its date. */
  bookedOn: string;
  reference: string;
  source: IncomingPaymentSource;
  bankStatementLineId?: string;
  recordedByUserId: string | null;
}

/**
 * Booking money received (by hand or from a bank statement) on an invoice: partial payments, Skonto,
 * the rest of an overpayment as the company's credit, and reversal. The order row and then the invoice row
 * are locked while applying, so two payments on one invoice add up; the order's payment status follows.
 * Credit that arises goes on to the company's open invoices at once (CreditAllocationService).
 */
@Injectable()
export class InvoicePaymentsService {
  constructor(
    readonly tx: TransactionHost,
    private readonly settlement: InvoiceSettlementService,
    private readonly allocation: CreditAllocationService,
    private readonly dealers: DealersService,
    private readonly audit: AuditService,
  ) {}

  /** Books the amount; returns the rows written (the invoice's share, then a credit row for any rest). */
  @Transactional()
  async record(input: RecordPaymentInput): Promise<{ paymentIds: string[] }> {
    const amountCents = amountOf(input.amount);
    checkDay(input.bookedOn);
    if (!input.invoiceId) {
      const creditId = await this.recordCredit(input, amountCents);
      await this.allocation.applyCredit(input.companyId!);
      return { paymentIds: [creditId] };
    }

    const invoice = await this.settlement.lockInvoice(input.invoiceId);
    if (input.companyId && input.companyId !== invoice.companyId) throw invoiceNotFound();
    if (invoice.kind === InvoiceKind.Cancellation) throw await this.cancellationInvoice(invoice);
    if (invoice.cancelledAt) {
      throw new AppError(
        HttpStatus.CONFLICT,
        'PAYMENT_INVOICE_CANCELLED',
        `Die Rechnung ${invoice.number} ist storniert; darauf kann keine Zahlung gebucht werden. Buchen Sie den Betrag als Guthaben der Firma.`,
      );
    }
    if (input.bookedOn < invoice.issueDate) {
      throw new AppError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'PAYMENT_DATE_INVALID',
        `Der Buchungstag ${formatGermanDate(input.bookedOn)} liegt vor dem Rechnungsdatum ${formatGermanDate(invoice.issueDate)} der Rechnung ${invoice.number}. Bitte prüfen Sie den Buchungstag oder buchen Sie den Betrag als Guthaben der Firma.`,
      );
    }
    const split = splitPayment(figuresOf(invoice), amountCents, input.bookedOn);
    const paymentIds: string[] = [];
    if (split.appliedCents > 0) {
      paymentIds.push(await this.insert(input, invoice.companyId, invoice.id, split.appliedCents, split.skontoCents));
      await this.settlement.applyToInvoice(invoice, split.appliedCents, split.skontoCents);
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
    if (split.creditCents > 0) await this.allocation.applyCredit(invoice.companyId);
    return { paymentIds };
  }

  /**
   * Marks the payment reversed (with the reason, audited); its invoice opens again by what it had covered.
   * On credit applied to an invoice it undoes the application instead: the amount is credit again.
   */
  @Transactional()
  async reverse(paymentId: string, admin: AuthUser, reason: string): Promise<void> {
    const found = await this.tx.manager.findOneBy(IncomingPayment, { id: paymentId });
    if (!found) throw new AppError(HttpStatus.NOT_FOUND, 'PAYMENT_NOT_FOUND', 'Zahlung nicht gefunden.');
    // the same lock order as booking: order, invoice, then the payment itself
    const invoice = found.invoiceId ? await this.settlement.lockInvoice(found.invoiceId) : null;
    const payment = await this.tx.manager.findOneOrFail(IncomingPayment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    if (payment.reversedAt) throw new AppError(HttpStatus.CONFLICT, 'PAYMENT_ALREADY_REVERSED', 'Diese Zahlung ist bereits storniert.');
    // a payment moved to credit when its invoice was cancelled no longer counts on that invoice and is reversed as credit
    const movedToCredit = found.invoiceId !== null && !found.creditAppliedAt && payment.invoiceId === null;
    if (!movedToCredit && (payment.invoiceId !== found.invoiceId || !payment.creditAppliedAt !== !found.creditAppliedAt)) throw paymentChanged();
    if (invoice && payment.creditAppliedAt) return this.allocation.unapply(payment, invoice, admin, reason);

    await this.tx.manager.update(IncomingPayment, { id: payment.id }, { reversedAt: new Date(), reversedByUserId: admin.id, reversalReason: reason });
    if (invoice && payment.invoiceId === invoice.id) {
      await this.settlement.applyToInvoice(invoice, -centsFromNumeric(payment.amount), -centsFromNumeric(payment.skontoAmount));
    }
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'payment.reverse',
      targetType: 'payment',
      targetId: payment.id,
      message: `Zahlung ${formatEuro(payment.amount)} vom ${payment.bookedOn} storniert${invoice && payment.invoiceId ? ` (Rechnung ${invoice.number})` : ' (Guthaben)'}: ${reason}`,
      details: { invoiceId: payment.invoiceId, companyId: payment.companyId, amount: payment.amount, skonto: payment.skontoAmount, reason },
    });
  }

  /**
   * On cancelling an invoice the money received for it stays with the company as credit: its payments lose the
   * invoice, and a Skonto they took is withdrawn (the invoice it was granted on no longer stands). The withdrawn
   * Skonto stays on the row for the books: the DATEV export counter-books it on the cancellation's day. Credit that was
   * applied to the invoice is credit again. Then the credit goes on to the company's other open invoices.
   */
  async moveToCredit(invoiceId: string, companyId: string): Promise<void> {
    await this.tx.manager
      .createQueryBuilder()
      .update(IncomingPayment)
      .set({ invoiceId: null, creditAppliedAt: null, withdrawnSkontoAmount: () => 'withdrawn_skonto_amount + skonto_amount', skontoAmount: '0.00' })
      .where('invoice_id = :invoiceId AND reversed_at IS NULL', { invoiceId })
      .execute();
    await this.allocation.applyCredit(companyId);
  }

  /** A Stornorechnung is no invoice to pay: the refusal names it as such, with the invoice it cancels. */
  private async cancellationInvoice(invoice: Invoice): Promise<AppError> {
    const cancelled = invoice.cancelsInvoiceId ? await this.tx.manager.findOne(Invoice, { where: { id: invoice.cancelsInvoiceId }, select: { id: true, number: true } }) : null;
    return new AppError(
      HttpStatus.CONFLICT,
      'PAYMENT_INVOICE_CANCELLED',
      `${invoice.number} ist eine Stornorechnung${cancelled ? ` (zu Rechnung ${cancelled.number})` : ''}; darauf kann keine Zahlung gebucht werden. Buchen Sie den Betrag als Guthaben der Firma.`,
    );
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

/**
 * Every caller (the form, a bank statement, a paid order) books a real day of 2000–2099 that is not in the future:
 * money that has arrived. Tomorrow still, as the form allows it (a browser a time zone ahead of Berlin). DATEV, the
 * Skonto day and the dunning run read it.
 */
function checkDay(day: string): void {
  if (!isPlausibleDay(day)) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PAYMENT_DATE_INVALID', BOOKED_ON_MESSAGE);
  if (day > berlinToday(1)()) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PAYMENT_DATE_INVALID', BOOKED_ON_FUTURE_MESSAGE);
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
