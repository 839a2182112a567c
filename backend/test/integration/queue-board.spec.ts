import { Job, Queue, Worker } from 'bullmq';
import { brotliDecompressSync } from 'zlib';
import { COMPRESS_MIN_BYTES } from '../../src/common/http/compression';
import { Role } from '../../src/common/auth/role';
import { bullConnection } from '../../src/common/queue/bullmq-connection';
import { QueueService } from '../../src/common/queue/queue.service';
import { uniqueEmail } from '../support/accounts';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('job board: redacted, read-only for ops, failed jobs only for admins, dies with the session', () => {
  let t: TestApp;
  let mail: Queue;
  beforeAll(async () => {
    t = await startTestApp();
    mail = t.app.get(QueueService).queues.mail;
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function boardFor(
    role: Role,
  ): Promise<{ session: SignedIn; cookie: string; call: (method: string, url: string, payload?: unknown) => ReturnType<TestApp['app']['inject']> }> {
    const email = uniqueEmail(role);
    await makeUser(t.dataSource, { email, roles: [role] });
    const session = await signIn(t.app, email);
    const grant = await t.app.inject({ method: 'POST', url: '/api/auth/queue-session', headers: session.auth });
    expect(grant.statusCode).toBe(204);
    const cookie = grant.cookies.find((c) => c.name === 'queue_session')!.value;
    const call = (method: string, url: string, payload?: unknown) =>
      t.app.inject({ method: method as 'GET', url: `/admin/queues${url}`, cookies: { queue_session: cookie }, payload: payload as never });
    return { session, call, cookie };
  }

  /** Runs jobs of the mail queue through a throw-away worker: one fails, one completes, both quoting personal data. */
  async function finishedJobs(): Promise<{ failed: Job; completed: Job; waiting: Job }> {
    const failing = await mail.add('mail.send', { template: 'auth.reset-password', params: { userId: 'u-1' }, email: 'erika@radladen.de', token: 'geheim-123' } as never, {
      attempts: 1,
    });
    const passing = await mail.add('mail.send', { template: 'auth.confirm-email', params: { userId: 'u-2' } } as never);
    const worker = new Worker(
      'mail',
      async (job) => {
        await job.log('Versand an jonas@example.com, Link http://localhost:3000/passwort?token=abcdef123456');
        if (job.id === failing.id) throw new Error('550 Postfach erika@radladen.de unbekannt');
        return { to: 'jonas@example.com', accepted: 1 };
      },
      { connection: bullConnection(t.env.REDIS_URL), prefix: t.env.QUEUE_PREFIX },
    );
    const done = new Promise<void>((resolve) => {
      let count = 0;
      const one = () => ++count === 2 && resolve();
      worker.on('completed', one);
      worker.on('failed', one);
    });
    await done;
    await worker.close();
    const waiting = await mail.add('mail.send', { template: 'auth.confirm-email', params: { userId: 'u-3' } } as never);
    return { failed: (await mail.getJob(failing.id!))!, completed: (await mail.getJob(passing.id!))!, waiting };
  }

  it('shows job data, return values, failure reasons and logs without addresses, links or tokens', async () => {
    const { failed, completed } = await finishedJobs();
    expect(failed.failedReason).toContain('erika@radladen.de'); // stored as the job failed, shown redacted
    const { call } = await boardFor(Role.Ops);

    const answers = [
      await call('GET', '/api/queues?activeQueue=mail&status=latest&page=1&jobsPerPage=10'),
      await call('GET', `/api/queues/mail/${failed.id}`),
      await call('GET', `/api/queues/mail/${completed.id}`),
      await call('GET', `/api/queues/mail/${failed.id}/logs`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).not.toMatch(/erika@|jonas@|geheim-123|abcdef123456/);
    }
    const list = answers[0].json().queues.find((queue: { name: string }) => queue.name === 'mail');
    const shownFailed = list.jobs.find((job: { id: string }) => job.id === failed.id);
    expect(shownFailed.failedReason).toBe('550 Postfach [E-Mail entfernt] unbekannt');
    expect(shownFailed.data).toEqual({ template: 'auth.reset-password', params: { userId: 'u-1' }, email: '[entfernt]', token: '[entfernt]' });
    expect(answers[2].json().job.returnValue).toEqual({ to: '[entfernt]', accepted: 1 });
    expect(answers[3].json()).toEqual(['Versand an [E-Mail entfernt], Link http://localhost:3000/passwort?[entfernt]']);
  });

  it('gives ops a read-only board and refuses every call that writes, on the server', async () => {
    const { failed, completed } = await finishedJobs();
    const { call } = await boardFor(Role.Ops);
    const queues = (await call('GET', '/api/queues?activeQueue=mail&status=latest&page=1&jobsPerPage=10')).json().queues;
    expect(queues.every((queue: { readOnlyMode: boolean; allowRetries: boolean }) => queue.readOnlyMode && !queue.allowRetries)).toBe(true);

    const before = await mail.getJobCounts();
    for (const [method, url, payload] of [
      ['POST', '/api/queues/mail/add', { name: 'mail.send', data: { template: 'auth.reset-password', params: { userId: 'x' } } }],
      ['PUT', '/api/queues/pause'],
      ['PUT', '/api/queues/mail/pause'],
      ['PUT', '/api/queues/mail/empty'],
      ['PUT', '/api/queues/mail/obliterate'],
      ['PUT', '/api/queues/mail/concurrency', { concurrency: 1 }],
      ['PUT', `/api/queues/mail/${failed.id}/retry`],
      ['PUT', `/api/queues/mail/${failed.id}/clean`],
      ['PUT', '/api/queues/mail/retry/failed'],
      ['PUT', '/api/queues/mail/clean/failed'],
      ['PATCH', `/api/queues/mail/${completed.id}/update-data`, { jobData: { params: { userId: 'y' } } }],
    ] as [string, string, unknown?][]) {
      const answer = await call(method, url, payload);
      expect({ method, url, status: answer.statusCode }).toEqual({ method, url, status: 403 });
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Diese Aktion ist im Job-Board nicht erlaubt.' });
    }
    expect(await mail.getJobCounts()).toEqual(before);
    expect(await mail.isPaused()).toBe(false);
    expect(await failed.getState()).toBe('failed');
  });

  it('lets an admin retry and remove failed jobs, and nothing else: no adding, editing, pausing or re-running completed jobs', async () => {
    const { failed, completed, waiting } = await finishedJobs();
    const { call } = await boardFor(Role.Admin);

    for (const [method, url, payload] of [
      ['POST', '/api/queues/mail/add', { name: 'mail.send', data: { template: 'auth.reset-password', params: { userId: 'x' } } }],
      ['PUT', '/api/queues/mail/pause'],
      ['PUT', '/api/queues/mail/empty'],
      ['PUT', '/api/queues/mail/promote'],
      ['PATCH', `/api/queues/mail/${waiting.id}/update-data`, { jobData: { params: { userId: 'y' } } }],
      ['PUT', '/api/queues/mail/retry/completed'],
      ['PUT', '/api/queues/mail/clean/completed'],
      ['PUT', `/api/queues/mail/${completed.id}/retry`], // would send the mail again
      ['PUT', `/api/queues/mail/${waiting.id}/clean`], // would drop an unsent mail
    ] as [string, string, unknown?][]) {
      const answer = await call(method, url, payload);
      expect({ method, url, status: answer.statusCode }).toEqual({ method, url, status: 403 });
    }
    expect(await completed.getState()).toBe('completed');
    expect(await waiting.getState()).toBe('waiting');
    expect(await mail.count()).toBe(1);

    expect((await call('PUT', `/api/queues/mail/${failed.id}/retry`)).statusCode).toBe(204);
    expect(await (await mail.getJob(failed.id!))!.getState()).toBe('waiting');
  });

  it('refuses the board cookie once its session has ended (sign-out everywhere)', async () => {
    const { session, call } = await boardFor(Role.Ops);
    expect((await call('GET', '/api/queues')).statusCode).toBe(200);
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.auth, payload: { scope: 'global' } });
    expect(signOut.statusCode).toBe(204);
    const api = await call('GET', '/api/queues');
    expect(api.statusCode).toBe(403);
    expect(api.json().code).toBe('FORBIDDEN');
    expect((await call('GET', '')).headers.location).toBe('/auth?hinweis=job-warteschlangen');
  });

  it('shows the Redis server details (version, memory, clients) to administrators only; ops still see the board without them', async () => {
    const ops = await boardFor(Role.Ops);
    const refused = await ops.call('GET', '/api/redis/stats');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Die Angaben zum Redis-Server sind nur für die Administration.' });
    expect(refused.body).not.toMatch(/version|memory/);
    // as a browser asks: compressed
    const compressed = (url: string) => t.app.inject({ method: 'GET', url: `/admin/queues${url}`, cookies: { queue_session: ops.cookie }, headers: { 'accept-encoding': 'br' } });
    const page = await compressed('');
    expect(page.statusCode).toBe(200);
    // the page itself is rewritten into German before it leaves, so it goes out uncompressed (board-pages.ts)
    const pageText = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload).toString() : page.body;
    expect(pageText).toMatch(/"hideRedisDetails":true/);
    const queues = await compressed('/api/queues');
    const queuesText = queues.headers['content-encoding'] === 'br' ? brotliDecompressSync(queues.rawPayload).toString() : queues.body;
    // compressed like every answer of the API: from COMPRESS_MIN_BYTES on
    expect(queues.headers['content-encoding']).toBe(Buffer.byteLength(queuesText) >= COMPRESS_MIN_BYTES ? 'br' : undefined);
    expect(JSON.parse(queuesText).queues.every((queue: { readOnlyMode: boolean }) => queue.readOnlyMode)).toBe(true);

    const admin = await boardFor(Role.Admin);
    const stats = await admin.call('GET', '/api/redis/stats');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({ version: expect.any(String), memory: expect.any(Object) });
    expect((await admin.call('GET', '')).body).not.toMatch(/"hideRedisDetails":true/);
  });

  it('answers a malformed or unknown queue name or job id in the path with a German 404, never 500', async () => {
    const { call } = await boardFor(Role.Admin);
    for (const [method, url, message] of [
      ['GET', '/api/queues/mail/%00', 'Diesen Job gibt es nicht (mehr).'],
      ['GET', '/api/queues/mail/abc', 'Diesen Job gibt es nicht (mehr).'],
      ['PUT', '/api/queues/mail/abc%00/retry', 'Diesen Job gibt es nicht (mehr).'],
      ['PUT', '/api/queues/%E2%80%AE/abc/retry', 'Diese Warteschlange gibt es nicht.'],
      ['GET', '/api/queues/%00', 'Nicht gefunden.'],
      ['GET', `/api/queues/mail/${'a'.repeat(5000)}`, 'Nicht gefunden.'],
    ]) {
      const answer = await call(method, url);
      expect({ url: url.slice(0, 40), status: answer.statusCode }).toEqual({ url: url.slice(0, 40), status: 404 });
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
  });

  it('keeps completed jobs for an hour and failed ones for a week', async () => {
    const id = await t.app.get(QueueService).enqueue('maintenance.purge-outbox', {});
    const job = (await t.app.get(QueueService).queues.maintenance.getJob(id))!;
    expect(job.opts.removeOnComplete).toEqual({ age: 3600, count: 1000 });
    expect(job.opts.removeOnFail).toEqual({ age: 7 * 24 * 3600, count: 5000 });
  });
});
