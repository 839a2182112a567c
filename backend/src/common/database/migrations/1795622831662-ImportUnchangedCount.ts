import { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportUnchangedCount1795622831662 implements MigrationInterface {
  name = 'ImportUnchangedCount1795622831662';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"import_jobs\" ADD \"unchanged_count\" integer NOT NULL DEFAULT '0'");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"import_jobs\" DROP COLUMN \"unchanged_count\"");
  }
}
