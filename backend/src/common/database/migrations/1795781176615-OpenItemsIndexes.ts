import { MigrationInterface, QueryRunner } from 'typeorm';

export class OpenItemsIndexes1795781176615 implements MigrationInterface {
  name = 'OpenItemsIndexes1795781176615';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX \"ix_invoices_open\" ON \"invoices\" (\"company_id\", \"due_date\", \"total_amount\", \"paid_amount\", \"skonto_amount\") WHERE \"kind\" = 'invoice' AND \"cancelled_at\" IS NULL AND \"settled_at\" IS NULL");
    await queryRunner.query("CREATE INDEX \"ix_incoming_payments_credit\" ON \"incoming_payments\" (\"company_id\") WHERE \"invoice_id\" IS NULL AND \"reversed_at\" IS NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_incoming_payments_credit\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_invoices_open\"");
  }
}
