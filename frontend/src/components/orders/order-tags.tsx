import { Tag } from 'antd';
import { orderStatusInfo, paymentStatusInfo, STATUS_SUBJECT } from './order-labels';

/** `labelled` where order and payment status stand side by side, so 'Ausstehend' says what is pending. */
export function OrderStatusTag({ status, labelled = false }: { status: string; labelled?: boolean }) {
  const info = orderStatusInfo(status);
  return <Tag color={info.color}>{labelled ? `${STATUS_SUBJECT.order}: ${info.label}` : info.label}</Tag>;
}

export function PaymentStatusTag({ status, labelled = false }: { status: string; labelled?: boolean }) {
  const info = paymentStatusInfo(status);
  return <Tag color={info.color}>{labelled ? `${STATUS_SUBJECT.payment}: ${info.label}` : info.label}</Tag>;
}
