import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';
import { fitsAmountColumn, MAX_AMOUNT_CENTS } from '../../common/money/amount-limit';
import { Cents, centsFromNumeric, formatEuro } from '../../common/money/money';
import { chargesOn, DELIVERY_TERMS } from '../../common/money/order-totals';
import { dealerPriceCents } from '../../common/money/pricing';
import { SellableProduct } from '../catalogue/product-stock.service';

/**
 * Pieces per cart line, and so per order line: 999.999. Far above what a dealer orders of one article at once, above
 * the first allowed quantity of every packaging unit (minimum and multiple are at most 100.000 each, so that one is
 * below 200.000), and small enough that a line plus what is added to it never leaves PostgreSQL's `integer`.
 */
export const MAX_LINE_QUANTITY = 999_999;

const de = (value: number) => value.toLocaleString('de-DE');

/** A quantity in a request that is too large on its own. */
export const QUANTITY_TOO_LARGE = `Diese Menge ist zu groß: höchstens ${de(MAX_LINE_QUANTITY)} Stück je Position.`;

/** Why a cart line of `total` pieces (`inCart` of them there already) is too large, in German, or null. */
export function lineQuantityProblem(total: number, inCart = 0): string | null {
  if (total <= MAX_LINE_QUANTITY) return null;
  const already = inCart > 0 ? ` (mit den ${de(inCart)} Stück im Warenkorb)` : '';
  return `Die Menge ${de(total)}${already} ist zu groß: höchstens ${de(MAX_LINE_QUANTITY)} Stück je Position.`;
}

/** A cart refusal of a quantity (too many pieces, or past the amount): 422 with the code of a quantity not allowed. */
const quantityNotAllowed = (message: string) => new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'ORDER_QUANTITY_NOT_ALLOWED', message);

export function assertLineQuantity(total: number, inCart = 0): void {
  const problem = lineQuantityProblem(total, inCart);
  if (problem) throw quantityNotAllowed(problem);
}

/** What an order may come to: its gross total is its largest amount, and every amount must fit `numeric(12,2)`. */
const AMOUNT_LIMIT = `Eine Bestellung darf höchstens ${formatEuro(MAX_AMOUNT_CENTS)} (brutto, inkl. Versand) betragen`;

/** A single add or a raised quantity would take the cart past the limit. */
export const cartOverLimit = () =>
  quantityNotAllowed(`${AMOUNT_LIMIT}; mit dieser Menge läge Ihr Warenkorb darüber. Bitte verringern Sie die Menge oder teilen Sie die Bestellung auf.`);

/** A line of a list (quick order, upload, reorder) would take the cart past the limit. */
export const cartLineOverLimit = (productName: string) => `${AMOUNT_LIMIT}; mit „${productName}“ läge Ihr Warenkorb darüber.`;

/** A cart that passed the limit since its lines were added (prices raised, or express chosen): shown in the cart, refused at checkout. */
export const CART_OVER_LIMIT = `${AMOUNT_LIMIT}; Ihr Warenkorb liegt zu den aktuellen Preisen darüber. Bitte verringern Sie Mengen oder teilen Sie die Bestellung auf.`;

/** Checkout: the order would pass the limit (prices raised since the lines were added, or express); the cart must change. */
export const orderOverLimit = () => new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'CART_NEEDS_ATTENTION', CART_OVER_LIMIT);

/** Approval: today's prices take the waiting order past the limit; the owner rejects it and the buyer orders less. */
export const approvalOverLimit = () =>
  new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'CART_NEEDS_ATTENTION',
    `${AMOUNT_LIMIT}; zu den heutigen Preisen läge diese Bestellung darüber. Lehnen Sie sie ab; der Einkauf kann sie aufgeteilt neu bestellen.`,
  );

/**
 * The net value at base prices up to which a cart surely fits the limit, whatever the dealer's discount (the dealer's
 * price is never above the base price) and the delivery (shipping at most the flat rate plus express): the cart add's
 * one statement checks this bound; a cart above it is priced exactly (`CartBudget`) before the line is written.
 */
export const SURELY_FITS_BASE_CENTS: Cents =
  Math.floor((MAX_AMOUNT_CENTS * 100 - 50) / (100 + DELIVERY_TERMS.vatPercent)) -
  (DELIVERY_TERMS.flatShippingCents + DELIVERY_TERMS.expressSurchargeCents);

/** Whether a cart of this net goods value (the dealer's prices) shows a gross total within the limit. */
const withinLimit = (subtotalCents: Cents) => {
  return fitsAmountColumn(chargesOn(subtotalCents, true, false).totalCents);
};

/**
 * The cart's gross total as the cart shows it (the dealer's prices, standard delivery; lines of deleted products
 * count nothing, as there), followed while lines are set one after another: a line that would take the total past
 * the limit is refused. Lowering a line is always allowed, also in a cart that passed the limit since (prices raised).
 */
export class CartBudget {
  private subtotalCents: Cents = 0;
  private readonly quantities = new Map<string, number>();

  constructor(
    lines: { productId: string; quantity: number }[],
    products: Map<string, SellableProduct>,
    private readonly discountPercent: number,
  ) {
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) continue;
      this.quantities.set(line.productId, line.quantity);
      this.subtotalCents += this.unitCents(product) * line.quantity;
    }
  }

  /** Sets the product's line to `quantity` pieces and answers true, or answers false and changes nothing when the cart would pass the limit. */
  set(product: SellableProduct, quantity: number): boolean {
    const before = this.quantities.get(product.id) ?? 0;
    const subtotalCents = this.subtotalCents + this.unitCents(product) * (quantity - before);
    if (quantity > before && !withinLimit(subtotalCents)) return false;
    this.quantities.set(product.id, quantity);
    this.subtotalCents = subtotalCents;
    return true;
  }

  private unitCents(product: SellableProduct): Cents {
    return dealerPriceCents(centsFromNumeric(product.basePrice), this.discountPercent);
  }
}
