import { amountsFit } from '../../common/money/amount-limit';
import { centsFromNumeric, formatCents } from '../../common/money/money';
import { DELIVERY_TERMS, orderTotals } from '../../common/money/order-totals';
import { packagingProblem, smallestAllowedQuantity } from '../catalogue/packaging-rule';
import { SellableProduct } from '../catalogue/product-stock.service';
import { expressOpen, plannedDeliveryDay } from '../../common/delivery/delivery-plan';
import { CartDto, CartLineDto, CartLineProblem } from './dto/cart.dto';
import { DeliveryOption } from './dto/cart-input.dto';
import { CART_OVER_LIMIT } from './cart-limits';

/** A cart line as checkout and the summary take it. */
export interface CartLine {
  itemId: string;
  productId: string;
  quantity: number;
}

/** Why a line cannot be ordered as it stands, in German, or null. */
export function lineProblem(product: SellableProduct | undefined, quantity: number): { problem: CartLineProblem; message: string } | null {
  if (!product || !product.isActive) {
    return { problem: CartLineProblem.Unavailable, message: `„${product?.name ?? 'Dieser Artikel'}“ ist nicht mehr erhältlich. Bitte entfernen Sie die Position.` };
  }
  if (product.stockQuantity <= 0) {
    return { problem: CartLineProblem.SoldOut, message: `„${product.name}“ ist inzwischen ausverkauft. Bitte entfernen Sie die Position.` };
  }
  if (quantity > product.stockQuantity) {
    return {
      problem: CartLineProblem.InsufficientStock,
      message: `Von „${product.name}“ sind nur noch ${product.stockQuantity} Stück verfügbar. Bitte passen Sie die Menge an.`,
    };
  }
  const packaging = packagingProblem(product, quantity);
  if (packaging) return { problem: CartLineProblem.PackagingUnit, message: `${packaging} Bitte passen Sie die Menge an.` };
  return null;
}

/**
 * A cart amount as the API sends it ("12.50"). A cart past the highest order amount (prices raised far since) can hold
 * sums beyond exact integer arithmetic; it is blocked with a message, and its figures are shown rounded, never a 500.
 */
function shownCents(cents: number): string {
  if (Number.isSafeInteger(cents)) return formatCents(cents);
  const digits = BigInt(Math.round(cents)).toString();
  const sign = digits.startsWith('-') ? '-' : '';
  const abs = digits.replace('-', '').padStart(3, '0');
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/** The cart as the dealer sees it: every amount from the one pricing rule, every line checked against today's stock. */
export function describeCart(
  lines: CartLine[],
  products: Map<string, SellableProduct>,
  discountPercent: number,
  delivery: DeliveryOption,
  now: Date,
): CartDto {
  const known = lines.filter((line) => products.has(line.productId));
  const problems = lines.map((line) => lineProblem(products.get(line.productId), line.quantity));
  const linesBlocked = problems.some(Boolean);
  const expressAvailable = known.length > 0 && !linesBlocked && expressOpen(now);
  const express = delivery === DeliveryOption.Express && expressAvailable;
  const totals = orderTotals(
    known.map((line) => ({ basePriceCents: centsFromNumeric(products.get(line.productId)!.basePrice), quantity: line.quantity })),
    discountPercent,
    express,
  );
  // The checkout refuses the same (orderOverLimit): here the dealer learns it before filling in the form.
  const cartProblemMessage = amountsFit(totals) ? null : CART_OVER_LIMIT;
  const items: CartLineDto[] = lines.map((line, index) => {
    const product = products.get(line.productId);
    const priced = product ? totals.lines[known.indexOf(line)] : undefined;
    return {
      id: line.itemId,
      productId: line.productId,
      name: product?.name ?? 'Gelöschter Artikel',
      sku: product?.sku ?? '',
      imageUrl: product?.imageUrl ?? null,
      quantity: line.quantity,
      unitPrice: shownCents(priced?.unitPriceCents ?? 0),
      lineTotal: shownCents(priced?.lineTotalCents ?? 0),
      retailPrice: product?.retailPrice ?? '0.00',
      stockQuantity: product?.stockQuantity ?? 0,
      minOrderQuantity: product ? smallestAllowedQuantity(product) : 1,
      orderMultiple: product?.orderMultiple ?? 1,
      problem: problems[index]?.problem ?? null,
      problemMessage: problems[index]?.message ?? null,
    };
  });
  return {
    items,
    itemCount: totals.itemCount,
    discountPercent,
    amounts: {
      subtotal: shownCents(totals.subtotalCents),
      discount: shownCents(totals.discountCents),
      shipping: shownCents(totals.shippingCents),
      tax: shownCents(totals.taxCents),
      total: shownCents(totals.totalCents),
    },
    missingForFreeShipping: shownCents(Math.max(0, DELIVERY_TERMS.freeShippingFromCents - totals.subtotalCents)),
    expressAvailable,
    plannedDeliveryDate: plannedDeliveryDay(now, express),
    checkoutBlocked: linesBlocked || cartProblemMessage !== null,
    cartProblemMessage,
  };
}
