import { MigrationInterface, QueryRunner } from 'typeorm';

export class Invoices1795590138870 implements MigrationInterface {
  name = 'Invoices1795590138870';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TYPE \"public\".\"invoice_kind\" AS ENUM('invoice', 'cancellation')");
    await queryRunner.query("CREATE TABLE \"invoices\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"number\" character varying(20) NOT NULL, \"kind\" \"public\".\"invoice_kind\" NOT NULL, \"order_id\" uuid NOT NULL, \"order_number\" character varying(20) NOT NULL, \"user_id\" uuid NOT NULL, \"cancels_invoice_id\" uuid, \"cancelled_at\" TIMESTAMP WITH TIME ZONE, \"issue_date\" date NOT NULL, \"delivery_date\" date NOT NULL, \"due_date\" date, \"payment_method\" character varying(20) NOT NULL, \"paid\" boolean NOT NULL, \"payment_terms\" text NOT NULL, \"payment_reference\" character varying(30) NOT NULL, \"seller\" jsonb NOT NULL, \"buyer\" jsonb NOT NULL, \"delivery_address\" jsonb NOT NULL, \"lines\" jsonb NOT NULL, \"subtotal_amount\" numeric(12,2) NOT NULL, \"discount_amount\" numeric(12,2) NOT NULL, \"shipping_amount\" numeric(12,2) NOT NULL, \"express_amount\" numeric(12,2) NOT NULL, \"vat_percent\" numeric(5,2) NOT NULL, \"tax_amount\" numeric(12,2) NOT NULL, \"total_amount\" numeric(12,2) NOT NULL, \"pdf_key\" character varying(100), \"xml_key\" character varying(100), \"rendered_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"ck_invoices_cancellation_refers\" CHECK ((\"kind\" = 'cancellation') = (\"cancels_invoice_id\" IS NOT NULL)), CONSTRAINT \"PK_668cef7c22a427fd822cc1be3ce\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_invoices_number\" ON \"invoices\" (\"number\") ");
    await queryRunner.query("CREATE INDEX \"ix_invoices_issue_date\" ON \"invoices\" (\"issue_date\", \"number\") ");
    await queryRunner.query("CREATE INDEX \"ix_invoices_user_id\" ON \"invoices\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_invoices_order_id\" ON \"invoices\" (\"order_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_invoices_cancels_invoice\" ON \"invoices\" (\"cancels_invoice_id\") WHERE \"cancels_invoice_id\" IS NOT NULL");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_invoices_active_invoice_per_order\" ON \"invoices\" (\"order_id\") WHERE \"kind\" = 'invoice' AND \"cancelled_at\" IS NULL");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD CONSTRAINT \"FK_ea83c3b911906a3578de2340fdf\" FOREIGN KEY (\"order_id\") REFERENCES \"orders\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD CONSTRAINT \"FK_26daf5e433d6fb88ee32ce93637\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD CONSTRAINT \"FK_22829e5d3669afba569380e0eed\" FOREIGN KEY (\"cancels_invoice_id\") REFERENCES \"invoices\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"invoices\" DROP CONSTRAINT \"FK_22829e5d3669afba569380e0eed\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP CONSTRAINT \"FK_26daf5e433d6fb88ee32ce93637\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP CONSTRAINT \"FK_ea83c3b911906a3578de2340fdf\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_invoices_active_invoice_per_order\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_invoices_cancels_invoice\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_invoices_order_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_invoices_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_invoices_issue_date\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_invoices_number\"");
    await queryRunner.query("DROP TABLE \"invoices\"");
    await queryRunner.query("DROP TYPE \"public\".\"invoice_kind\"");
  }
}
