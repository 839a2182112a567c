import type { components } from '@/lib/api/schema.gen';
import { formatDate } from '@/lib/format';

type OrderStatus = components['schemas']['OrderStatus'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Ausstehend',
  processing: 'In Bearbeitung',
  shipped: 'Versandt',
  delivered: 'Zugestellt',
  cancelled: 'Storniert',
};

/** ISO 8601 week number of a Monday given as "YYYY-MM-DD" (the week belongs to the year of its Thursday). */
export function isoWeek(monday: string): number {
  const [year, month, day] = monday.split('-').map(Number);
  const thursday = new Date(Date.UTC(year, month - 1, day + 3));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  return 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 24 * 60 * 60 * 1000));
}

export const weekLabel = (monday: string) => `KW ${isoWeek(monday)}`;
export const weekRange = (monday: string) => {
  const [year, month, day] = monday.split('-').map(Number);
  return `${formatDate(new Date(year, month - 1, day))} – ${formatDate(new Date(year, month - 1, day + 6))}`;
};

/** Long names shortened for an axis; the tooltip shows them whole. */
export const shorten = (text: string, max = 22) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
