import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { formatCents } from '../../common/money/money';
import { onDayBy } from '../../common/money/pricing';
import { AuditService } from '../audit/audit.service';
import { refundFailureText, toRefundFailureDto } from '../orders/dto/refund-failure.dto';
import { CardRefundsService, refundKey } from './card-refunds.service';
import { DuplicateCardPaymentDto } from './dto/duplicate-card-payment.dto';
import { DuplicateCardPaymentRefundDto, toProviderRefundDto } from './dto/refund.dto';
import { CheckoutSessionView, SessionRefund } from './payment-gateway';

export const duplicateNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'DUPLICATE_PAYMENT_NOT_FOUND', 'Diese doppelte Kartenzahlung gibt es nicht.');

interface DuplicateRow {
  id: string;
  order_id: string;
  order_number: string;
  session_id: string;
  paid_with_session_id: string | null;
  amount_cents: string | null;
  currency: string | null;
  received_at: Date;
  refunded_at: Date | null;
  refunded_by: string | null;
  stripe_refund_id: string | null;
  stripe_refund_failed_id: string | null;
  stripe_refund_failed_at: Date | null;
  stripe_refund_failure_reason: string | null;
}

const SELECT_DUPLICATES = `SELECT d.id, d.order_id, d.order_number, d.session_id, d.paid_with_session_id, d.amount_cents, d.currency,
       d.received_at, d.refunded_at, u.email AS refunded_by, d.stripe_refund_id,
       d.stripe_refund_failed_id, d.stripe_refund_failed_at, d.stripe_refund_failure_reason
  FROM duplicate_card_payments d LEFT JOIN users u ON u.id = d.refunded_by_user_id`;

/**
 * Money from a second card session of an order already paid (two tabs raced): kept with its amount until the back
 * office has refunded it, through the portal at the provider or in Stripe's dashboard and noted here. The order is not
 * touched.
 */
@Injectable()
export class DuplicateCardPaymentsService {
  private readonly logger = new Logger(DuplicateCardPaymentsService.name);

  constructor(
    readonly tx: TransactionHost,
    private readonly audit: AuditService,
    private readonly refunds: CardRefundsService,
  ) {}

  /** In the caller's transaction; true only for the first report of this session's money. */
  async record(session: CheckoutSessionView, orderNumber: string, paidWithSessionId: string | null): Promise<boolean> {
    const rows = await this.tx.manager.query(
      `INSERT INTO duplicate_card_payments (session_id, order_id, order_number, paid_with_session_id, amount_cents, currency)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (session_id) DO NOTHING RETURNING id`,
      [session.id, session.orderId, orderNumber, paidWithSessionId, session.amountTotal, session.currency],
    );
    return rows.length === 1;
  }

  /** One order's, newest first; without an order the ones still to refund, oldest first (the work list). */
  async list(orderId?: string): Promise<DuplicateCardPaymentDto[]> {
    const rows = orderId
      ? await this.tx.manager.query<DuplicateRow[]>(`${SELECT_DUPLICATES} WHERE d.order_id = $1 ORDER BY d.received_at DESC, d.id`, [orderId])
      : await this.tx.manager.query<DuplicateRow[]>(`${SELECT_DUPLICATES} WHERE d.refunded_at IS NULL ORDER BY d.received_at, d.id`);
    return rows.map(toDto);
  }

  /** Refunded in Stripe's dashboard: noted once; a second note (another administrator at the same time) is refused. */
  markRefunded(admin: AuthUser, id: string): Promise<DuplicateCardPaymentDto> {
    return this.note(admin, id, null);
  }

  /**
   * Refunds this money through the provider (keyed by this row, before any transaction) and notes it with the
   * provider's refund. Refused without asking the provider once noted; two administrators at once get the provider's
   * one refund, and the second learns who was first.
   */
  async refundAtProvider(admin: AuthUser, id: string): Promise<DuplicateCardPaymentRefundDto> {
    const [row] = await this.tx.manager.query<DuplicateRow[]>(`${SELECT_DUPLICATES} WHERE d.id = $1`, [id]);
    if (!row) throw duplicateNotFound();
    if (row.refunded_at) throw alreadyRefunded(row);
    const key = refundKey(`refund-duplicate-${id}`, row.stripe_refund_failed_id);
    const refund = await this.refunds.refundSession(row.session_id, key, `der doppelten Zahlung zu ${row.order_number}`);
    return { duplicate: await this.note(admin, id, refund), refund: toProviderRefundDto(refund) };
  }

  /**
   * Stripe reports that this money's refund failed: in the caller's transaction, under the row's lock, the row is to
   * refund again (back on the work list) with the failure kept, and the audit log says why. 'known' for a failure
   * recorded before (another event about the same refund), null when no duplicate payment has this refund.
   */
  async recordRefundFailure(failure: { refundId: string; reason: string }): Promise<'recorded' | 'known' | null> {
    const [row] = await this.tx.manager.query<(Pick<DuplicateRow, 'id' | 'order_id' | 'order_number' | 'refunded_at' | 'stripe_refund_id'> & { refunded_by_user_id: string | null })[]>(
      `SELECT id, order_id, order_number, refunded_at, refunded_by_user_id, stripe_refund_id FROM duplicate_card_payments
        WHERE stripe_refund_id = $1 OR stripe_refund_failed_id = $1 LIMIT 1 FOR UPDATE`,
      [failure.refundId],
    );
    if (!row) return null;
    if (row.stripe_refund_id !== failure.refundId) return 'known';
    await this.tx.manager.query(
      `UPDATE duplicate_card_payments SET refunded_at = NULL, refunded_by_user_id = NULL, stripe_refund_id = NULL,
              stripe_refund_failed_id = $2, stripe_refund_failed_at = now(), stripe_refund_failure_reason = $3
        WHERE id = $1`,
      [row.id, failure.refundId, failure.reason],
    );
    await this.audit.record({
      adminUserId: null,
      actionType: 'payment.duplicate-refund-failed',
      targetType: 'payment',
      targetId: row.id,
      message: `Erstattung der doppelten Kartenzahlung zu ${row.order_number} bei Stripe fehlgeschlagen: ${refundFailureText(failure.reason)}`,
      details: { orderId: row.order_id, orderNumber: row.order_number, stripeRefundId: failure.refundId, failureReason: failure.reason, refundedAt: row.refunded_at, refundedByUserId: row.refunded_by_user_id },
    });
    this.logger.error(`Erstattung ${failure.refundId} der doppelten Zahlung zu ${row.order_number} bei Stripe fehlgeschlagen (${failure.reason}): bitte erneut erstatten`);
    return 'recorded';
  }

  @Transactional()
  private async note(admin: AuthUser, id: string, refund: SessionRefund | null): Promise<DuplicateCardPaymentDto> {
    // Locked first, read after: a second administrator waits here and then reads who noted it (a join locked in the
    // same statement would keep the user row of its snapshot).
    const exists = await this.tx.manager.query(`SELECT 1 FROM duplicate_card_payments WHERE id = $1 FOR UPDATE`, [id]);
    if (exists.length === 0) throw duplicateNotFound();
    const [locked] = await this.tx.manager.query<DuplicateRow[]>(`${SELECT_DUPLICATES} WHERE d.id = $1`, [id]);
    if (locked.refunded_at) {
      if (refund && refund.id !== locked.stripe_refund_id) {
        this.logger.warn(`Doppelte Zahlung zu ${locked.order_number}: über Stripe erstattet (${refund.id}), inzwischen aber von Hand vermerkt`);
      }
      throw alreadyRefunded(locked);
    }
    await this.tx.manager.query(`UPDATE duplicate_card_payments SET refunded_at = now(), refunded_by_user_id = $2, stripe_refund_id = $3 WHERE id = $1`, [
      id,
      admin.id,
      refund?.id ?? null,
    ]);
    const details = { orderId: locked.order_id, orderNumber: locked.order_number, sessionId: locked.session_id, amountCents: locked.amount_cents };
    await this.audit.record(
      refund
        ? {
            adminUserId: admin.id,
            actionType: 'payment.duplicate-refunded-stripe',
            targetType: 'payment',
            targetId: id,
            message: `Doppelte Kartenzahlung zu ${locked.order_number} über Stripe erstattet`,
            details: { ...details, stripeRefundId: refund.id, refundedCents: refund.amountCents, refundedBefore: refund.alreadyRefunded },
          }
        : {
            adminUserId: admin.id,
            actionType: 'payment.duplicate-refunded',
            targetType: 'payment',
            targetId: id,
            message: `Doppelte Kartenzahlung zu ${locked.order_number} als erstattet vermerkt`,
            details,
          },
    );
    const [after] = await this.tx.manager.query<DuplicateRow[]>(`${SELECT_DUPLICATES} WHERE d.id = $1`, [id]);
    return toDto(after);
  }
}

function alreadyRefunded(row: DuplicateRow): AppError {
  const when = onDayBy(row.refunded_at!, row.refunded_by);
  return new AppError(
    HttpStatus.CONFLICT,
    'DUPLICATE_PAYMENT_ALREADY_REFUNDED',
    row.stripe_refund_id ? `Diese Zahlung ist schon über Stripe erstattet (${when}).` : `Diese Zahlung ist schon als erstattet vermerkt (${when}).`,
  );
}

function toDto(row: DuplicateRow): DuplicateCardPaymentDto {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    sessionId: row.session_id,
    paidWithSessionId: row.paid_with_session_id,
    amount: row.amount_cents === null ? null : formatCents(Number(row.amount_cents)),
    currency: row.currency,
    receivedAt: row.received_at.toISOString(),
    refundedAt: row.refunded_at?.toISOString() ?? null,
    refundedBy: row.refunded_by,
    stripeRefundId: row.stripe_refund_id,
    refundFailure: toRefundFailureDto(
      { id: row.stripe_refund_failed_id, at: row.stripe_refund_failed_at, reason: row.stripe_refund_failure_reason },
      row.refunded_at !== null,
    ),
  };
}
