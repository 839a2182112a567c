import { ImportFileType } from '../entities/import-job.entity';
import { isWellFormed } from '../../../common/http/text-field';
import { columnNames, findHeaderRow, HEADER_SEARCH_ROWS, isBlankRecord } from './header-row';
import { decodeText, detectEncoding, TextEncoding } from './decode-text';
import { Delimiter, detectDelimiter, takeSepHint } from './sniff';
import { csvRecordChunks, UnreadableFileError, xlsxRecords } from './table-records';

export const PREVIEW_ROWS = 5;

/** How a file is read; found once at upload, stored with the import, used again by the worker. */
export interface TableLayout {
  fileType: ImportFileType;
  encoding: TextEncoding | null;
  delimiter: Delimiter | null;
  headerRowIndex: number;
}

export interface FileAnalysis {
  layout: TableLayout;
  columns: string[];
  previewRows: DataRow[];
  totalRows: number;
}

/** A data row of the file; rowNumber is the record's number as a spreadsheet shows it (1-based). */
export interface DataRow {
  rowNumber: number;
  cells: string[];
}

/** The file's records in chunks. */
async function* tableChunks(buffer: Buffer, layout: Pick<TableLayout, 'fileType' | 'encoding' | 'delimiter'>): AsyncGenerator<string[][]> {
  if (layout.fileType === ImportFileType.Xlsx) {
    yield await xlsxRecords(buffer);
    return;
  }
  const text = takeSepHint(decodeText(buffer, layout.encoding ?? 'utf-8')).text;
  if (text.includes('\u0000')) throw new UnreadableFileError('Die Datei konnte nicht gelesen werden: Sie enthält Binärdaten und ist keine Textdatei.');
  yield* csvRecordChunks(text, layout.delimiter ?? ';');
}

/**
 * Refuses a record with a cell that is no text: NUL (an .xlsx cell may carry it escaped as _x0000_), which PostgreSQL
 * refuses in text and jsonb, and a lone surrogate, which it refuses in jsonb (the stored preview) and the driver would
 * turn into U+FFFD in a product. `first`: the records before, for the row number.
 */
function refuseNonText(records: string[][], first: number): void {
  records.forEach((record, offset) => {
    const where = () => `Die Datei konnte nicht gelesen werden: Zeile ${first + offset + 1}`;
    for (const cell of record) {
      if (cell.includes('\u0000')) throw new UnreadableFileError(`${where()} enthält ein Nullzeichen (U+0000), das in keiner Tabelle vorkommen darf.`);
      if (!isWellFormed(cell)) throw new UnreadableFileError(`${where()} enthält ein ungültig kodiertes Zeichen (ein unvollständiges UTF-16-Zeichenpaar).`);
    }
  });
}

/** The file's records in chunks, each checked for what no text can hold. */
async function* recordChunks(buffer: Buffer, layout: Pick<TableLayout, 'fileType' | 'encoding' | 'delimiter'>): AsyncGenerator<string[][]> {
  let before = 0;
  for await (const chunk of tableChunks(buffer, layout)) {
    refuseNonText(chunk, before);
    before += chunk.length;
    yield chunk;
  }
}

/** Encoding and delimiter of a CSV file (a `sep=` first line wins over the guess). */
export function csvLayout(buffer: Buffer): Pick<TableLayout, 'encoding' | 'delimiter'> {
  const encoding = detectEncoding(buffer);
  const { delimiter: hinted, text } = takeSepHint(decodeText(buffer, encoding));
  return { encoding, delimiter: hinted ?? detectDelimiter(text) ?? ';' };
}

/**
 * Reads a whole uploaded file once: layout, header row, column names, the first data rows and the number
 * of data rows. Throws UnreadableFileError (German) for a file that is no table or has no data rows.
 */
export async function analyseFile(buffer: Buffer, fileType: ImportFileType): Promise<FileAnalysis> {
  const base = fileType === ImportFileType.Csv ? { fileType, ...csvLayout(buffer) } : { fileType, encoding: null, delimiter: null };
  const head: string[][] = [];
  const previewRows: DataRow[] = [];
  let headerRowIndex = -1;
  let index = 0;
  let width = 0;
  let totalRows = 0;
  const take = (record: string[], at: number) => {
    if (at <= headerRowIndex || isBlankRecord(record)) return;
    totalRows++;
    width = Math.max(width, record.length);
    if (previewRows.length < PREVIEW_ROWS) previewRows.push({ rowNumber: at + 1, cells: record });
  };
  for await (const chunk of recordChunks(buffer, base)) {
    for (const record of chunk) {
      if (headerRowIndex < 0 && head.length < HEADER_SEARCH_ROWS) {
        head.push(record);
        if (head.length === HEADER_SEARCH_ROWS) {
          headerRowIndex = findHeaderRow(head);
          head.forEach((early, at) => take(early, at));
        }
      } else {
        take(record, index);
      }
      index++;
    }
  }
  if (headerRowIndex < 0 && head.length < HEADER_SEARCH_ROWS) {
    headerRowIndex = findHeaderRow(head);
    head.forEach((early, at) => take(early, at));
  }
  if (headerRowIndex < 0) throw new UnreadableFileError('Die Datei ist leer.');
  if (totalRows === 0) throw new UnreadableFileError('Die Datei enthält nur eine Kopfzeile und keine Datenzeilen.');
  const header = head[headerRowIndex];
  return { layout: { ...base, headerRowIndex }, columns: columnNames(header, width), previewRows, totalRows };
}

/** The non-blank data rows below the header, in chunks, as the worker imports them. */
export async function* dataRowChunks(buffer: Buffer, layout: TableLayout): AsyncGenerator<DataRow[]> {
  let index = 0;
  for await (const chunk of recordChunks(buffer, layout)) {
    const rows: DataRow[] = [];
    for (const cells of chunk) {
      if (index > layout.headerRowIndex && !isBlankRecord(cells)) rows.push({ rowNumber: index + 1, cells });
      index++;
    }
    if (rows.length) yield rows;
  }
}
