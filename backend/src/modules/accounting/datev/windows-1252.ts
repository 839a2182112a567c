import * as iconv from 'iconv-lite';

/** Every character Windows-1252 can hold (its five unassigned bytes decode to U+FFFD and are left out). */
const REPRESENTABLE = new Set(
  iconv
    .decode(Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)), 'windows-1252')
    .split('')
    .filter((char) => char !== '\uFFFD'),
);

/**
 * Text DATEV can read: what Windows-1252 holds stays (ä, ß, €, „“, –), a letter with an accent it lacks loses the
 * accent (ő → o, č → c, ł stays ?), and anything else becomes '?', as DATEV itself shows unreadable characters.
 */
export function toWindows1252Text(text: string): string {
  let result = '';
  // composed first: "u" with a combining diaeresis (as pasted from macOS or a PDF) is the ü Windows-1252 holds
  for (const char of text.normalize('NFC')) {
    if (REPRESENTABLE.has(char)) {
      result += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    result += base.length > 0 && [...base].every((part) => REPRESENTABLE.has(part)) ? base : '?';
  }
  return result;
}

/** The file's bytes; call on text that went through toWindows1252Text. */
export const encodeWindows1252 = (text: string): Buffer => iconv.encode(toWindows1252Text(text), 'windows-1252');
