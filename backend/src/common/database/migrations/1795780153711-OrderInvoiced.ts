import { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether an order has an invoice, on the order itself: order views ask for the invoice only then. */
export class OrderInvoiced1795780153711 implements MigrationInterface {
  name = 'OrderInvoiced1795780153711';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "invoiced" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "orders" o SET "invoiced" = true WHERE EXISTS (SELECT 1 FROM "invoices" i WHERE i."order_id" = o."id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "invoiced"`);
  }
}
