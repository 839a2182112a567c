import dayjs from 'dayjs';
import 'dayjs/locale/de';

dayjs.locale('de');

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/**
 * Formats an amount as German euro text ("1.234,50 €").
 * Takes the API's decimal strings ("12.50") as they come; numbers only for fixed constants.
 */
export function formatEuro(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount.trim());
  if (amount === '' || !Number.isFinite(value)) return '–';
  return euro.format(value);
}

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

const euroWhole = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Whole euros ("184.231 €"), for overview figures such as the stock value. */
export function formatEuroWhole(amount: string | number): string {
  const value = Number(amount);
  return amount === '' || !Number.isFinite(value) ? '–' : euroWhole.format(value);
}

/** "850 KB", "1,2 MB" */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
