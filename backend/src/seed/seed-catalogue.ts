import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Category } from '../modules/catalogue/entities/category.entity';
import { Product } from '../modules/catalogue/entities/product.entity';
import { CategorySeed, MainCategorySeed, ProductSeed } from './build-catalogue';
import { emptyCount, lockDemoSeed, SeedCount } from './seed-support';

export interface CategoryResult {
  mainCategories: SeedCount;
  subcategories: SeedCount;
  /** Category id by subcategory key ("ANT-KET"). */
  idsByKey: Map<string, string>;
}

/** Finds categories by name and parent, creates the missing ones, brings description and order up to date. */
export async function seedCategories(dataSource: DataSource, mains: readonly MainCategorySeed[]): Promise<CategoryResult> {
  return dataSource.transaction(async (manager) => {
    await lockDemoSeed(manager);
    const mainCategories = emptyCount(mains.length);
    const subcategories = emptyCount(mains.reduce((sum, main) => sum + main.subcategories.length, 0));
    const idsByKey = new Map<string, string>();
    for (const main of mains) {
      const mainId = await upsertCategory(manager, main, null, mainCategories);
      for (const sub of main.subcategories) idsByKey.set(sub.key, await upsertCategory(manager, sub, mainId, subcategories));
    }
    return { mainCategories, subcategories, idsByKey };
  });
}

async function upsertCategory(manager: EntityManager, seed: CategorySeed, parentId: string | null, count: SeedCount): Promise<string> {
  const existing = await manager.findOne(Category, {
    where: { name: seed.name, parentId: parentId ?? IsNull() },
    order: { createdAt: 'ASC' },
  });
  if (!existing) {
    const result = await manager.insert(Category, {
      name: seed.name,
      description: seed.description,
      parentId,
      sortOrder: seed.sortOrder,
      isActive: true,
    });
    count.inserted++;
    return result.identifiers[0].id as string;
  }
  if (existing.description !== seed.description || existing.sortOrder !== seed.sortOrder) {
    await manager.update(Category, existing.id, { description: seed.description, sortOrder: seed.sortOrder });
    count.updated++;
  }
  return existing.id;
}

/**
 * What a rerun brings back to the seed's values when it differs. Stock, minimum stock, promotions
 * and the active flag are only set when a product is created: orders, imports and administrators
 * change them, and a rerun must not undo that.
 */
const SEED_OWNED_COLUMNS = [
  'name',
  'description',
  'ean_code',
  'base_price',
  'admin_cost_price',
  'retail_price',
  'weight',
  'specifications',
  'image_urls',
  'category_id',
];

/** Upserts all products by SKU in one statement; rows whose seed-owned values are unchanged are left alone. */
export async function seedProducts(
  dataSource: DataSource,
  products: readonly ProductSeed[],
  categoryIds: Map<string, string>,
  imageUrl: (key: string) => string,
): Promise<SeedCount> {
  const rows = products.map((p) => ({
    sku: p.sku,
    name: p.name,
    description: p.description,
    eanCode: p.eanCode,
    basePrice: p.basePrice,
    adminCostPrice: p.adminCostPrice,
    retailPrice: p.retailPrice,
    specialPrice: p.specialPrice,
    specialPriceStart: p.specialPriceStart,
    specialPriceEnd: p.specialPriceEnd,
    stockQuantity: p.stockQuantity,
    minStockLevel: p.minStockLevel,
    weight: p.weight,
    specifications: p.specifications,
    imageUrls: [imageUrl(p.imageKey)],
    categoryId: categoryIds.get(p.subcategoryKey) ?? null,
    isActive: true,
  }));
  return dataSource.transaction(async (manager) => {
    await lockDemoSeed(manager);
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Product)
      .values(rows)
      .orUpdate(SEED_OWNED_COLUMNS, ['sku'], { skipUpdateIfNoValuesChanged: true })
      .updateEntity(false)
      // xmax is 0 for a freshly inserted row and the locking transaction's id for an updated one
      .returning('sku, (xmax = 0) AS inserted')
      .execute();
    const written = result.raw as { sku: string; inserted: boolean }[];
    const inserted = written.filter((row) => row.inserted).length;
    return { total: products.length, inserted, updated: written.length - inserted };
  });
}
