import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/http/app-error';
import { onDayBy } from '../../common/money/pricing';
import type { SaveProductDto } from './dto/save-product.dto';
import type { Product } from './entities/product.entity';

/**
 * What every change made in the back office adds to its UPDATE of products (editor, images, deletion, CSV import,
 * image migration, a category deleted under it); stock taken or returned by orders leaves both alone.
 */
export const COUNT_EDIT_SQL = 'version = version + 1, edited_at = now()';
export const countEdit = () => ({ version: () => 'version + 1', editedAt: () => 'now()' });

/** The audit row that explains a product's last edit, if the edit wrote one (the CSV import writes one per file). */
export interface LastEdit {
  at: Date;
  by: string | null;
  actionType: string;
}

/**
 * The stock a save writes, or why it is refused. A form loaded at `baseVersion` saves only onto that version; the
 * stock is compared on its own because orders change it without counting a version: when they did, the current
 * stock stays unless the administrator changed the field too (then they must look at the new figure first).
 */
export async function stockToSave(stored: Product, input: SaveProductDto, lastEdit: () => Promise<LastEdit | null>): Promise<number> {
  const stock = input.stockQuantity ?? 0;
  if (input.baseVersion !== undefined && input.baseVersion !== stored.version) return refuseChanged(stored, lastEdit);
  const base = input.baseStockQuantity;
  if (base === undefined || base === stored.stockQuantity) return stock;
  if (stock === base) return stored.stockQuantity;
  throw new AppError(
    HttpStatus.CONFLICT,
    'PRODUCT_STOCK_CHANGED',
    `Der Bestand von „${stored.name}“ hat sich inzwischen durch Bestellungen von ${base} auf ${stored.stockQuantity} geändert. ` +
      `Bitte prüfen Sie Ihre Eingabe (${stock}) und speichern Sie erneut.`,
    { currentStockQuantity: stored.stockQuantity },
  );
}

async function refuseChanged(stored: Product, lastEdit: () => Promise<LastEdit | null>): Promise<never> {
  const edit = await lastEdit();
  const deleted = !stored.isActive && edit?.actionType === 'product.delete';
  const when = edit ? onDayBy(edit.at, edit.by) : stored.editedAt ? onDayBy(stored.editedAt, null) : null;
  throw new AppError(
    HttpStatus.CONFLICT,
    'PRODUCT_CHANGED',
    `Das Produkt „${stored.name}“ (${stored.sku}) wurde inzwischen ${deleted ? 'gelöscht' : 'geändert'}${when ? ` (${when})` : ''}. ` +
      'Ihre Änderung ist nicht gespeichert.',
    { currentVersion: stored.version },
  );
}
