import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rows of one payment hang together (`part_of_payment_id`, null on its first row), so it is reversed as a whole;
 * and the back office form's Idempotency-Key, unique per administrator, so a double click books once.
 *
 * Rows written before: the rows one booking wrote in its transaction (an invoice's share and the rest as credit, the
 * invoices of one bank statement line) share company, creation time, day, reference, source, administrator and
 * statement line; they become one payment, its first row the invoice's share. A part split off credit belongs to the
 * payment of the credit it was split off (along the chain of splits).
 */
export class PaymentParts1795800000003 implements MigrationInterface {
  name = 'PaymentParts1795800000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "incoming_payments" ADD "part_of_payment_id" uuid`);
    await queryRunner.query(`ALTER TABLE "incoming_payments" ADD "idempotency_key" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "incoming_payments" ADD "idempotency_request_hash" character(64)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_incoming_payments_idempotency_key" ON "incoming_payments" ("recorded_by_user_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "ix_incoming_payments_part_of" ON "incoming_payments" ("part_of_payment_id") WHERE "part_of_payment_id" IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "incoming_payments" ADD CONSTRAINT "FK_8d2b2e44336b1ec97ed5b74ee7c" FOREIGN KEY ("part_of_payment_id") REFERENCES "incoming_payments"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `WITH grouped AS (
         SELECT id, first_value(id) OVER (
                  PARTITION BY company_id, created_at, booked_on, reference, source, recorded_by_user_id, bank_statement_line_id
                  ORDER BY (credit_applied_at IS NOT NULL OR invoice_id IS NULL), id) AS first_id
           FROM "incoming_payments" WHERE split_from_payment_id IS NULL)
       UPDATE "incoming_payments" p SET part_of_payment_id = g.first_id FROM grouped g WHERE p.id = g.id AND g.first_id <> p.id`,
    );
    await queryRunner.query(
      `WITH RECURSIVE chain AS (
         SELECT id, coalesce(part_of_payment_id, id) AS payment_id FROM "incoming_payments" WHERE split_from_payment_id IS NULL
         UNION ALL
         SELECT p.id, chain.payment_id FROM "incoming_payments" p JOIN chain ON p.split_from_payment_id = chain.id)
       UPDATE "incoming_payments" p SET part_of_payment_id = chain.payment_id FROM chain WHERE p.id = chain.id AND p.split_from_payment_id IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "incoming_payments" DROP CONSTRAINT "FK_8d2b2e44336b1ec97ed5b74ee7c"`);
    await queryRunner.query(`DROP INDEX "public"."ix_incoming_payments_part_of"`);
    await queryRunner.query(`DROP INDEX "public"."uq_incoming_payments_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "incoming_payments" DROP COLUMN "idempotency_request_hash"`);
    await queryRunner.query(`ALTER TABLE "incoming_payments" DROP COLUMN "idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "incoming_payments" DROP COLUMN "part_of_payment_id"`);
  }
}
