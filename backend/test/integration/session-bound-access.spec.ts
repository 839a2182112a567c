import { randomUUID } from 'crypto';
import { sign } from 'jsonwebtoken';
import { Role } from '../../src/common/auth/role';
import { emptyDocumentBucket, multipart, samplePdf, uniqueEmail } from '../support/accounts';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/** Whatever a session hands out ends with it: document links, and access tokens only ever carry a session and an expiry. */
describe('session-bound access: links and tokens end with the session', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await emptyDocumentBucket(t);
  });

  const signOutEverywhere = (session: SignedIn) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.auth, payload: { scope: 'global' } });

  async function dealerWithDocument(): Promise<{ session: SignedIn; profileId: string }> {
    const email = uniqueEmail();
    const { profile } = await makeDealer(t.dataSource, { email });
    const session = await signIn(t.app, email);
    const form = multipart(samplePdf(), 'gewerbe.pdf');
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/dealers/me/documents/business-registration',
      headers: { ...session.auth, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    return { session, profileId: profile.id };
  }

  const REVOKED_LINK = {
    code: 'LINK_INVALID',
    message: 'Der Link zum Dokument gilt nach der Abmeldung nicht mehr. Bitte melden Sie sich an und öffnen Sie das Dokument erneut.',
  };

  it('stops a dealer’s document link once the dealer signs out everywhere', async () => {
    const { session } = await dealerWithDocument();
    const { url } = (await t.app.inject({ method: 'GET', url: '/api/dealers/me/documents/business-registration', headers: session.auth })).json();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    expect((await signOutEverywhere(session)).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject(REVOKED_LINK);
  });

  it('stops an administrator’s document link once the administrator signs out everywhere, not when the dealer does', async () => {
    const { session: dealer, profileId } = await dealerWithDocument();
    const email = uniqueEmail('admin');
    await makeUser(t.dataSource, { email, roles: [Role.Admin] });
    const admin = await signIn(t.app, email);
    const link = await t.app.inject({ method: 'GET', url: `/api/admin/dealers/${profileId}/documents/business-registration`, headers: admin.auth });
    expect(link.statusCode).toBe(200);
    const { url } = link.json();

    await signOutEverywhere(dealer);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await signOutEverywhere(admin);
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject(REVOKED_LINK);
  });

  describe('access tokens signed with the right key but missing what limits them are refused', () => {
    let claims: Record<string, unknown>;
    beforeEach(async () => {
      const user = await makeUser(t.dataSource, { email: uniqueEmail() });
      claims = { sub: user.id, email: user.email, roles: [Role.Dealer], aal: 'aal1', sid: randomUUID() };
    });
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    const signed = (payload: Record<string, unknown>, expiresIn?: number) =>
      sign(payload, t.env.JWT_SECRET, { algorithm: 'HS256', audience: 'portal-api', ...(expiresIn === undefined ? {} : { expiresIn }) });

    it('accepts a complete token (the baseline)', async () => {
      expect((await me(signed(claims, 600))).statusCode).toBe(200);
    });

    it.each([
      ['without expiry', () => signed(claims)],
      ['without session id', () => signed({ ...claims, sid: undefined }, 600)],
      ['with a session id that is not a string', () => signed({ ...claims, sid: 42 }, 600)],
      ['with an empty session id', () => signed({ ...claims, sid: '' }, 600)],
    ])('refuses a token %s with a German 401', async (_label, token) => {
      const answer = await me(token());
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an.' });
    });
  });
});
