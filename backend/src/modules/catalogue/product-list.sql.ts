import { ProductSort, ProductStatusFilter, UNCATEGORIZED } from './dto/product-list-query.dto';

/**
 * The catalogue's list SQL, built in one place: the service runs it, and the benchmark
 * (scripts/bench) runs exactly the same text bare through `pg` to compare.
 */
export interface ProductListFilters {
  /** A category id (a main category includes its subcategories), or 'none' for uncategorised (admin). */
  category?: string;
  /**
   * The category and its subcategories, resolved beforehand (categoryIdsQuery): a literal id list gives the
   * planner real row estimates, where a sub-select would make it walk a sort index through the whole table.
   */
  categoryIds?: string[];
  q?: string;
  sort?: ProductSort;
  status?: ProductStatusFilter;
  page: number;
  pageSize: number;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

const SORT_COLUMNS: Record<ProductSort, string> = {
  [ProductSort.Name]: 'p.name',
  [ProductSort.RetailPrice]: 'p.retail_price',
  [ProductSort.Sku]: 'p.sku',
  [ProductSort.StockQuantity]: 'p.stock_quantity',
};

/** What the storefront shows (ProductDto) and nothing more: every column read is a column parsed. */
const PUBLIC_PRODUCT_COLUMNS = `p.id, p.name, p.description, p.sku, p.ean_code, p.base_price, p.retail_price, p.special_price,
  p.special_price_start, p.special_price_end, p.stock_quantity, p.min_order_quantity, p.order_multiple, p.weight, p.specifications, p.image_urls, p.category_id`;
/** The back office's view; admin_cost_price is only ever selected here. */
const ADMIN_PRODUCT_COLUMNS = `${PUBLIC_PRODUCT_COLUMNS}, p.min_stock_level, p.is_active, p.created_at, p.updated_at, p.admin_cost_price, p.version`;
const CATEGORY_NAME_COLUMNS = 'c.name AS category_name, pc.name AS parent_category_name';

/** SELECT … FROM products p with its category and parent category joined; `source` may add a TABLESAMPLE. */
export function productSelect(options: { admin: boolean; source?: string }): string {
  return `SELECT ${options.admin ? ADMIN_PRODUCT_COLUMNS : PUBLIC_PRODUCT_COLUMNS}, ${CATEGORY_NAME_COLUMNS}
FROM ${options.source ?? 'products p'}
LEFT JOIN categories c ON c.id = p.category_id
LEFT JOIN categories pc ON pc.id = c.parent_id`;
}

/**
 * What a search looks through: name, SKU and description joined by a separator no search term contains
 * (likePattern drops control characters), so one trigram index serves all three (ix_products_search_trgm;
 * the expression must stay exactly as the migration indexes it).
 */
export const SEARCH_DOCUMENT = `(p.name::text || chr(31) || p.sku::text || chr(31) || coalesce(p.description, ''))`;

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (q: string) =>
  `%${q.replace(/[\u0000-\u001f]/g, '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereClause(filters: ProductListFilters, values: unknown[]): string {
  const conditions: string[] = [];
  const status = filters.status ?? ProductStatusFilter.Active;
  if (status === ProductStatusFilter.Active) conditions.push('p.is_active');
  if (status === ProductStatusFilter.Inactive) conditions.push('NOT p.is_active');
  if (filters.category === UNCATEGORIZED) {
    conditions.push('p.category_id IS NULL');
  } else if (filters.categoryIds?.length === 1) {
    // A plain equality (not = ANY) lets the (category_id, is_active, <sort>) indexes deliver the page in order.
    values.push(filters.categoryIds[0]);
    conditions.push(`p.category_id = $${values.length}::uuid`);
  } else if (filters.categoryIds) {
    values.push(filters.categoryIds);
    conditions.push(`p.category_id = ANY($${values.length}::uuid[])`);
  } else if (filters.category) {
    values.push(filters.category);
    const n = values.length;
    conditions.push(`p.category_id IN (SELECT id FROM categories WHERE id = $${n} OR parent_id = $${n})`);
  }
  if (filters.q) {
    values.push(likePattern(filters.q));
    conditions.push(`${SEARCH_DOCUMENT} ILIKE $${values.length}`);
  }
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * Below this offset a page is read straight along the sort index; from it on, the page's ids are cut first
 * (an index-only scan over the (…, <sort>, id) indexes) and only those rows are read: a deferred join. The
 * plain form plans and runs faster for the first pages, the deferred one no longer reads every skipped row
 * (measured with pgbench, docs/performance.md).
 */
export const DEFERRED_JOIN_OFFSET = 240;

/**
 * One page of products, without category names: joining the categories here cost more planning time than the
 * rest of the query, so the services add the names from the cached category table (CategoryNames).
 */
export function productPageQuery(filters: ProductListFilters, options: { admin: boolean }): SqlQuery {
  const values: unknown[] = [];
  const where = whereClause(filters, values);
  const offset = (filters.page - 1) * filters.pageSize;
  values.push(filters.pageSize, offset);
  const columns = options.admin ? ADMIN_PRODUCT_COLUMNS : PUBLIC_PRODUCT_COLUMNS;
  const order = `ORDER BY ${SORT_COLUMNS[filters.sort ?? ProductSort.Name]}, p.id`;
  const limit = `LIMIT $${values.length - 1} OFFSET $${values.length}`;
  if (offset < DEFERRED_JOIN_OFFSET) {
    return { text: `SELECT ${columns}\nFROM products p\n${where}\n${order}\n${limit}`, values };
  }
  return {
    text: `SELECT ${columns}
FROM (SELECT p.id FROM products p
  ${where}
  ${order}
  ${limit}) page
JOIN products p ON p.id = page.id
${order}`,
    values,
  };
}

/** The category and its active subcategories. */
export function categoryIdsQuery(categoryId: string): SqlQuery {
  return { text: 'SELECT id FROM categories WHERE id = $1 OR (parent_id = $1 AND is_active)', values: [categoryId] };
}

export function productCountQuery(filters: ProductListFilters): SqlQuery {
  const values: unknown[] = [];
  const where = whereClause(filters, values);
  return { text: `SELECT count(*)::int AS total FROM products p ${where}`, values };
}

/** The raw row the storefront queries return (pg's own types: numerics as strings, timestamps as Date). */
export interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  sku: string;
  ean_code: string | null;
  base_price: string;
  retail_price: string;
  special_price: string | null;
  special_price_start: Date | null;
  special_price_end: Date | null;
  stock_quantity: number;
  min_order_quantity: number;
  order_multiple: number;
  weight: string | null;
  specifications: { gtin?: string | null; han?: string | null } | null;
  image_urls: string[];
  category_id: string | null;
  /** Joined by productSelect; added from the category table for list pages (CategoryNames). */
  category_name: string | null;
  parent_category_name: string | null;
}

/** The back office's row (ADMIN_PRODUCT_COLUMNS). */
export interface AdminProductRow extends ProductRow {
  min_stock_level: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  admin_cost_price: string | null;
  version: number;
}

export function productByIdQuery(id: string, options: { admin: boolean }): SqlQuery {
  return {
    text: `${productSelect(options)}
WHERE p.id = $1${options.admin ? '' : ' AND p.is_active'}`,
    values: [id],
  };
}
