import { Tag } from 'antd';
import type { BankStatementLineStatus } from '../api/types';

export const LINE_STATUS: Record<BankStatementLineStatus, { label: string; color: string }> = {
  proposed: { label: 'Vorschlag', color: 'blue' },
  unmatched: { label: 'Nicht zugeordnet', color: 'orange' },
  booked: { label: 'Gebucht', color: 'green' },
  ignored: { label: 'Ignoriert', color: 'default' },
};

export function LineStatusTag({ status }: { status: BankStatementLineStatus }) {
  return <Tag color={LINE_STATUS[status].color}>{LINE_STATUS[status].label}</Tag>;
}
