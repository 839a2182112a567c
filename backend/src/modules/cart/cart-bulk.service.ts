import { HttpStatus, Injectable } from '@nestjs/common';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { UploadedFile, UploadLimits } from '../../common/http/read-upload';
import { centsFromNumeric, formatCents } from '../../common/money/money';
import { dealerPriceCents } from '../../common/money/pricing';
import { ProductStockService } from '../catalogue/product-stock.service';
import { TableFileService } from '../import/table-file.service';
import { AcceptedLine, planBulkAdd, QuickLine, RefusedLine } from './bulk-plan';
import { CartBudget } from './cart-limits';
import { CART_PENDING_APPROVAL, CartService } from './cart.service';
import { BulkAcceptedLineDto, BulkCartAnswerDto, BulkCartPreviewDto, BulkRefusedLineDto, MAX_BULK_LINES } from './dto/bulk-cart.dto';
import { DealersService } from '../dealers/dealers.service';
import { readOrderList } from './order-list';

/** A dealer's order list: a few hundred rows are a few kilobytes; 2 MB leaves room for an XLSX with formatting. */
export const ORDER_LIST_UPLOAD: UploadLimits = {
  maxBytes: 2 * 1024 * 1024,
  tooLargeMessage: 'Die Liste darf maximal 2 MB groß sein.',
  missingMessage: 'Bitte wählen Sie eine CSV- oder XLSX-Datei aus oder fügen Sie eine Liste ein.',
};

const tooManyLines = () =>
  new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'VALIDATION_FAILED',
    `Die Liste hat mehr als ${MAX_BULK_LINES.toLocaleString('de-DE')} Zeilen. Bitte teilen Sie sie auf.`,
  );

/**
 * Many lines into the cart at once: the quick order's rows, an uploaded or pasted list, an old order. One
 * transaction, one statement to find the products, one to write the lines; every line is checked like a single
 * add (active, stock, pieces per line, packaging unit, the cart's amount) and refused with a German reason when it
 * fails, the others are added.
 */
@Injectable()
export class CartBulkService {
  constructor(
    readonly tx: TransactionHost,
    private readonly cart: CartService,
    private readonly stock: ProductStockService,
    private readonly dealers: DealersService,
    private readonly tables: TableFileService,
  ) {}

  @Transactional()
  async addLines(userId: string, lines: QuickLine[]): Promise<BulkCartAnswerDto> {
    const discount = await this.discountOf(userId);
    // One bulk add of a dealer at a time: the totals below are computed from the cart as read here.
    await this.cart.lockCart(userId);
    const plan = await this.plan(userId, lines, discount);
    const changed = [...new Set(plan.accepted.map((line) => line.product.id))];
    if (changed.length) {
      await this.tx.manager.query(
        `INSERT INTO cart_items (user_id, product_id, quantity)
         SELECT $1, l.product_id, l.quantity FROM unnest($2::uuid[], $3::int[]) AS l(product_id, quantity)
         ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`,
        [userId, changed, changed.map((id) => plan.totals.get(id)!)],
      );
    }
    return {
      added: plan.accepted.map((line) => acceptedDto(line, discount)),
      refused: plan.refused.map(refusedDto),
      cart: await this.cart.getCart(userId),
    };
  }

  /** What `addLines` would do with these lines, without writing anything. */
  async previewLines(userId: string, lines: QuickLine[], unreadable: RefusedLine[] = []): Promise<BulkCartPreviewDto> {
    const discount = await this.discountOf(userId);
    const plan = await this.plan(userId, lines, discount);
    const refused = [...unreadable, ...plan.refused].sort((a, b) => a.line - b.line);
    return { accepted: plan.accepted.map((line) => acceptedDto(line, discount)), refused: refused.map(refusedDto) };
  }

  /** An uploaded or pasted list (CSV/XLSX, read by the product import's reader) as a preview. */
  async previewList(userId: string, file: UploadedFile): Promise<BulkCartPreviewDto> {
    await this.discountOf(userId);
    const reading = readOrderList(await this.tables.readRows(file));
    if (reading.lines.length + reading.refused.length > MAX_BULK_LINES) throw tooManyLines();
    return this.previewLines(userId, reading.lines, reading.refused);
  }

  private async productsFor(lines: QuickLine[]) {
    const upper = (values: (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => !!value).map((value) => value.toUpperCase()))];
    return this.stock.findByCodes({
      ids: [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))],
      skus: upper(lines.map((line) => line.sku)),
      eans: [...new Set(lines.flatMap((line) => (line.ean ? [line.ean] : [])))],
    });
  }

  /** The lines decided against the cart as it is, with its products (for the cart's amount) and the dealer's discount. */
  private async plan(userId: string, lines: QuickLine[], discountPercent: number) {
    const cart = await this.cart.linesWithProducts(userId);
    const inCart = new Map(cart.lines.map((line) => [line.productId, line.quantity]));
    return planBulkAdd(lines, await this.productsFor(lines), inCart, new CartBudget(cart.lines, cart.products, discountPercent));
  }

  private async discountOf(userId: string): Promise<number> {
    const discount = await this.dealers.approvedDiscountFor(userId);
    if (discount === null) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', CART_PENDING_APPROVAL);
    return discount;
  }
}

function acceptedDto({ line, product, quantity, total }: AcceptedLine, discountPercent: number): BulkAcceptedLineDto {
  const unitCents = dealerPriceCents(centsFromNumeric(product.basePrice), discountPercent);
  return {
    line,
    productId: product.id,
    sku: product.sku,
    eanCode: product.eanCode,
    name: product.name,
    imageUrl: product.imageUrl,
    quantity,
    cartQuantity: total,
    unitPrice: formatCents(unitCents),
    lineTotal: formatCents(unitCents * quantity),
    stockQuantity: product.stockQuantity,
  };
}

const refusedDto = (line: RefusedLine): BulkRefusedLineDto => ({ ...line });
