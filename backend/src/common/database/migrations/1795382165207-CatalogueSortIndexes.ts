import { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueSortIndexes1795382165207 implements MigrationInterface {
  name = 'CatalogueSortIndexes1795382165207';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX \"ix_products_category_active_retail_price\" ON \"products\" (\"category_id\", \"is_active\", \"retail_price\") ");
    await queryRunner.query("CREATE INDEX \"ix_products_category_active_name\" ON \"products\" (\"category_id\", \"is_active\", \"name\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_products_category_active_name\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_products_category_active_retail_price\"");
  }
}
