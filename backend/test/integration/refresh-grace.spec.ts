import { uniqueEmail } from '../support/accounts';
import { makeUser, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('refresh: two tabs at once keep the session, reuse detection stays', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: cookie } });
  const cookieOf = (answer: Awaited<ReturnType<typeof refresh>>) => answer.cookies.find((c) => c.name === 'refresh_token')?.value;
  const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
  const openTokens = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM refresh_tokens WHERE revoked_at IS NULL'))[0].n;

  it('answers two parallel refreshes with the same successor and two valid access tokens', async () => {
    const email = uniqueEmail('tabs');
    await makeUser(t.dataSource, { email });
    const session = await signIn(t.app, email);

    const [tabA, tabB] = await Promise.all([refresh(session.refreshCookie), refresh(session.refreshCookie)]);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    expect(cookieOf(tabA)).toBeTruthy();
    expect(cookieOf(tabA)).toBe(cookieOf(tabB));
    expect((await me(tabA.json().accessToken)).statusCode).toBe(200);
    expect((await me(tabB.json().accessToken)).statusCode).toBe(200);
    // one successor, not two: the chain stays a chain
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM refresh_tokens')).toEqual([{ n: 2 }]);

    // the session lives on: the shared successor rotates normally
    const next = await refresh(cookieOf(tabA)!);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().accessToken)).statusCode).toBe(200);
  });

  it('still revokes the family when the old token comes back after the grace period', async () => {
    const email = uniqueEmail('late');
    await makeUser(t.dataSource, { email });
    const session = await signIn(t.app, email);
    const first = await refresh(session.refreshCookie);
    expect(first.statusCode).toBe(200);
    await t.dataSource.query(`UPDATE refresh_tokens SET created_at = created_at - interval '11 seconds'`);

    const late = await refresh(session.refreshCookie);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect((await refresh(cookieOf(first)!)).statusCode).toBe(401);
    expect((await me(first.json().accessToken)).statusCode).toBe(401);
    expect(await openTokens()).toBe(0);
  });

  it('still revokes the family when the old token comes back after its successor was rotated, even within the grace period', async () => {
    const email = uniqueEmail('chain');
    await makeUser(t.dataSource, { email });
    const session = await signIn(t.app, email);
    const first = await refresh(session.refreshCookie);
    const second = await refresh(cookieOf(first)!);
    expect(second.statusCode).toBe(200);

    const stolen = await refresh(session.refreshCookie);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect((await refresh(cookieOf(second)!)).statusCode).toBe(401);
    expect((await me(second.json().accessToken)).statusCode).toBe(401);
    expect(await openTokens()).toBe(0);
  });

  it('does not revive a signed-out session through the grace path', async () => {
    const email = uniqueEmail('out');
    await makeUser(t.dataSource, { email });
    const session = await signIn(t.app, email);
    const first = await refresh(session.refreshCookie);
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization: `Bearer ${first.json().accessToken}` }, payload: {} });
    expect(signOut.statusCode).toBe(204);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
  });
});
