import { Role } from '../../src/common/auth/role';
import { multipart, samplePdf, uniqueEmail } from '../support/accounts';
import { makeDealer, makeUser, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/** Personal answers must not stay in a browser or proxy cache: one default for every API answer. */
describe('Cache-Control: no-store on personal answers', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('marks session, profile, document, admin and error answers no-store', async () => {
    const email = uniqueEmail('cache');
    await makeDealer(t.dataSource, { email, approved: true });
    const signInAnswer = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Fahrrad-2026' } });
    expect(signInAnswer.statusCode).toBe(200);
    const session = await signIn(t.app, email);
    const body = multipart(samplePdf(), 'gewerbe.pdf', 'application/pdf');
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/dealers/me/documents/business-registration',
      headers: { ...session.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const link = await t.app.inject({ method: 'GET', url: '/api/dealers/me/documents/business-registration', headers: session.auth });
    const download = await t.app.inject({ method: 'GET', url: new URL(link.json().url, 'http://localhost').pathname + new URL(link.json().url, 'http://localhost').search });
    expect(download.statusCode).toBe(200);

    const adminEmail = uniqueEmail('admin');
    await makeUser(t.dataSource, { email: adminEmail, roles: [Role.Admin] });
    const admin = await signIn(t.app, adminEmail);

    const answers = {
      signIn: signInAnswer,
      refresh: await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: session.refreshCookie } }),
      me: await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.auth }),
      profile: await t.app.inject({ method: 'GET', url: '/api/dealers/me', headers: session.auth }),
      upload: uploaded,
      documentLink: link,
      document: download,
      adminDealers: await t.app.inject({ method: 'GET', url: '/api/admin/dealers', headers: admin.auth }),
      unauthorized: await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, cacheControl: answer.headers['cache-control'] }).toEqual({ name, cacheControl: 'no-store' });
    }
  });
});
