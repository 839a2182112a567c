import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dealer companies with staff. Every existing dealer (a user with a dealer profile, the dealer role or
 * orders) becomes the owner of a company of their own that takes over their profile, orders and
 * invoices; a migrated company keeps its profile's id. Orders remember who placed them.
 */
export class Companies1795768574054 implements MigrationInterface {
  name = 'Companies1795768574054';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"companies\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_d4bc3e82a314fa9e29f652c2c22\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TYPE \"public\".\"company_role\" AS ENUM('owner', 'buyer', 'viewer')");
    await queryRunner.query("CREATE TABLE \"company_members\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"company_id\" uuid NOT NULL, \"user_id\" uuid NOT NULL, \"role\" \"public\".\"company_role\" NOT NULL, \"order_limit\" numeric(12,2), \"monthly_budget\" numeric(12,2), \"invited_by_user_id\" uuid, \"joined_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"ck_company_members_monthly_budget\" CHECK (\"monthly_budget\" IS NULL OR \"monthly_budget\" >= 0), CONSTRAINT \"ck_company_members_order_limit\" CHECK (\"order_limit\" IS NULL OR \"order_limit\" >= 0), CONSTRAINT \"PK_b159163d9222448886158bc5385\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_company_members_user_id\" ON \"company_members\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_company_members_company\" ON \"company_members\" (\"company_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"company_members\" ADD CONSTRAINT \"FK_e33a61fd560f6412d3ffb39f225\" FOREIGN KEY (\"company_id\") REFERENCES \"companies\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"company_members\" ADD CONSTRAINT \"FK_535b42b6c7557886fd1c44501e4\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"company_members\" ADD CONSTRAINT \"FK_81881f08ec30883e2f295dfb2ca\" FOREIGN KEY (\"invited_by_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"users\" ADD \"locked_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TYPE \"public\".\"auth_token_purpose\" RENAME TO \"auth_token_purpose_old\"");
    await queryRunner.query("CREATE TYPE \"public\".\"auth_token_purpose\" AS ENUM('confirm_email', 'reset_password', 'staff_invite')");
    await queryRunner.query("ALTER TABLE \"auth_tokens\" ALTER COLUMN \"purpose\" TYPE \"public\".\"auth_token_purpose\" USING \"purpose\"::\"text\"::\"public\".\"auth_token_purpose\"");
    await queryRunner.query("DROP TYPE \"public\".\"auth_token_purpose_old\"");

    await queryRunner.query("ALTER TABLE \"orders\" DROP CONSTRAINT \"FK_a922b820eeef29ac1c6800e826a\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_orders_user_created\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_orders_idempotency_key\"");
    await queryRunner.query("ALTER TABLE \"orders\" RENAME COLUMN \"user_id\" TO \"placed_by_user_id\"");
    await queryRunner.query("ALTER TABLE \"dealer_profiles\" ADD \"company_id\" uuid");
    await queryRunner.query("ALTER TABLE \"orders\" ADD \"company_id\" uuid");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"company_id\" uuid");

    // The existing data: each dealer becomes the owner of a company holding what was theirs.
    await queryRunner.query(`INSERT INTO companies (id, created_at) SELECT id, created_at FROM dealer_profiles`);
    await queryRunner.query(`UPDATE dealer_profiles SET company_id = id`);
    await queryRunner.query(
      `INSERT INTO company_members (company_id, user_id, role, joined_at, created_at)
       SELECT id, user_id, 'owner', created_at, created_at FROM dealer_profiles`,
    );
    await queryRunner.query(
      `WITH lone AS MATERIALIZED (
         SELECT u.id AS user_id, u.created_at, gen_random_uuid() AS company_id FROM users u
          WHERE NOT EXISTS (SELECT 1 FROM company_members m WHERE m.user_id = u.id)
            AND ('dealer' = ANY(u.roles) OR EXISTS (SELECT 1 FROM orders o WHERE o.placed_by_user_id = u.id))
       ), created AS (INSERT INTO companies (id, created_at) SELECT company_id, created_at FROM lone)
       INSERT INTO company_members (company_id, user_id, role, joined_at, created_at)
       SELECT company_id, user_id, 'owner', created_at, created_at FROM lone`,
    );
    await queryRunner.query(`UPDATE orders o SET company_id = m.company_id FROM company_members m WHERE m.user_id = o.placed_by_user_id`);
    await queryRunner.query(`UPDATE invoices i SET company_id = o.company_id FROM orders o WHERE o.id = i.order_id`);

    await queryRunner.query("ALTER TABLE \"dealer_profiles\" ALTER COLUMN \"company_id\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"orders\" ALTER COLUMN \"company_id\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"invoices\" ALTER COLUMN \"company_id\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"dealer_profiles\" ADD CONSTRAINT \"UQ_ce3a0b55ee7d8f4a716ec0ff17d\" UNIQUE (\"company_id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_dealer_profiles_company_id\" ON \"dealer_profiles\" (\"company_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_idempotency_key\" ON \"orders\" (\"placed_by_user_id\", \"idempotency_key\") WHERE \"idempotency_key\" IS NOT NULL");
    await queryRunner.query("CREATE INDEX \"ix_orders_placed_by_created\" ON \"orders\" (\"placed_by_user_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"ix_orders_company_created\" ON \"orders\" (\"company_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"ix_invoices_company_id\" ON \"invoices\" (\"company_id\") ");
    await queryRunner.query("ALTER TABLE \"dealer_profiles\" ADD CONSTRAINT \"FK_ce3a0b55ee7d8f4a716ec0ff17d\" FOREIGN KEY (\"company_id\") REFERENCES \"companies\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"orders\" ADD CONSTRAINT \"FK_f5d519a61e918f7efb299de31a0\" FOREIGN KEY (\"company_id\") REFERENCES \"companies\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"orders\" ADD CONSTRAINT \"FK_9666d2e45379568d3f99d378311\" FOREIGN KEY (\"placed_by_user_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD CONSTRAINT \"FK_42385e42f092f26bd38df549717\" FOREIGN KEY (\"company_id\") REFERENCES \"companies\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"invoices\" DROP CONSTRAINT \"FK_42385e42f092f26bd38df549717\"");
    await queryRunner.query("ALTER TABLE \"orders\" DROP CONSTRAINT \"FK_9666d2e45379568d3f99d378311\"");
    await queryRunner.query("ALTER TABLE \"orders\" DROP CONSTRAINT \"FK_f5d519a61e918f7efb299de31a0\"");
    await queryRunner.query("ALTER TABLE \"dealer_profiles\" DROP CONSTRAINT \"FK_ce3a0b55ee7d8f4a716ec0ff17d\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_invoices_company_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_orders_company_created\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_orders_placed_by_created\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_orders_idempotency_key\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_dealer_profiles_company_id\"");
    await queryRunner.query("ALTER TABLE \"dealer_profiles\" DROP CONSTRAINT \"UQ_ce3a0b55ee7d8f4a716ec0ff17d\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"company_id\"");
    await queryRunner.query("ALTER TABLE \"orders\" DROP COLUMN \"company_id\"");
    await queryRunner.query("ALTER TABLE \"dealer_profiles\" DROP COLUMN \"company_id\"");
    await queryRunner.query("ALTER TABLE \"orders\" RENAME COLUMN \"placed_by_user_id\" TO \"user_id\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_idempotency_key\" ON \"orders\" (\"user_id\", \"idempotency_key\") WHERE (idempotency_key IS NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_orders_user_created\" ON \"orders\" (\"user_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"orders\" ADD CONSTRAINT \"FK_a922b820eeef29ac1c6800e826a\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("DELETE FROM auth_tokens WHERE purpose = 'staff_invite'");
    await queryRunner.query("CREATE TYPE \"public\".\"auth_token_purpose_old\" AS ENUM('confirm_email', 'reset_password')");
    await queryRunner.query("ALTER TABLE \"auth_tokens\" ALTER COLUMN \"purpose\" TYPE \"public\".\"auth_token_purpose_old\" USING \"purpose\"::\"text\"::\"public\".\"auth_token_purpose_old\"");
    await queryRunner.query("DROP TYPE \"public\".\"auth_token_purpose\"");
    await queryRunner.query("ALTER TYPE \"public\".\"auth_token_purpose_old\" RENAME TO \"auth_token_purpose\"");
    await queryRunner.query("ALTER TABLE \"users\" DROP COLUMN \"locked_at\"");
    await queryRunner.query("DROP TABLE \"company_members\"");
    await queryRunner.query("DROP TYPE \"public\".\"company_role\"");
    await queryRunner.query("DROP TABLE \"companies\"");
  }
}
