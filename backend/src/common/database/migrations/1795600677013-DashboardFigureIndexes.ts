import { MigrationInterface, QueryRunner } from 'typeorm';

export class DashboardFigureIndexes1795600677013 implements MigrationInterface {
  name = 'DashboardFigureIndexes1795600677013';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_orders_status\"");
    await queryRunner.query("CREATE INDEX \"ix_products_stock_value\" ON \"products\" (\"base_price\", \"stock_quantity\") WHERE \"is_active\"");
    await queryRunner.query("CREATE INDEX \"ix_orders_status_total\" ON \"orders\" (\"status\", \"total_amount\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_orders_status_total\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_products_stock_value\"");
    await queryRunner.query("CREATE INDEX \"ix_orders_status\" ON \"orders\" (\"status\") ");
  }
}
