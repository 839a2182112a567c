import { Cents } from './money';
import { dealerPriceCents } from './pricing';

/** The published delivery terms, net amounts in cents. */
export const DELIVERY_TERMS = {
  freeShippingFromCents: 25_000,
  flatShippingCents: 1_500,
  expressSurchargeCents: 2_500,
  vatPercent: 19,
} as const;

export interface PricedLineInput {
  basePriceCents: Cents;
  quantity: number;
}

export interface PricedLine {
  /** EK: the dealer's net unit price. */
  unitPriceCents: Cents;
  lineTotalCents: Cents;
  /** (base − EK) × quantity. */
  discountCents: Cents;
}

export interface OrderTotals {
  lines: PricedLine[];
  /** Sum of the net line totals (goods at EK). */
  subtotalCents: Cents;
  discountCents: Cents;
  /** Standard shipping plus the express surcharge, net. */
  shippingCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  itemCount: number;
}

/**
 * The amounts of a cart or an order, in integer cents: EK per line (the one pricing rule), shipping free
 * from 250 EUR net goods value, else 15 EUR, express +25 EUR; 19 % VAT on goods plus shipping, rounded
 * half-up once on the sum; total = subtotal + shipping + VAT.
 */
export function orderTotals(lines: PricedLineInput[], discountPercent: number, express: boolean): OrderTotals {
  const priced = lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new RangeError('Menge muss eine positive ganze Zahl sein');
    const unitPriceCents = dealerPriceCents(line.basePriceCents, discountPercent);
    return {
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
      discountCents: (line.basePriceCents - unitPriceCents) * line.quantity,
    };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return {
    lines: priced,
    subtotalCents,
    discountCents: priced.reduce((sum, line) => sum + line.discountCents, 0),
    ...chargesOn(subtotalCents, lines.length > 0, express),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * Shipping, VAT and the gross total on a net goods value (the part of `orderTotals` after the lines): for a cart
 * whose lines change one at a time (a list added line by line) without pricing every line again.
 */
export function chargesOn(subtotalCents: Cents, hasLines: boolean, express: boolean): Pick<OrderTotals, 'shippingCents' | 'taxCents' | 'totalCents'> {
  const standardShipping = !hasLines || subtotalCents >= DELIVERY_TERMS.freeShippingFromCents ? 0 : DELIVERY_TERMS.flatShippingCents;
  const shippingCents = standardShipping + (express && hasLines ? DELIVERY_TERMS.expressSurchargeCents : 0);
  const taxCents = Math.floor(((subtotalCents + shippingCents) * DELIVERY_TERMS.vatPercent + 50) / 100);
  return { shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
