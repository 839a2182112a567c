import { Tag } from 'antd';
import { orderStatusInfo, paymentStatusInfo } from './order-labels';

export function OrderStatusTag({ status }: { status: string }) {
  const info = orderStatusInfo(status);
  return <Tag color={info.color}>{info.label}</Tag>;
}

export function PaymentStatusTag({ status }: { status: string }) {
  const info = paymentStatusInfo(status);
  return <Tag color={info.color}>{info.label}</Tag>;
}
