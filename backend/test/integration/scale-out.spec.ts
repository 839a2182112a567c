import { Queue } from 'bullmq';
import Redis from 'ioredis';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { CompanyRole } from '../../src/common/auth/company-role';
import { Role } from '../../src/common/auth/role';
import { dataSourceOptions } from '../../src/common/database/data-source-options';
import { bullConnection } from '../../src/common/queue/bullmq-connection';
import { QueueName } from '../../src/common/queue/jobs';
import { ENTITIES } from '../../src/entities';
import { mailsTo, uniqueEmail, waitForMails } from '../support/accounts';
import { assertFreshBuild, BackendProcess, runMigrate, startBackendProcesses, stopBackendProcesses } from '../support/backend-processes';
import { eventually } from '../support/dedicated-redis';
import { DEFAULT_PASSWORD, makeDealer, makeStaff, makeUser } from '../support/factories';
import { testEnvironment } from '../support/test-env';
import { makeProduct } from './catalogue.fixtures';

/**
 * Two API processes and two workers from the built backend (`backend/dist`) on one PostgreSQL, Redis and S3,
 * as replicas behind a load balancer run: whatever a user does on one API holds on the other, and the workers
 * share the work without doing any of it twice.
 */
describe('scale-out: two APIs and two workers on the same database, Redis and S3', () => {
  const env: Record<string, string> = { ...testEnvironment(), SMTP_URL: process.env.TEST_SMTP_URL ?? '' };
  let dataSource: DataSource;
  let processes: BackendProcess[] = [];
  let one: string;
  let two: string;
  /** How long the other API took to show a change, for the record (see the console at the end). */
  const seenAfterMs: Record<string, number> = {};

  beforeAll(async () => {
    assertFreshBuild();
    dataSource = await new DataSource(dataSourceOptions(env.DATABASE_URL, ENTITIES)).initialize();
    const tables = dataSource.entityMetadatas.map((meta) => `"${meta.tableName}"`).join(', ');
    await dataSource.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
    const redis = new Redis(env.REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    processes = await startBackendProcesses(
      [
        { kind: 'api', name: 'API 1' },
        { kind: 'api', name: 'API 2' },
        { kind: 'worker', name: 'Worker 1' },
        { kind: 'worker', name: 'Worker 2' },
      ],
      env,
    );
    [one, two] = processes.slice(0, 2).map((started) => started.url);
  }, 120_000);

  afterAll(async () => {
    await stopBackendProcesses(processes);
    await dataSource?.destroy();
    if (Object.keys(seenAfterMs).length > 0) console.log(`scale-out: seen on the other API after ${JSON.stringify(seenAfterMs)} ms`);
  }, 20_000);

  const call = (base: string, method: string, path: string, options: { token?: string; body?: unknown; cookie?: string } = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: `refresh_token=${options.cookie}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  async function signIn(base: string, email: string, password = DEFAULT_PASSWORD): Promise<{ token: string; cookie: string }> {
    const response = await call(base, 'POST', '/api/auth/sign-in', { body: { email, password } });
    if (response.status !== 200) throw new Error(`Anmeldung fehlgeschlagen: ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('refresh_token='))!;
    return { token: ((await response.json()) as { accessToken: string }).accessToken, cookie: cookie.slice('refresh_token='.length).split(';')[0] };
  }

  const firstItem = async (base: string, token?: string) =>
    ((await (await call(base, 'GET', '/api/catalogue/products', { token })).json()) as { items: Record<string, unknown>[] }).items[0];

  /** Polls `check` on the other API from the moment the change was answered; records how long it took. */
  async function seenWithinASecond(label: string, check: () => Promise<boolean>): Promise<void> {
    const started = Date.now();
    await eventually(check, 1_000);
    seenAfterMs[label] = Date.now() - started;
  }

  it('shows a price change and a discount change on both APIs within a second', async () => {
    await makeUser(dataSource, { email: 'admin@example.com', roles: [Role.Admin] });
    const { profile } = await makeDealer(dataSource, { email: 'zehn@example.com', approved: true, discountLevel: 10 });
    const product = await makeProduct(dataSource, { name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '20.00', retailPrice: '39.90' });
    const admin = await signIn(one, 'admin@example.com');
    const dealer = await signIn(two, 'zehn@example.com');
    for (const api of [one, two]) {
      expect(await firstItem(api)).toMatchObject({ retailPrice: '39.90', dealerPrice: null });
      expect(await firstItem(api, dealer.token)).toMatchObject({ dealerPrice: '18.00', discountPercent: 10 });
    }

    const updated = await call(one, 'PUT', `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: { name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '30.00', retailPrice: '44.90' },
    });
    expect(updated.status).toBe(200);
    await seenWithinASecond('price', async () => (await firstItem(two)).retailPrice === '44.90' && (await firstItem(two, dealer.token)).dealerPrice === '27.00');

    const changed = await call(two, 'PATCH', `/api/admin/dealers/${profile.id}`, { token: admin.token, body: { discountLevel: 25 } });
    expect(changed.status).toBe(200);
    await seenWithinASecond('discount', async () => (await firstItem(one, dealer.token)).discountPercent === 25);
    expect(await firstItem(one, dealer.token)).toMatchObject({ dealerPrice: '22.50', discountPercent: 25 });
  });

  it('applies a change of a person\'s role made on one API on the other within a second', async () => {
    const { profile } = await makeDealer(dataSource, { email: 'inhaberin@example.com', approved: true });
    await makeStaff(dataSource, profile.companyId, { role: CompanyRole.Buyer, email: 'einkauf@example.com' });
    const product = await makeProduct(dataSource, { name: 'Schlauch 28"', sku: 'SCHL-28', basePrice: '3.00', stockQuantity: 100 });
    const owner = await signIn(one, 'inhaberin@example.com');
    const buyer = await signIn(two, 'einkauf@example.com');
    const add = () => call(two, 'POST', '/api/cart/items', { token: buyer.token, body: { productId: product.id, quantity: 1 } });
    expect((await add()).status).toBe(201); // the buyer's access is now cached on API two

    const staff = (await (await call(one, 'GET', '/api/company/staff', { token: owner.token })).json()) as { id: string; email: string }[];
    const member = staff.find((person) => person.email === 'einkauf@example.com')!;
    expect((await call(one, 'PATCH', `/api/company/staff/${member.id}`, { token: owner.token, body: { role: 'viewer' } })).status).toBe(200);
    await seenWithinASecond('role', async () => (await add()).status === 403);
  });

  it('refuses on the other API a session that was signed out on one', async () => {
    await makeDealer(dataSource, { email: 'abmelden@example.com', approved: true });
    const session = await signIn(one, 'abmelden@example.com');
    expect((await call(two, 'GET', '/api/auth/me', { token: session.token })).status).toBe(200);

    expect((await call(one, 'POST', '/api/auth/sign-out', { token: session.token, body: { scope: 'local' } })).status).toBe(204);
    expect((await call(two, 'GET', '/api/auth/me', { token: session.token })).status).toBe(401);
    expect((await call(two, 'POST', '/api/auth/refresh', { cookie: session.cookie })).status).toBe(401);
  });

  it('counts failed sign-ins across both APIs', async () => {
    await makeDealer(dataSource, { email: 'vergesslich@example.com', approved: true });
    // SIGN_IN_MAX_PER_ACCOUNT is 5: five wrong passwords, taking turns between the APIs.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(attempt % 2 === 0 ? one : two, 'POST', '/api/auth/sign-in', { body: { email: 'vergesslich@example.com', password: 'falsch-falsch' } });
      expect(response.status).toBe(401);
    }
    for (const api of [one, two]) {
      const refused = await call(api, 'POST', '/api/auth/sign-in', { body: { email: 'vergesslich@example.com', password: DEFAULT_PASSWORD } });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    }
  });

  it('turns each outbox message into exactly one job, and so one e-mail', async () => {
    const addresses = Array.from({ length: 12 }, () => uniqueEmail('passwort'));
    const userIds: string[] = [];
    for (const email of addresses) userIds.push((await makeUser(dataSource, { email })).id);
    const answers = await Promise.all(addresses.map((email, index) => call(index % 2 === 0 ? one : two, 'POST', '/api/auth/recover', { body: { email } })));
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 204));

    for (const email of addresses) await waitForMails(email, undefined, 1, 15_000);
    // Give a doubled hand-over the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const messages = await dataSource.query(
      `SELECT payload->'params'->>'userId' AS "userId", dispatched_at IS NOT NULL AS dispatched FROM outbox_messages WHERE payload->>'template' = 'auth.reset-password'`,
    );
    expect(messages).toHaveLength(addresses.length);
    expect(messages.every((message: { dispatched: boolean }) => message.dispatched)).toBe(true);
    const mailQueue = queue('mail');
    try {
      const jobs = (await mailQueue.getJobs(['completed', 'active', 'waiting', 'delayed', 'failed'])).filter((job) => job.data.template === 'auth.reset-password');
      expect(jobs.map((job) => job.data.params.userId).sort()).toEqual([...userIds].sort());
      expect(await Promise.all(jobs.map((job) => job.getState()))).toEqual(jobs.map(() => 'completed'));
    } finally {
      await mailQueue.close();
    }
    for (const email of addresses) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('keeps one schedule per recurring job, and runs a due job once', async () => {
    const maintenance = queue('maintenance');
    try {
      // Both workers set up the schedules on start: still one scheduler and at most one next run per job.
      const schedulers = await maintenance.getJobSchedulers();
      const names = schedulers.map((scheduler) => scheduler.name);
      expect(names).toContain('maintenance.purge-outbox');
      expect(names).toContain('maintenance.dunning-run');
      expect(new Set(names).size).toBe(names.length);
      const nextRuns = async (name: string) => (await maintenance.getDelayed()).filter((job) => job.name === name);
      for (const name of names) expect((await nextRuns(name)).length).toBeLessThanOrEqual(1);

      // Make the hourly outbox purge due now: it runs once, in one of the workers, and is scheduled again once.
      const [old] = await dataSource.query(
        `INSERT INTO outbox_messages (job_name, payload, created_at, dispatched_at) VALUES ('mail.send', '{}', now() - interval '8 days', now() - interval '8 days') RETURNING id`,
      );
      const [due] = (await maintenance.getJobs(['delayed', 'wait', 'active'])).filter((job) => job.name === 'maintenance.purge-outbox');
      // At minute 20 the next run may be falling due by itself at this very moment: then it is no longer delayed.
      await due.promote().catch(async (error: Error) => {
        if (await due.isDelayed()) throw error;
      });
      const completedPurges = async () => (await maintenance.getCompleted()).filter((job) => job.name === 'maintenance.purge-outbox');
      await eventually(async () => (await completedPurges()).some((job) => job.id === due.id), 10_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // The hourly run may also fall due by itself while this test runs (at minute 20): each run is a slot of its own,
      // the promoted one ran once, and the old message was purged once, by whichever ran after it was written.
      const purges = await completedPurges();
      expect(new Set(purges.map((job) => job.opts.prevMillis)).size).toBe(purges.length);
      const promoted = purges.filter((job) => job.id === due.id);
      expect(promoted).toHaveLength(1);
      expect(promoted[0].attemptsStarted).toBe(1);
      expect(purges.reduce((sum, job) => sum + (job.returnvalue as { deleted: number }).deleted, 0)).toBe(1);
      expect(await dataSource.query('SELECT id FROM outbox_messages WHERE id = $1', [old.id])).toEqual([]);
      expect(await nextRuns('maintenance.purge-outbox')).toHaveLength(1);
    } finally {
      await maintenance.close();
    }
  });

  it('migrates a new database once when two API containers start together', async () => {
    const fresh = `${env.DATABASE_URL}_fresh`;
    const name = new URL(fresh).pathname.slice(1);
    await dataSource.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    try {
      const runs = await Promise.all([runMigrate({ ...env, DATABASE_URL: fresh }), runMigrate({ ...env, DATABASE_URL: fresh })]);
      expect(runs.map((run) => run.code)).toEqual([0, 0]);
      const applied = runs.map((run) => Number(/Migrationen: (\d+) angewendet/.exec(run.output)?.[1])).sort((x, y) => x - y);
      const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM migrations');
      expect(applied).toEqual([0, count]);
    } finally {
      await dataSource.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    // alone it takes about a second; two node processes starting on a loaded two-core machine once took longer than 30 s
  }, 90_000);

  const queue = (name: QueueName) => new Queue(name, { connection: bullConnection(env.REDIS_URL), prefix: env.QUEUE_PREFIX });
});
