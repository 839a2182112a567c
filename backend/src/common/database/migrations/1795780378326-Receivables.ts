import { MigrationInterface, QueryRunner } from 'typeorm';

/** Purchase on account: company credit, invoice open items, incoming payments, receivables settings. */
export class Receivables1795780378326 implements MigrationInterface {
  name = 'Receivables1795780378326';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TYPE \"public\".\"incoming_payment_source\" AS ENUM('manual', 'bank_statement')");
    await queryRunner.query("CREATE TABLE \"incoming_payments\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"company_id\" uuid NOT NULL, \"invoice_id\" uuid, \"amount\" numeric(12,2) NOT NULL, \"skonto_amount\" numeric(12,2) NOT NULL DEFAULT '0', \"booked_on\" date NOT NULL, \"reference\" character varying(300) NOT NULL, \"source\" \"public\".\"incoming_payment_source\" NOT NULL, \"bank_statement_line_id\" uuid, \"recorded_by_user_id\" uuid, \"reversed_at\" TIMESTAMP WITH TIME ZONE, \"reversed_by_user_id\" uuid, \"reversal_reason\" character varying(300), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"ck_incoming_payments_skonto_not_negative\" CHECK (\"skonto_amount\" >= 0), CONSTRAINT \"ck_incoming_payments_amount_positive\" CHECK (\"amount\" > 0), CONSTRAINT \"PK_86966554c917b1f6af56a301c13\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_incoming_payments_invoice\" ON \"incoming_payments\" (\"invoice_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_incoming_payments_company\" ON \"incoming_payments\" (\"company_id\", \"booked_on\") ");
    await queryRunner.query("CREATE TABLE \"receivables_settings\" (\"id\" smallint NOT NULL, \"settings\" jsonb NOT NULL, \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"ck_receivables_settings_single_row\" CHECK (\"id\" = 1), CONSTRAINT \"PK_09048a4386f67a19b27895fd4f2\" PRIMARY KEY (\"id\"))");
    // Debitorennummern from 10000 on, the existing companies in the order they joined
    await queryRunner.query(`CREATE SEQUENCE "companies_debtor_number_seq" START WITH 10000`);
    await queryRunner.query(`ALTER TABLE "companies" ADD "debtor_number" integer`);
    await queryRunner.query(
      `UPDATE "companies" c SET "debtor_number" = n.number FROM (SELECT id, nextval('companies_debtor_number_seq') AS number FROM (SELECT id FROM "companies" ORDER BY "created_at", "id") ordered) n WHERE c.id = n.id`,
    );
    await queryRunner.query(`ALTER TABLE "companies" ALTER COLUMN "debtor_number" SET DEFAULT nextval('companies_debtor_number_seq'), ALTER COLUMN "debtor_number" SET NOT NULL`);
    await queryRunner.query(`ALTER SEQUENCE "companies_debtor_number_seq" OWNED BY "companies"."debtor_number"`);
    await queryRunner.query("ALTER TABLE \"companies\" ADD \"purchase_on_account\" boolean NOT NULL DEFAULT false");
    await queryRunner.query("ALTER TABLE \"companies\" ADD \"payment_term_id\" character varying(40)");
    await queryRunner.query("ALTER TABLE \"companies\" ADD \"credit_limit\" numeric(12,2) NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"companies\" ADD \"delivery_blocked_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"companies\" ADD \"delivery_block_reason\" character varying(300)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"skonto_percent\" numeric(5,2)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"skonto_until\" date");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"paid_amount\" numeric(12,2) NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"skonto_amount\" numeric(12,2) NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"settled_at\" TIMESTAMP WITH TIME ZONE");
    // enum values added in place (no rewrite of orders); neither is used in this transaction
    await queryRunner.query(`ALTER TYPE "payment_method" ADD VALUE IF NOT EXISTS 'invoice'`);
    await queryRunner.query(`ALTER TYPE "payment_status" ADD VALUE IF NOT EXISTS 'partially_paid'`);
    // open items of the invoices written so far: a paid invoice and a cancellation invoice leave nothing open
    await queryRunner.query(`UPDATE "invoices" SET "paid_amount" = "total_amount", "settled_at" = "created_at" WHERE "paid" OR "kind" = 'cancellation'`);
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_companies_debtor_number\" ON \"companies\" (\"debtor_number\") ");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD CONSTRAINT \"FK_b1639ce1f3f39d0f80825fa650b\" FOREIGN KEY (\"company_id\") REFERENCES \"companies\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD CONSTRAINT \"FK_56136a797bd3a03963e8b9e59ee\" FOREIGN KEY (\"invoice_id\") REFERENCES \"invoices\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD CONSTRAINT \"FK_fd8d9864c4464d4e4ff317cf4dc\" FOREIGN KEY (\"recorded_by_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD CONSTRAINT \"FK_c6fe6f877a2f91467823076fff3\" FOREIGN KEY (\"reversed_by_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP CONSTRAINT \"FK_c6fe6f877a2f91467823076fff3\"");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP CONSTRAINT \"FK_fd8d9864c4464d4e4ff317cf4dc\"");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP CONSTRAINT \"FK_56136a797bd3a03963e8b9e59ee\"");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP CONSTRAINT \"FK_b1639ce1f3f39d0f80825fa650b\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_companies_debtor_number\"");
    await queryRunner.query(`UPDATE "orders" SET "payment_status" = 'pending' WHERE "payment_status" = 'partially_paid'`);
    await queryRunner.query(`UPDATE "orders" SET "payment_method" = 'prepayment' WHERE "payment_method" = 'invoice'`);
    for (const [type, column, values, fallback] of [
      ['payment_status', 'payment_status', `'pending', 'completed', 'failed', 'refunded', 'cash_on_delivery', 'refund_due'`, `'pending'`],
      ['payment_method', 'payment_method', `'prepayment', 'cash_on_delivery', 'stripe'`, null],
    ] as const) {
      await queryRunner.query(`ALTER TYPE "${type}" RENAME TO "${type}_old"`);
      await queryRunner.query(`CREATE TYPE "${type}" AS ENUM(${values})`);
      if (fallback) await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "${column}" DROP DEFAULT`);
      await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "${column}" TYPE "${type}" USING "${column}"::text::"${type}"`);
      if (fallback) await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "${column}" SET DEFAULT ${fallback}`);
      await queryRunner.query(`DROP TYPE "${type}_old"`);
    }
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"settled_at\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"skonto_amount\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"paid_amount\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"skonto_until\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"skonto_percent\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"delivery_block_reason\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"delivery_blocked_at\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"credit_limit\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"payment_term_id\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"purchase_on_account\"");
    await queryRunner.query("ALTER TABLE \"companies\" DROP COLUMN \"debtor_number\"");
    await queryRunner.query("DROP TABLE \"receivables_settings\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_incoming_payments_company\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_incoming_payments_invoice\"");
    await queryRunner.query("DROP TABLE \"incoming_payments\"");
    await queryRunner.query("DROP TYPE \"public\".\"incoming_payment_source\"");
  }
}
