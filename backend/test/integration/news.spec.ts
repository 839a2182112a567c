import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { News } from '../../src/modules/news/entities/news.entity';
import { NOTIFY_BATCH_SIZE, NotifyDealersProcessor } from '../../src/modules/news/notify-dealers.processor';
import { mailOverrides, waitForMail } from '../support/accounts';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker } from '../support/test-worker';
import { adminSession, caller, dealerSession } from './tickets.fixtures';

const HOUR = 3600_000;

describe('news: written in the back office, read by approved dealers', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await startTestApp(mailOverrides());
    call = caller(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const newsInput = (overrides: Record<string, unknown> = {}) => ({
    title: 'Neues Liefergebiet: Hamburg',
    excerpt: 'Ab sofort liefern wir auch nach Hamburg.',
    content: '<p>Ab sofort <strong>auch Hamburg</strong>.</p>',
    isPublished: true,
    ...overrides,
  });
  const insertNews = (values: Partial<News>) =>
    t.dataSource.getRepository(News).save(t.dataSource.getRepository(News).create({ title: 'Meldung', content: '<p>Text</p>', isPublished: true, publishDate: new Date(), ...values }));
  const outboxCount = async (template: string) =>
    (await t.dataSource.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM outbox_messages WHERE payload->>'template' = $1`, [template]))[0].count;

  it('shows dealers what is published and due, newest first, with the date and an unread mark', async () => {
    const dealer = await dealerSession(t);
    await insertNews({ title: 'Alt', publishDate: new Date(Date.now() - 48 * HOUR) });
    await insertNews({ title: 'Neu', publishDate: new Date(Date.now() - HOUR) });
    await insertNews({ title: 'Entwurf', isPublished: false, publishDate: null });
    await insertNews({ title: 'Geplant', publishDate: new Date(Date.now() + HOUR) });
    const response = await call('GET', '/api/news', dealer.session);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { title: string; unread: boolean }) => [item.title, item.unread])).toEqual([
      ['Neu', true],
      ['Alt', true],
    ]);
    expect(response.json()[0]).toMatchObject({ excerpt: null, contentHtml: '<p>Text</p>' });
  });

  it('publishes a scheduled item at its date without any job running', async () => {
    const admin = await adminSession(t);
    const dealer = await dealerSession(t);
    const created = await call('POST', '/api/admin/news', admin.session, newsInput({ publishDate: new Date(Date.now() + 2 * HOUR).toISOString() }));
    expect(created.json()).toMatchObject({ state: 'scheduled', isPublished: true });
    expect((await call('GET', '/api/news', dealer.session)).json()).toEqual([]);
    expect((await call('GET', '/api/news/unread-count', dealer.session)).json()).toEqual({ count: 0 });

    // the date arrives (moved into the past here instead of waiting two hours)
    await t.dataSource.getRepository(News).update({ id: created.json().id }, { publishDate: new Date(Date.now() - 1000) });
    expect((await call('GET', '/api/news', dealer.session)).json()).toMatchObject([{ title: 'Neues Liefergebiet: Hamburg', unread: true }]);
    expect((await call('GET', '/api/admin/news', admin.session)).json()[0].state).toBe('published');
  });

  it('counts unread items per dealer until that dealer has read them', async () => {
    const reader = await dealerSession(t);
    const other = await dealerSession(t);
    await insertNews({ title: 'Eins' });
    await insertNews({ title: 'Zwei' });
    expect((await call('GET', '/api/news/unread-count', reader.session)).json()).toEqual({ count: 2 });
    expect((await call('POST', '/api/news/read', reader.session)).json()).toEqual({ count: 0 });
    expect((await call('GET', '/api/news', reader.session)).json().every((item: { unread: boolean }) => !item.unread)).toBe(true);
    expect((await call('GET', '/api/news/unread-count', other.session)).json()).toEqual({ count: 2 });
    await insertNews({ title: 'Drei' });
    expect((await call('GET', '/api/news/unread-count', reader.session)).json()).toEqual({ count: 1 });
  });

  it('keeps news from dealers who are not approved yet', async () => {
    const pending = await dealerSession(t, { approved: false });
    for (const [method, url] of [['GET', '/api/news'], ['GET', '/api/news/unread-count'], ['POST', '/api/news/read']] as const) {
      const response = await call(method, url, pending.session);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'DEALER_NOT_APPROVED' });
    }
    expect((await call('GET', '/api/news')).statusCode).toBe(401);
  });

  it('sanitises on save and again on render, so stored or posted script never reaches a dealer', async () => {
    const admin = await adminSession(t);
    const dealer = await dealerSession(t);
    const posted = await call('POST', '/api/admin/news', admin.session, newsInput({
      content: '<p onclick="alert(1)">Hallo <a href="javascript:alert(1)">Link</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    }));
    expect(posted.statusCode).toBe(201);
    const stored = await t.dataSource.getRepository(News).findOneByOrFail({ id: posted.json().id });
    expect(stored.content).toBe('<p>Hallo <a target="_blank" rel="noopener noreferrer nofollow">Link</a></p>');
    // a row written around the API (an old import, a manual fix) is cleaned when it is shown
    await insertNews({ title: 'Alt', content: '<p>Alt</p><script>alert(2)</script><svg onload=alert(3)>', publishDate: new Date(Date.now() - HOUR) });
    const body = (await call('GET', '/api/news', dealer.session)).body;
    expect(body).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|<img/i);
    expect(body).toContain('<p>Alt</p>');
  });

  it.each([
    ['no title', { title: '' }, 'Bitte geben Sie einen Titel ein.'],
    ['only script as content', { content: '<script>alert(1)</script><p> </p>' }, 'Bitte geben Sie einen Inhalt ein.'],
    ['a NUL in the content', { content: '<p>a\u0000b</p>' }, 'Der Inhalt darf keine Steuerzeichen enthalten.'],
    ['a date far in the future', { publishDate: '99999-01-01T00:00:00Z' }, 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
    ['a date that is none', { publishDate: 'morgen' }, 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.'],
    ['no publication flag', { isPublished: undefined }, 'Bitte geben Sie an, ob die News veröffentlicht werden soll.'],
  ])('refuses %s in German and stores nothing', async (_case, overrides, message) => {
    const admin = await adminSession(t);
    const response = await call('POST', '/api/admin/news', admin.session, newsInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.dataSource.getRepository(News).count()).toBe(0);
  });

  it('edits, unpublishes and deletes with an audit row for each step', async () => {
    const admin = await adminSession(t);
    const created = (await call('POST', '/api/admin/news', admin.session, newsInput())).json();
    const unpublished = await call('PUT', `/api/admin/news/${created.id}`, admin.session, newsInput({ title: 'Hamburg kommt', isPublished: false }));
    expect(unpublished.json()).toMatchObject({ title: 'Hamburg kommt', state: 'draft', authorEmail: admin.email });
    expect((await call('DELETE', `/api/admin/news/${created.id}`, admin.session)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/news/${created.id}`, admin.session)).json()).toMatchObject({ statusCode: 404, code: 'NEWS_NOT_FOUND' });
    const actions = await t.dataSource.getRepository(AdminAction).find({ where: { targetType: 'news' }, order: { createdAt: 'ASC' } });
    expect(actions.map((action) => action.actionType)).toEqual(['news.create', 'news.unpublish', 'news.delete']);
  });

  describe('e-mail to the dealers', () => {
    /** Approved dealers straight in SQL: enough of them for more than one batch. */
    const approvedDealers = async (count: number) => {
      await t.dataSource.query(
        `WITH u AS (
           INSERT INTO users (email, password_hash, roles, email_confirmed_at)
           SELECT 'massen-' || i || '@example.com', 'x', '{dealer}', now() FROM generate_series(1, $1) i RETURNING id, email),
         c AS (INSERT INTO companies (id) SELECT id FROM u),
         m AS (INSERT INTO company_members (company_id, user_id, role, joined_at) SELECT id, id, 'owner', now() FROM u)
         INSERT INTO dealer_profiles (company_id, user_id, company_name, contact_person, ust_id, is_approved, approved_at)
         SELECT id, id, 'Händler ' || email, 'Erika Muster', 'DE811569869', true, now() FROM u`,
        [count],
      );
    };

    it('writes one mail per approved dealer in batches, each batch exactly once however often its job runs', async () => {
      const admin = await adminSession(t);
      await approvedDealers(NOTIFY_BATCH_SIZE + 5);
      await dealerSession(t, { approved: false });
      const created = (await call('POST', '/api/admin/news', admin.session, newsInput({ notifyDealers: true }))).json();
      const [job] = await t.dataSource.query(`SELECT payload, delay_ms FROM outbox_messages WHERE job_name = 'news.notify-dealers'`);
      expect(job).toEqual({ payload: { newsId: created.id }, delay_ms: 0 });

      const processor = t.app.get(NotifyDealersProcessor);
      const first = await processor.runBatch(created.id);
      expect(first.mails).toBe(NOTIFY_BATCH_SIZE);
      expect(await processor.runBatch(created.id)).toEqual({ mails: 0, skipped: 'bereits versendet' });
      const second = await processor.runBatch(created.id, first.next);
      expect(second).toEqual({ mails: 5 });
      expect(await processor.runBatch(created.id, first.next)).toEqual({ mails: 0, skipped: 'Stapel bereits erledigt' });
      expect(await outboxCount('news.published')).toBe(NOTIFY_BATCH_SIZE + 5);

      // saving the item again does not start a second round
      await call('PUT', `/api/admin/news/${created.id}`, admin.session, newsInput({ notifyDealers: true, title: 'Korrigiert' }));
      expect(await t.dataSource.query(`SELECT count(*)::int AS c FROM outbox_messages WHERE job_name = 'news.notify-dealers'`)).toEqual([{ c: 2 }]);
    });

    it('waits for a scheduled date and sends nothing for an item unpublished in the meantime', async () => {
      const admin = await adminSession(t);
      await dealerSession(t);
      const due = new Date(Date.now() + 3 * HOUR);
      const created = (await call('POST', '/api/admin/news', admin.session, newsInput({ notifyDealers: true, publishDate: due.toISOString() }))).json();
      const [job] = await t.dataSource.query(`SELECT delay_ms FROM outbox_messages WHERE job_name = 'news.notify-dealers'`);
      expect(job.delay_ms).toBeGreaterThan(3 * HOUR - 60_000);
      const processor = t.app.get(NotifyDealersProcessor);
      expect(await processor.runBatch(created.id)).toEqual({ mails: 0, skipped: 'Veröffentlichung verschoben' });
      await call('PUT', `/api/admin/news/${created.id}`, admin.session, newsInput({ notifyDealers: true, isPublished: false }));
      expect(await processor.runBatch(created.id)).toEqual({ mails: 0, skipped: 'nicht (mehr) zu versenden' });
      expect(await outboxCount('news.published')).toBe(0);
    });

    it('reaches the dealer as a real e-mail with the title and a link to /news', async () => {
      const admin = await adminSession(t);
      const dealer = await dealerSession(t, { companyName: 'Kettenblatt Oldenburg' });
      const worker = await startTestWorker(t.env);
      try {
        await call('POST', '/api/admin/news', admin.session, newsInput({ notifyDealers: true }));
        const mail = await waitForMail(dealer.email, 'News: Neues Liefergebiet: Hamburg');
        expect(mail.text).toContain('im Händlerportal gibt es eine neue Meldung für Kettenblatt Oldenburg');
        expect(mail.text).toContain('Ab sofort liefern wir auch nach Hamburg.');
        expect(mail.text).toContain('http://localhost:3000/news');
      } finally {
        await worker.close();
      }
    });
  });
});
