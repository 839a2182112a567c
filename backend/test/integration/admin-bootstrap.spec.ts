import { Role } from '../../src/common/auth/role';
import { UsersService } from '../../src/modules/users/users.service';
import { makeUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('ADMIN_EMAILS bootstraps administrators', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ ADMIN_EMAILS: 'Chefin@Example.com, bestand@example.com' })));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('creates a missing admin once and promotes an existing account, also when two processes race', async () => {
    await makeUser(t.dataSource, { email: 'bestand@example.com', roles: [Role.Dealer] });
    const users = t.app.get(UsersService);
    await Promise.all([users.onApplicationBootstrap(), users.onApplicationBootstrap()]);

    const rows: { email: string; roles: string }[] = await t.dataSource.query(
      `SELECT email, roles::text AS roles FROM users ORDER BY email`,
    );
    expect(rows).toEqual([
      { email: 'bestand@example.com', roles: '{dealer,admin}' },
      { email: 'chefin@example.com', roles: '{admin}' },
    ]);
  });
});
