import { Client } from 'pg';
import { DataSource, MigrationInterface } from 'typeorm';
import { dataSourceOptions } from '../../src/common/database/data-source-options';
import { Companies1795768574054 } from '../../src/common/database/migrations/1795768574054-Companies';
import { PG_BASE, workerDatabase, workerIndex } from '../support/test-env';

const COMPANIES = 1795768574054;
const timestampOf = (migration: MigrationInterface) => Number(/(\d{13})$/.exec(migration.name ?? migration.constructor.name)?.[1]);
const ADDRESS = JSON.stringify({ company: 'Radladen Alt GmbH', contact_person: null, address: 'Teststraße 1', postal_code: '28195', city: 'Bremen', phone: null });

/**
 * The companies migration on data shaped like before it: every dealer becomes the owner of a company
 * holding their profile, orders and invoices. Runs on a database of its own, migrated up to just before.
 */
describe('migration: dealers become companies', () => {
  const name = `${workerDatabase(workerIndex())}_companies`;
  const url = `${PG_BASE}/${name}`;
  let admin: Client;
  let db: Client;

  async function migrate(until: number): Promise<void> {
    const all = await new DataSource(dataSourceOptions(url)).initialize();
    const classes = all.migrations.filter((migration) => timestampOf(migration) <= until).map((migration) => migration.constructor as new () => MigrationInterface);
    await all.destroy();
    const dataSource = await new DataSource({ ...dataSourceOptions(url), migrations: classes }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
  }

  beforeAll(async () => {
    admin = new Client({ connectionString: `${PG_BASE}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await migrate(COMPANIES - 1);
    db = new Client({ connectionString: url });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }, 120_000);

  it('finds the migration by its class (a renamed file would leave this test at the wrong step)', () => {
    expect(timestampOf(new Companies1795768574054())).toBe(COMPANIES);
  });

  it('makes each dealer the owner of a company with their profile, orders, invoices and tickets; admins stay without', async () => {
    const user = async (email: string, roles: string) =>
      (await db.query(`INSERT INTO users (email, password_hash, roles, email_confirmed_at) VALUES ($1, 'x', $2, now()) RETURNING id`, [email, roles])).rows[0].id as string;
    const north = await user('nord@example.com', '{dealer}');
    const south = await user('sued@example.com', '{dealer}');
    const lone = await user('ohne-profil@example.com', '{dealer}');
    const admin = await user('admin@example.com', '{admin}');
    const profile = async (userId: string, company: string, approved: boolean, discount: number) =>
      (
        await db.query(
          `INSERT INTO dealer_profiles (user_id, company_name, contact_person, ust_id, is_approved, discount_level)
           VALUES ($1, $2, 'Erika Muster', 'DE811569869', $3, $4) RETURNING id`,
          [userId, company, approved, discount],
        )
      ).rows[0].id as string;
    const northProfile = await profile(north, 'Radladen Nord GmbH', true, 12);
    const southProfile = await profile(south, 'Radladen Süd KG', false, 0);
    const order = async (userId: string, number: string, key: string | null = null) =>
      (
        await db.query(
          `INSERT INTO orders (user_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                               payment_method, shipping_address, billing_address, planned_delivery_date, idempotency_key)
           VALUES ($1, $2, 100, 0, 0, 19, 119, 'prepayment', $3, $3, current_date + 2, $4) RETURNING id`,
          [userId, number, ADDRESS, key],
        )
      ).rows[0].id as string;
    const northOrder = await order(north, 'B-2026-000001', 'schluessel-1');
    await order(north, 'B-2026-000002');
    await order(lone, 'B-2026-000003');
    await db.query(
      `INSERT INTO invoices (number, kind, order_id, order_number, user_id, issue_date, delivery_date, payment_method, paid, payment_terms,
                             payment_reference, seller, buyer, delivery_address, lines, subtotal_amount, discount_amount, shipping_amount,
                             express_amount, vat_percent, tax_amount, total_amount)
       VALUES ('RE-2026-00001', 'invoice', $1, 'B-2026-000001', $2, current_date, current_date, 'prepayment', false, '14 Tage',
               'B-2026-000001', '{}', '{}', '{}', '[]', 100, 0, 0, 0, 19, 19, 119)`,
      [northOrder, north],
    );
    await db.query(
      `INSERT INTO tickets (ticket_number, dealer_profile_id, subject, description) VALUES ('T-2026-000001', $1, 'Frage', 'Wo bleibt die Lieferung?')`,
      [southProfile],
    );

    await migrate(COMPANIES);

    const members = (await db.query(`SELECT user_id, company_id, role, joined_at IS NOT NULL AS joined FROM company_members ORDER BY created_at`)).rows;
    expect(members.map((row) => row.user_id).sort()).toEqual([north, south, lone].sort());
    expect(members.every((row) => row.role === 'owner' && row.joined)).toBe(true);
    const companyOf = (userId: string) => members.find((row) => row.user_id === userId)!.company_id as string;
    expect(new Set(members.map((row) => row.company_id)).size).toBe(3);
    expect(members.some((row) => row.user_id === admin)).toBe(false);

    // The company keeps the profile's id; the profile keeps approval and discount, now the company's
    expect(companyOf(north)).toBe(northProfile);
    const profiles = (await db.query(`SELECT id, company_id, user_id, is_approved, discount_level FROM dealer_profiles ORDER BY company_name`)).rows;
    expect(profiles).toEqual([
      { id: northProfile, company_id: northProfile, user_id: north, is_approved: true, discount_level: 12 },
      { id: southProfile, company_id: southProfile, user_id: south, is_approved: false, discount_level: 0 },
    ]);

    const orders = (await db.query(`SELECT order_number, company_id, placed_by_user_id, idempotency_key FROM orders ORDER BY order_number`)).rows;
    expect(orders).toEqual([
      { order_number: 'B-2026-000001', company_id: companyOf(north), placed_by_user_id: north, idempotency_key: 'schluessel-1' },
      { order_number: 'B-2026-000002', company_id: companyOf(north), placed_by_user_id: north, idempotency_key: null },
      { order_number: 'B-2026-000003', company_id: companyOf(lone), placed_by_user_id: lone, idempotency_key: null },
    ]);
    const invoices = (await db.query(`SELECT company_id, user_id FROM invoices`)).rows;
    expect(invoices).toEqual([{ company_id: companyOf(north), user_id: north }]);
    const tickets = (await db.query(`SELECT p.company_id FROM tickets t JOIN dealer_profiles p ON p.id = t.dealer_profile_id`)).rows;
    expect(tickets).toEqual([{ company_id: companyOf(south) }]);

    // The idempotency key is still unique per person
    await expect(db.query(`UPDATE orders SET idempotency_key = 'schluessel-1' WHERE order_number = 'B-2026-000002'`)).rejects.toThrow(/uq_orders_idempotency_key/);
  });
});
