import { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionRevocations1795589551761 implements MigrationInterface {
  name = 'SessionRevocations1795589551761';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"session_revocations\" (\"session_id\" uuid NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT \"PK_490035264ffba379db6ba1aeb9f\" PRIMARY KEY (\"session_id\"))");
    await queryRunner.query("CREATE INDEX \"ix_session_revocations_expires_at\" ON \"session_revocations\" (\"expires_at\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_session_revocations_expires_at\"");
    await queryRunner.query("DROP TABLE \"session_revocations\"");
  }
}
