import { totpAt } from '../../src/modules/auth/mfa/totp';
import { uniqueEmail } from '../support/accounts';
import { DEFAULT_PASSWORD, makeUser, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('attempt limits hold under parallel requests, and every 429 says when to retry', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('lets at most 5 of 40 parallel wrong sign-ins reach the password check; the rest get a German 429 with Retry-After', async () => {
    const email = uniqueEmail('parallel');
    await makeUser(t.dataSource, { email });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'falsch-falsch' } })),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(checked).toHaveLength(t.env.SIGN_IN_MAX_PER_ACCOUNT);
    expect(refused).toHaveLength(40 - t.env.SIGN_IN_MAX_PER_ACCOUNT);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        code: 'SIGN_IN_RATE_LIMITED',
        message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
      });
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // the right password is refused too while the account is locked
    const right = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEFAULT_PASSWORD } });
    expect(right.statusCode).toBe(429);
  });

  it('counts the IP limit atomically across accounts and gives successful sign-ins their attempt back', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `niemand-${i}@example.com`);
    const answers = await Promise.all(
      emails.map((email) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: '10.9.8.7', payload: { email, password: 'falsch' } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(t.env.SIGN_IN_MAX_PER_IP);
    expect(answers.filter((answer) => answer.statusCode === 429).every((answer) => Number(answer.headers['retry-after']) > 0)).toBe(true);

    // 25 good sign-ins from one office IP use up nothing
    const email = uniqueEmail('buero');
    await makeUser(t.dataSource, { email });
    for (let i = 0; i < 25; i++) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: '10.9.8.6', payload: { email, password: DEFAULT_PASSWORD } });
      expect(ok.statusCode).toBe(200);
    }
  });

  it('never refuses a right password because other sign-ins are running: 30 at once from one address all get in', async () => {
    const office = '10.9.8.5';
    const colleagues = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const email = uniqueEmail(`kollege-${i}`);
        await makeUser(t.dataSource, { email });
        return email;
      }),
    );
    // 15 colleagues plus one of them signing in 15 times more (tabs, devices): above both limits (20 per IP, 5 per account)
    const emails = [...colleagues, ...Array.from({ length: 15 }, () => colleagues[0])];
    const answers = await Promise.all(
      emails.map((email) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: office, payload: { email, password: DEFAULT_PASSWORD } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 200));

    // and the limit on wrong passwords still holds from that address afterwards
    const wrong = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: office, payload: { email: `fremd-${i}@example.com`, password: 'falsch' } }),
      ),
    );
    expect(wrong.filter((answer) => answer.statusCode === 401)).toHaveLength(t.env.SIGN_IN_MAX_PER_IP);
    expect(wrong.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - t.env.SIGN_IN_MAX_PER_IP);
  });

  it('lets at most 5 of 20 parallel wrong second-factor codes be checked against one challenge', async () => {
    const email = uniqueEmail('mfa-parallel');
    await makeUser(t.dataSource, { email });
    const session = await signIn(t.app, email);
    const call = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: session.auth, payload: payload as never });
    const { id, totp } = (await call('/api/auth/mfa/factors', { factorType: 'totp' })).json();
    const challenge = (await call(`/api/auth/mfa/factors/${id}/challenge`, {})).json();
    const wrong = String((Number(totpAt(totp.secret, Date.now())) + 1) % 1000000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(`/api/auth/mfa/factors/${id}/verify`, { challengeId: challenge.id, code: wrong })));
    expect(answers.filter((answer) => answer.json().code === 'MFA_CODE_INVALID')).toHaveLength(5);
    expect(answers.filter((answer) => answer.json().code === 'MFA_CHALLENGE_EXPIRED')).toHaveLength(15);
  });
});
