import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { DealerProfile } from '../api/queries';

const STATUS = {
  approved: { color: 'success', icon: <CheckCircleOutlined />, label: 'Freigeschaltet' },
  pending: { color: 'warning', icon: <ClockCircleOutlined />, label: 'Prüfung ausstehend' },
  rejected: { color: 'error', icon: <CloseCircleOutlined />, label: 'Abgelehnt' },
} as const;

export function DealerStatusTag({ status }: { status: DealerProfile['status'] }) {
  const { color, icon, label } = STATUS[status];
  return (
    <Tag color={color} icon={icon} style={{ fontSize: 14, padding: '2px 10px' }}>
      {label}
    </Tag>
  );
}
