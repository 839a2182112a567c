import { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders above a buyer's limit wait for an owner ('awaiting_approval'), who approves or rejects them once. */
export class OrderApproval1795773798374 implements MigrationInterface {
  name = 'OrderApproval1795773798374';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "approved_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "decided_by_user_id" uuid`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "rejection_reason" text`);
    // Added in place, not by recreating the type: the partial indexes on the status keep working.
    await queryRunner.query(`ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'awaiting_approval' BEFORE 'pending'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "orders" SET "status" = 'cancelled' WHERE "status" = 'awaiting_approval'`);
    await queryRunner.query(`DROP INDEX "ix_orders_status_total"`);
    await queryRunner.query(`DROP INDEX "ix_orders_unpaid_card"`);
    await queryRunner.query(`ALTER TYPE "order_status" RENAME TO "order_status_old"`);
    await queryRunner.query(`CREATE TYPE "order_status" AS ENUM('pending', 'processing', 'shipped', 'delivered', 'cancelled')`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "status" TYPE "order_status" USING "status"::text::"order_status"`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'`);
    await queryRunner.query(`DROP TYPE "order_status_old"`);
    await queryRunner.query(`CREATE INDEX "ix_orders_status_total" ON "orders" ("status", "total_amount")`);
    await queryRunner.query(
      `CREATE INDEX "ix_orders_unpaid_card" ON "orders" ("created_at") WHERE "payment_method" = 'stripe' AND "payment_status" <> 'completed' AND "status" = 'pending'`,
    );
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "rejection_reason"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "decided_by_user_id"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "approved_at"`);
  }
}
