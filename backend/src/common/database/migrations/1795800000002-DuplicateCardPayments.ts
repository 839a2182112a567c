import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money from a second card session of a paid order gets a table of its own, with its amount and whether the back
 * office refunded it; the rows recorded until now in payment_events ('duplicate_payment:{session}') move there.
 */
export class DuplicateCardPayments1795800000002 implements MigrationInterface {
  name = 'DuplicateCardPayments1795800000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "duplicate_card_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" character varying(255) NOT NULL, "order_id" uuid NOT NULL, "order_number" character varying(30) NOT NULL, "paid_with_session_id" character varying(255), "amount_cents" bigint, "currency" character varying(3), "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "refunded_at" TIMESTAMP WITH TIME ZONE, "refunded_by_user_id" uuid, CONSTRAINT "PK_facc6b7ea99700e7c0e2e136249" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_duplicate_card_payments_session_id" ON "duplicate_card_payments" ("session_id") `);
    await queryRunner.query(`CREATE INDEX "ix_duplicate_card_payments_order_id" ON "duplicate_card_payments" ("order_id") `);
    // The amount was not kept before; the list shows it as unknown (the provider's dashboard has it).
    await queryRunner.query(
      `INSERT INTO "duplicate_card_payments" ("session_id", "order_id", "order_number", "paid_with_session_id", "received_at")
       SELECT substr(e."id", length('duplicate_payment:') + 1), e."order_id", o."order_number", o."stripe_checkout_session_id", e."received_at"
         FROM "payment_events" e JOIN "orders" o ON o."id" = e."order_id"
        WHERE e."type" = 'duplicate_payment'`,
    );
    await queryRunner.query(`DELETE FROM "payment_events" WHERE "type" = 'duplicate_payment' AND "order_id" IN (SELECT "order_id" FROM "duplicate_card_payments")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "payment_events" ("id", "type", "order_id", "received_at")
       SELECT 'duplicate_payment:' || "session_id", 'duplicate_payment', "order_id", "received_at" FROM "duplicate_card_payments"
       ON CONFLICT ("id") DO NOTHING`,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_duplicate_card_payments_order_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_duplicate_card_payments_session_id"`);
    await queryRunner.query(`DROP TABLE "duplicate_card_payments"`);
  }
}
