import { MigrationInterface, QueryRunner } from 'typeorm';

export class BankStatements1795780834720 implements MigrationInterface {
  name = 'BankStatements1795780834720';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TYPE \"public\".\"bank_statement_line_direction\" AS ENUM('credit', 'debit')");
    await queryRunner.query("CREATE TYPE \"public\".\"bank_statement_line_status\" AS ENUM('proposed', 'unmatched', 'booked', 'ignored')");
    await queryRunner.query("CREATE TABLE \"bank_statement_lines\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"statement_id\" uuid NOT NULL, \"position\" integer NOT NULL, \"line_key\" character(64), \"entry_reference\" character varying(35), \"direction\" \"public\".\"bank_statement_line_direction\" NOT NULL, \"amount\" numeric(12,2) NOT NULL, \"currency\" character varying(3) NOT NULL, \"booking_date\" date, \"value_date\" date, \"counterparty_name\" character varying(140), \"counterparty_iban\" character varying(34), \"end_to_end_id\" character varying(35), \"remittance\" text NOT NULL, \"status\" \"public\".\"bank_statement_line_status\" NOT NULL, \"note\" character varying(300), \"allocations\" jsonb NOT NULL DEFAULT '[]', \"payment_ids\" uuid array NOT NULL DEFAULT '{}', \"booked_at\" TIMESTAMP WITH TIME ZONE, \"booked_by_user_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"ck_bank_statement_lines_booked\" CHECK ((\"status\" = 'booked') = (\"booked_at\" IS NOT NULL)), CONSTRAINT \"PK_f22e7c99c4dca5224741e09f7ae\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_bank_statement_lines_status\" ON \"bank_statement_lines\" (\"status\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_bank_statement_lines_line_key\" ON \"bank_statement_lines\" (\"line_key\") WHERE \"line_key\" IS NOT NULL");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_bank_statement_lines_position\" ON \"bank_statement_lines\" (\"statement_id\", \"position\") ");
    await queryRunner.query("CREATE TABLE \"bank_statements\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"account_iban\" character varying(34) NOT NULL, \"identifier\" character varying(35) NOT NULL, \"sequence_number\" character varying(20) NOT NULL DEFAULT '', \"message_id\" character varying(35) NOT NULL, \"camt_version\" character varying(20) NOT NULL, \"from_date\" date, \"to_date\" date, \"currency\" character varying(3) NOT NULL, \"opening_balance\" numeric(12,2), \"closing_balance\" numeric(12,2), \"file_name\" character varying(255) NOT NULL, \"file_sha256\" character(64) NOT NULL, \"uploaded_by_user_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_5c1323356166100e9b4c6a21fda\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_bank_statements_created_at\" ON \"bank_statements\" (\"created_at\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_bank_statements_account_statement\" ON \"bank_statements\" (\"account_iban\", \"identifier\", \"sequence_number\") ");
    await queryRunner.query("ALTER TABLE \"bank_statement_lines\" ADD CONSTRAINT \"FK_1fb5c742d0000ce6a73b393c47b\" FOREIGN KEY (\"statement_id\") REFERENCES \"bank_statements\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"bank_statement_lines\" ADD CONSTRAINT \"FK_b90491a0abda58bd07e63dc11d6\" FOREIGN KEY (\"booked_by_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"bank_statements\" ADD CONSTRAINT \"FK_1103158bc71f56fa5eebfdac57f\" FOREIGN KEY (\"uploaded_by_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"bank_statements\" DROP CONSTRAINT \"FK_1103158bc71f56fa5eebfdac57f\"");
    await queryRunner.query("ALTER TABLE \"bank_statement_lines\" DROP CONSTRAINT \"FK_b90491a0abda58bd07e63dc11d6\"");
    await queryRunner.query("ALTER TABLE \"bank_statement_lines\" DROP CONSTRAINT \"FK_1fb5c742d0000ce6a73b393c47b\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_bank_statements_account_statement\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_bank_statements_created_at\"");
    await queryRunner.query("DROP TABLE \"bank_statements\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_bank_statement_lines_position\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_bank_statement_lines_line_key\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_bank_statement_lines_status\"");
    await queryRunner.query("DROP TABLE \"bank_statement_lines\"");
    await queryRunner.query("DROP TYPE \"public\".\"bank_statement_line_status\"");
    await queryRunner.query("DROP TYPE \"public\".\"bank_statement_line_direction\"");
  }
}
