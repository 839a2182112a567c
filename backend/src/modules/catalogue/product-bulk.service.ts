import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { CatalogueCache } from './catalogue-cache';
import { lockCategoryWrites } from './category-write-lock';
import { COUNT_EDIT_SQL } from './product-edits';

/** One product of a bulk upsert. Null optional fields keep the stored value on update (defaults on insert). */
export interface ProductUpsertRow {
  sku: string;
  name: string;
  description: string | null;
  adminCostPrice: string | null;
  basePrice: string;
  retailPrice: string;
  stockQuantity: number | null;
  weight: string | null;
  gtin: string | null;
  han: string | null;
  /** Packaging unit; null keeps the stored value (1 on insert). */
  minOrderQuantity: number | null;
  orderMultiple: number | null;
  categoryId: string | null;
}

/** The largest packaging figure the editor and the import accept. */
export { PACKAGING_MAX } from './dto/save-product.dto';

export interface UpsertOutcome {
  created: number;
  updated: number;
  /** Existing products whose stored values already equal the row's: not written at all. */
  unchanged: number;
  /** SKUs updated that belong to deactivated products (they stay deactivated). */
  inactiveSkus: string[];
}

interface MatchedProduct {
  active: boolean;
  changed: boolean;
}

/** Category paths compare case-insensitively, like the category admin's name check. */
export const categoryPathKey = (path: string[]) => path.map((name) => name.toLowerCase()).join('\u0001');

/** The batch as one row set: one array parameter per column (a single statement for any batch size). */
const INPUT = `unnest($1::varchar[], $2::varchar[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::int[], $8::numeric[],
  $9::varchar[], $10::varchar[], $11::uuid[], $12::int[], $13::int[])
  AS i(sku, name, description, admin_cost_price, base_price, retail_price, stock_quantity, weight, gtin, han, category_id,
       min_order_quantity, order_multiple)`;

/**
 * What an import row writes into an existing product (`i`: the row, `p`: the product): name and prices always,
 * the other fields only where the row has a value.
 */
const UPDATED_COLUMNS: [column: string, value: string][] = [
  ['name', 'i.name'],
  ['description', 'COALESCE(i.description, p.description)'],
  ['admin_cost_price', 'COALESCE(i.admin_cost_price, p.admin_cost_price)'],
  ['base_price', 'i.base_price'],
  ['retail_price', 'i.retail_price'],
  ['stock_quantity', 'COALESCE(i.stock_quantity, p.stock_quantity)'],
  ['weight', 'COALESCE(i.weight, p.weight)'],
  ['specifications', "p.specifications || jsonb_strip_nulls(jsonb_build_object('gtin', i.gtin, 'han', i.han))"],
  ['category_id', 'COALESCE(i.category_id, p.category_id)'],
  ['min_order_quantity', 'COALESCE(i.min_order_quantity, p.min_order_quantity)'],
  ['order_multiple', 'COALESCE(i.order_multiple, p.order_multiple)'],
];
const ASSIGNMENTS = UPDATED_COLUMNS.map(([column, value]) => `${column} = ${value}`).join(', ');
const STORED = `ROW(${UPDATED_COLUMNS.map(([column]) => `p.${column}`).join(', ')})`;
const IMPORTED = `ROW(${UPDATED_COLUMNS.map(([, value]) => value).join(', ')})`;

/**
 * Writes many products at once for the import; the catalogue module owns the SQL. Everything joins the
 * caller's transaction (TransactionHost), so a batch and its progress commit together.
 */
@Injectable()
export class ProductBulkService {
  constructor(
    readonly tx: TransactionHost,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * Upserts by SKU: existing products are updated (name and prices always; other fields only where the row
   * has a value; is_active untouched), the rest inserted active. SKUs must be unique within `rows`.
   */
  async upsertBySku(rows: ProductUpsertRow[]): Promise<UpsertOutcome> {
    if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0, inactiveSkus: [] };
    const matched = await this.update(rows);
    const remaining = rows.filter((row) => !matched.has(row.sku));
    const inserted = await this.insert(remaining);
    // A product created by someone else between the two statements is updated after all.
    const late = remaining.filter((row) => !inserted.has(row.sku));
    for (const [sku, product] of await this.update(late)) matched.set(sku, product);
    const updated = [...matched].filter(([, product]) => product.changed);
    return {
      created: inserted.size,
      updated: updated.length,
      unchanged: matched.size - updated.length,
      inactiveSkus: updated.filter(([, product]) => !product.active).map(([sku]) => sku),
    };
  }

  /** Finds every category path (main name, optional subcategory name) or creates it; key: categoryPathKey. */
  async ensureCategoryPaths(paths: string[][]): Promise<Map<string, string>> {
    return this.tx.run(async () => {
      const manager = this.tx.manager;
      await lockCategoryWrites(manager);
      const existing = await manager.query<{ id: string; name: string; parent_id: string | null }[]>(
        'SELECT id, name, parent_id FROM categories WHERE is_active ORDER BY created_at',
      );
      const byKey = new Map<string, string>();
      for (const row of existing) {
        const key = `${row.parent_id ?? ''}\u0001${row.name.toLowerCase()}`;
        if (!byKey.has(key)) byKey.set(key, row.id);
      }
      const ensure = async (name: string, parentId: string | null): Promise<string> => {
        const key = `${parentId ?? ''}\u0001${name.toLowerCase()}`;
        let id = byKey.get(key);
        if (!id) {
          id = await this.createCategory(manager, name, parentId);
          byKey.set(key, id);
        }
        return id;
      };
      const result = new Map<string, string>();
      for (const path of paths) {
        if (path.length === 0 || result.has(categoryPathKey(path))) continue;
        const mainId = await ensure(path[0], null);
        result.set(categoryPathKey(path), path.length > 1 ? await ensure(path[1], mainId) : mainId);
      }
      return result;
    });
  }

  /**
   * Holds these categories and their main categories against a deletion until the caller's transaction ends (FOR SHARE,
   * main categories first, in the order a deletion takes them). Answers those still active under an active main
   * category; a deletion running now is waited for, and what it deleted is left out.
   */
  async holdCategories(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.tx.manager.query<{ id: string; parent_id: string | null; is_active: boolean }[]>(
      `SELECT c.id, c.parent_id, c.is_active FROM categories c
        WHERE c.id = ANY($1::uuid[]) OR c.id IN (SELECT parent_id FROM categories WHERE id = ANY($1::uuid[]))
        ORDER BY c.parent_id IS NOT NULL, c.id
        FOR SHARE OF c`,
      [ids],
    );
    const active = new Set(rows.filter((row) => row.is_active).map((row) => row.id));
    return new Set(rows.filter((row) => active.has(row.id) && (row.parent_id === null || active.has(row.parent_id))).map((row) => row.id));
  }

  /**
   * Finds or creates category paths like ensureCategoryPaths, but in the caller's transaction and holding what it
   * finds (FOR SHARE): for paths whose category was deleted after ensureCategoryPaths answered.
   */
  async ensureHeldCategoryPaths(paths: string[][]): Promise<Map<string, string>> {
    const manager = this.tx.manager;
    const find = async (name: string, parentId: string | null) =>
      (
        await manager.query<{ id: string }[]>(
          `SELECT id FROM categories WHERE is_active AND lower(name) = lower($1) AND parent_id IS NOT DISTINCT FROM $2::uuid
            ORDER BY created_at LIMIT 1 FOR SHARE`,
          [name, parentId],
        )
      )[0]?.id;
    const held = async (name: string, parentId: string | null): Promise<string> => {
      const found = await find(name, parentId);
      if (found) return found;
      await lockCategoryWrites(manager);
      return (await find(name, parentId)) ?? this.createCategory(manager, name, parentId);
    };
    const result = new Map<string, string>();
    for (const path of paths) {
      if (path.length === 0 || result.has(categoryPathKey(path))) continue;
      const mainId = await held(path[0], null);
      result.set(categoryPathKey(path), path.length > 1 ? await held(path[1], mainId) : mainId);
    }
    return result;
  }

  /** Which of these SKUs exist already (for the import preview). */
  async existingSkus(skus: string[]): Promise<Set<string>> {
    const rows = await this.tx.manager.query<{ sku: string }[]>('SELECT sku FROM products WHERE sku = ANY($1::varchar[])', [skus]);
    return new Set(rows.map((row) => row.sku));
  }

  /** After a bulk change (once it commits): every API process drops its cached catalogue answers. */
  clearCache(): Promise<void> {
    return this.cache.clear();
  }

  private async createCategory(manager: EntityManager, name: string, parentId: string | null): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      'INSERT INTO categories (name, parent_id, sort_order, is_active) VALUES ($1, $2, 0, true) RETURNING id',
      [name, parentId],
    );
    return row.id;
  }

  /**
   * Updates the existing products among `rows` and answers each one found, by SKU. A product whose stored values
   * already equal what the row would write is left alone: no new row version, no index entries, `updated_at` kept
   * (a supplier's resent list is mostly such rows).
   */
  private async update(rows: ProductUpsertRow[]): Promise<Map<string, MatchedProduct>> {
    if (rows.length === 0) return new Map();
    // `changed` is judged on the snapshot; the UPDATE computes the values again from the row it locks, so a
    // checkout that took stock meanwhile is not overwritten with a stale figure.
    const matched = await this.tx.manager.query<{ sku: string; is_active: boolean; changed: boolean }[]>(
      `WITH input AS (SELECT * FROM ${INPUT}),
       matched AS (
         SELECT p.id, p.sku, p.is_active, ${STORED} IS DISTINCT FROM ${IMPORTED} AS changed
           FROM input i JOIN products p ON p.sku = i.sku
       ),
       written AS (
         UPDATE products p SET ${ASSIGNMENTS}, updated_at = now(), ${COUNT_EDIT_SQL}
           FROM input i, matched m
          WHERE p.id = m.id AND m.changed AND p.sku = i.sku
         RETURNING p.id
       )
       SELECT sku, is_active, changed FROM matched`,
      this.arrays(rows),
    );
    return new Map(matched.map((row) => [row.sku, { active: row.is_active, changed: row.changed }]));
  }

  private async insert(rows: ProductUpsertRow[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const inserted = await this.tx.manager.query<{ sku: string }[]>(
      `INSERT INTO products (sku, name, description, admin_cost_price, base_price, retail_price, stock_quantity, weight,
                             specifications, category_id, is_active, min_order_quantity, order_multiple)
       SELECT i.sku, i.name, i.description, i.admin_cost_price, i.base_price, i.retail_price, COALESCE(i.stock_quantity, 0),
              i.weight, jsonb_build_object('gtin', i.gtin, 'han', i.han), i.category_id, true,
              COALESCE(i.min_order_quantity, 1), COALESCE(i.order_multiple, 1)
       FROM ${INPUT}
       ON CONFLICT (sku) DO NOTHING
       RETURNING sku`,
      this.arrays(rows),
    );
    return new Set(inserted.map((row) => row.sku));
  }

  private arrays(rows: ProductUpsertRow[]): unknown[] {
    const column = <K extends keyof ProductUpsertRow>(key: K) => rows.map((row) => row[key]);
    return [
      column('sku'),
      column('name'),
      column('description'),
      column('adminCostPrice'),
      column('basePrice'),
      column('retailPrice'),
      column('stockQuantity'),
      column('weight'),
      column('gtin'),
      column('han'),
      column('categoryId'),
      column('minOrderQuantity'),
      column('orderMultiple'),
    ];
  }
}
