import { Role } from '../../src/common/auth/role';
import { RefreshToken } from '../../src/modules/auth/entities/refresh-token.entity';
import { DEFAULT_PASSWORD, makeDealer, makeUser, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('auth: sign-in, refresh rotation, sign-out', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const refresh = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: cookie } });

  it('signs in and sets an httpOnly, SameSite=Strict refresh cookie scoped to /api/auth', async () => {
    const { user } = await makeDealer(t.dataSource, { email: 'laden@example.com', approved: true, discountLevel: 10 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'Laden@Example.com ', password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ expiresIn: 3600, user: { id: user.id, email: 'laden@example.com', roles: ['dealer'] } });
    expect(body.accessToken.split('.')).toHaveLength(3);
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    expect(await t.dataSource.getRepository(RefreshToken).countBy({ userId: user.id })).toBe(1);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.json()).toMatchObject({
      email: 'laden@example.com',
      aal: 'aal1',
      dealer: { companyName: 'Radladen Test GmbH', status: 'approved', discountLevel: 10, rejectionReason: null },
    });
  });

  it('answers wrong credentials with the German message and the same answer for unknown e-mails', async () => {
    await makeUser(t.dataSource, { email: 'a@example.com' });
    for (const payload of [
      { email: 'a@example.com', password: 'falsch-falsch' },
      { email: 'niemand@example.com', password: 'falsch-falsch' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Anmeldung fehlgeschlagen: E-Mail oder Passwort ist falsch.',
      });
      expect(response.json().correlationId).toBe(response.headers['x-request-id']);
      expect(response.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    }
  });

  it('rejects malformed sign-in input with a German validation message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'kein-mail', password: 'x', extra: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    expect(response.json().errors).toEqual(expect.arrayContaining([{ field: 'extra', message: 'Unbekanntes Feld: extra' }]));
  });

  it('rotates the refresh token on every use and revokes the whole family when an old one is reused', async () => {
    await makeUser(t.dataSource, { email: 'r@example.com' });
    const session = await signIn(t.app, 'r@example.com');

    const first = await refresh(session.refreshCookie);
    expect(first.statusCode).toBe(200);
    const rotated = first.cookies.find((c) => c.name === 'refresh_token')!.value;
    expect(rotated).not.toBe(session.refreshCookie);

    const second = await refresh(rotated);
    expect(second.statusCode).toBe(200);
    const newest = second.cookies.find((c) => c.name === 'refresh_token')!.value;
    const liveAccess = second.json().accessToken;

    const reuse = await refresh(session.refreshCookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });

    // the thief's reuse ended the legitimate chain too, and its access tokens
    expect((await refresh(newest)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${liveAccess}` } });
    expect(me.statusCode).toBe(401);
    const open = await t.dataSource.query('SELECT count(*)::int AS n FROM refresh_tokens WHERE revoked_at IS NULL');
    expect(open[0].n).toBe(0);
  });

  it('answers a visitor without a cookie 204 and refuses an unknown token with a German 401', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.body).toBe('');
    const unknown = await refresh('erfunden');
    expect(unknown.json()).toMatchObject({
      statusCode: 401,
      code: 'SESSION_EXPIRED',
      message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    });
    expect(unknown.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
  });

  it('signs out with scope local, others and global', async () => {
    await makeUser(t.dataSource, { email: 's@example.com' });
    const [a, b, c] = [await signIn(t.app, 's@example.com'), await signIn(t.app, 's@example.com'), await signIn(t.app, 's@example.com')];
    const me = (session: typeof a) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.auth });
    const signOut = (session: typeof a, scope: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.auth, payload: { scope } });

    expect((await signOut(a, 'local')).statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect((await refresh(a.refreshCookie)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);

    expect((await signOut(b, 'others')).statusCode).toBe(204);
    expect((await me(b)).statusCode).toBe(200);
    expect((await me(c)).statusCode).toBe(401);
    expect((await refresh(c.refreshCookie)).statusCode).toBe(401);

    const d = await signIn(t.app, 's@example.com');
    expect((await signOut(d, 'global')).statusCode).toBe(204);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(d)).statusCode).toBe(401);
    expect((await signOut(d, 'bogus')).statusCode).toBe(401);
  });

  it('rejects an unknown sign-out scope with a German message', async () => {
    await makeUser(t.dataSource, { email: 'q@example.com' });
    const session = await signIn(t.app, 'q@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.auth, payload: { scope: 'alles' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ungültiger Abmeldebereich (local, others oder global).');
  });

  it('rate-limits sign-in per account with a German message, even for the right password', async () => {
    await makeUser(t.dataSource, { email: 'rl@example.com' });
    for (let i = 0; i < t.env.SIGN_IN_MAX_PER_ACCOUNT; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'rl@example.com', password: 'falsch' } });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'rl@example.com', password: DEFAULT_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'SIGN_IN_RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es in 15 Minuten erneut\.$/);
  });

  it('rate-limits sign-in per IP across accounts', async () => {
    for (let i = 0; i < t.env.SIGN_IN_MAX_PER_IP; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: `x${i}@example.com`, password: 'falsch' } });
    }
    await makeUser(t.dataSource, { email: 'fresh@example.com' });
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'fresh@example.com', password: DEFAULT_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    const otherIp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '10.1.2.3',
      payload: { email: 'fresh@example.com', password: DEFAULT_PASSWORD },
    });
    expect(otherIp.statusCode).toBe(200);
  });

  it('hashes passwords with Argon2id', async () => {
    const user = await makeUser(t.dataSource, { roles: [Role.Ops] });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
