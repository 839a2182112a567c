import dayjs from 'dayjs';
import 'dayjs/locale/de';

// Also sets the language of antd's date pickers: every chunk that uses dayjs loads this module with it.
dayjs.locale('de');

// The amounts live without dayjs in format-euro.ts, so a product card does not bring dayjs to the first page.
export { formatEuro, formatEuroWhole } from './format-euro';

type DateInput = string | number | Date;

/** "01.10.2025" */
export function formatDate(value: DateInput): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY') : '–';
}

/** "1. Oktober 2025", the long form used for news. */
export function formatLongDate(value: DateInput): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale('de').format('D. MMMM YYYY') : '–';
}

/** "01.10.2025, 14:05" */
export function formatDateTime(value: DateInput): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY, HH:mm') : '–';
}

/** "850 KB", "1,2 MB" */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
