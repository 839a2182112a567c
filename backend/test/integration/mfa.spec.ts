import { Role } from '../../src/common/auth/role';
import { totpAt } from '../../src/modules/auth/mfa/totp';
import { MfaFactor, MfaFactorStatus } from '../../src/modules/auth/entities/mfa-factor.entity';
import { uniqueEmail } from '../support/accounts';
import { DEFAULT_PASSWORD, makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('second factor: TOTP enrol, challenge at sign-in, verify, remove', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: { authorization: string }, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, payload: payload as never });
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  /** Enrols and verifies a factor; returns the secret and the aal2 session. */
  async function enrol(session: SignedIn) {
    const enrolled = await call('POST', '/api/auth/mfa/factors', session.auth, { factorType: 'totp', friendlyName: 'Werkstatt-Handy' });
    expect(enrolled.statusCode).toBe(201);
    const { id, totp } = enrolled.json();
    const challenge = (await call('POST', `/api/auth/mfa/factors/${id}/challenge`, session.auth, {})).json();
    const verified = await call('POST', `/api/auth/mfa/factors/${id}/verify`, session.auth, { challengeId: challenge.id, code: totpAt(totp.secret, Date.now()) });
    expect(verified.statusCode).toBe(200);
    return { factorId: id as string, secret: totp.secret as string, session: verified.json(), cookie: verified.cookies.find((c) => c.name === 'refresh_token')!.value };
  }

  it('enrols with a QR code and an encrypted secret; verifying raises the session to aal2', async () => {
    const email = uniqueEmail('mfa');
    await makeDealer(t.dataSource, { email, approved: true });
    const session = await signIn(t.app, email);

    const enrolled = await call('POST', '/api/auth/mfa/factors', session.auth, { factorType: 'totp' });
    expect(enrolled.statusCode).toBe(201);
    const body = enrolled.json();
    expect(body.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.totp.uri).toBe(
      `otpauth://totp/Radwerk%20B2B%3A${encodeURIComponent(email)}?secret=${body.totp.secret}&issuer=Radwerk+B2B&algorithm=SHA1&digits=6&period=30`,
    );
    expect(body.totp.qrCode).toMatch(/^data:image\/png;base64,/);
    const stored = await t.dataSource.getRepository(MfaFactor).findOneByOrFail({ id: body.id });
    expect(stored.status).toBe(MfaFactorStatus.Unverified);
    expect(stored.secretEncrypted).not.toContain(body.totp.secret);

    const challenge = await call('POST', `/api/auth/mfa/factors/${body.id}/challenge`, session.auth, {});
    expect(challenge.statusCode).toBe(200);
    const wrong = await call('POST', `/api/auth/mfa/factors/${body.id}/verify`, session.auth, { challengeId: challenge.json().id, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Der Code ist falsch oder abgelaufen. Bitte geben Sie den aktuellen Code aus Ihrer App ein.');

    const verified = await call('POST', `/api/auth/mfa/factors/${body.id}/verify`, session.auth, {
      challengeId: challenge.json().id,
      code: totpAt(body.totp.secret, Date.now()),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ aal: 'aal2', mfaRequired: false, user: { roles: ['dealer'] } });
    expect((await t.dataSource.getRepository(MfaFactor).findOneByOrFail({ id: body.id })).status).toBe(MfaFactorStatus.Verified);

    // the aal1 session it replaced has ended
    expect((await call('GET', '/api/auth/me', session.auth)).statusCode).toBe(401);
    const me = await call('GET', '/api/auth/me', bearer(verified.json().accessToken));
    expect(me.json()).toMatchObject({ aal: 'aal2', mfaRequired: false, factors: [{ id: body.id, factorType: 'totp', status: 'verified' }] });
  });

  it('asks for the code at sign-in: the aal1 session carries no roles until the challenge is passed', async () => {
    const email = uniqueEmail('mfa');
    await makeDealer(t.dataSource, { email, approved: true });
    const { factorId, secret } = await enrol(await signIn(t.app, email));
    await t.dataSource.getRepository(MfaFactor).update({ id: factorId }, { lastUsedStep: null });

    const signInResponse = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEFAULT_PASSWORD } });
    expect(signInResponse.statusCode).toBe(200);
    const pending = signInResponse.json();
    expect(pending).toMatchObject({ aal: 'aal1', mfaRequired: true, mfaFactorId: factorId, user: { roles: [] } });
    const pendingAuth = bearer(pending.accessToken);
    expect((await call('GET', '/api/dealers/me', pendingAuth)).statusCode).toBe(403);
    expect((await call('GET', '/api/cart/count', pendingAuth)).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/me', pendingAuth)).json()).toMatchObject({ mfaRequired: true, roles: [] });

    // a refresh does not lift the requirement either
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: signInResponse.cookies.find((c) => c.name === 'refresh_token')!.value },
    });
    expect(refreshed.json()).toMatchObject({ aal: 'aal1', mfaRequired: true, user: { roles: [] } });
    const pendingAfterRefresh = bearer(refreshed.json().accessToken);

    const challenge = (await call('POST', `/api/auth/mfa/factors/${factorId}/challenge`, pendingAfterRefresh, {})).json();
    const code = totpAt(secret, Date.now());
    const verified = await call('POST', `/api/auth/mfa/factors/${factorId}/verify`, pendingAfterRefresh, { challengeId: challenge.id, code });
    expect(verified.json()).toMatchObject({ aal: 'aal2', mfaRequired: false, user: { roles: ['dealer'] } });
    expect((await call('GET', '/api/dealers/me', bearer(verified.json().accessToken))).statusCode).toBe(200);

    // the same code cannot be used a second time (replay), even in a fresh challenge
    const other = await signIn(t.app, email);
    const challenge2 = (await call('POST', `/api/auth/mfa/factors/${factorId}/challenge`, other.auth, {})).json();
    const replay = await call('POST', `/api/auth/mfa/factors/${factorId}/verify`, other.auth, { challengeId: challenge2.id, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('MFA_CODE_INVALID');

    // an aal2 session keeps its level across refreshes
    const rotated = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: verified.cookies.find((c) => c.name === 'refresh_token')!.value } });
    expect(rotated.json()).toMatchObject({ aal: 'aal2', mfaRequired: false, user: { roles: ['dealer'] } });
  });

  it('lets a challenge take five wrong codes, then it is gone', async () => {
    const email = uniqueEmail('mfa');
    await makeUser(t.dataSource, { email });
    const session = await signIn(t.app, email);
    const { id, totp } = (await call('POST', '/api/auth/mfa/factors', session.auth, { factorType: 'totp' })).json();
    const challenge = (await call('POST', `/api/auth/mfa/factors/${id}/challenge`, session.auth, {})).json();
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', `/api/auth/mfa/factors/${id}/verify`, session.auth, { challengeId: challenge.id, code: '999999' })).statusCode).toBe(400);
    }
    const late = await call('POST', `/api/auth/mfa/factors/${id}/verify`, session.auth, { challengeId: challenge.id, code: totpAt(totp.secret, Date.now()) });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'MFA_CHALLENGE_EXPIRED', message: 'Die Bestätigung ist abgelaufen. Bitte geben Sie einen neuen Code ein.' });
    const malformed = await call('POST', `/api/auth/mfa/factors/${id}/verify`, session.auth, { challengeId: challenge.id, code: '12ab' });
    expect(malformed.json().message).toBe('Bitte geben Sie den 6-stelligen Code ein.');
  });

  it('keeps factors private: another user cannot challenge, verify or delete them', async () => {
    const [ownerEmail, otherEmail] = [uniqueEmail('owner'), uniqueEmail('other')];
    await makeDealer(t.dataSource, { email: ownerEmail });
    await makeDealer(t.dataSource, { email: otherEmail });
    const { factorId } = await enrol(await signIn(t.app, ownerEmail));
    const other = await signIn(t.app, otherEmail);
    for (const [method, url] of [
      ['POST', `/api/auth/mfa/factors/${factorId}/challenge`],
      ['POST', `/api/auth/mfa/factors/${factorId}/verify`],
      ['DELETE', `/api/auth/mfa/factors/${factorId}`],
    ] as const) {
      const payload = url.endsWith('/verify') ? { challengeId: factorId, code: '123456' } : method === 'POST' ? {} : undefined;
      const response = await call(method, url, other.auth, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Dieser zweite Faktor wurde nicht gefunden.');
    }
    expect(await t.dataSource.getRepository(MfaFactor).countBy({ id: factorId })).toBe(1);
  });

  it('removes a verified factor only from an aal2 session and refuses a second enrolment', async () => {
    const email = uniqueEmail('mfa');
    await makeDealer(t.dataSource, { email });
    const { factorId, session } = await enrol(await signIn(t.app, email));

    const second = await call('POST', '/api/auth/mfa/factors', bearer(session.accessToken), { factorType: 'totp' });
    expect(second.statusCode).toBe(409);

    const pending = await signIn(t.app, email); // aal1, challenge not passed
    const refused = await call('DELETE', `/api/auth/mfa/factors/${factorId}`, pending.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'MFA_PENDING', message: 'Bitte bestätigen Sie zuerst den Code aus Ihrer Authenticator-App.' });

    expect((await call('DELETE', `/api/auth/mfa/factors/${factorId}`, bearer(session.accessToken))).statusCode).toBe(204);
    expect(await t.dataSource.getRepository(MfaFactor).count()).toBe(0);
    expect((await signIn(t.app, email)).accessToken).toBeDefined();
    const plain = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEFAULT_PASSWORD } });
    expect(plain.json()).toMatchObject({ mfaRequired: false, user: { roles: ['dealer'] } });
  });

  it('lets an administrator reach admin routes with ADMIN_REQUIRE_MFA only after the challenge', async () => {
    const strict = await startTestApp({ ADMIN_REQUIRE_MFA: 'true' });
    try {
      const email = uniqueEmail('admin');
      await makeUser(strict.dataSource, { email, roles: [Role.Admin] });
      const first = await signIn(strict.app, email);
      const blocked = await strict.app.inject({ method: 'GET', url: '/api/admin/dealers', headers: first.auth });
      expect(blocked.json().code).toBe('MFA_REQUIRED');

      const { id, totp } = (await strict.app.inject({ method: 'POST', url: '/api/auth/mfa/factors', headers: first.auth, payload: { factorType: 'totp' } })).json();
      const challenge = (await strict.app.inject({ method: 'POST', url: `/api/auth/mfa/factors/${id}/challenge`, headers: first.auth, payload: {} })).json();
      const verified = await strict.app.inject({
        method: 'POST',
        url: `/api/auth/mfa/factors/${id}/verify`,
        headers: first.auth,
        payload: { challengeId: challenge.id, code: totpAt(totp.secret, Date.now()) },
      });
      const allowed = await strict.app.inject({ method: 'GET', url: '/api/admin/dealers', headers: bearer(verified.json().accessToken) });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
