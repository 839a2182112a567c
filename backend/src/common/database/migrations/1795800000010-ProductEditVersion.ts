import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versioned product saves: every change in the back office (editor, images, deletion, CSV import, image migration,
 * a category deleted under it) counts `version` up and stamps `edited_at`; stock taken or returned by orders does not.
 * The editor sends the version it loaded, so a save on a stale form is refused instead of overwriting another change.
 */
export class ProductEditVersion1795800000010 implements MigrationInterface {
  name = 'ProductEditVersion1795800000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "products" ADD "edited_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "edited_at"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "version"`);
  }
}
