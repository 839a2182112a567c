import { Tag } from 'antd';
import { dealerPaymentStatus, orderStatusInfo, paymentStatusInfo, STATUS_SUBJECT } from './order-labels';

/** `labelled` where order and payment status stand side by side, so 'Ausstehend' says what is pending. */
export function OrderStatusTag({ status, labelled = false }: { status: string; labelled?: boolean }) {
  const info = orderStatusInfo(status);
  return <Tag color={info.color}>{labelled ? `${STATUS_SUBJECT.order}: ${info.label}` : info.label}</Tag>;
}

/**
 * `labelled` is the dealer's badge ('Zahlung: bei Lieferung'); with the order's status a cancelled order that was never
 * paid reads 'Zahlung: entfällt' instead of 'Ausstehend'.
 */
export function PaymentStatusTag({ status, labelled = false, orderStatus }: { status: string; labelled?: boolean; orderStatus?: string }) {
  if (!labelled) {
    const info = paymentStatusInfo(status);
    return <Tag color={info.color}>{info.label}</Tag>;
  }
  const info = dealerPaymentStatus(status, orderStatus);
  return <Tag color={info.color}>{`${STATUS_SUBJECT.payment}: ${info.label}`}</Tag>;
}
