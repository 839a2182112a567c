import { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportAndImageMigration1795591000000 implements MigrationInterface {
  name = 'ImportAndImageMigration1795591000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // import_row_errors (one message per row) becomes import_row_issues (severity, column, value, reason); no module wrote it yet.
    await queryRunner.query("DROP TABLE \"import_row_errors\"");
    await queryRunner.query("CREATE TYPE \"public\".\"image_migration_run_kind\" AS ENUM('bulk', 'product', 'storefront')");
    await queryRunner.query("CREATE TYPE \"public\".\"image_migration_run_status\" AS ENUM('queued', 'running', 'completed', 'failed')");
    await queryRunner.query("CREATE TABLE \"image_migration_runs\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"kind\" \"public\".\"image_migration_run_kind\" NOT NULL, \"created_by_id\" uuid, \"status\" \"public\".\"image_migration_run_status\" NOT NULL DEFAULT 'queued', \"dry_run\" boolean NOT NULL DEFAULT false, \"limit\" integer, \"offset\" integer NOT NULL DEFAULT '0', \"product_id\" uuid, \"product_ids\" uuid array, \"total_products\" integer NOT NULL DEFAULT '0', \"processed_products\" integer NOT NULL DEFAULT '0', \"migrated_products\" integer NOT NULL DEFAULT '0', \"migrated_images\" integer NOT NULL DEFAULT '0', \"failed_images\" integer NOT NULL DEFAULT '0', \"error_message\" text, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"started_at\" TIMESTAMP WITH TIME ZONE, \"finished_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"PK_00659c7376c52f42c45c3e0f766\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_image_migration_runs_created_at\" ON \"image_migration_runs\" (\"created_at\") ");
    await queryRunner.query("CREATE TYPE \"public\".\"image_migration_item_status\" AS ENUM('migrated', 'failed', 'planned')");
    await queryRunner.query("CREATE TABLE \"image_migration_items\" (\"id\" BIGSERIAL NOT NULL, \"run_id\" uuid NOT NULL, \"product_id\" uuid NOT NULL, \"product_name\" character varying(300) NOT NULL, \"source_url\" text NOT NULL, \"stored_url\" text, \"status\" \"public\".\"image_migration_item_status\" NOT NULL, \"reason\" text, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_a4321964eb90b5785d9f9010b64\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_image_migration_items_run\" ON \"image_migration_items\" (\"run_id\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"import_mappings\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"name\" character varying(100) NOT NULL, \"header_key\" character varying(64) NOT NULL, \"mapping\" jsonb NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_0fa9ff07029c3b68e95d7968592\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_import_mappings_header\" ON \"import_mappings\" (\"header_key\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_import_mappings_name\" ON \"import_mappings\" (\"name\") ");
    await queryRunner.query("CREATE TYPE \"public\".\"import_issue_severity\" AS ENUM('error', 'warning', 'skipped')");
    await queryRunner.query("CREATE TABLE \"import_row_issues\" (\"id\" BIGSERIAL NOT NULL, \"import_job_id\" uuid NOT NULL, \"row_number\" integer NOT NULL, \"severity\" \"public\".\"import_issue_severity\" NOT NULL, \"sku\" character varying(64), \"column_name\" character varying(200), \"value\" text, \"message\" text NOT NULL, CONSTRAINT \"PK_bd91d90a2ae45c65a2e80a7e4a4\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_import_row_issues_job_row\" ON \"import_row_issues\" (\"import_job_id\", \"row_number\") ");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"error_count\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"error_report_key\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"file_size\" integer NOT NULL");
    await queryRunner.query("CREATE TYPE \"public\".\"import_file_type\" AS ENUM('csv', 'xlsx')");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"file_type\" \"public\".\"import_file_type\" NOT NULL");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"encoding\" character varying(20)");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"delimiter\" character varying(1)");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"header_row_index\" integer NOT NULL");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"columns\" jsonb NOT NULL");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"preview_rows\" jsonb NOT NULL");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"failed_count\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"skipped_count\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"warning_count\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TYPE \"public\".\"import_job_status\" RENAME TO \"import_job_status_old\"");
    await queryRunner.query("CREATE TYPE \"public\".\"import_job_status\" AS ENUM('uploaded', 'queued', 'running', 'completed', 'failed', 'cancelled')");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ALTER COLUMN \"status\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ALTER COLUMN \"status\" TYPE \"public\".\"import_job_status\" USING \"status\"::\"text\"::\"public\".\"import_job_status\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ALTER COLUMN \"status\" SET DEFAULT 'uploaded'");
    await queryRunner.query("DROP TYPE \"public\".\"import_job_status_old\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ALTER COLUMN \"file_key\" DROP NOT NULL");
    await queryRunner.query("ALTER TABLE \"image_migration_runs\" ADD CONSTRAINT \"FK_00dd46f0af2b4782d661464b48a\" FOREIGN KEY (\"created_by_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"image_migration_items\" ADD CONSTRAINT \"FK_d782976e5427437a83581e0a20a\" FOREIGN KEY (\"run_id\") REFERENCES \"image_migration_runs\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"import_row_issues\" ADD CONSTRAINT \"FK_a0362319ea88786fcb21ea3b26c\" FOREIGN KEY (\"import_job_id\") REFERENCES \"import_jobs\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"import_row_issues\" DROP CONSTRAINT \"FK_a0362319ea88786fcb21ea3b26c\"");
    await queryRunner.query("ALTER TABLE \"image_migration_items\" DROP CONSTRAINT \"FK_d782976e5427437a83581e0a20a\"");
    await queryRunner.query("ALTER TABLE \"image_migration_runs\" DROP CONSTRAINT \"FK_00dd46f0af2b4782d661464b48a\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ALTER COLUMN \"file_key\" SET NOT NULL");
    await queryRunner.query("CREATE TYPE \"public\".\"import_job_status_old\" AS ENUM('queued', 'running', 'completed', 'failed')");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ALTER COLUMN \"status\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ALTER COLUMN \"status\" TYPE \"public\".\"import_job_status_old\" USING \"status\"::\"text\"::\"public\".\"import_job_status_old\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ALTER COLUMN \"status\" SET DEFAULT 'queued'");
    await queryRunner.query("DROP TYPE \"public\".\"import_job_status\"");
    await queryRunner.query("ALTER TYPE \"public\".\"import_job_status_old\" RENAME TO \"import_job_status\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"warning_count\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"skipped_count\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"failed_count\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"preview_rows\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"columns\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"header_row_index\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"delimiter\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"encoding\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"file_type\"");
    await queryRunner.query("DROP TYPE \"public\".\"import_file_type\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"file_size\"");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"error_report_key\" character varying(255)");
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"error_count\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("DROP INDEX \"public\".\"ix_import_row_issues_job_row\"");
    await queryRunner.query("DROP TABLE \"import_row_issues\"");
    await queryRunner.query("DROP TYPE \"public\".\"import_issue_severity\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_import_mappings_name\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_import_mappings_header\"");
    await queryRunner.query("DROP TABLE \"import_mappings\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_image_migration_items_run\"");
    await queryRunner.query("DROP TABLE \"image_migration_items\"");
    await queryRunner.query("DROP TYPE \"public\".\"image_migration_item_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_image_migration_runs_created_at\"");
    await queryRunner.query("DROP TABLE \"image_migration_runs\"");
    await queryRunner.query("DROP TYPE \"public\".\"image_migration_run_status\"");
    await queryRunner.query("DROP TYPE \"public\".\"image_migration_run_kind\"");
    await queryRunner.query("CREATE TABLE \"import_row_errors\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"import_job_id\" uuid NOT NULL, \"row_number\" integer NOT NULL, \"sku\" character varying(64), \"message\" text NOT NULL, CONSTRAINT \"PK_8a45918af12a5335e72f357268d\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_import_row_errors_row\" ON \"import_row_errors\" (\"import_job_id\", \"row_number\") ");
    await queryRunner.query("ALTER TABLE \"import_row_errors\" ADD CONSTRAINT \"FK_25723c9816cee31a820e10e8226\" FOREIGN KEY (\"import_job_id\") REFERENCES \"import_jobs\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }
}
