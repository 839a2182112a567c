import Redis from 'ioredis';
import { revocationChannel, SessionRevocationService } from '../../src/common/auth/session-revocation.service';
import { uniqueEmail } from '../support/accounts';
import { eventually } from '../support/dedicated-redis';
import { makeUser, sessionIdOf, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/** The per-request revocation check answers from the process's own list, fed by the other processes over Redis. */
describe('session revocations', () => {
  let t: TestApp;
  let revocations: SessionRevocationService;
  let otherProcess: Redis;

  beforeAll(async () => {
    t = await startTestApp();
    revocations = t.app.get(SessionRevocationService);
    otherProcess = t.redis.duplicate();
    await eventually(() => revocations.answersLocally());
  });
  afterAll(async () => {
    otherProcess.disconnect();
    await t.close();
  });

  const me = (session: SignedIn) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.auth });
  const publish = (text: string) => otherProcess.publish(revocationChannel(t.env.QUEUE_PREFIX), text);
  async function signedInUser(): Promise<SignedIn> {
    const email = uniqueEmail('widerruf');
    await makeUser(t.dataSource, { email });
    return signIn(t.app, email);
  }

  it('refuses a session at once that another process announced, without asking PostgreSQL', async () => {
    const session = await signedInUser();
    expect((await me(session)).statusCode).toBe(200);
    // no row in session_revocations: only the message can have told this process
    await publish(JSON.stringify([[sessionIdOf(session), Date.now() + 60_000]]));
    await eventually(async () => (await me(session)).statusCode === 401, 2000);
    expect(await t.dataSource.query('SELECT 1 FROM session_revocations WHERE session_id = $1', [sessionIdOf(session)])).toEqual([]);
    expect(revocations.answersLocally()).toBe(true);
  });

  it('lets a session pass again once its announced revocation has expired', async () => {
    const session = await signedInUser();
    await publish(JSON.stringify([[sessionIdOf(session), Date.now() - 1]]));
    await publish(JSON.stringify([])); // messages arrive in order: after this one the first was taken in
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await me(session)).statusCode).toBe(200);
  });

  it('reloads from PostgreSQL after a message it cannot read, and keeps refusing what is stored there', async () => {
    const session = await signedInUser();
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.auth, payload: {} });
    expect(signOut.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    await publish('kein JSON');
    await eventually(() => revocations.answersLocally());
    expect((await me(session)).statusCode).toBe(401);
  });

  it('publishes its own revocations for the other processes', async () => {
    const listener = t.redis.duplicate();
    const heard: string[] = [];
    listener.on('message', (_channel: string, text: string) => heard.push(text));
    try {
      await listener.subscribe(revocationChannel(t.env.QUEUE_PREFIX));
      const session = await signedInUser();
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.auth, payload: {} })).statusCode).toBe(204);
      await eventually(() => heard.length > 0, 2000);
      const [[sessionId, expiresAtMs]] = JSON.parse(heard[0]) as [string, number][];
      expect(sessionId).toBe(sessionIdOf(session));
      expect(expiresAtMs).toBeGreaterThan(Date.now() + 55 * 60 * 1000);
    } finally {
      listener.disconnect();
    }
  });
});
