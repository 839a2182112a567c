import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { Delimiter } from './sniff';

/** A file that cannot be read as a table; the message is German and names the place. */
export class UnreadableFileError extends Error {}

/** About 256 KB of text per chunk: a few milliseconds of parsing between two turns of the event loop. */
const CHUNK_CHARS = 1 << 18;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The records of a CSV text in chunks, parsed by papaparse. Between chunks the event loop gets a turn, so
 * an API process stays responsive while a large file is read. Quoted fields may hold delimiters and line breaks.
 */
export async function* csvRecordChunks(text: string, delimiter: Delimiter): AsyncGenerator<string[][]> {
  const ready: string[][][] = [];
  let parser: Papa.Parser | null = null;
  let done = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  let recordsBefore = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    worker: false,
    chunkSize: CHUNK_CHARS,
    chunk: (results: Papa.ParseResult<string[]>, handle: Papa.Parser) => {
      const quoteError = results.errors.find((error: Papa.ParseError) => error.type === 'Quotes');
      if (quoteError) {
        failure = new UnreadableFileError(
          `Die Datei konnte nicht gelesen werden: In Zeile ${recordsBefore + (quoteError.row ?? 0) + 1} ist ein Anführungszeichen nicht geschlossen.`,
        );
        handle.abort();
      } else {
        recordsBefore += results.data.length;
        ready.push(results.data);
        parser = handle;
        handle.pause();
      }
      notify();
    },
    complete: () => {
      done = true;
      notify();
    },
  });
  for (;;) {
    while (ready.length === 0 && !done && !failure) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure;
    const chunk = ready.shift();
    if (chunk) {
      yield chunk;
      await nextTurn();
      if (!done) (parser as Papa.Parser | null)?.resume();
    } else if (done) {
      return;
    }
  }
}

type CellValue = ExcelJS.CellValue;

/** A cell as the text a supplier sees; numbers with a decimal comma, so "1.234" can never mean 1,234. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'WAHR' : 'FALSCH';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: CellValue }).result ?? null);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first worksheet of an .xlsx file as records of cell texts. */
export async function xlsxRecords(buffer: Buffer): Promise<string[][]> {
  const { default: Excel } = await import('exceljs'); // loaded on first use, not at start-up
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFileError('Die Datei konnte nicht gelesen werden: Sie ist keine gültige XLSX-Arbeitsmappe.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFileError('Die Datei konnte nicht gelesen werden: Die Arbeitsmappe enthält kein Tabellenblatt.');
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = row.values as CellValue[];
    records[rowNumber - 1] = Array.from(values.slice(1), (value) => cellText(value));
  });
  return Array.from(records, (record) => record ?? []);
}
