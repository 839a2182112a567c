/** The delimiters the admin spec allows, in the order that breaks ties (semicolon: German Excel's default). */
export const DELIMITERS = [';', ',', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

const SNIFF_LINES = 20;
const SEP_HINT = /^"?sep=(.)"?[ \t]*\r?(\n|$)/i;

/** Excel's `sep=;` first line names the delimiter; the line itself is no record. */
export function takeSepHint(text: string): { delimiter: Delimiter | null; text: string } {
  const match = SEP_HINT.exec(text);
  if (!match) return { delimiter: null, text };
  const hinted = match[1] as Delimiter;
  return { delimiter: DELIMITERS.includes(hinted) ? hinted : null, text: text.slice(match[0].length) };
}

/** Occurrences of each delimiter outside quotes, per record, over the first `SNIFF_LINES` non-empty records. */
function countPerRecord(text: string): Record<Delimiter, number>[] {
  const records: Record<Delimiter, number>[] = [];
  let counts = { ';': 0, ',': 0, '\t': 0, '|': 0 } as Record<Delimiter, number>;
  let quoted = false;
  let empty = true;
  for (let i = 0; i < text.length && records.length < SNIFF_LINES; i++) {
    const char = text[i];
    if (char === '"') {
      quoted = !quoted;
      empty = false;
    } else if (!quoted && (char === '\n' || char === '\r')) {
      if (!empty) records.push(counts);
      counts = { ';': 0, ',': 0, '\t': 0, '|': 0 };
      empty = true;
    } else if (!quoted && (DELIMITERS as readonly string[]).includes(char)) {
      counts[char as Delimiter]++;
      empty = false;
    } else if (char !== ' ') {
      empty = false;
    }
  }
  if (!empty && records.length < SNIFF_LINES) records.push(counts);
  return records;
}

/**
 * The delimiter that splits the first 20 records most consistently: the candidate whose most frequent
 * non-zero count per record is shared by the most records (title rows above the table count for none).
 * Ties go to the more fields per record, then to the order of DELIMITERS. Null: no candidate occurs.
 */
export function detectDelimiter(text: string): Delimiter | null {
  const records = countPerRecord(text);
  let best: { delimiter: Delimiter; agreeing: number; fields: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const frequency = new Map<number, number>();
    for (const record of records) if (record[delimiter] > 0) frequency.set(record[delimiter], (frequency.get(record[delimiter]) ?? 0) + 1);
    for (const [count, agreeing] of frequency) {
      if (!best || agreeing > best.agreeing || (agreeing === best.agreeing && count > best.fields)) {
        best = { delimiter, agreeing, fields: count };
      }
    }
  }
  return best?.delimiter ?? null;
}
