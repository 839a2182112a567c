import { Alert, Tag, Tooltip } from 'antd';
import type { components } from '@/lib/api/schema.gen';
import { formatDateTime } from '@/lib/format';

export type RefundFailure = components['schemas']['RefundFailureDto'];

export const REFUND_FAILED_TITLE = 'Erstattung fehlgeschlagen – bitte prüfen';

/** Why and when Stripe said no, in one sentence pair. */
export function refundFailureDetail(failure: RefundFailure): string {
  return `${failure.reasonText} Stripe meldete das am ${formatDateTime(failure.failedAt)} (Erstattung ${failure.refundId}); das Geld ist nicht beim Händler angekommen.`;
}

/** Beside the payment status: the short sign, the reason on hover. */
export function RefundFailureTag({ failure }: { failure: RefundFailure | null }) {
  if (!failure) return null;
  return (
    <Tooltip title={refundFailureDetail(failure)}>
      <Tag color="error" style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
        {REFUND_FAILED_TITLE}
      </Tag>
    </Tooltip>
  );
}

/** In the expanded order: the whole story and what to do. */
export function RefundFailureAlert({ failure, className }: { failure: RefundFailure | null; className?: string }) {
  if (!failure) return null;
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      message={REFUND_FAILED_TITLE}
      description={`${refundFailureDetail(failure)} Bitte prüfen Sie die Zahlung im Stripe-Dashboard und erstatten Sie erneut mit „Über Stripe erstatten“. Nimmt die Karte nichts mehr an, überweisen Sie den Betrag und setzen den Zahlungsstatus auf „Erstattet“.`}
    />
  );
}
