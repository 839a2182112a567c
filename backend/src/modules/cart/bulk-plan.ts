import { packagingProblem } from '../catalogue/packaging-rule';
import { SellableProduct } from '../catalogue/product-stock.service';
import { CartBudget, cartLineOverLimit, lineQuantityProblem } from './cart-limits';
import { BulkLineRefusal } from './dto/bulk-cart.dto';

/** One line of a list, a scan session or an old order, as the quick order hands it over. */
export interface QuickLine {
  /** 1-based: the list's row or the request's position. */
  line: number;
  sku?: string | null;
  ean?: string | null;
  productId?: string | null;
  /** A name to show when the product is gone (an old order's snapshot). */
  label?: string | null;
  quantity: number;
}

export interface AcceptedLine {
  line: number;
  product: SellableProduct;
  quantity: number;
  /** What the cart line holds after this line. */
  total: number;
}

export interface RefusedLine {
  line: number;
  sku: string | null;
  ean: string | null;
  name: string | null;
  quantity: number | null;
  reason: BulkLineRefusal;
  message: string;
}

export interface BulkPlan {
  accepted: AcceptedLine[];
  refused: RefusedLine[];
  /** The cart quantity per product after the accepted lines. */
  totals: Map<string, number>;
}

const de = (value: number) => value.toLocaleString('de-DE');

/** Which product a line means: SKU (case-insensitive) first, then EAN, then the id. */
function productFinder(products: SellableProduct[]) {
  const bySku = new Map(products.map((product) => [product.sku.toUpperCase(), product]));
  const byEan = new Map(products.filter((product) => product.eanCode).map((product) => [product.eanCode!, product]));
  const byId = new Map(products.map((product) => [product.id, product]));
  return (line: QuickLine): SellableProduct | undefined =>
    (line.sku ? bySku.get(line.sku.toUpperCase()) : undefined) ??
    (line.ean ? byEan.get(line.ean) : undefined) ??
    (line.productId ? byId.get(line.productId) : undefined);
}

function unknownMessage(line: QuickLine): string {
  if (line.sku && line.ean && line.sku === line.ean) return `Artikelnummer bzw. EAN „${line.sku}“ ist unbekannt.`;
  if (line.sku) return `Artikelnummer „${line.sku}“ ist unbekannt.`;
  if (line.ean) return `EAN „${line.ean}“ ist unbekannt.`;
  return `„${line.label ?? 'Dieser Artikel'}“ ist nicht mehr erhältlich.`;
}

/**
 * Decides every line against today's products and the cart as it is: unknown, inactive, sold out, short of
 * stock, beyond the pieces a line may hold, off the packaging unit or beyond the amount an order may come to
 * (`budget`: the cart's gross total) lines are refused with a German reason; the others add to the cart line of
 * their product. Stock, pieces, packaging and amount count the cart line's total (what is in the cart plus
 * earlier lines of the same list). Nothing is rounded to fit.
 */
export function planBulkAdd(lines: QuickLine[], products: SellableProduct[], inCart: Map<string, number>, budget: CartBudget): BulkPlan {
  const totals = new Map(inCart);
  const accepted: AcceptedLine[] = [];
  const refused: RefusedLine[] = [];
  const productFor = productFinder(products);
  for (const line of lines) {
    const product = productFor(line);
    const refuse = (reason: BulkLineRefusal, message: string) =>
      refused.push({
        line: line.line,
        sku: line.sku ?? product?.sku ?? null,
        ean: line.ean ?? null,
        name: product?.name ?? line.label ?? null,
        quantity: line.quantity,
        reason,
        message,
      });
    if (!line.sku && !line.ean && !line.productId && !line.label) {
      refuse(BulkLineRefusal.MissingCode, 'Bitte Artikelnummer oder EAN angeben.');
      continue;
    }
    if (!product) {
      refuse(line.sku || line.ean ? BulkLineRefusal.Unknown : BulkLineRefusal.Unavailable, unknownMessage(line));
      continue;
    }
    if (!product.isActive) {
      refuse(BulkLineRefusal.Unavailable, `„${product.name}“ ist nicht mehr erhältlich.`);
      continue;
    }
    if (product.stockQuantity <= 0) {
      refuse(BulkLineRefusal.SoldOut, `„${product.name}“ ist leider ausverkauft.`);
      continue;
    }
    const before = totals.get(product.id) ?? 0;
    const total = before + line.quantity;
    if (total > product.stockQuantity) {
      const already = before > 0 ? `; ${de(before)} davon liegen schon in Ihrem Warenkorb` : '';
      refuse(BulkLineRefusal.InsufficientStock, `Von „${product.name}“ sind nur noch ${de(product.stockQuantity)} Stück verfügbar${already}.`);
      continue;
    }
    const tooMany = lineQuantityProblem(total, before);
    if (tooMany) {
      refuse(BulkLineRefusal.LimitExceeded, tooMany);
      continue;
    }
    const packaging = packagingProblem(product, total, before);
    if (packaging) {
      refuse(BulkLineRefusal.PackagingUnit, packaging);
      continue;
    }
    if (!budget.set(product, total)) {
      refuse(BulkLineRefusal.LimitExceeded, cartLineOverLimit(product.name));
      continue;
    }
    totals.set(product.id, total);
    accepted.push({ line: line.line, product, quantity: line.quantity, total });
  }
  return { accepted, refused, totals };
}
