import { Role } from '../../src/common/auth/role';
import { AdminBootstrap } from '../../src/modules/auth/admin-bootstrap';
import { makeUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('ADMIN_EMAILS bootstraps administrators', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ ADMIN_EMAILS: 'Chefin@Example.com, bestand@example.com' })));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('creates a missing admin once and promotes an existing account, also when two processes race', async () => {
    await makeUser(t.dataSource, { email: 'bestand@example.com', roles: [Role.Dealer] });
    const bootstrap = t.app.get(AdminBootstrap);
    await Promise.all([bootstrap.onApplicationBootstrap(), bootstrap.onApplicationBootstrap()]);

    const rows: { email: string; roles: string }[] = await t.dataSource.query(
      `SELECT email, roles::text AS roles FROM users ORDER BY email`,
    );
    expect(rows).toEqual([
      { email: 'bestand@example.com', roles: '{dealer,admin}' },
      { email: 'chefin@example.com', roles: '{admin}' },
    ]);
    // one invitation (by the process that won the race), carrying only the user id: the link is made by the worker
    const intents: { payload: unknown }[] = await t.dataSource.query(`SELECT payload FROM outbox_messages WHERE job_name = 'mail.send'`);
    const [chefin] = await t.dataSource.query(`SELECT id FROM users WHERE email = 'chefin@example.com'`);
    expect(intents.map((row) => row.payload)).toEqual([{ template: 'auth.admin-invite', params: { userId: chefin.id } }]);
  });
});
