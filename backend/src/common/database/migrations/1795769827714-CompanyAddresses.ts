import { MigrationInterface, QueryRunner } from 'typeorm';

export class CompanyAddresses1795769827714 implements MigrationInterface {
  name = 'CompanyAddresses1795769827714';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"company_addresses\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"company_id\" uuid NOT NULL, \"recipient\" character varying(200) NOT NULL, \"contact_person\" character varying(200), \"address\" character varying(200) NOT NULL, \"postal_code\" character varying(10) NOT NULL, \"city\" character varying(100) NOT NULL, \"phone\" character varying(50), \"is_default\" boolean NOT NULL DEFAULT false, \"drop_shipping\" boolean NOT NULL DEFAULT false, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_cff628c622ac2c8f5a1927356d5\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_company_addresses_default\" ON \"company_addresses\" (\"company_id\") WHERE \"is_default\"");
    await queryRunner.query("CREATE INDEX \"ix_company_addresses_company\" ON \"company_addresses\" (\"company_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"company_addresses\" ADD CONSTRAINT \"FK_12b2775ccaf8767e3232378aac2\" FOREIGN KEY (\"company_id\") REFERENCES \"companies\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"company_addresses\" DROP CONSTRAINT \"FK_12b2775ccaf8767e3232378aac2\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_company_addresses_company\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_company_addresses_default\"");
    await queryRunner.query("DROP TABLE \"company_addresses\"");
  }
}
