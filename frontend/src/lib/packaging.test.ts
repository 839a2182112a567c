import { describe, expect, it } from 'vitest';
import { allowedQuantitiesText, firstQuantity, isAllowedQuantity, nextQuantity, packagingHint, packagingNote } from './packaging';

describe('packaging units in the browser', () => {
  const tube = { minOrderQuantity: 10, orderMultiple: 10 };

  it('starts at the smallest allowed quantity and steps by the multiple', () => {
    expect(firstQuantity(tube)).toBe(10);
    expect(nextQuantity(tube, 10)).toBe(20);
    expect(firstQuantity({ minOrderQuantity: 1, orderMultiple: 1 })).toBe(1);
  });

  it('names allowed quantities and flags the others in German', () => {
    expect(isAllowedQuantity(tube, 15)).toBe(false);
    expect(allowedQuantitiesText(tube)).toBe('10, 20, 30 …');
    expect(packagingHint(tube, 15)).toBe('Nur in Mengen von 10, 20, 30 … bestellbar; Mindestmenge 10.');
    expect(packagingHint(tube, 20)).toBeNull();
  });

  it('describes the unit briefly for the card', () => {
    expect(packagingNote(tube)).toBe('VE 10 Stück');
    expect(packagingNote({ minOrderQuantity: 20, orderMultiple: 10 })).toBe('VE 10 Stück · Mindestmenge 20');
    expect(packagingNote({ minOrderQuantity: 5, orderMultiple: 1 })).toBe('Mindestmenge 5');
    expect(packagingNote({ minOrderQuantity: 1, orderMultiple: 1 })).toBeNull();
  });
});
