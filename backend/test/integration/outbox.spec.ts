import { Job } from 'bullmq';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { SendMailProcessor } from '../../src/common/mail/send-mail.processor';
import { OutboxService } from '../../src/common/outbox/outbox.service';
import { MailJobPayload } from '../../src/common/queue/jobs';
import { QueueService } from '../../src/common/queue/queue.service';
import { mailOverrides, mailsTo, tokenFromLink, uniqueEmail, waitForMail } from '../support/accounts';
import { makeDealer } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker } from '../support/test-worker';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function outboxRows(t: TestApp): Promise<{ job_name: string; payload: unknown; dispatched: boolean }[]> {
  return t.dataSource.query(`SELECT job_name, payload, dispatched_at IS NOT NULL AS dispatched FROM outbox_messages ORDER BY id`);
}

describe('outbox: jobs follow committed changes only, and nothing is lost in between', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp(mailOverrides())));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('delivers the mail of a change committed by an API that is gone before anything was dispatched', async () => {
    const api = await startTestApp(mailOverrides()); // a second API process (it starts on empty tables)
    const email = uniqueEmail('outbox');
    const { user } = await makeDealer(t.dataSource, { email });
    const response = await api.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
    expect(response.statusCode).toBe(204);
    await api.close(); // the API process ends right after the commit

    expect(await outboxRows(t)).toEqual([
      { job_name: 'mail.send', payload: { template: 'auth.reset-password', params: { userId: user.id } }, dispatched: false },
    ]);
    expect(await t.app.get(QueueService).queues.mail.count()).toBe(0);

    const worker = await startTestWorker(t.env);
    try {
      const mail = await waitForMail(email, 'Passwort zurücksetzen');
      const token = tokenFromLink(mail, '/passwort-zuruecksetzen');
      expect((await outboxRows(t))[0].dispatched).toBe(true);
      // the secret link exists only in the mail: neither the outbox row nor the job data carry it
      const [job] = await t.app.get(QueueService).queues.mail.getJobs(['completed', 'active', 'waiting']);
      expect(JSON.stringify(job.data)).not.toContain(token);
      expect(JSON.stringify(await outboxRows(t))).not.toContain(token);
      expect(JSON.stringify(job.returnvalue ?? {})).not.toContain(email);
    } finally {
      await worker.close();
    }
  });

  it('sends nothing for a change that is rolled back', async () => {
    const email = uniqueEmail('rollback');
    const { user } = await makeDealer(t.dataSource, { email });
    const tx = t.app.get(TransactionHost);
    const outbox = t.app.get(OutboxService);
    await expect(
      tx.run(async () => {
        await outbox.add('mail.send', { template: 'auth.reset-password', params: { userId: user.id } });
        throw new Error('Abbruch nach dem Schreiben');
      }),
    ).rejects.toThrow('Abbruch nach dem Schreiben');
    expect(await outboxRows(t)).toEqual([]);

    const worker = await startTestWorker(t.env);
    try {
      expect(await worker.dispatch()).toBe(0);
      await pause(500);
      expect(await mailsTo(email)).toEqual([]);
    } finally {
      await worker.close();
    }
  });

  it('turns a message handed over twice (crash before it was marked) into one job', async () => {
    const { user } = await makeDealer(t.dataSource, { email: uniqueEmail('twice') });
    await t.app.get(OutboxService).add('mail.send', { template: 'auth.confirm-email', params: { userId: user.id } });
    const worker = await startTestWorker({ ...t.env, SMTP_URL: undefined });
    try {
      await worker.dispatch();
      await t.dataSource.query(`UPDATE outbox_messages SET dispatched_at = NULL`);
      expect(await worker.dispatch()).toBe(1);
      const counts = await t.app.get(QueueService).queues.mail.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
      expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(1);
    } finally {
      await worker.close();
    }
  });

  it('runs a message whose number was handed out again after a restore from backup', async () => {
    const { user } = await makeDealer(t.dataSource, { email: uniqueEmail('restore') });
    const outbox = t.app.get(OutboxService);
    const mailQueue = t.app.get(QueueService).queues.mail;
    const jobCount = async () =>
      Object.values(await mailQueue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed')).reduce((sum, n) => sum + n, 0);
    await outbox.add('mail.send', { template: 'auth.confirm-email', params: { userId: user.id } });
    const worker = await startTestWorker({ ...t.env, SMTP_URL: undefined });
    const dispatched = async () => {
      await worker.dispatch(); // the worker may have taken it on its own already (NOTIFY)
      expect(await t.dataSource.query('SELECT id FROM outbox_messages WHERE dispatched_at IS NULL')).toEqual([]);
    };
    try {
      await dispatched();
      expect(await jobCount()).toBe(1);
      // the database goes back to a backup taken before that message; Redis still keeps its job
      const [{ id }] = await t.dataSource.query<{ id: string }[]>('SELECT id FROM outbox_messages');
      await t.dataSource.query('DELETE FROM outbox_messages');
      await t.dataSource.query(`SELECT setval(pg_get_serial_sequence('outbox_messages', 'id'), $1::bigint, false)`, [id]);
      await pause(5); // a later moment of writing, as after any real restore
      await outbox.add('mail.send', { template: 'auth.reset-password', params: { userId: user.id } });
      expect((await t.dataSource.query<{ id: string }[]>('SELECT id FROM outbox_messages'))[0].id).toBe(id);

      await dispatched();
      expect(await jobCount()).toBe(2);
    } finally {
      await worker.close();
    }
  });

  it('sends a redelivered mail job once (the mail processor is idempotent per job)', async () => {
    const email = uniqueEmail('idem');
    const { profile } = await makeDealer(t.dataSource, { email, approved: true });
    const processor = t.app.get(SendMailProcessor);
    const job = { id: 'redelivered-1', data: { template: 'dealers.approved', params: { profileId: profile.id } } } as Job<MailJobPayload>;
    expect(await processor.handle(job)).toEqual({ sent: 1 });
    expect(await processor.handle(job)).toEqual({ sent: 0, skipped: 'bereits gesendet' });
    await waitForMail(email, 'Ihr Händlerkonto ist freigeschaltet');
    await pause(300);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
