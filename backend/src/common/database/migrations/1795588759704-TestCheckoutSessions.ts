import { MigrationInterface, QueryRunner } from 'typeorm';

export class TestCheckoutSessions1795588759704 implements MigrationInterface {
  name = 'TestCheckoutSessions1795588759704';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"test_checkout_sessions\" (\"id\" character varying(80) NOT NULL, \"order_id\" uuid NOT NULL, \"order_number\" character varying(30) NOT NULL, \"amount_total\" integer NOT NULL, \"currency\" character varying(3) NOT NULL DEFAULT 'eur', \"status\" character varying(10) NOT NULL DEFAULT 'open', \"payment_status\" character varying(10) NOT NULL DEFAULT 'unpaid', \"success_url\" text NOT NULL, \"cancel_url\" text NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_f5c9857b9c0a0269d49020c325e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_test_checkout_sessions_order_id\" ON \"test_checkout_sessions\" (\"order_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_test_checkout_sessions_order_id\"");
    await queryRunner.query("DROP TABLE \"test_checkout_sessions\"");
  }
}
