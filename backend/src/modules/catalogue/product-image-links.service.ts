import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { CatalogueCache } from './catalogue-cache';
import { COUNT_EDIT_SQL } from './product-edits';

/**
 * What counts as external: an http(s) address outside the portal's own image storage, or one that mentions
 * a host of the former shop (admin spec, section 9).
 */
export interface ExternalImageRule {
  /** The public address prefix of the product-images bucket ("http://…/product-images/"). */
  ownPrefix: string;
  legacyHosts: string[];
}

export interface ProductImages {
  id: string;
  name: string;
  sku: string;
  imageUrls: string[];
}

export interface ExternalImageSummary {
  products: number;
  images: number;
  legacyImages: number;
}

const likePattern = (host: string) => `%${host.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** SQL condition on an image address `u`; $1 own prefix, $2 legacy host patterns. */
const IS_EXTERNAL = `((u ~* '^https?://' AND left(u, length($1::text)) <> $1::text) OR u ILIKE ANY($2::text[]))`;
const HAS_EXTERNAL = `EXISTS (SELECT 1 FROM unnest(p.image_urls) AS u WHERE ${IS_EXTERNAL})`;

/** The catalogue's side of the image migration: finding products with external images and swapping addresses. */
@Injectable()
export class ProductImageLinksService {
  constructor(
    readonly tx: TransactionHost,
    private readonly cache: CatalogueCache,
  ) {}

  isExternal(url: string, rule: ExternalImageRule): boolean {
    const lower = url.toLowerCase();
    return (/^https?:\/\//i.test(url) && !url.startsWith(rule.ownPrefix)) || rule.legacyHosts.some((host) => lower.includes(host.toLowerCase()));
  }

  async summary(rule: ExternalImageRule): Promise<ExternalImageSummary> {
    const [row] = await this.tx.manager.query<ExternalImageSummary[]>(
      `SELECT count(DISTINCT p.id)::int AS products, count(*)::int AS images,
              count(*) FILTER (WHERE u ILIKE ANY($2::text[]))::int AS "legacyImages"
         FROM products p CROSS JOIN LATERAL unnest(p.image_urls) AS u
        WHERE ${IS_EXTERNAL}`,
      this.params(rule),
    );
    return row;
  }

  /** Products with at least one external image, oldest first (a stable order for offset and limit). */
  async productsWithExternalImages(rule: ExternalImageRule, range: { offset: number; limit: number | null }): Promise<ProductImages[]> {
    return this.tx.manager.query<ProductImages[]>(
      `SELECT p.id, p.name, p.sku, p.image_urls AS "imageUrls" FROM products p WHERE ${HAS_EXTERNAL}
        ORDER BY p.created_at, p.id OFFSET $3 LIMIT $4`,
      [...this.params(rule), range.offset, range.limit],
    );
  }

  async productImages(ids: string[]): Promise<ProductImages[]> {
    return this.tx.manager.query<ProductImages[]>(
      `SELECT p.id, p.name, p.sku, p.image_urls AS "imageUrls" FROM products p WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /**
   * Replaces one address in a product's image list (joins the caller's transaction); false if it is no longer
   * there (an administrator removed it meanwhile). The catalogue answers are dropped once it has committed.
   */
  async replaceImage(productId: string, from: string, to: string): Promise<boolean> {
    const [, affected] = await this.tx.manager.query<[unknown[], number]>(
      `UPDATE products SET image_urls = array_replace(image_urls, $2, $3), updated_at = now(), ${COUNT_EDIT_SQL}
        WHERE id = $1 AND $2 = ANY(image_urls)`,
      [productId, from, to],
    );
    if (affected > 0) this.tx.afterCommit(() => this.cache.clear());
    return affected > 0;
  }

  private params(rule: ExternalImageRule): unknown[] {
    return [rule.ownPrefix, rule.legacyHosts.map(likePattern)];
  }
}
