import { DataSource } from 'typeorm';
import { multipartBody } from '../support/multipart';
import { berlinDay, startOfBerlinDay } from '../../src/common/money/pricing';
import { Category } from '../../src/modules/catalogue/entities/category.entity';
import { Product } from '../../src/modules/catalogue/entities/product.entity';

let sequence = 0;

export async function makeCategory(
  dataSource: DataSource,
  input: Partial<Pick<Category, 'name' | 'parentId' | 'sortOrder' | 'isActive' | 'description'>> = {},
): Promise<Category> {
  const repository = dataSource.getRepository(Category);
  return repository.save(repository.create({ name: `Kategorie ${++sequence}`, sortOrder: 0, isActive: true, ...input }));
}

export async function makeProduct(dataSource: DataSource, input: Partial<Product> = {}): Promise<Product> {
  const repository = dataSource.getRepository(Product);
  const n = ++sequence;
  return repository.save(
    repository.create({
      name: `Produkt ${n}`,
      sku: `SKU-${String(n).padStart(5, '0')}`,
      description: null,
      basePrice: '10.00',
      adminCostPrice: '6.66',
      retailPrice: '20.00',
      stockQuantity: 25,
      minStockLevel: 0,
      imageUrls: [],
      isActive: true,
      ...input,
    }),
  );
}

/** A Berlin calendar day relative to today ("2026-05-01"). */
export function day(offsetDays: number): string {
  const today = berlinDay(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10);
}

export const dayStart = (offsetDays: number) => startOfBerlinDay(day(offsetDays));

export { JPEG_2PX, PNG_1PX, WEBP_2PX, WEBP_LOSSLESS_2PX } from '../support/sample-images';

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipart(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  return multipartBody([{ field: 'file', fileName, content, contentType }]);
}
