import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';

/** A product's packaging unit: at least `minOrderQuantity`, in multiples of `orderMultiple` (both 1: any quantity). */
export interface PackagingUnit {
  name: string;
  minOrderQuantity: number;
  orderMultiple: number;
}

const EXAMPLES = 3;

/** The smallest quantity the packaging unit allows: the minimum rounded up to the next multiple. */
export function smallestAllowedQuantity(unit: Omit<PackagingUnit, 'name'>): number {
  const multiple = Math.max(1, unit.orderMultiple);
  return Math.ceil(Math.max(1, unit.minOrderQuantity) / multiple) * multiple;
}

export function isAllowedQuantity(unit: Omit<PackagingUnit, 'name'>, quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= smallestAllowedQuantity(unit) && quantity % Math.max(1, unit.orderMultiple) === 0;
}

export const hasPackagingRule = (unit: Omit<PackagingUnit, 'name'>) => unit.minOrderQuantity > 1 || unit.orderMultiple > 1;

/** "10, 20, 30 …": the first allowed quantities. */
export function allowedQuantitiesText(unit: Omit<PackagingUnit, 'name'>): string {
  const first = smallestAllowedQuantity(unit);
  const multiple = Math.max(1, unit.orderMultiple);
  const examples = Array.from({ length: EXAMPLES }, (_, index) => (first + index * multiple).toLocaleString('de-DE'));
  return `${examples.join(', ')} …`;
}

/**
 * Why `quantity` breaks the packaging unit, in German, or null. Nothing is ever rounded: the caller refuses
 * and the dealer picks one of the quantities named. `inCart` (already in the cart) explains a total that the
 * dealer did not type himself.
 */
export function packagingProblem(unit: PackagingUnit, quantity: number, inCart = 0): string | null {
  if (isAllowedQuantity(unit, quantity)) return null;
  const total = inCart > 0 ? ` (mit den ${inCart.toLocaleString('de-DE')} Stück im Warenkorb)` : '';
  return (
    `Die Menge ${quantity.toLocaleString('de-DE')}${total} ist nicht möglich: „${unit.name}“ gibt es nur in Mengen von ` +
    `${allowedQuantitiesText(unit)}; Mindestmenge ${smallestAllowedQuantity(unit).toLocaleString('de-DE')}.`
  );
}

export const PACKAGING_ERROR_CODE = 'ORDER_QUANTITY_NOT_ALLOWED';

export function assertPackaging(unit: PackagingUnit, quantity: number, inCart = 0): void {
  const problem = packagingProblem(unit, quantity, inCart);
  if (problem) {
    throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, PACKAGING_ERROR_CODE, problem, {
      minOrderQuantity: smallestAllowedQuantity(unit),
      orderMultiple: unit.orderMultiple,
    });
  }
}
