import { formatEuro } from '@/lib/format';
import type { IncomingPayment, PaymentPart } from '../api/queries';

/** The server accepts 8–100 letters, digits, '-' or '_'; one key per opening of the payment form. */
export function newPaymentKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  return `zahlung-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

type Part = Pick<PaymentPart, 'kind' | 'invoiceNumber' | 'amount' | 'skontoAmount'>;

/** "103,49 € auf RE-2026-00004", "96,51 € verrechnet mit RE-2026-00003", "5,00 € als Guthaben der Firma". */
export function partText(part: Part): string {
  const amount = formatEuro(part.amount);
  if (part.kind === 'credit' || !part.invoiceNumber) return `${amount} als Guthaben der Firma`;
  if (part.kind === 'applied') return `${amount} verrechnet mit ${part.invoiceNumber}`;
  return `${amount} auf ${part.invoiceNumber}${Number(part.skontoAmount) > 0 ? ` (+ ${formatEuro(part.skontoAmount)} Skonto)` : ''}`;
}

/** The parts in one sentence: "103,49 € auf RE-…, 96,51 € verrechnet mit RE-… und 5,00 € als Guthaben der Firma". */
export function partsText(parts: Part[]): string {
  const texts = parts.map(partText);
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} und ${texts[texts.length - 1]}`;
}

/** The success message after booking: where the money went, as the server booked it. */
export function bookedMessage(parts: Part[]): string {
  return parts.length === 0 ? 'Zahlung gebucht.' : `Zahlung gebucht: ${partsText(parts)}.`;
}

/** What the form says before booking, from the server's preview: a surplus is a warning naming where it goes. */
export function previewNotice(
  parts: Part[],
  openAfterAmount: string | null,
): { type: 'info' | 'warning'; message: string; lines: string[] } | null {
  if (parts.length === 0) return null;
  const surplus = parts.filter((part) => part.kind !== 'invoice');
  const own = parts.find((part) => part.kind === 'invoice');
  if (surplus.length === 0) {
    if (!own) return null;
    const open = openAfterAmount !== null && Number(openAfterAmount) > 0;
    return {
      type: 'info',
      message: open
        ? `Teilzahlung: Auf ${own.invoiceNumber} bleiben danach ${formatEuro(openAfterAmount)} offen.`
        : `${own.invoiceNumber} ist danach beglichen${Number(own.skontoAmount) > 0 ? ` (mit ${formatEuro(own.skontoAmount)} Skonto)` : ''}.`,
      lines: [],
    };
  }
  const surplusCents = surplus.reduce((sum, part) => sum + Math.round(Number(part.amount) * 100), 0);
  const message = own
    ? `Der Betrag übersteigt den offenen Betrag von ${own.invoiceNumber} um ${formatEuro(surplusCents / 100)}. So wird gebucht:`
    : 'Ohne Rechnung wird der Betrag Guthaben der Firma und mit ihren offenen Rechnungen verrechnet. So wird gebucht:';
  return { type: own ? 'warning' : 'info', message, lines: parts.map(partText) };
}

/** A payment row's kind as the parts name it. */
export const kindOf = (payment: IncomingPayment): PaymentPart['kind'] =>
  payment.invoiceNumber === null ? 'credit' : payment.creditAppliedAt ? 'applied' : 'invoice';

/** The payment a row belongs to (its first row's id). */
export const paymentOf = (payment: IncomingPayment) => payment.partOfPaymentId ?? payment.id;

/** The standing rows of the payment `payment` belongs to (itself included): what 'Stornieren' reverses. */
export function standingParts(payments: IncomingPayment[], payment: IncomingPayment): IncomingPayment[] {
  const id = paymentOf(payment);
  return payments.filter((row) => paymentOf(row) === id && !row.reversedAt);
}

/** Rows of a payment as parts (for the texts). */
export const asParts = (rows: IncomingPayment[]): Part[] =>
  rows.map((row) => ({ kind: kindOf(row), invoiceNumber: row.invoiceNumber, amount: row.amount, skontoAmount: row.skontoAmount }));
