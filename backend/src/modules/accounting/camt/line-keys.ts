import { createHash } from 'crypto';
import { CamtLine } from './parsing/camt-statement';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Placeholders banks put where they have no reference of their own. */
const NO_REFERENCE = new Set(['NONREF', 'NOTPROVIDED']);

/**
 * A key per booking that is the same in every file the bank delivers it in: the bank's entry reference and
 * the transaction's place in the entry, or, without a reference, the booking's content. A counter keeps two
 * lines with the same material (two identical transfers on one day, a reference a bank repeats) two lines.
 */
export function lineKeys(iban: string, lines: CamtLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const reference = line.entryReference && !NO_REFERENCE.has(line.entryReference.toUpperCase()) ? line.entryReference : null;
    const material = reference
      ? `${iban}|ref|${reference}|${line.transactionIndex}`
      : [iban, line.bookingDate, line.direction, line.amount, line.currency, line.endToEndId, line.counterpartyIban, line.remittanceLines.join(' ')].join('|');
    const occurrence = (seen.get(material) ?? 0) + 1;
    seen.set(material, occurrence);
    return sha256(`${material}|#${occurrence}`);
  });
}
