import { CompanyRole } from '../../src/common/auth/company-role';
import { Role } from '../../src/common/auth/role';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { uniqueEmail } from '../support/accounts';
import { DEFAULT_PASSWORD, makeDealer, makeStaff, makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('admin: the dealers tab shows each company with its people; an admin locks a single person', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
  });

  const post = (url: string, session: SignedIn) => t.app.inject({ method: 'POST', url, headers: session.auth });
  const signInStatus = async (email: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEFAULT_PASSWORD } })).statusCode;

  async function company() {
    const owner = await makeDealer(t.dataSource, { approved: true, companyName: 'Radladen Nord GmbH', email: uniqueEmail('inhaber') });
    const buyer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Buyer, orderLimit: '300.00' });
    const viewer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Viewer, joined: false });
    return { owner, buyer, viewer };
  }

  it('lists the company with its people, roles, limits and states', async () => {
    const { owner, buyer, viewer } = await company();
    const page = (await t.app.inject({ method: 'GET', url: '/api/admin/dealers?status=approved', headers: admin.auth })).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ companyName: 'Radladen Nord GmbH', companyId: owner.profile.companyId });
    expect(page.items[0].people.map((p: { email: string; role: string; orderLimit: string | null; status: string }) => [p.email, p.role, p.orderLimit, p.status])).toEqual([
      [owner.user.email, 'owner', null, 'active'],
      [buyer.user.email, 'buyer', '300.00', 'active'],
      [viewer.user.email, 'viewer', null, 'invited'],
    ]);
  });

  it('locks one person: their sessions end and they cannot sign in, the others keep working; unlocking lets them back in', async () => {
    const { owner, buyer } = await company();
    const buyerSession = await signIn(t.app, buyer.user.email);
    const ownerSession = await signIn(t.app, owner.user.email);

    expect((await post(`/api/admin/dealers/people/${buyer.user.id}/lock`, admin)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: buyerSession.auth })).statusCode).toBe(401);
    expect(await signInStatus(buyer.user.email)).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: ownerSession.auth })).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/dealers?status=approved', headers: admin.auth })).json();
    expect(listed.items[0].people.find((p: { userId: string }) => p.userId === buyer.user.id).status).toBe('locked');

    expect((await post(`/api/admin/dealers/people/${buyer.user.id}/unlock`, admin)).statusCode).toBe(204);
    expect(await signInStatus(buyer.user.email)).toBe(200);
    const audit = await t.dataSource.getRepository(AdminAction).find({ order: { createdAt: 'ASC' } });
    expect(audit.map((entry) => [entry.actionType, entry.targetId, entry.adminUserId])).toEqual([
      ['company.person_lock', buyer.user.id, expect.any(String)],
      ['company.person_unlock', buyer.user.id, expect.any(String)],
    ]);
  });

  it('answers a person outside every company with 404 in German, and refuses dealers, changing nothing', async () => {
    const { owner, buyer } = await company();
    const other = await makeUser(t.dataSource, { roles: [Role.Admin] });
    for (const id of [other.id, '00000000-0000-4000-8000-000000000000', 'kein-id']) {
      const response = await post(`/api/admin/dealers/people/${id}/lock`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Person nicht gefunden.');
    }
    const ownerSession = await signIn(t.app, owner.user.email);
    expect((await post(`/api/admin/dealers/people/${buyer.user.id}/lock`, ownerSession)).statusCode).toBe(403);
    const users = await t.dataSource.getRepository(User).find();
    expect(users.every((user) => user.lockedAt === null)).toBe(true);
    expect(await t.dataSource.getRepository(AdminAction).count()).toBe(0);
  });
});
