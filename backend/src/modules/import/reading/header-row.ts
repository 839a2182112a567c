import { targetForHeader } from '../mapping/import-targets';
import { replaceControls } from '../../../common/http/text-field';

export const HEADER_SEARCH_ROWS = 50;

const filled = (record: string[]) => record.filter((cell) => cell.trim() !== '');
const isNumeric = (cell: string) => /^[-+]?[\d.,\s€%]+$/.test(cell.trim());

/**
 * The header row among the first 50 records; title rows above it are skipped. The first record naming at
 * least two known columns wins; failing that, the first record whose non-numeric cells fill at least half
 * the table's width. -1: no record has any content.
 */
export function findHeaderRow(records: string[][]): number {
  const candidates = records.slice(0, HEADER_SEARCH_ROWS);
  const known = candidates.findIndex((record) => filled(record).filter((cell) => targetForHeader(cell)).length >= 2);
  if (known >= 0) return known;
  const width = Math.max(0, ...candidates.map((record) => filled(record).length));
  if (width === 0) return -1;
  const needed = Math.max(Math.min(2, width), Math.ceil(width / 2));
  const texty = candidates.findIndex((record) => filled(record).filter((cell) => !isNumeric(cell)).length >= needed);
  return texty >= 0 ? texty : candidates.findIndex((record) => filled(record).length > 0);
}

/**
 * Column names from the header row; empty or missing ones (beyond the header's end) are 'Spalte N'. They are labels on
 * the mapping screen and in the report: what the API refuses in a text is left out, line breaks become spaces.
 */
export function columnNames(header: string[], width: number): string[] {
  return Array.from({ length: Math.max(width, header.length) }, (_, index) => {
    const name = replaceControls(header[index] ?? '', true, '').trim().replace(/\s+/g, ' ');
    return name === '' ? `Spalte ${index + 1}` : name.slice(0, 200);
  });
}

export const isBlankRecord = (record: string[]) => record.every((cell) => cell.trim() === '');
