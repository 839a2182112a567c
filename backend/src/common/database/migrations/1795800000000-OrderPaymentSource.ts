import { MigrationInterface, QueryRunner } from 'typeorm';

/** Money booked on an order after its invoice was issued settles the invoice as a payment of its own source. */
export class OrderPaymentSource1795800000000 implements MigrationInterface {
  name = 'OrderPaymentSource1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "incoming_payment_source" ADD VALUE IF NOT EXISTS 'order_payment'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "incoming_payments" SET "source" = 'manual' WHERE "source" = 'order_payment'`);
    await queryRunner.query(`ALTER TYPE "incoming_payment_source" RENAME TO "incoming_payment_source_old"`);
    await queryRunner.query(`CREATE TYPE "incoming_payment_source" AS ENUM('manual', 'bank_statement')`);
    await queryRunner.query(
      `ALTER TABLE "incoming_payments" ALTER COLUMN "source" TYPE "incoming_payment_source" USING "source"::text::"incoming_payment_source"`,
    );
    await queryRunner.query(`DROP TYPE "incoming_payment_source_old"`);
  }
}
