import { Role } from '../../src/common/auth/role';
import { uniqueEmail } from '../support/accounts';
import { makeUser, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

describe('job board pages: German, no external font, a way back, visitors sent to the sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function opsCookie(): Promise<string> {
    const email = uniqueEmail('ops');
    await makeUser(t.dataSource, { email, roles: [Role.Ops] });
    const session = await signIn(t.app, email);
    const grant = await t.app.inject({ method: 'POST', url: '/api/auth/queue-session', headers: session.auth });
    return grant.cookies.find((c) => c.name === 'queue_session')!.value;
  }

  it('serves the board page in German without the Google Fonts stylesheet and with a link back to the portal', async () => {
    // as a browser asks: the portal's compression must not hand the rewrite a compressed body
    const page = await t.app.inject({ method: 'GET', url: '/admin/queues/queue/mail', headers: BROWSER, cookies: { queue_session: await opsCookie() } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<html lang="de"');
    expect(page.body).not.toContain('fonts.googleapis.com');
    expect(page.body).toContain('Wird geladen …');
    const uiConfig = JSON.parse(/<script id="__UI_CONFIG__" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]);
    expect(uiConfig.miscLinks).toEqual([{ text: 'Zurück zum Portal', url: '/' }]);
    // the board keeps those links in its account menu; the page also carries one in sight
    expect(page.body).toContain('<a class="portal-back" href="/">← Zurück zum Portal</a>');
    // the durations the board writes with date-fns in English are put into German by the portal's own script
    const script = /<script defer src="([^"]+)"><\/script><\/body>/.exec(page.body)![1];
    const served = await t.app.inject({ method: 'GET', url: `/admin/queues/${script}`, headers: BROWSER, cookies: { queue_session: await opsCookie() } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('text/javascript');
    expect(served.body).toContain('weniger als');
    expect((await t.app.inject({ method: 'GET', url: `/admin/queues/${script}` })).statusCode).toBe(302);
  });

  it("answers the board's request for its texts in German", async () => {
    const texts = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/static/locales/en-US/messages.json?v=6.21.3',
      headers: BROWSER,
      cookies: { queue_session: await opsCookie() },
    });
    expect(texts.statusCode).toBe(200);
    expect(texts.headers['content-encoding']).toBeUndefined();
    expect(texts.headers['content-type']).toContain('application/json');
    const messages = texts.json();
    expect(messages.MENU.OVERVIEW).toBe('Übersicht');
    expect(messages.QUEUE.STATUS.FAILED).toBe('Fehlgeschlagen');
    expect(messages.CONFIRM.CANCEL_BTN).toBe('Abbrechen');
  });

  it('sends a visitor who opens a board page to the sign-in page, and refuses the board API in German', async () => {
    for (const url of ['/admin/queues', '/admin/queues/queue/mail?status=failed']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect({ url, status: answer.statusCode, location: answer.headers.location }).toEqual({ url, status: 302, location: '/auth?hinweis=job-warteschlangen' });
    }
    const api = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues' });
    expect(api.statusCode).toBe(403);
    expect(api.json().message).toContain('nur für Administration und Betrieb');
    const texts = await t.app.inject({ method: 'GET', url: '/admin/queues/static/locales/en-US/messages.json' });
    expect(texts.statusCode).toBe(403);
  });
});
