import { Cents } from '../../../common/money/money';
import type { DatevBooking } from './datev-bookings';
import { BUCHUNGSSTAPEL_COLUMNS, COLUMN } from './extf-columns';
import { toWindows1252Text } from './windows-1252';

/** What line 1 of every EXTF file says: who it is for and the fiscal year. Days are YYYY-MM-DD. */
export interface ExtfFileHeader {
  createdAt: Date;
  consultantNumber: number;
  clientNumber: number;
  fiscalYearStart: string;
  accountLength: number;
}

/** A Buchungsstapel's header adds its period and a name. */
export interface ExtfHeader extends ExtfFileHeader {
  from: string;
  to: string;
  /** Bezeichnung of the batch, at most 30 characters. */
  description: string;
}

const HEADER_FIELDS = 31;
const BOOKINGS = { category: '21', name: 'Buchungsstapel', version: '13' };
const DEBTORS = { category: '16', name: 'Debitoren/Kreditoren', version: '5' };

/**
 * Line 1 (DATEV header, version 700) as far as all formats share it: 'EXTF', data category, format name and version,
 * creation time, then consultant, client, fiscal year start and account length. Text fields quoted, numbers and
 * dates (YYYYMMDD) bare; unused positions stay empty.
 */
function commonHeaderFields(format: typeof BOOKINGS, header: ExtfFileHeader): string[] {
  const fields = new Array<string>(HEADER_FIELDS).fill('');
  const set = (position: number, value: string) => (fields[position - 1] = value);
  set(1, text('EXTF'));
  set(2, '700');
  set(3, format.category);
  set(4, text(format.name));
  set(5, format.version);
  set(6, berlinTimestamp(header.createdAt));
  set(8, text('RE')); // Herkunft: Rechnungswesen
  set(9, text(''));
  set(10, text(''));
  set(11, String(header.consultantNumber));
  set(12, String(header.clientNumber));
  set(13, compactDay(header.fiscalYearStart));
  set(14, String(header.accountLength));
  for (const position of [17, 18, 22, 24, 27, 30, 31]) set(position, text(''));
  return fields;
}

/** The Buchungsstapel's line 1 (data category 21, Formatversion 13) with its period. */
export function headerFields(header: ExtfHeader): string[] {
  const fields = commonHeaderFields(BOOKINGS, header);
  const set = (position: number, value: string) => (fields[position - 1] = value);
  set(15, compactDay(header.from));
  set(16, compactDay(header.to));
  set(17, text(header.description, 30));
  set(19, '1'); // Buchungstyp: Finanzbuchführung
  set(20, '0'); // Rechnungslegungszweck: unabhängig
  set(21, '0'); // not locked: the tax adviser checks the batch before Festschreibung
  set(22, text('EUR'));
  return fields;
}

/** Line 1 of the Debitoren/Kreditoren master data (data category 16, Formatversion 5): no period. */
export const debtorHeaderFields = (header: ExtfFileHeader): string[] => commonHeaderFields(DEBTORS, header);

/** One booking line with all 125 columns; only the ones the portal knows are filled. */
export function bookingFields(booking: DatevBooking): string[] {
  const fields = new Array<string>(BUCHUNGSSTAPEL_COLUMNS.length).fill('');
  const set = (position: number, value: string) => (fields[position - 1] = value);
  set(COLUMN.amount, decimalComma(booking.amount));
  set(COLUMN.side, text(booking.side));
  set(COLUMN.currency, text('EUR'));
  set(COLUMN.account, booking.account);
  set(COLUMN.contraAccount, booking.contraAccount);
  set(COLUMN.buKey, text('')); // automatic accounts (8400, 8736) carry their VAT: no BU-Schlüssel
  set(COLUMN.documentDate, dayMonth(booking.date));
  set(COLUMN.documentField1, text(documentField(booking.documentField1), 36));
  set(COLUMN.documentField2, text(''));
  set(COLUMN.text, text(booking.text, 60));
  if (booking.dueDate) set(COLUMN.dueDate, dayMonthYear(booking.dueDate));
  return fields;
}

/** The whole file as text: header, headings, bookings, each line ended by CR LF. Encode with encodeWindows1252. */
export function buchungsstapel(header: ExtfHeader, bookings: DatevBooking[]): string {
  const lines = [headerFields(header), [...BUCHUNGSSTAPEL_COLUMNS], ...bookings.map(bookingFields)];
  return lines.map((fields) => `${fields.join(';')}\r\n`).join('');
}

/** A quoted text field: no line breaks or other control characters, Windows-1252 only, quotes doubled. */
export function text(value: string, max?: number): string {
  const clean = toWindows1252Text(value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim());
  const cut = max === undefined ? clean : clean.slice(0, max).trimEnd();
  return `"${cut.replace(/"/g, '""')}"`;
}

/** Belegfeld 1 takes letters, digits and $ & % * + - / only. */
const documentField = (value: string) => value.replace(/[^A-Za-z0-9$&%*+\-/]/g, '');

/** 11900 → '119,00': decimal comma, no thousands separator, no sign. */
export function decimalComma(cents: Cents): string {
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '2026-03-05' → '0503' (Belegdatum: the year comes from the header). */
export const dayMonth = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}`;
/** '2026-03-05' → '05032026' */
export const dayMonthYear = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
/** '2026-03-05' → '20260305' */
export const compactDay = (day: string) => day.replace(/-/g, '');

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Erzeugt am: YYYYMMDDHHMMSSmmm in Berlin time. */
export function berlinTimestamp(instant: Date): string {
  const part = (type: string) => berlinParts.formatToParts(instant).find((p) => p.type === type)!.value;
  return `${part('year')}${part('month')}${part('day')}${part('hour')}${part('minute')}${part('second')}${String(instant.getUTCMilliseconds()).padStart(3, '0')}`;
}
