import { Tag } from 'antd';
import { formatDate } from '@/lib/format';
import type { OpenItem } from '../api/queries';

/** What a dealer reads of an invoice at a glance: storniert, bezahlt, überfällig, teilweise bezahlt, offen. */
export function OpenItemState({ item }: { item: OpenItem }) {
  if (item.cancelled) return <Tag>Storniert</Tag>;
  if (Number(item.openAmount) <= 0) return <Tag color="green">Bezahlt</Tag>;
  if (item.overdueDays > 0) return <Tag color="red">{item.overdueDays === 1 ? '1 Tag überfällig' : `${item.overdueDays} Tage überfällig`}</Tag>;
  if (Number(item.paidAmount) > 0) return <Tag color="gold">Teilweise bezahlt</Tag>;
  return <Tag color="blue">Offen</Tag>;
}

/** "bis 10.12.2026 (2 %)" while Skonto is still possible; a dash otherwise. */
export function skontoText(item: OpenItem, today: string): string {
  if (!item.skontoUntil || !item.skontoPercent || Number(item.openAmount) <= 0 || Number(item.paidAmount) > 0 || item.skontoUntil < today) {
    return Number(item.skontoAmount) > 0 ? 'gewährt' : '–';
  }
  const percent = Number(item.skontoPercent).toLocaleString('de-DE', { maximumFractionDigits: 2 });
  return `bis ${formatDate(item.skontoUntil)} (${percent} %)`;
}

export const overdueText = (days: number) => (days > 0 ? String(days) : '–');
