import { QuickLine, RefusedLine } from './bulk-plan';
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE } from './cart-limits';
import { BulkLineRefusal } from './dto/bulk-cart.dto';

/** A row of the dealer's list as the reader gives it: cell texts and the row number a spreadsheet shows. */
export interface ListRow {
  rowNumber: number;
  cells: string[];
}

export interface ListReading {
  lines: QuickLine[];
  refused: RefusedLine[];
}

type Column = 'sku' | 'ean' | 'quantity';

const HEADERS: Record<Column, string[]> = {
  sku: ['sku', 'artikelnummer', 'artikelnr', 'artnr', 'artnummer', 'bestellnummer', 'bestellnr', 'artikel', 'itemnumber', 'articlenumber', 'partnumber', 'code'],
  ean: ['ean', 'ean13', 'eancode', 'gtin', 'gtin13', 'barcode'],
  quantity: ['menge', 'anzahl', 'stueck', 'stk', 'bestellmenge', 'quantity', 'qty'],
};

const normalise = (cell: string) =>
  cell.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/[^a-z0-9]/g, '');

const columnOf = (cell: string): Column | null =>
  (Object.keys(HEADERS) as Column[]).find((column) => HEADERS[column].includes(normalise(cell))) ?? null;

/** An EAN-8, UPC-A, EAN-13 or GTIN-14: looked up as article number first, then as EAN. */
const looksLikeEan = (code: string) => /^(\d{8}|\d{12,14})$/.test(code);
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** "10", "1.000" (German thousands), "10,0": a whole number; anything else is null. */
export function parseListQuantity(text: string): number | null {
  const cell = text.trim().replace(/\s/g, '');
  let digits: string | null = null;
  if (/^\d+$/.test(cell)) digits = cell;
  else if (/^\d{1,3}(\.\d{3})+$/.test(cell)) digits = cell.replace(/\./g, '');
  else if (/^\d+,0*$/.test(cell)) digits = cell.slice(0, cell.indexOf(','));
  if (digits === null || digits.length > 12) return digits === null ? null : Number.MAX_SAFE_INTEGER;
  return Number(digits);
}

/**
 * Reads a dealer's order list: `SKU;Menge` per row, or any two or three columns named by a header row
 * (Artikelnummer/SKU, EAN, Menge/Anzahl) in any order. Without a header the quantity is the column that holds
 * a number where the other holds a code. Rows that cannot be read are refused with a German reason, the rest
 * go on to be checked against the catalogue like every other list.
 */
export function readOrderList(rows: ListRow[]): ListReading {
  const lines: QuickLine[] = [];
  const refused: RefusedLine[] = [];
  if (rows.length === 0) return { lines, refused };
  const header = rows[0].cells.map(columnOf);
  const hasHeader = header.includes('quantity') && (header.includes('sku') || header.includes('ean'));
  const body = hasHeader ? rows.slice(1) : rows;
  const at = (column: Column) => header.indexOf(column);
  for (const row of body) {
    const cells = row.cells.map((cell) => (cell ?? '').replace(CONTROL, '').trim());
    let sku: string | null = null;
    let ean: string | null = null;
    let quantityText: string;
    if (hasHeader) {
      sku = at('sku') >= 0 ? cells[at('sku')] || null : null;
      ean = at('ean') >= 0 ? cells[at('ean')] || null : null;
      quantityText = cells[at('quantity')] ?? '';
    } else {
      const [first = '', second = ''] = cells;
      const swap = parseListQuantity(first) !== null && parseListQuantity(second) === null && second !== '';
      const code = swap ? second : first;
      quantityText = swap ? first : second;
      sku = code || null;
      ean = code && looksLikeEan(code) ? code : null;
    }
    const refuse = (reason: BulkLineRefusal, message: string, quantity: number | null = null) =>
      refused.push({ line: row.rowNumber, sku, ean, name: null, quantity, reason, message: `Zeile ${row.rowNumber}: ${message}` });
    if (!sku && !ean) {
      refuse(BulkLineRefusal.MissingCode, 'Artikelnummer oder EAN fehlt.');
      continue;
    }
    if ((sku?.length ?? 0) > 64 || (ean?.length ?? 0) > 14) {
      refuse(BulkLineRefusal.Unknown, 'Die Artikelnummer ist zu lang.');
      continue;
    }
    if (quantityText === '') {
      refuse(BulkLineRefusal.Unreadable, 'Menge fehlt.');
      continue;
    }
    const quantity = parseListQuantity(quantityText);
    if (quantity === null || quantity < 1) {
      refuse(BulkLineRefusal.Unreadable, `Menge „${quantityText.slice(0, 20)}“ ist keine ganze Zahl ab 1.`);
      continue;
    }
    if (quantity > MAX_LINE_QUANTITY) {
      refuse(BulkLineRefusal.LimitExceeded, QUANTITY_TOO_LARGE);
      continue;
    }
    lines.push({ line: row.rowNumber, sku, ean, quantity });
  }
  return { lines, refused };
}
