import { MigrationInterface, QueryRunner } from 'typeorm';

export class Outbox1795587501921 implements MigrationInterface {
  name = 'Outbox1795587501921';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"outbox_messages\" (\"id\" BIGSERIAL NOT NULL, \"job_name\" character varying(100) NOT NULL, \"payload\" jsonb NOT NULL, \"delay_ms\" integer NOT NULL DEFAULT '0', \"dedupe_key\" character varying(200), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"dispatched_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"PK_0171348f527c64b137e4d4f5b66\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_outbox_messages_pending\" ON \"outbox_messages\" (\"id\") WHERE \"dispatched_at\" IS NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_outbox_messages_pending\"");
    await queryRunner.query("DROP TABLE \"outbox_messages\"");
  }
}
