import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../../common/database/transaction-host';
import { isUniqueViolation } from '../../../common/database/unique-violation';
import { AppError } from '../../../common/http/app-error';
import { IDEMPOTENCY_KEY, requestFingerprint } from '../../../common/http/request-fingerprint';
import { Cents, formatCents, formatEuro } from '../../../common/money/money';
import { AuditService } from '../../audit/audit.service';
import { DealersService } from '../../dealers/dealers.service';
import { PaymentPartDto, PaymentPartKind, PaymentPreviewDto, RecordedPaymentDto } from '../dto/payment.dto';
import { IncomingPayment, IncomingPaymentSource } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { CreditAllocationService } from './credit-allocation.service';
import { InvoiceSettlementService, invoiceNotFound } from './invoice-settlement.service';
import { amountOf, checkDay, checkExpected, checkInvoice, figuresOf, openCentsOfInvoice } from './payment-checks';
import { PaymentPartsService } from './payment-parts.service';
import { PaymentReversalService } from './payment-reversal.service';
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
  /** The payment (its first row) these rows are one more part of: the second invoice of one bank statement line. */
  partOf?: string;
  /**
   * What the administrator was shown (a bank statement's proposal): the invoice's open amount and the Skonto. When the
   * invoice differs now, nothing is booked (409 PAYMENT_OPEN_AMOUNT_CHANGED, naming the amount open now).
   */
  expected?: { openAmount: string; skontoAmount: string };
}

const IDEMPOTENCY_INDEX = 'uq_incoming_payments_idempotency_key';

/**
 * Booking money received (by hand or from a bank statement) on an invoice: partial payments, Skonto,
 * the rest of an overpayment as the company's credit, and reversal. The order row and then the invoice row
 * are locked while applying, so two payments on one invoice add up; the order's payment status follows.
 * Credit that arises goes on to the company's open invoices at once (CreditAllocationService); all rows written
 * for one amount received are parts of one payment (`partOfPaymentId`) and are reversed together.
 */
@Injectable()
export class InvoicePaymentsService {
  constructor(
    readonly tx: TransactionHost,
    private readonly settlement: InvoiceSettlementService,
    private readonly allocation: CreditAllocationService,
    private readonly parts: PaymentPartsService,
    private readonly reversal: PaymentReversalService,
    private readonly dealers: DealersService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The back office form: with an Idempotency-Key, the same request again (a double click, a retry after a lost answer,
   * also at the same moment) answers with the payment the first one booked; the same key with another body is refused.
   * Without a key every request books.
   */
  async recordOnce(input: RecordPaymentInput, key: string | undefined): Promise<RecordedPaymentDto> {
    if (key === undefined || input.recordedByUserId === null) return this.record(input);
    if (!IDEMPOTENCY_KEY.test(key)) {
      throw new AppError(HttpStatus.BAD_REQUEST, 'IDEMPOTENCY_KEY_INVALID', 'Der Idempotency-Key besteht aus 8–100 Buchstaben, Ziffern, - oder _.');
    }
    const { invoiceId, companyId, amount, bookedOn, reference } = input;
    const attempt = { key, requestHash: requestFingerprint({ invoiceId, companyId: companyId ?? null, amount, bookedOn, reference }) };
    const userId = input.recordedByUserId;
    const earlier = await this.paymentWithKey(userId, attempt);
    if (earlier) return this.parts.describe(earlier);
    try {
      return await this.tx.run(() => this.record(input, attempt));
    } catch (error) {
      // its twin committed first: this one wrote nothing and answers with that payment
      const twin = isUniqueViolation(error, IDEMPOTENCY_INDEX) ? await this.paymentWithKey(userId, attempt) : null;
      if (twin) return this.parts.describe(twin);
      throw error;
    }
  }

  /** Books the amount; returns the rows written (the invoice's share, then a credit row for any rest) and where it went. */
  @Transactional()
  async record(input: RecordPaymentInput, idempotency?: { key: string; requestHash: string }): Promise<RecordedPaymentDto> {
    const amountCents = amountOf(input.amount);
    checkDay(input.bookedOn);
    if (!input.invoiceId) {
      const creditId = await this.recordCredit(input, amountCents, idempotency);
      await this.allocation.applyCredit(input.companyId!);
      return this.parts.describe(input.partOf ?? creditId);
    }

    const invoice = await this.settlement.lockInvoice(input.invoiceId);
    await checkInvoice(this.tx.manager, invoice, { companyId: input.companyId, bookedOn: input.bookedOn });
    const split = splitPayment(figuresOf(invoice), amountCents, input.bookedOn);
    if (input.expected) checkExpected(invoice, openCentsOfInvoice(invoice), split.skontoCents, input.expected);
    const paymentIds: string[] = [];
    if (split.appliedCents > 0) {
      paymentIds.push(await this.insert(input, invoice.companyId, invoice.id, split.appliedCents, split.skontoCents, input.partOf ?? null, idempotency));
      await this.settlement.applyToInvoice(invoice, split.appliedCents, split.skontoCents);
    }
    if (split.creditCents > 0) {
      const partOf = input.partOf ?? paymentIds[0] ?? null;
      paymentIds.push(await this.insert(input, invoice.companyId, null, split.creditCents, 0, partOf, paymentIds.length ? undefined : idempotency));
    }
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
    const described = await this.parts.describe(input.partOf ?? paymentIds[0]);
    return { paymentIds, parts: described.parts };
  }

  /**
   * Where the payment would go if it were booked now, with the checks of booking (German 4xx alike), read without locks:
   * the invoice's share (with Skonto), the surplus applied to the company's other open invoices on account (older credit
   * first, as booking does) and what stays credit. Someone booking in between can change it; the booking's answer names
   * what was booked.
   */
  async preview(input: Pick<RecordPaymentInput, 'invoiceId' | 'companyId' | 'amount' | 'bookedOn'>): Promise<PaymentPreviewDto> {
    const amountCents = amountOf(input.amount);
    checkDay(input.bookedOn);
    const parts: PaymentPartDto[] = [];
    let surplus: Cents = amountCents;
    let companyId = input.companyId;
    let settled: string | null = null;
    let openAfterAmount: string | null = null;
    if (input.invoiceId) {
      const invoice = await this.tx.manager.findOneBy(Invoice, { id: input.invoiceId });
      if (!invoice) throw invoiceNotFound();
      await checkInvoice(this.tx.manager, invoice, input);
      const split = splitPayment(figuresOf(invoice), amountCents, input.bookedOn);
      if (split.appliedCents > 0) parts.push(part(PaymentPartKind.Invoice, invoice, split.appliedCents, split.skontoCents));
      surplus = split.creditCents;
      companyId = invoice.companyId;
      settled = invoice.id;
      openAfterAmount = formatCents(split.openAfterCents);
    } else {
      await this.companyName(input.companyId);
    }
    if (surplus > 0) {
      const credit = await this.allocation.previewCredit(companyId!, surplus, input.bookedOn, settled);
      for (const applied of credit.applied) parts.push(part(PaymentPartKind.Applied, { id: applied.invoiceId, number: applied.number }, applied.cents, 0));
      if (credit.creditCents > 0) parts.push(part(PaymentPartKind.Credit, null, credit.creditCents, 0));
    }
    return { parts, openAfterAmount };
  }

  /** See PaymentReversalService: the whole payment, or (on credit applied to an invoice) that application. */
  reverse(paymentId: string, admin: AuthUser, reason: string): Promise<void> {
    return this.reversal.reverse(paymentId, admin, reason);
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

  /**
   * The payment (its first row) this administrator booked with the key; the same key with another body is refused. So is
   * a payment reversed since (409): the key still stands for it and books nothing again, as at the checkout, where it
   * answers with the order as it is now; the answer here can name no reversed parts, so it says in words what became of
   * it rather than answer 201 with nothing booked.
   */
  private async paymentWithKey(userId: string, attempt: { key: string; requestHash: string }): Promise<string | null> {
    const [row] = await this.tx.manager.query<
      { id: string; part_of_payment_id: string | null; idempotency_request_hash: string; reversed_on: string | null; reversal_reason: string | null }[]
    >(
      `SELECT id, part_of_payment_id, idempotency_request_hash, to_char(reversed_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY') AS reversed_on, reversal_reason
         FROM incoming_payments WHERE recorded_by_user_id = $1 AND idempotency_key = $2`,
      [userId, attempt.key],
    );
    if (!row) return null;
    if (row.idempotency_request_hash !== attempt.requestHash) {
      throw new AppError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'IDEMPOTENCY_KEY_REUSED',
        'Dieser Idempotency-Key gehört schon zu einer Zahlung mit anderen Angaben; für eine neue Buchung braucht es einen neuen Schlüssel (Formular neu öffnen).',
      );
    }
    // the key is on the payment's first row, which a reversal marks with all its parts
    if (row.reversed_on !== null) {
      throw new AppError(
        HttpStatus.CONFLICT,
        'PAYMENT_ALREADY_REVERSED',
        `Diese Zahlung wurde bereits gebucht und am ${row.reversed_on} storniert${row.reversal_reason ? ` (${row.reversal_reason})` : ''}; sie wird nicht noch einmal gebucht. Soll der Betrag neu gebucht werden, öffnen Sie das Formular bitte neu.`,
      );
    }
    return row.part_of_payment_id ?? row.id;
  }

  private async companyName(companyId: string | undefined): Promise<string> {
    if (!companyId) {
      throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'PAYMENT_TARGET_MISSING', 'Bitte eine Rechnung oder die Firma angeben, für die die Zahlung gebucht wird.');
    }
    const names = await this.dealers.companyNames([companyId]);
    const name = names.get(companyId);
    if (name === undefined) throw new AppError(HttpStatus.NOT_FOUND, 'PAYMENT_COMPANY_NOT_FOUND', 'Firma nicht gefunden.');
    return name;
  }

  private async recordCredit(input: RecordPaymentInput, amountCents: Cents, idempotency?: { key: string; requestHash: string }): Promise<string> {
    const name = await this.companyName(input.companyId);
    const id = await this.insert(input, input.companyId!, null, amountCents, 0, input.partOf ?? null, idempotency);
    if (input.recordedByUserId) {
      await this.audit.record({
        adminUserId: input.recordedByUserId,
        actionType: 'payment.record',
        targetType: 'payment',
        targetId: id,
        message: `Zahlung ${formatEuro(amountCents)} als Guthaben von ${name} gebucht`,
        details: { companyId: input.companyId, amount: formatCents(amountCents), source: input.source },
      });
    }
    return id;
  }

  private async insert(
    input: RecordPaymentInput,
    companyId: string,
    invoiceId: string | null,
    cents: Cents,
    skontoCents: Cents,
    partOfPaymentId: string | null,
    idempotency?: { key: string; requestHash: string },
  ): Promise<string> {
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
      partOfPaymentId,
      idempotencyKey: idempotency?.key ?? null,
      idempotencyRequestHash: idempotency?.requestHash ?? null,
    });
    return (result.identifiers[0] as { id: string }).id;
  }
}

function part(kind: PaymentPartKind, invoice: Pick<Invoice, 'id' | 'number'> | null, cents: Cents, skontoCents: Cents): PaymentPartDto {
  return { kind, invoiceId: invoice?.id ?? null, invoiceNumber: invoice?.number ?? null, amount: formatCents(cents), skontoAmount: formatCents(skontoCents) };
}
