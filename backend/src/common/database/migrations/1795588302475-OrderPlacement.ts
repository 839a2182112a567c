import { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderPlacement1795588302475 implements MigrationInterface {
  name = 'OrderPlacement1795588302475';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"orders\" ADD \"payment_session_expires_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"orders\" ADD \"idempotency_key\" character varying(100)");
    // orders placed before this column existed get their order day + 2 as planned delivery day
    await queryRunner.query("ALTER TABLE \"orders\" ADD \"planned_delivery_date\" date");
    await queryRunner.query("UPDATE \"orders\" SET \"planned_delivery_date\" = (\"created_at\" AT TIME ZONE 'Europe/Berlin')::date + 2");
    await queryRunner.query("ALTER TABLE \"orders\" ALTER COLUMN \"planned_delivery_date\" SET NOT NULL");
    await queryRunner.query("CREATE INDEX \"ix_orders_unpaid_card\" ON \"orders\" (\"created_at\") WHERE \"payment_method\" = 'stripe' AND \"payment_status\" <> 'completed' AND \"status\" = 'pending'");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_idempotency_key\" ON \"orders\" (\"user_id\", \"idempotency_key\") WHERE \"idempotency_key\" IS NOT NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"uq_orders_idempotency_key\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_orders_unpaid_card\"");
    await queryRunner.query("ALTER TABLE \"orders\" DROP COLUMN \"planned_delivery_date\"");
    await queryRunner.query("ALTER TABLE \"orders\" DROP COLUMN \"idempotency_key\"");
    await queryRunner.query("ALTER TABLE \"orders\" DROP COLUMN \"payment_session_expires_at\"");
  }
}
