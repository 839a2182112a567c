import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the wholesaler's staff sent a ticket attachment, stored like a message's. Until now only the dealer side
 * could upload, so every existing file is the dealer's (before, a file of a company's buyer read as the staff's).
 */
export class TicketAttachmentFromStaff1795780182212 implements MigrationInterface {
  name = 'TicketAttachmentFromStaff1795780182212';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ticket_attachments" ADD "is_staff" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ticket_attachments" DROP COLUMN "is_staff"`);
  }
}
