import { MigrationInterface, QueryRunner } from 'typeorm';

/** Dunning: letters per invoice and level, holds, and the partial index of open invoices by due date. */
export class Dunning1795780921191 implements MigrationInterface {
  name = 'Dunning1795780921191';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"dunning_holds\" (\"invoice_id\" uuid NOT NULL, \"reason\" character varying(300) NOT NULL, \"held_by_user_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_5cea0f7fa73366f0e987a9f4070\" PRIMARY KEY (\"invoice_id\"))");
    await queryRunner.query("CREATE TABLE \"dunning_letters\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"invoice_id\" uuid NOT NULL, \"company_id\" uuid NOT NULL, \"level\" smallint NOT NULL, \"label\" character varying(60) NOT NULL, \"letter_date\" date NOT NULL, \"open_amount\" numeric(12,2) NOT NULL, \"interest_amount\" numeric(12,2) NOT NULL, \"interest_periods\" jsonb NOT NULL, \"fee_amount\" numeric(12,2) NOT NULL, \"total_amount\" numeric(12,2) NOT NULL, \"pay_by\" date NOT NULL, \"pdf_key\" character varying(100), \"sent_at\" TIMESTAMP WITH TIME ZONE, \"send_count\" smallint NOT NULL DEFAULT '0', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_425614226477c2772de83f7b648\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_dunning_letters_company\" ON \"dunning_letters\" (\"company_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_dunning_letters_invoice_level\" ON \"dunning_letters\" (\"invoice_id\", \"level\") ");
    await queryRunner.query("CREATE INDEX \"ix_invoices_open_due\" ON \"invoices\" (\"due_date\", \"id\") WHERE \"kind\" = 'invoice' AND \"cancelled_at\" IS NULL AND \"settled_at\" IS NULL");
    await queryRunner.query("ALTER TABLE \"dunning_holds\" ADD CONSTRAINT \"FK_5cea0f7fa73366f0e987a9f4070\" FOREIGN KEY (\"invoice_id\") REFERENCES \"invoices\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"dunning_holds\" ADD CONSTRAINT \"FK_48405fc5526b38c7b5e15153b04\" FOREIGN KEY (\"held_by_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"dunning_letters\" ADD CONSTRAINT \"FK_308b53b49d00eff7be97f8a38f0\" FOREIGN KEY (\"invoice_id\") REFERENCES \"invoices\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"dunning_letters\" ADD CONSTRAINT \"FK_bba42e82af3e3d48f30c327e2ae\" FOREIGN KEY (\"company_id\") REFERENCES \"companies\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"dunning_letters\" DROP CONSTRAINT \"FK_bba42e82af3e3d48f30c327e2ae\"");
    await queryRunner.query("ALTER TABLE \"dunning_letters\" DROP CONSTRAINT \"FK_308b53b49d00eff7be97f8a38f0\"");
    await queryRunner.query("ALTER TABLE \"dunning_holds\" DROP CONSTRAINT \"FK_48405fc5526b38c7b5e15153b04\"");
    await queryRunner.query("ALTER TABLE \"dunning_holds\" DROP CONSTRAINT \"FK_5cea0f7fa73366f0e987a9f4070\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_invoices_open_due\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_dunning_letters_invoice_level\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_dunning_letters_company\"");
    await queryRunner.query("DROP TABLE \"dunning_letters\"");
    await queryRunner.query("DROP TABLE \"dunning_holds\"");
  }
}
