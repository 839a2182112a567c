import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card money goes back through Stripe from the portal: the refund's id is kept on the order and on a duplicate card
 * payment it refunded, and the 'Testmodus' provider notes its refunds on its own sessions. Rows refunded before (in
 * Stripe's dashboard, noted here) keep null.
 */
export class StripeRefunds1795800000005 implements MigrationInterface {
  name = 'StripeRefunds1795800000005';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "stripe_refund_id" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "duplicate_card_payments" ADD "stripe_refund_id" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "test_checkout_sessions" ADD "refund_id" character varying(80)`);
    await queryRunner.query(`ALTER TABLE "test_checkout_sessions" ADD "refunded_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_checkout_sessions" DROP COLUMN "refunded_at"`);
    await queryRunner.query(`ALTER TABLE "test_checkout_sessions" DROP COLUMN "refund_id"`);
    await queryRunner.query(`ALTER TABLE "duplicate_card_payments" DROP COLUMN "stripe_refund_id"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "stripe_refund_id"`);
  }
}
