import { Client } from 'pg';
import { uniqueEmail } from '../support/accounts';
import { DEFAULT_PASSWORD, makeUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { PG_BASE, workerDatabase, workerIndex } from '../support/test-env';

/**
 * PostgreSQL has a fixed number of connection slots for everyone on the server; when other programs hold them all, it
 * refuses a new connection ("sorry, too many clients already", SQLSTATE 53300). A superuser is refused only when the
 * last slot is gone, so the app runs here as a role of its own whose CONNECTION LIMIT stands in for the full server:
 * the same refusal, without taking the slots away from anyone else on this machine.
 */
describe('sign-in while PostgreSQL has no connection slot left', () => {
  const database = workerDatabase(workerIndex());
  const role = `${database}_few`;
  const adminUrl = `${PG_BASE}/${database}`;
  let admin: Client;
  let t: TestApp;

  beforeAll(async () => {
    admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DO $$ BEGIN CREATE ROLE ${role} LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
    await admin.query(`ALTER ROLE ${role} CONNECTION LIMIT -1`);
    // the owner's rights on every table and sequence, and the one setting of the reset that needs more: but no superuser
    await admin.query(`DO $$ BEGIN EXECUTE format('GRANT %I TO ${role}', current_user); END $$`);
    await admin.query(`GRANT SET ON PARAMETER session_replication_role TO ${role}`);
    const url = new URL(adminUrl);
    url.username = role;
    t = await startTestApp({ DATABASE_URL: url.toString() });
  });

  afterAll(async () => {
    await t?.close();
    await admin.query(`DROP OWNED BY ${role}`);
    await admin.query(`DROP ROLE ${role}`);
    await admin.end();
  });

  const signIn = (email: string, n: number) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: `10.7.0.${n}`, payload: { email, password: DEFAULT_PASSWORD } });

  it('answers the German 503 "stark ausgelastet" with Retry-After instead of a 500, and lets the sign-in in once a slot is free', async () => {
    const emails: string[] = [];
    for (let n = 0; n < 30; n++) emails.push((await makeUser(t.dataSource, { email: uniqueEmail(`kollege-${n}`) })).email);
    // The few connections the app holds now stay usable; the 30 sign-ins need more, and every further one is refused.
    const [{ held }] = (await admin.query(`SELECT count(*)::int AS held FROM pg_stat_activity WHERE usename = $1`, [role])).rows;
    expect(held).toBeLessThan(t.env.DATABASE_POOL_SIZE);
    await admin.query(`ALTER ROLE ${role} CONNECTION LIMIT ${held}`);
    let answers;
    try {
      answers = await Promise.all(emails.map((email, n) => signIn(email, n)));
    } finally {
      await admin.query(`ALTER ROLE ${role} CONNECTION LIMIT -1`);
    }

    expect(answers.filter((answer) => ![200, 503].includes(answer.statusCode)).map((answer) => answer.body)).toEqual([]);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        code: 'SERVICE_BUSY',
        message: 'Das Portal ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
      });
      expect(answer.headers['retry-after']).toBe('5');
    }

    const again = await signIn(emails[answers.indexOf(refused[0])], 99);
    expect(again.statusCode).toBe(200);
  });
});
