import { SqlQuery } from './product-list.sql';

/** How many suggestions the type-ahead shows. */
export const LOOKUP_LIMIT = 10;
/** Below three characters a trigram index cannot help; the name is then left out (SKU and EAN still match by prefix). */
export const NAME_SEARCH_MIN_LENGTH = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const LOOKUP_COLUMNS = `p.id, p.sku, p.ean_code, p.name, p.image_urls[1] AS image_url, p.base_price, p.retail_price, p.stock_quantity,
  p.min_order_quantity, p.order_multiple, p.is_active`;

export interface LookupRow {
  id: string;
  sku: string;
  ean_code: string | null;
  name: string;
  image_url: string | null;
  base_price: string;
  retail_price: string;
  stock_quantity: number;
  min_order_quantity: number;
  order_multiple: number;
  is_active: boolean;
  /** 0: the SKU or EAN exactly; 1: SKU prefix; 2: EAN prefix; 3: in the name. */
  rank: number;
}

/**
 * The quick order's type-ahead. Each branch is cut to the limit by its own index before anything is joined:
 * exact SKU (case-insensitive) or EAN, also of inactive products so the row can say 'nicht mehr erhältlich';
 * SKU prefix (ix_products_lookup_sku), EAN prefix for digits (ix_products_lookup_ean) and the name by trigram
 * (ix_products_name_trgm) for active products. The benchmark runs exactly this text bare (scripts/bench).
 */
export function lookupQuery(term: string, limit = LOOKUP_LIMIT): SqlQuery {
  const q = term.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const upper = q.toUpperCase();
  const digits = /^\d+$/.test(q);
  const values: unknown[] = [upper, digits ? q : null, `${escapeLike(upper)}%`, limit];
  const branches = [
    `SELECT id, 0 AS rank FROM products WHERE upper(sku::text) = $1 OR ean_code = $2`,
    `(SELECT id, 1 AS rank FROM products WHERE upper(sku::text) LIKE $3 AND is_active ORDER BY upper(sku::text) LIMIT $4)`,
  ];
  if (digits) {
    values.push(`${q}%`);
    branches.push(`(SELECT id, 2 AS rank FROM products WHERE ean_code LIKE $${values.length} AND is_active ORDER BY ean_code LIMIT $4)`);
  }
  if (q.length >= NAME_SEARCH_MIN_LENGTH) {
    values.push(`%${escapeLike(q)}%`);
    branches.push(`(SELECT id, 3 AS rank FROM products WHERE name ILIKE $${values.length} AND is_active LIMIT $4)`);
  }
  return {
    text: `SELECT ${LOOKUP_COLUMNS}, h.rank
FROM (SELECT id, min(rank) AS rank FROM (${branches.join('\n  UNION ALL ')}) hits GROUP BY id) h
JOIN products p ON p.id = h.id
ORDER BY h.rank, p.name, p.id
LIMIT $4`,
    values,
  };
}
