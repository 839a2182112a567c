import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A card refund Stripe reports as failed (`refund.failed`): the order and the duplicate card payment keep the failed
 * refund's id, when Stripe reported it and its reason, while their refund id is cleared for a new refund. The webhook
 * finds an order by either id (partial indexes: most orders have neither). The 'Testmodus' provider notes the refund
 * its test helper failed.
 */
export class StripeRefundFailures1795800000011 implements MigrationInterface {
  name = 'StripeRefundFailures1795800000011';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['orders', 'duplicate_card_payments']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "stripe_refund_failed_id" character varying(255)`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "stripe_refund_failed_at" TIMESTAMP WITH TIME ZONE`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "stripe_refund_failure_reason" character varying(64)`);
    }
    await queryRunner.query(`CREATE INDEX "ix_orders_stripe_refund_id" ON "orders" ("stripe_refund_id") WHERE "stripe_refund_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "ix_orders_stripe_refund_failed_id" ON "orders" ("stripe_refund_failed_id") WHERE "stripe_refund_failed_id" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "test_checkout_sessions" ADD "failed_refund_id" character varying(80)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_checkout_sessions" DROP COLUMN "failed_refund_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_orders_stripe_refund_failed_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_orders_stripe_refund_id"`);
    for (const table of ['duplicate_card_payments', 'orders']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "stripe_refund_failure_reason"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "stripe_refund_failed_at"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "stripe_refund_failed_id"`);
    }
  }
}
