import { MigrationInterface, QueryRunner } from 'typeorm';

/** A card payment that arrives after the order was cancelled is recorded as 'refund_due', never as paid. */
export class PaymentRefundDue1795660000000 implements MigrationInterface {
  name = 'PaymentRefundDue1795660000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "payment_status" ADD VALUE IF NOT EXISTS 'refund_due'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "orders" SET "payment_status" = 'completed' WHERE "payment_status" = 'refund_due'`);
    await queryRunner.query(`ALTER TYPE "payment_status" RENAME TO "payment_status_old"`);
    await queryRunner.query(`CREATE TYPE "payment_status" AS ENUM('pending', 'completed', 'failed', 'refunded', 'cash_on_delivery')`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "payment_status" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "payment_status" TYPE "payment_status" USING "payment_status"::text::"payment_status"`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DEFAULT 'pending'`);
    await queryRunner.query(`DROP TYPE "payment_status_old"`);
  }
}
