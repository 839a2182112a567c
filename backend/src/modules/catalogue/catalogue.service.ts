import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { AppError } from '../../common/http/app-error';
import { StorageService } from '../../common/storage/storage.service';
import { DealersService } from '../dealers/dealers.service';
import { CatalogueCache } from './catalogue-cache';
import { categoryCountsQuery } from './category-counts.sql';
import { CategoryNames } from './category-names';
import { CategoryCountRow, CategoryDto, toCategoryDto } from './dto/category.dto';
import { HomeDto } from './dto/home.dto';
import { DEFAULT_PAGE_SIZE, ProductListQueryDto, ProductSort } from './dto/product-list-query.dto';
import { PriceContext, ProductDto, ProductPageDto, toProductDto } from './dto/product.dto';
import { categoryIdsQuery, productByIdQuery, productCountQuery, ProductListFilters, productPageQuery, ProductRow, productSelect } from './product-list.sql';

const FEATURED_COUNT = 8;
const HOME_TILE_COUNT = 8;

export const productNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'PRODUCT_NOT_FOUND', 'Produkt nicht gefunden.');

/** What visitors and dealers browse. Prices follow the caller; the admin cost price is never selected. */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dealers: DealersService,
    private readonly cache: CatalogueCache,
    private readonly categoryNames: CategoryNames,
    private readonly storage: StorageService,
  ) {}

  private readonly cardSrcSet = (url: string | undefined) => this.storage.cardSrcSet(url);

  /**
   * Whole answers are cached for 10 s per normalised query and price scope (CatalogueCache.rememberPage): prices
   * depend on nothing but the caller's discount (retail only, or an approved dealer's level 0–50), so dealers
   * with the same level share an answer and a visitor never gets a dealer's. Stock figures and a promotion
   * starting or ending may thus show up to 10 s late; cart and order rules are checked at write time anyway.
   * An answer is kept as the UTF-8 bytes of its JSON, exactly what the controller sends, so a cache hit neither
   * serialises nor encodes anything.
   */
  async getProductsBody(query: ProductListQueryDto, user: AuthUser | undefined): Promise<Buffer> {
    const discountPercent = await this.discountFor(user);
    const normalised = {
      category: query.category?.toLowerCase(),
      q: query.q,
      sort: query.sort ?? ProductSort.Name,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    };
    const key = JSON.stringify([
      normalised.category ?? null,
      normalised.q ?? null,
      normalised.sort,
      normalised.page,
      normalised.pageSize,
      discountPercent ?? 'retail',
    ]);
    return this.cache.rememberPage(key, async () =>
      Buffer.from(JSON.stringify(await this.loadProducts(normalised, { discountPercent, now: new Date() }))),
    );
  }

  private async loadProducts(
    query: { category?: string; q?: string; sort: ProductSort; page: number; pageSize: number },
    pricing: PriceContext,
  ): Promise<ProductPageDto> {
    const filters: ProductListFilters = {
      ...query,
      categoryIds: query.category ? await this.categoryIds(query.category) : undefined,
    };
    const page = productPageQuery(filters, { admin: false });
    const [rows, total] = await Promise.all([
      this.categoryNames.readPage<ProductRow>(page),
      this.countProducts(filters),
    ]);
    return { items: rows.map((row) => toProductDto(row, pricing, this.cardSrcSet)), total, page: filters.page, pageSize: filters.pageSize };
  }

  async getProduct(id: string, user: AuthUser | undefined): Promise<ProductDto> {
    const query = productByIdQuery(id, { admin: false });
    const [rows, pricing] = await Promise.all([
      this.dataSource.query<ProductRow[]>(query.text, query.values),
      this.priceContextFor(user),
    ]);
    if (!rows[0]) throw productNotFound();
    return toProductDto(rows[0], pricing, this.cardSrcSet);
  }

  /**
   * The image of the first card a visitor sees on /products (first page by name): the server sends index.html for
   * that address with a preload of it, so the picture loads with the scripts instead of after the product list.
   * Read from the cached answer of that very request.
   */
  async firstCatalogueCardImage(): Promise<{ url: string; srcSet: string | null } | undefined> {
    const page = JSON.parse((await this.getProductsBody(new ProductListQueryDto(), undefined)).toString('utf8')) as ProductPageDto;
    const first = page.items[0];
    return first?.imageUrls[0] ? { url: first.imageUrls[0], srcSet: first.cardImageSrcSet } : undefined;
  }

  async getCategories(): Promise<CategoryDto[]> {
    return (await this.categoryCounts()).map(toCategoryDto);
  }

  async getHome(user: AuthUser | undefined): Promise<HomeDto> {
    const [categories, productCount, featured, pricing] = await Promise.all([
      this.categoryCounts(),
      this.countProducts({ page: 1, pageSize: 1 }),
      this.randomProducts(FEATURED_COUNT),
      this.priceContextFor(user),
    ]);
    const mainCategories = categories.filter((category) => category.parent_id === null);
    return {
      featuredProducts: featured.map((row) => toProductDto(row, pricing, this.cardSrcSet)),
      categories: mainCategories.slice(0, HOME_TILE_COUNT).map(toCategoryDto),
      mainCategoryCount: mainCategories.length,
      productCount,
      categoryCount: categories.length,
    };
  }

  /** Visitors, unapproved dealers and staff see retail prices; approved dealers also their EK. */
  private async priceContextFor(user: AuthUser | undefined): Promise<PriceContext> {
    return { discountPercent: await this.discountFor(user), now: new Date() };
  }

  /** null: retail prices only. The dealer's discount comes from the cache, forgotten everywhere when it changes (DealersService). */
  private async discountFor(user: AuthUser | undefined): Promise<number | null> {
    if (!user?.roles.includes(Role.Dealer)) return null;
    return this.dealers.approvedDiscountFor(user.id);
  }

  private countProducts(filters: ProductListFilters): Promise<number> {
    const query = productCountQuery(filters);
    return this.cache.remember(`count:${JSON.stringify([filters.category ?? null, filters.q ?? null])}`, async () => {
      const [row] = await this.dataSource.query<{ total: number }[]>(query.text, query.values);
      return row.total;
    });
  }

  /** A category with its subcategories; cached like the totals (cleared by every catalogue write). */
  private categoryIds(categoryId: string): Promise<string[]> {
    const query = categoryIdsQuery(categoryId);
    return this.cache.remember(`ids:${categoryId}`, async () =>
      (await this.dataSource.query<{ id: string }[]>(query.text, query.values)).map((row) => row.id),
    );
  }

  private categoryCounts(): Promise<CategoryCountRow[]> {
    const query = categoryCountsQuery();
    return this.cache.remember('categories', () => this.dataSource.query<CategoryCountRow[]>(query.text, query.values));
  }

  /**
   * Eight random active products without sorting the whole table: a block sample (TABLESAMPLE SYSTEM) sized
   * to yield a few hundred rows, shuffled; small catalogues fall back to a plain random order.
   */
  private async randomProducts(count: number): Promise<ProductRow[]> {
    const total = await this.countProducts({ page: 1, pageSize: 1 });
    if (total > 2000) {
      const percent = Math.min(100, (400 / total) * 100).toFixed(4);
      const sample = productSelect({ admin: false, source: `products p TABLESAMPLE SYSTEM (${percent})` });
      const rows = await this.dataSource.query<ProductRow[]>(`${sample} WHERE p.is_active ORDER BY random() LIMIT $1`, [count]);
      if (rows.length >= count) return rows;
    }
    const all = productSelect({ admin: false });
    return this.dataSource.query<ProductRow[]>(`${all} WHERE p.is_active ORDER BY random() LIMIT $1`, [count]);
  }
}
