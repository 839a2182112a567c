import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * List indexes that end in id (index-only page scans for the deferred join) and one trigram index over the
 * search document instead of three (product-list.sql.ts SEARCH_DOCUMENT; the expression must match it exactly).
 * A larger statistics target on that expression gives the planner real estimates for `ILIKE '%term%'`, so a
 * common term walks the name index while a rare one uses the trigram index (docs/performance.md).
 */
const LIST_INDEXES: [name: string, columns: string, oldColumns: string][] = [
  ['ix_products_active_name', '"is_active", "name", "id"', '"is_active", "name"'],
  ['ix_products_active_retail_price', '"is_active", "retail_price", "id"', '"is_active", "retail_price"'],
  ['ix_products_active_stock', '"is_active", "stock_quantity", "id"', '"is_active", "stock_quantity"'],
  ['ix_products_category_active_name', '"category_id", "is_active", "name", "id"', '"category_id", "is_active", "name"'],
  ['ix_products_category_active_retail_price', '"category_id", "is_active", "retail_price", "id"', '"category_id", "is_active", "retail_price"'],
];
const SEARCH_DOCUMENT = `("name"::text || chr(31) || "sku"::text || chr(31) || coalesce("description", ''))`;

export class CatalogueListIndexes1795386015294 implements MigrationInterface {
  name = 'CatalogueListIndexes1795386015294';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, columns] of LIST_INDEXES) {
      await queryRunner.query(`DROP INDEX "public"."${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "products" (${columns})`);
    }
    await queryRunner.query('CREATE INDEX "ix_products_active_sku" ON "products" ("is_active", "sku", "id")');
    for (const column of ['name', 'sku', 'description']) await queryRunner.query(`DROP INDEX "public"."ix_products_${column}_trgm"`);
    await queryRunner.query(`CREATE INDEX "ix_products_search_trgm" ON "products" USING gin (${SEARCH_DOCUMENT} gin_trgm_ops)`);
    await queryRunner.query('ALTER INDEX "ix_products_search_trgm" ALTER COLUMN 1 SET STATISTICS 1000');
    await queryRunner.query('ANALYZE "products"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."ix_products_search_trgm"');
    for (const column of ['name', 'sku', 'description']) {
      await queryRunner.query(`CREATE INDEX "ix_products_${column}_trgm" ON "products" USING gin ("${column}" gin_trgm_ops)`);
    }
    await queryRunner.query('DROP INDEX "public"."ix_products_active_sku"');
    for (const [name, , oldColumns] of LIST_INDEXES) {
      await queryRunner.query(`DROP INDEX "public"."${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "products" (${oldColumns})`);
    }
  }
}
