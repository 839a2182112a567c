import { FIRST_DAY, isPlausibleDay, LAST_DAY } from '../../../../common/http/date-field';
import { replaceControls, textProblem } from '../../../../common/http/text-field';
import { formatGermanDate } from '../../../../common/money/money';
import { CamtReadError } from './camt-read-error';

/**
 * What XML 1.0 forbids in a document: C0 controls but tab, line feed and carriage return (NUL among them, which
 * PostgreSQL refuses in text), and U+FFFE, U+FFFF. A bank's camt.053 cannot hold them; a file that does is damaged.
 */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** Refuses a file with a character XML forbids, naming its line and code point. */
export function refuseNonXmlCharacters(xml: string): void {
  const found = NOT_XML.exec(xml);
  if (!found) return;
  const line = xml.slice(0, found.index).split('\n').length;
  const code = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  const what = found[0] < ' ' ? 'ein Steuerzeichen' : 'ein unzulässiges Zeichen';
  throw new CamtReadError(
    'content',
    `Die Datei enthält in Zeile ${line} ${what} (U+${code}), das in einer XML-Datei nicht vorkommen darf. Bitte laden Sie den Kontoauszug unverändert hoch, wie ihn die Bank liefert.`,
  );
}

/** CDATA sections and comments keep a reference as written; elsewhere `&#228;` and `&#xE4;` stand for a character. */
const REFERENCE_OR_LITERAL = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|&#(?:x([0-9A-Fa-f]+)|([0-9]+));/g;
/** The characters XML 1.0 allows (its production Char): tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF. */
const isXmlCharacter = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
/** A decoded reference to markup stays an entity the parser resolves, so `&#60;` is text, never a tag. */
const MARKUP: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/**
 * Numeric character references (`&#228;`, `&#x2D;`) as the characters they stand for, before the parser (which,
 * without its HTML entities, would keep them as text: 'H&#228;ndler', 'RE&#45;2026&#45;00001'). A reference to a
 * character XML forbids (`&#0;`, a surrogate, U+FFFE) or beyond Unicode makes the file damaged, as such a character
 * written directly does (refuseNonXmlCharacters). What the text rules drop (bidi controls, C1) keptText drops later.
 */
export function decodeCharacterReferences(xml: string): string {
  return xml.replace(REFERENCE_OR_LITERAL, (found: string, hex: string | undefined, decimal: string | undefined, offset: number) => {
    if (hex === undefined && decimal === undefined) return found;
    const code = hex !== undefined ? parseInt(hex, 16) : parseInt(decimal!, 10);
    if (!isXmlCharacter(code)) {
      const line = xml.slice(0, offset).split('\n').length;
      const shown = found.length > 20 ? `${found.slice(0, 19)}…` : found;
      const what =
        code > 0x10ffff ? ', den es in Unicode nicht gibt' : ` auf ein Zeichen (U+${code.toString(16).toUpperCase().padStart(4, '0')}), das in einer XML-Datei nicht vorkommen darf`;
      throw new CamtReadError(
        'content',
        `Die Datei enthält in Zeile ${line} einen Zeichenverweis „${shown}“${what}. Bitte laden Sie den Kontoauszug unverändert hoch, wie ihn die Bank liefert.`,
      );
    }
    const character = String.fromCodePoint(code);
    return MARKUP[character] ?? character;
  });
}

/** The API's rule for a one-line text, without a length. */
const ONE_LINE = { max: Number.MAX_SAFE_INTEGER, multiline: false };

/**
 * A text of the statement the portal keeps and shows: names, Verwendungszweck, references. The payer writes most of
 * them, so the characters the API refuses in a one-line text are taken out rather than the day's statement refused:
 * line breaks and tabs (allowed in a text area) become a space, the rest (DEL, C1 controls, bidi embeddings, overrides
 * and isolates) is dropped. Null when nothing is left, or nothing the API would take as a text (only invisible
 * characters).
 */
export function keptText(value: string | null): string | null {
  if (value === null) return null;
  let kept = value;
  if (textProblem(value, ONE_LINE) === 'control') {
    kept = replaceControls(replaceControls(value, true, ''), false, ' ').replace(/\s{2,}/g, ' ');
  }
  kept = kept.trim();
  return kept === '' || textProblem(kept, ONE_LINE) !== null ? null : kept;
}

/**
 * A day of the statement (Dt, or the day of a DtTm) as the books use it: a real calendar day within the days this
 * business dates anything in (FIRST_DAY … LAST_DAY); "2026-02-30" or "0000-01-01" would fail in PostgreSQL, and a day
 * decades away would decide a Skonto. `what` names the field with its article: 'Buchung 3: Das Buchungsdatum'.
 */
export function statementDay(value: string | null, what: string): string | null {
  if (value === null) return null;
  const day = value.slice(0, 10);
  if (isPlausibleDay(day)) return day;
  throw new CamtReadError(
    'content',
    `${what} „${keptText(value.slice(0, 40)) ?? ''}“ ist kein gültiges Datum zwischen dem ${formatGermanDate(FIRST_DAY)} und dem ${formatGermanDate(LAST_DAY)}.`,
  );
}
