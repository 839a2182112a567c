/**
 * A product's packaging unit as the server sends it: `minOrderQuantity` is already the smallest allowed quantity,
 * `orderMultiple` the step. The browser only guides the dealer; the server refuses anything else.
 */
export interface Packaging {
  minOrderQuantity: number;
  orderMultiple: number;
}

const step = (unit: Packaging) => Math.max(1, unit.orderMultiple);
const first = (unit: Packaging) => Math.ceil(Math.max(1, unit.minOrderQuantity) / step(unit)) * step(unit);

export const hasPackagingRule = (unit: Packaging) => unit.minOrderQuantity > 1 || unit.orderMultiple > 1;

export const isAllowedQuantity = (unit: Packaging, quantity: number) =>
  Number.isInteger(quantity) && quantity >= first(unit) && quantity % step(unit) === 0;

/** The quantity a new line starts with. */
export const firstQuantity = first;

/** One step more (a repeated scan). */
export const nextQuantity = (unit: Packaging, quantity: number) => quantity + step(unit);

const count = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** "10, 20, 30 …" */
export const allowedQuantitiesText = (unit: Packaging) =>
  `${[0, 1, 2].map((index) => count.format(first(unit) + index * step(unit))).join(', ')} …`;

/** The card's and the row's short note, e.g. "VE 10 Stück · Mindestmenge 20"; null without a rule. */
export function packagingNote(unit: Packaging): string | null {
  if (!hasPackagingRule(unit)) return null;
  const parts = [];
  if (unit.orderMultiple > 1) parts.push(`VE ${count.format(unit.orderMultiple)} Stück`);
  if (first(unit) > step(unit)) parts.push(`Mindestmenge ${count.format(first(unit))}`);
  else if (unit.orderMultiple <= 1) parts.push(`Mindestmenge ${count.format(first(unit))}`);
  return parts.join(' · ');
}

/** The German hint for a quantity off the unit; null when it fits. */
export function packagingHint(unit: Packaging, quantity: number): string | null {
  if (isAllowedQuantity(unit, quantity)) return null;
  return `Nur in Mengen von ${allowedQuantitiesText(unit)} bestellbar; Mindestmenge ${count.format(first(unit))}.`;
}
