import { allowedQuantitiesText, isAllowedQuantity, packagingProblem, smallestAllowedQuantity } from './packaging-rule';

const tube = { name: 'Fahrradschlauch 28"', minOrderQuantity: 10, orderMultiple: 10 };

describe('packaging rule', () => {
  it('allows any quantity from 1 when the product has no packaging unit', () => {
    const free = { name: 'Kette', minOrderQuantity: 1, orderMultiple: 1 };
    expect([1, 2, 7, 1000].every((quantity) => isAllowedQuantity(free, quantity))).toBe(true);
    expect(packagingProblem(free, 3)).toBeNull();
  });

  it('allows only multiples from the minimum on', () => {
    expect([10, 20, 30, 990].every((quantity) => isAllowedQuantity(tube, quantity))).toBe(true);
    expect([1, 5, 9, 15, 21].some((quantity) => isAllowedQuantity(tube, quantity))).toBe(false);
  });

  it('rounds a minimum that is no multiple up to the next multiple, never down', () => {
    const odd = { name: 'Bremsbelag', minOrderQuantity: 15, orderMultiple: 10 };
    expect(smallestAllowedQuantity(odd)).toBe(20);
    expect(isAllowedQuantity(odd, 10)).toBe(false);
    expect(isAllowedQuantity(odd, 20)).toBe(true);
    expect(allowedQuantitiesText(odd)).toBe('20, 30, 40 …');
  });

  it('with a minimum alone, every quantity from the minimum on', () => {
    const minimum = { name: 'Speiche', minOrderQuantity: 5, orderMultiple: 1 };
    expect(isAllowedQuantity(minimum, 4)).toBe(false);
    expect(isAllowedQuantity(minimum, 6)).toBe(true);
    expect(packagingProblem(minimum, 4)).toBe('Die Menge 4 ist nicht möglich: „Speiche“ gibt es nur in Mengen von 5, 6, 7 …; Mindestmenge 5.');
  });

  it('names the allowed quantities in German, and the cart quantity that led to the total', () => {
    expect(packagingProblem(tube, 15)).toBe(
      'Die Menge 15 ist nicht möglich: „Fahrradschlauch 28"“ gibt es nur in Mengen von 10, 20, 30 …; Mindestmenge 10.',
    );
    expect(packagingProblem(tube, 25, 20)).toBe(
      'Die Menge 25 (mit den 20 Stück im Warenkorb) ist nicht möglich: „Fahrradschlauch 28"“ gibt es nur in Mengen von 10, 20, 30 …; Mindestmenge 10.',
    );
    expect(allowedQuantitiesText({ minOrderQuantity: 1000, orderMultiple: 500 })).toBe('1.000, 1.500, 2.000 …');
  });

  it('refuses fractions and zero', () => {
    expect(isAllowedQuantity(tube, 10.5)).toBe(false);
    expect(isAllowedQuantity({ minOrderQuantity: 1, orderMultiple: 1 }, 0)).toBe(false);
  });
});
