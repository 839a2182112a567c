import { describe, expect, it } from 'vitest';
import type { LookupItem } from './api/queries';
import { addToRows, centsOf, readyLines, rowProblem } from './quick-order-rows';

const item = (overrides: Partial<LookupItem> = {}): LookupItem => ({
  id: 'p1',
  sku: 'SCHL-28',
  eanCode: '4006381333931',
  name: 'Schlauch',
  imageUrl: null,
  exact: true,
  isActive: true,
  stockQuantity: 100,
  dealerPrice: '3.78',
  retailPrice: '7.99',
  minOrderQuantity: 10,
  orderMultiple: 10,
  ...overrides,
});

describe('quick order rows', () => {
  it('adds a row per new article at its smallest quantity and raises it by one step when scanned again', () => {
    let rows = addToRows([], '4006381333931', item());
    rows = addToRows(rows, 'KETTE', item({ id: 'p2', sku: 'KETTE', minOrderQuantity: 1, orderMultiple: 1 }));
    rows = addToRows(rows, '4006381333931', item());
    expect(rows.map((row) => [row.item?.sku, row.quantity])).toEqual([
      ['SCHL-28', 20],
      ['KETTE', 1],
    ]);
  });

  it('flags unknown, inactive, sold-out, short and off-unit rows in German and sends only the others', () => {
    const rows = [
      ...addToRows([], 'NIX', null),
      ...addToRows([], 'a', item({ id: 'a', isActive: false })),
      ...addToRows([], 'b', item({ id: 'b', stockQuantity: 0 })),
      ...addToRows([], 'c', item({ id: 'c', stockQuantity: 5 })),
      { ...addToRows([], 'd', item({ id: 'd' }))[0], quantity: 15 },
      ...addToRows([], 'e', item({ id: 'e', sku: 'OK-1' })),
    ];
    expect(rows.map((row) => rowProblem(row)?.message ?? null)).toEqual([
      'Unbekannt: Keine Artikelnummer oder EAN „NIX“ gefunden.',
      'Nicht mehr erhältlich.',
      'Ausverkauft.',
      'Nur noch 5 Stück verfügbar.',
      'Nur in Mengen von 10, 20, 30 … bestellbar; Mindestmenge 10.',
      null,
    ]);
    expect(readyLines(rows).map(({ line }) => line)).toEqual([{ sku: 'OK-1', quantity: 10 }]);
  });

  it('reads EK text as cents without floating point', () => {
    expect(centsOf('3.78')).toBe(378);
    expect(centsOf('1111.05')).toBe(111105);
  });
});
