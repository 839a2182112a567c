import { firstQuantity, isAllowedQuantity, nextQuantity, packagingHint } from '@/lib/packaging';
import type { LookupItem } from './api/queries';

/** One row of the quick order: what was typed or scanned, the product found for it (null: unknown), the quantity. */
export interface QuickRow {
  key: string;
  code: string;
  quantity: number;
  item: LookupItem | null;
  /** The server's reason when the last 'In den Warenkorb' refused this row. */
  refusal: string | null;
}

export type RowProblemKind = 'unknown' | 'inactive' | 'sold_out' | 'stock' | 'packaging';

export interface RowProblem {
  kind: RowProblemKind;
  message: string;
}

let counter = 0;
const nextKey = () => `row-${++counter}`;

/**
 * A scan or a typed code: the same article again raises its row by one packaging step, a new one gets a row
 * starting at its smallest allowed quantity; an unknown code gets a flagged row (scanned twice: quantity + 1).
 */
export function addToRows(rows: QuickRow[], code: string, item: LookupItem | null): QuickRow[] {
  const existing = item ? rows.find((row) => row.item?.id === item.id) : rows.find((row) => !row.item && row.code === code);
  if (existing) {
    return rows.map((row) =>
      row === existing ? { ...row, quantity: row.item ? nextQuantity(row.item, row.quantity) : row.quantity + 1, refusal: null } : row,
    );
  }
  return [...rows, { key: nextKey(), code, quantity: item ? firstQuantity(item) : 1, item, refusal: null }];
}

/** What keeps a row from the cart, in German; null when the row can go. */
export function rowProblem(row: QuickRow): RowProblem | null {
  const { item } = row;
  if (!item) return { kind: 'unknown', message: `Unbekannt: Keine Artikelnummer oder EAN „${row.code}“ gefunden.` };
  if (!item.isActive) return { kind: 'inactive', message: 'Nicht mehr erhältlich.' };
  if (item.stockQuantity <= 0) return { kind: 'sold_out', message: 'Ausverkauft.' };
  if (row.quantity > item.stockQuantity) return { kind: 'stock', message: `Nur noch ${item.stockQuantity.toLocaleString('de-DE')} Stück verfügbar.` };
  const packaging = packagingHint(item, row.quantity);
  if (packaging) return { kind: 'packaging', message: packaging };
  return null;
}

export const isReady = (row: QuickRow) => rowProblem(row) === null;

/** The request lines for the rows that can go, in row order. */
export const readyLines = (rows: QuickRow[]) =>
  rows.filter(isReady).map((row) => ({ row, line: { sku: row.item!.sku, quantity: row.quantity } }));

/** Net cents of the EK text ("3.78" → 378), decimal text only. */
export function centsOf(amount: string): number {
  const [euros, cents = ''] = amount.split('.');
  return Number(euros) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

export const lineCents = (row: QuickRow) => (row.item ? centsOf(row.item.dealerPrice) * row.quantity : 0);

export { isAllowedQuantity };
