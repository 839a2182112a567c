import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AppError } from '../../common/http/app-error';
import { UploadedFile, UploadLimits } from '../../common/http/read-upload';
import { normaliseMoney } from '../../common/money/money';
import { berlinDay, startOfBerlinDay } from '../../common/money/pricing';
import { CONTENT_TYPES, EXTENSIONS } from '../../common/storage/file-signature';
import { identifyFile } from '../../common/storage/file-structure';
import { UndecodableImageError } from '../../common/storage/product-image-variants';
import { StorageService } from '../../common/storage/storage.service';
import { AuditService } from '../audit/audit.service';
import { TransactionHost } from '../../common/database/transaction-host';
import { CatalogueCache } from './catalogue-cache';
import { CategoryNames } from './category-names';
import { productNotFound } from './catalogue.service';
import { AdminProductDto, AdminProductPageDto, toAdminProductDto } from './dto/admin-product.dto';
import { AdminProductListQueryDto, DEFAULT_PAGE_SIZE, ProductSort, ProductStatusFilter, UNCATEGORIZED } from './dto/product-list-query.dto';
import { SaveProductDto } from './dto/save-product.dto';
import { Category } from './entities/category.entity';
import { Product } from './entities/product.entity';
import { AdminProductRow, categoryIdsQuery, productByIdQuery, productCountQuery, ProductListFilters, productPageQuery } from './product-list.sql';
import { COUNT_EDIT_SQL, countEdit, stockToSave } from './product-edits';
import { promotionErrors, StoredPromotion, validationFailed } from './product-rules';
import { isUniqueViolation } from '../../common/database/unique-violation';

/** Product images: JPEG, PNG or WEBP by their magic bytes, at most 5 MB. */
export const IMAGE_UPLOAD: UploadLimits = {
  maxBytes: 5 * 1024 * 1024,
  tooLargeMessage: 'Die Datei darf maximal 5MB groß sein.',
  missingMessage: 'Bitte wählen Sie eine Bilddatei aus.',
};
const IMAGE_TYPES = new Set(['jpeg', 'png', 'webp']);

/** Product maintenance in the back office. Every change writes its audit row in the same transaction. */
@Injectable()
export class ProductAdminService {
  private readonly logger = new Logger(ProductAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionHost,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly cache: CatalogueCache,
    private readonly categoryNames: CategoryNames,
  ) {}

  async getProducts(query: AdminProductListQueryDto): Promise<AdminProductPageDto> {
    const category = query.category && query.category !== UNCATEGORIZED ? query.category : undefined;
    const filters: ProductListFilters = {
      category: query.category,
      categoryIds: category
        ? (await this.dataSource.query<{ id: string }[]>(categoryIdsQuery(category).text, [category])).map((row) => row.id)
        : undefined,
      q: query.q,
      sort: query.sort ?? ProductSort.Name,
      status: query.status ?? ProductStatusFilter.Active,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    };
    const page = productPageQuery(filters, { admin: true });
    const count = productCountQuery(filters);
    const [rows, [{ total }]] = await Promise.all([
      this.categoryNames.readPage<AdminProductRow>(page),
      this.dataSource.query<{ total: number }[]>(count.text, count.values),
    ]);
    const now = new Date();
    return { items: rows.map((row) => toAdminProductDto(row, now)), total, page: filters.page, pageSize: filters.pageSize };
  }

  async getProduct(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminProductDto> {
    const query = productByIdQuery(id, { admin: true });
    const [row] = await manager.query<AdminProductRow[]>(query.text, query.values);
    if (!row) throw productNotFound();
    return toAdminProductDto(row);
  }

  async createProduct(input: SaveProductDto, adminUserId: string): Promise<AdminProductDto> {
    this.checkPromotion(input, null);
    const product = await this.tx.run(async () => {
      const manager = this.tx.manager;
      await this.checkCategory(manager, input.categoryId);
      await this.checkSkuFree(manager, input.sku, null);
      const { identifiers } = await manager
        .getRepository(Product)
        .insert(this.columnsFrom(input, { isActive: input.isActive ?? true, imageUrls: input.imageUrls ?? [] }))
        .catch((error: unknown) => this.rethrowSkuConflict(error, input.sku));
      const id = identifiers[0].id as string;
      await this.audit.record({
        adminUserId,
        actionType: 'product.create',
        targetType: 'product',
        targetId: id,
        message: `Produkt „${input.name}“ (${input.sku}) erstellt`,
      });
      return this.getProduct(id, manager);
    });
    await this.cache.clear();
    return product;
  }

  async updateProduct(id: string, input: SaveProductDto, adminUserId: string): Promise<AdminProductDto> {
    const removedImages: string[] = [];
    const product = await this.tx.run(async () => {
      const manager = this.tx.manager;
      const stored = await manager.getRepository(Product).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!stored) throw productNotFound();
      this.checkPromotion(input, {
        specialPriceStart: stored.specialPriceStart && berlinDay(stored.specialPriceStart),
        specialPriceEnd: stored.specialPriceEnd && berlinDay(stored.specialPriceEnd),
      });
      const stockQuantity = await stockToSave(stored, input, () => this.audit.latestSince('product', id, stored.editedAt ?? stored.createdAt));
      await this.checkCategory(manager, input.categoryId, stored.categoryId);
      await this.checkSkuFree(manager, input.sku, id);
      const imageUrls = input.imageUrls === undefined ? stored.imageUrls : (input.imageUrls ?? []);
      removedImages.push(...stored.imageUrls.filter((url) => !imageUrls.includes(url)));
      await manager
        .getRepository(Product)
        .update(id, { ...this.columnsFrom(input, { isActive: input.isActive ?? stored.isActive, imageUrls }), stockQuantity, ...countEdit() })
        .catch((error: unknown) => this.rethrowSkuConflict(error, input.sku));
      await this.audit.record({
        adminUserId,
        actionType: 'product.update',
        targetType: 'product',
        targetId: id,
        message: `Produkt „${input.name}“ (${input.sku}) aktualisiert`,
      });
      return this.getProduct(id, manager);
    });
    await this.cache.clear();
    await this.removeStoredImages(removedImages);
    return product;
  }

  /**
   * Soft delete: the product becomes inactive and disappears from the catalogue. Under the row lock, so a second deletion
   * at the same moment finds it deleted and says so instead of writing a second audit entry.
   */
  async deleteProduct(id: string, adminUserId: string): Promise<void> {
    await this.tx.run(async () => {
      const manager = this.tx.manager;
      const product = await manager
        .getRepository(Product)
        .findOne({ where: { id }, select: { id: true, name: true, sku: true, isActive: true }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw productNotFound();
      if (!product.isActive) throw new AppError(HttpStatus.CONFLICT, 'PRODUCT_ALREADY_DELETED', `Das Produkt „${product.name}“ (${product.sku}) ist bereits gelöscht.`);
      await manager.getRepository(Product).update(id, { isActive: false, ...countEdit() });
      await this.audit.record({
        adminUserId,
        actionType: 'product.delete',
        targetType: 'product',
        targetId: id,
        message: `Produkt „${product.name}“ (${product.sku}) gelöscht`,
      });
    });
    await this.cache.clear();
  }

  /** Stores an uploaded JPEG, PNG or WEBP (by magic bytes, at most 5 MB) and appends it to the images. */
  async uploadProductImage(id: string, { buffer }: UploadedFile, adminUserId: string): Promise<AdminProductDto> {
    const type = this.imageType(buffer);
    const exists = await this.dataSource.getRepository(Product).exists({ where: { id } });
    if (!exists) throw productNotFound();
    const key = `products/${id}/${Date.now()}-${randomBytes(6).toString('hex')}.${EXTENSIONS[type]}`;
    await this.putImage(key, buffer, type);
    const url = this.storage.publicUrl(key);
    try {
      const product = await this.tx.run(async () => {
        const manager = this.tx.manager;
        const result = await manager.query(
          `UPDATE products SET image_urls = array_append(image_urls, $2), updated_at = now(), ${COUNT_EDIT_SQL} WHERE id = $1`,
          [id, url],
        );
        if (result[1] === 0) throw productNotFound();
        await this.audit.record({
          adminUserId,
          actionType: 'product.image.upload',
          targetType: 'product',
          targetId: id,
          message: 'Bild hochgeladen',
          details: { url, bytes: buffer.length },
        });
        return this.getProduct(id, manager);
      });
      await this.cache.clear();
      return product;
    } catch (error) {
      await this.removeStoredImages([url]);
      throw error;
    }
  }

  async removeProductImage(id: string, url: string, adminUserId: string): Promise<AdminProductDto> {
    const product = await this.tx.run(async () => {
      const manager = this.tx.manager;
      const stored = await manager.getRepository(Product).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!stored) throw productNotFound();
      if (!stored.imageUrls.includes(url)) {
        throw new AppError(HttpStatus.NOT_FOUND, 'IMAGE_NOT_FOUND', 'Das Bild gehört nicht zu diesem Produkt.');
      }
      await manager.getRepository(Product).update(id, { imageUrls: stored.imageUrls.filter((entry) => entry !== url), ...countEdit() });
      await this.audit.record({
        adminUserId,
        actionType: 'product.image.remove',
        targetType: 'product',
        targetId: id,
        message: 'Bild entfernt',
        details: { url },
      });
      return this.getProduct(id, manager);
    });
    await this.cache.clear();
    await this.removeStoredImages([url]);
    return product;
  }

  /** The magic bytes said image; an image sharp cannot decode (a JPEG header before anything else) is refused too. */
  private async putImage(key: string, buffer: Buffer, type: 'jpeg' | 'png' | 'webp'): Promise<void> {
    try {
      await this.storage.putProductImage(key, buffer, CONTENT_TYPES[type]);
    } catch (error) {
      if (!(error instanceof UndecodableImageError)) throw error;
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'INVALID_FILE_TYPE', 'Die Bilddatei ist beschädigt oder kein Bild.');
    }
  }

  private imageType(buffer: Buffer): 'jpeg' | 'png' | 'webp' {
    const type = identifyFile(buffer);
    if (!type || !IMAGE_TYPES.has(type)) {
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'INVALID_FILE_TYPE', 'Bitte laden Sie nur Bilddateien hoch.');
    }
    return type as 'jpeg' | 'png' | 'webp';
  }

  /** Objects of our own bucket that no product refers to any more; other addresses are left alone. */
  private async removeStoredImages(urls: string[]): Promise<void> {
    const prefix = this.storage.publicUrl('');
    for (const url of urls.filter((entry) => entry.startsWith(prefix))) {
      const stillUsed = await this.dataSource.query('SELECT 1 FROM products WHERE $1 = ANY(image_urls) LIMIT 1', [url]);
      if (stillUsed.length) continue;
      await this.storage.removeProductImage(url.slice(prefix.length)).catch((error: Error) => {
        this.logger.warn(`Bild ${url} konnte nicht aus dem Speicher entfernt werden: ${error.message}`);
      });
    }
  }

  private checkPromotion(input: SaveProductDto, stored: StoredPromotion | null): void {
    const errors = promotionErrors(input, stored, new Date());
    if (errors.length) throw validationFailed(errors);
  }

  /** Only active categories may be chosen; a product may keep the category it already has. */
  private async checkCategory(manager: EntityManager, categoryId: string | null | undefined, current?: string | null): Promise<void> {
    if (!categoryId || categoryId === current) return;
    // FOR SHARE: a deletion of the category running now is waited for, and then it is gone (no product in a deleted category)
    const exists = await manager.getRepository(Category).findOne({ select: { id: true }, where: { id: categoryId, isActive: true }, lock: { mode: 'pessimistic_read' } });
    if (!exists) {
      throw validationFailed([{ field: 'categoryId', message: 'Die gewählte Kategorie gibt es nicht.' }]);
    }
  }

  private async checkSkuFree(manager: EntityManager, sku: string, ownId: string | null): Promise<void> {
    const other = await manager.getRepository(Product).findOne({ where: { sku }, select: { id: true } });
    if (other && other.id !== ownId) throw this.skuTaken(sku);
  }

  private skuTaken(sku: string): AppError {
    return new AppError(HttpStatus.CONFLICT, 'SKU_TAKEN', `Die Artikelnummer „${sku}“ ist bereits vergeben.`, {
      errors: [{ field: 'sku', message: `Die Artikelnummer „${sku}“ ist bereits vergeben.` }],
    });
  }

  private rethrowSkuConflict(error: unknown, sku: string): never {
    if (error instanceof QueryFailedError && isUniqueViolation(error)) throw this.skuTaken(sku);
    throw error;
  }

  private columnsFrom(input: SaveProductDto, extra: { isActive: boolean; imageUrls: string[] }): Partial<Product> {
    return {
      name: input.name,
      sku: input.sku,
      description: input.description ?? null,
      eanCode: input.eanCode ?? null,
      adminCostPrice: normaliseMoney(input.adminCostPrice),
      basePrice: normaliseMoney(input.basePrice)!,
      retailPrice: normaliseMoney(input.retailPrice)!,
      stockQuantity: input.stockQuantity ?? 0,
      minStockLevel: input.minStockLevel ?? 0,
      minOrderQuantity: input.minOrderQuantity ?? 1,
      orderMultiple: input.orderMultiple ?? 1,
      weight: input.weight ?? null,
      specifications: { gtin: input.specifications?.gtin ?? null, han: input.specifications?.han ?? null },
      categoryId: input.categoryId ?? null,
      specialPrice: normaliseMoney(input.specialPrice),
      specialPriceStart: input.specialPriceStart ? startOfBerlinDay(input.specialPriceStart) : null,
      specialPriceEnd: input.specialPriceEnd ? startOfBerlinDay(input.specialPriceEnd) : null,
      ...extra,
    };
  }
}
