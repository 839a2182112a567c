import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Packaging units (minimum order quantity, order multiple; 1 = no rule) and the quick order's type-ahead indexes:
 * SKU (case-insensitive) and EAN by prefix through text_pattern_ops b-trees, the name by trigram
 * (catalogue-lookup.sql.ts; the expressions must stay exactly as indexed here).
 */
export class PackagingUnits1795598857940 implements MigrationInterface {
  name = 'PackagingUnits1795598857940';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "products" ADD "min_order_quantity" integer NOT NULL DEFAULT \'1\'');
    await queryRunner.query('ALTER TABLE "products" ADD "order_multiple" integer NOT NULL DEFAULT \'1\'');
    await queryRunner.query(
      'ALTER TABLE "products" ADD CONSTRAINT "ck_products_packaging" CHECK ("min_order_quantity" >= 1 AND "order_multiple" >= 1)',
    );
    await queryRunner.query('CREATE INDEX "ix_products_lookup_sku" ON "products" (upper("sku"::text) text_pattern_ops)');
    await queryRunner.query('CREATE INDEX "ix_products_lookup_ean" ON "products" ("ean_code" text_pattern_ops)');
    await queryRunner.query('CREATE INDEX "ix_products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."ix_products_name_trgm"');
    await queryRunner.query('DROP INDEX "public"."ix_products_lookup_ean"');
    await queryRunner.query('DROP INDEX "public"."ix_products_lookup_sku"');
    await queryRunner.query('ALTER TABLE "products" DROP CONSTRAINT "ck_products_packaging"');
    await queryRunner.query('ALTER TABLE "products" DROP COLUMN "order_multiple"');
    await queryRunner.query('ALTER TABLE "products" DROP COLUMN "min_order_quantity"');
  }
}
