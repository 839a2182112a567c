import { ApiProperty } from '@nestjs/swagger';

/** Stripe's `failure_reason` of a refund that failed. */
export enum RefundFailureReason {
  LostOrStolenCard = 'lost_or_stolen_card',
  ExpiredOrCanceledCard = 'expired_or_canceled_card',
  ChargeForPendingRefundDisputed = 'charge_for_pending_refund_disputed',
  InsufficientFunds = 'insufficient_funds',
  Declined = 'declined',
  MerchantRequest = 'merchant_request',
  Unknown = 'unknown',
}

const REASON_TEXTS: Record<RefundFailureReason, string> = {
  [RefundFailureReason.LostOrStolenCard]: 'Die Karte ist als verloren oder gestohlen gemeldet.',
  [RefundFailureReason.ExpiredOrCanceledCard]: 'Die Karte ist abgelaufen oder gekündigt.',
  [RefundFailureReason.ChargeForPendingRefundDisputed]: 'Die Zahlung wurde angefochten, während die Erstattung lief.',
  [RefundFailureReason.InsufficientFunds]: 'Das Guthaben des Stripe-Kontos reichte für die Erstattung nicht aus.',
  [RefundFailureReason.Declined]: 'Die Bank des Karteninhabers hat die Erstattung abgelehnt.',
  [RefundFailureReason.MerchantRequest]: 'Die Erstattung wurde im Stripe-Dashboard abgebrochen.',
  [RefundFailureReason.Unknown]: 'Stripe nennt keinen Grund.',
};

/** The German sentence for Stripe's reason; a reason Stripe adds later is named as it is. */
export const refundFailureText = (reason: string): string =>
  REASON_TEXTS[reason as RefundFailureReason] ?? `Grund laut Stripe: ${reason}.`;

/** What the money's screen shows while a refund Stripe reported as failed is not yet refunded again. */
export class RefundFailureDto {
  @ApiProperty({ description: 'Die fehlgeschlagene Erstattung bei Stripe', example: 're_3PxYz' })
  refundId: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Wann Stripe das Scheitern meldete' })
  failedAt: string;

  @ApiProperty({ description: 'Stripes `failure_reason`', example: 'expired_or_canceled_card' })
  reason: string;

  @ApiProperty({ description: 'Der Grund auf Deutsch', example: 'Die Karte ist abgelaufen oder gekündigt.' })
  reasonText: string;
}

/** The failure while nothing replaced the failed refund (no newer refund, not noted as refunded); else null. */
export function toRefundFailureDto(failure: { id: string | null; at: Date | null; reason: string | null }, refundedSince: boolean): RefundFailureDto | null {
  if (!failure.id || !failure.at || refundedSince) return null;
  const reason = failure.reason ?? RefundFailureReason.Unknown;
  return { refundId: failure.id, failedAt: failure.at.toISOString(), reason, reasonText: refundFailureText(reason) };
}
