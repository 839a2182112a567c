import type { components } from '@/lib/api/schema.gen';
import { formatDate } from '@/lib/format';

type OrderStatus = components['schemas']['OrderStatus'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_approval: 'Freigabe ausstehend',
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

let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * The start of `text` that fits into `maxWidth` pixels in `font`, with '…' where it was cut, so a label
 * keeps its first letters and loses its end. Without a canvas (tests) it falls back to a character count.
 */
export function fitToWidth(text: string, maxWidth: number, font: string): string {
  if (measuring === undefined) measuring = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measuring) return shorten(text, Math.max(4, Math.floor(maxWidth / 6.5)));
  measuring.font = font;
  if (measuring.measureText(text).width <= maxWidth) return text;
  let end = text.length - 1;
  while (end > 1 && measuring.measureText(`${text.slice(0, end).trimEnd()}…`).width > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/**
 * The top of a value axis that starts at zero: the data's largest value rounded up to 1, 2, 2.5 or 5 times a power
 * of ten (518 € → 600 €, so the ticks read 0, 150, 300 …), and 1 when every value is zero (recharts would otherwise
 * centre a [0, 0] axis on zero and draw the line through its middle).
 */
export function axisTop(dataMax: number): number {
  if (!(dataMax > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(dataMax));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => dataMax <= factor * power * (1 + 1e-9))!;
  return step * power;
}
