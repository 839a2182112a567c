import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders whose invoice the demo data wrote directly carried `invoiced = false`: the order views did not offer their
 * invoice and the back office offered to delete them. Every order with an invoice is marked, as the order process does.
 */
export class InvoicedOrdersMarked1795800000001 implements MigrationInterface {
  name = 'InvoicedOrdersMarked1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "orders" o SET "invoiced" = true WHERE NOT o."invoiced" AND EXISTS (SELECT 1 FROM "invoices" i WHERE i."order_id" = o."id")`);
  }

  public async down(): Promise<void> {
    // nothing to undo: the flag states a fact the invoices table already holds
  }
}
