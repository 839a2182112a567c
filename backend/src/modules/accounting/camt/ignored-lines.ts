import { berlinToday } from '../../../common/http/date-field';
import { formatEuro } from '../../../common/money/money';
import { CamtLine } from './parsing/camt-statement';

/** The note of a bank's reversal (RvslInd): a line the statement's Gutschriften do not count (COUNTS_SQL reads it). */
export const REVERSAL_NOTE = 'Storno der Bank.';

/** Why an entry whose status is not an explicit BOOK is not booked. */
function notBookedBecause(line: CamtLine): string {
  if (line.entryStatus === null) return 'Ohne Buchungsstatus – nicht als gebucht gekennzeichnet, wird nicht gebucht.';
  if (line.entryStatusProprietary) return `Status „${line.entryStatus}“ (bankeigen) statt „gebucht“ (BOOK) – wird nicht gebucht.`;
  if (line.entryStatus === 'PDNG' || line.entryStatus === 'FUTR') return 'Vorgemerkt, noch nicht gebucht.';
  if (line.entryStatus === 'INFO') return 'Nur zur Information, keine Buchung.';
  return `Status „${line.entryStatus}“ statt „gebucht“ (BOOK) – wird nicht gebucht.`;
}

/** Only an entry the bank marks as booked with the ISO code BOOK is money on the account. */
export const isBooked = (line: CamtLine) => line.entryStatus === 'BOOK' && !line.entryStatusProprietary;

/**
 * Why a line is no candidate for a customer payment; null for a booked euro credit of more than 0,00 €. A reversal
 * is named as such whatever its status, so the Gutschriften never count it.
 */
export function ignoredBecause(line: CamtLine, repeated: boolean): string | null {
  if (line.direction === 'debit') return 'Belastung – keine Zahlung eines Kunden.';
  if (line.reversal) return REVERSAL_NOTE;
  if (!isBooked(line)) return notBookedBecause(line);
  if (line.currency !== 'EUR') return `Fremdwährung ${line.currency}.`;
  if (line.amount === '0.00') return `Betrag ${formatEuro(0)} – nichts zu buchen.`;
  if (repeated) return 'Bereits mit einem früheren Kontoauszug eingelesen.';
  return null;
}

/** What the statement's Gutschriften sum: credits in euro that are not the bank's reversals (also pending or repeated ones). */
export const countsAsCredit = (line: Pick<CamtLine, 'direction' | 'currency' | 'reversal'>) => line.direction === 'credit' && line.currency === 'EUR' && !line.reversal;

/** A booking day after tomorrow (Berlin): no payment is booked on it (the payments refuse it as the form does). */
export const bookedInFuture = (bookingDate: string | null) => bookingDate !== null && bookingDate > berlinToday(1)();
