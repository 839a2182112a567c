import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreditApplication1795792237349 implements MigrationInterface {
  name = 'CreditApplication1795792237349';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD \"credit_applied_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD \"split_from_payment_id\" uuid");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD \"withdrawn_skonto_amount\" numeric(12,2) NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD CONSTRAINT \"ck_incoming_payments_withdrawn_skonto_not_negative\" CHECK (\"withdrawn_skonto_amount\" >= 0)");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" ADD CONSTRAINT \"FK_02de5839842900cbdecc416088b\" FOREIGN KEY (\"split_from_payment_id\") REFERENCES \"incoming_payments\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP CONSTRAINT \"FK_02de5839842900cbdecc416088b\"");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP CONSTRAINT \"ck_incoming_payments_withdrawn_skonto_not_negative\"");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP COLUMN \"withdrawn_skonto_amount\"");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP COLUMN \"split_from_payment_id\"");
    await queryRunner.query("ALTER TABLE \"incoming_payments\" DROP COLUMN \"credit_applied_at\"");
  }
}
