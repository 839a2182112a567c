import Redis from 'ioredis';
import { Role } from '../../src/common/auth/role';
import { revocationChannel, SessionRevocationService } from '../../src/common/auth/session-revocation.service';
import { REDIS } from '../../src/common/redis/redis.module';
import { uniqueEmail } from '../support/accounts';
import { DedicatedRedis, eventually } from '../support/dedicated-redis';
import { makeUser, sessionIdOf, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/** Redis goes away under a running API: nothing hangs, what needs Redis answers 503, no revocation is lost. */
describe('Redis outage', () => {
  let redisServer: DedicatedRedis;
  let t: TestApp;
  let apiRedis: Redis;
  let revocations: SessionRevocationService;

  beforeAll(async () => {
    redisServer = await DedicatedRedis.start();
    t = await startTestApp({ REDIS_URL: redisServer.url });
    apiRedis = t.app.get<Redis>(REDIS);
    revocations = t.app.get(SessionRevocationService);
  });
  afterAll(async () => {
    redisServer.thaw();
    await t.close();
    await redisServer.stop();
  });

  const timed = async <T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };
  const me = (session: SignedIn) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.auth });
  const signInAttempt = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'falsch-falsch' } });
  const expectUnavailable = (answer: Awaited<ReturnType<typeof me>>) => {
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  /** An ops user's board cookie, opened while Redis is still there. */
  async function boardCookie(): Promise<string> {
    const email = uniqueEmail('ops');
    await makeUser(t.dataSource, { email, roles: [Role.Ops] });
    const grant = await t.app.inject({ method: 'POST', url: '/api/auth/queue-session', headers: (await signIn(t.app, email)).auth });
    return grant.cookies.find((c) => c.name === 'queue_session')!.value;
  }
  const board = (cookie: string) => t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', cookies: { queue_session: cookie } });

  it('keeps signed-in requests working, refuses sign-in and the job board with 503 at once, and loses no revocation made meanwhile', async () => {
    const email = uniqueEmail('ausfall');
    await makeUser(t.dataSource, { email });
    const [stays, leaves] = [await signIn(t.app, email), await signIn(t.app, email)];
    const cookie = await boardCookie();
    const leavingSession = sessionIdOf(leaves);

    await redisServer.stop();
    await eventually(() => apiRedis.status !== 'ready');

    const reading = await timed(() => me(stays));
    expect(reading.result.statusCode).toBe(200);
    expect(reading.ms).toBeLessThan(1500);

    const signingIn = await timed(() => signInAttempt(email));
    expectUnavailable(signingIn.result);
    expect(signingIn.ms).toBeLessThan(2000);

    const watching = await timed(() => board(cookie));
    expectUnavailable(watching.result);
    expect(watching.ms).toBeLessThan(500);

    // signing out during the outage: written to PostgreSQL, refused at once
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: leaves.auth, payload: {} });
    expect(signOut.statusCode).toBe(204);
    expect((await me(leaves)).statusCode).toBe(401);
    expect(await t.dataSource.query('SELECT session_id FROM session_revocations')).toEqual([{ session_id: leavingSession }]);

    // Redis comes back empty (no persistence): the process subscribes again, reloads the revocations from PostgreSQL
    // and answers from memory again, nothing is lost
    expect(revocations.answersLocally()).toBe(false);
    await redisServer.restart();
    await eventually(() => revocations.answersLocally());
    expect((await me(leaves)).statusCode).toBe(401);
    expect((await me(stays)).statusCode).toBe(200);
    expect((await signInAttempt(email)).statusCode).toBe(401);
    expect((await board(cookie)).statusCode).toBe(200);
  });

  it('answers within about a second when Redis hangs instead of refusing, and tells the others a revocation made meanwhile', async () => {
    const email = uniqueEmail('haenger');
    await makeUser(t.dataSource, { email, roles: [Role.Ops] });
    const session = await signIn(t.app, email);
    const cookie = await boardCookie();
    // another process's listening connection, subscribed before the hang
    const otherProcess = redisServer.client();
    const heard: string[] = [];
    otherProcess.on('message', (_channel: string, text: string) => heard.push(text));
    await otherProcess.subscribe(revocationChannel(t.env.QUEUE_PREFIX));
    await eventually(() => revocations.answersLocally());
    redisServer.freeze();
    try {
      // Redis is silent: the in-memory list stops answering (it might miss what others publish), PostgreSQL does
      await eventually(() => !revocations.answersLocally());

      const watching = await timed(() => board(cookie));
      expectUnavailable(watching.result);
      expect(watching.ms).toBeLessThan(2000);

      const reading = await timed(() => me(session));
      expect(reading.result.statusCode).toBe(200);
      expect(reading.ms).toBeLessThan(2000);

      const signingIn = await timed(() => signInAttempt(email));
      expectUnavailable(signingIn.result);
      expect(signingIn.ms).toBeLessThan(2000);

      const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.auth, payload: {} });
      expect(signOut.statusCode).toBe(204);
      expect((await me(session)).statusCode).toBe(401);
    } finally {
      redisServer.thaw();
    }
    try {
      await eventually(() => heard.some((text) => text.includes(sessionIdOf(session))));
    } finally {
      otherProcess.disconnect();
    }
    await eventually(() => revocations.answersLocally());
    expect((await me(session)).statusCode).toBe(401);
  });
});
