import { MigrationInterface, QueryRunner } from 'typeorm';

export class TicketsAndNews1795588633719 implements MigrationInterface {
  name = 'TicketsAndNews1795588633719';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"news_reads\" (\"user_id\" uuid NOT NULL, \"news_id\" uuid NOT NULL, \"read_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_5ddad02e205512f1fcc96d7071b\" PRIMARY KEY (\"user_id\", \"news_id\"))");
    await queryRunner.query("CREATE INDEX \"ix_news_reads_news\" ON \"news_reads\" (\"news_id\") ");
    await queryRunner.query("CREATE TABLE \"ticket_attachments\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"ticket_id\" uuid NOT NULL, \"uploaded_by_id\" uuid, \"object_key\" character varying(255) NOT NULL, \"original_name\" character varying(255) NOT NULL, \"content_type\" character varying(100) NOT NULL, \"size_bytes\" integer NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_7e5011f87f95e78fe4bd7d982a3\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_ticket_attachments_ticket\" ON \"ticket_attachments\" (\"ticket_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"news\" ADD \"notify_dealers\" boolean NOT NULL DEFAULT false");
    await queryRunner.query("ALTER TABLE \"news\" ADD \"notified_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"news\" ADD \"notify_cursor\" uuid");
    await queryRunner.query("ALTER TABLE \"ticket_messages\" ADD \"is_internal\" boolean NOT NULL DEFAULT false");
    await queryRunner.query("ALTER TABLE \"tickets\" ADD \"order_id\" uuid");
    await queryRunner.query("ALTER TABLE \"tickets\" ADD \"assignee_id\" uuid");
    await queryRunner.query("CREATE INDEX \"ix_tickets_created_at\" ON \"tickets\" (\"created_at\") ");
    await queryRunner.query("CREATE INDEX \"ix_tickets_assignee\" ON \"tickets\" (\"assignee_id\") ");
    await queryRunner.query("ALTER TABLE \"news_reads\" ADD CONSTRAINT \"FK_16dae2c35baff2a3d4c175ee1ce\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"news_reads\" ADD CONSTRAINT \"FK_9b2ada738393c532e7f081d19d6\" FOREIGN KEY (\"news_id\") REFERENCES \"news\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"tickets\" ADD CONSTRAINT \"FK_bd5636236f799b19f132abf8d70\" FOREIGN KEY (\"order_id\") REFERENCES \"orders\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"tickets\" ADD CONSTRAINT \"FK_dff6e2b44c9b5e177114588772f\" FOREIGN KEY (\"assignee_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"ticket_attachments\" ADD CONSTRAINT \"FK_0301cfaf908edba6ce419eb66b0\" FOREIGN KEY (\"ticket_id\") REFERENCES \"tickets\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"ticket_attachments\" ADD CONSTRAINT \"FK_d630ff7eb312f8245df1b952de1\" FOREIGN KEY (\"uploaded_by_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"ticket_attachments\" DROP CONSTRAINT \"FK_d630ff7eb312f8245df1b952de1\"");
    await queryRunner.query("ALTER TABLE \"ticket_attachments\" DROP CONSTRAINT \"FK_0301cfaf908edba6ce419eb66b0\"");
    await queryRunner.query("ALTER TABLE \"tickets\" DROP CONSTRAINT \"FK_dff6e2b44c9b5e177114588772f\"");
    await queryRunner.query("ALTER TABLE \"tickets\" DROP CONSTRAINT \"FK_bd5636236f799b19f132abf8d70\"");
    await queryRunner.query("ALTER TABLE \"news_reads\" DROP CONSTRAINT \"FK_9b2ada738393c532e7f081d19d6\"");
    await queryRunner.query("ALTER TABLE \"news_reads\" DROP CONSTRAINT \"FK_16dae2c35baff2a3d4c175ee1ce\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_tickets_assignee\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_tickets_created_at\"");
    await queryRunner.query("ALTER TABLE \"tickets\" DROP COLUMN \"assignee_id\"");
    await queryRunner.query("ALTER TABLE \"tickets\" DROP COLUMN \"order_id\"");
    await queryRunner.query("ALTER TABLE \"ticket_messages\" DROP COLUMN \"is_internal\"");
    await queryRunner.query("ALTER TABLE \"news\" DROP COLUMN \"notify_cursor\"");
    await queryRunner.query("ALTER TABLE \"news\" DROP COLUMN \"notified_at\"");
    await queryRunner.query("ALTER TABLE \"news\" DROP COLUMN \"notify_dealers\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_ticket_attachments_ticket\"");
    await queryRunner.query("DROP TABLE \"ticket_attachments\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_news_reads_news\"");
    await queryRunner.query("DROP TABLE \"news_reads\"");
  }
}
