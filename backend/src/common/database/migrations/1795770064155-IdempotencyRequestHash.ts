import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyRequestHash1795770064155 implements MigrationInterface {
  name = 'IdempotencyRequestHash1795770064155';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // orders placed before this column existed keep NULL: their key answers any body, as it did
    await queryRunner.query("ALTER TABLE \"orders\" ADD \"idempotency_request_hash\" character(64)");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"orders\" DROP COLUMN \"idempotency_request_hash\"");
  }
}
