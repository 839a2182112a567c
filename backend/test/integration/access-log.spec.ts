import { multipart, samplePdf, uniqueEmail } from '../support/accounts';
import { makeDealer, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
}

/** At the deployment's level (info) every request leaves one access line, and no link's token. */
describe('Access log', () => {
  let t: TestApp;
  const written: string[] = [];
  beforeAll(async () => (t = await startTestApp({ LOG_LEVEL: 'info' }, { logTo: { write: (line: string) => written.push(line) } })));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const linesOf = (requestId: string): LogLine[] =>
    written.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === requestId);

  it('writes one line per request with method, URL, status, duration and the request id', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/catalogue/products?q=kette&page=1', headers: { 'x-request-id': 'zugriff-protokoll-1' } });
    expect(answer.statusCode).toBe(200);
    const lines = linesOf('zugriff-protokoll-1');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'Anfrage beantwortet', method: 'GET', url: '/api/catalogue/products?q=kette&page=1', statusCode: 200 }),
    ]);
    expect(lines[0].responseTime).toEqual(expect.any(Number));
    expect(lines[0].responseTime).toBeGreaterThanOrEqual(0);
  });

  it('keeps the token of a download link, a wrong one and an e-mail link out of the log', async () => {
    const email = uniqueEmail('protokoll');
    await makeDealer(t.dataSource, { email, approved: true });
    const session = await signIn(t.app, email);
    const body = multipart(samplePdf(), 'gewerbe.pdf', 'application/pdf');
    const uploaded = await t.app.inject({ method: 'PUT', url: '/api/dealers/me/documents/business-registration', headers: { ...session.auth, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(200);
    const link = new URL((await t.app.inject({ method: 'GET', url: '/api/dealers/me/documents/business-registration', headers: session.auth })).json().url, 'http://localhost');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);

    const requests = [
      { url: `${link.pathname}${link.search}`, status: 200 },
      { url: `${link.pathname}?token=falsch-${token.slice(0, 12)}`, status: 403 },
      { url: `/passwort-zuruecksetzen?Token=${token.slice(-16)}&x=1`, status: 404 },
    ];
    for (const [index, request] of requests.entries()) {
      const requestId = `zugriff-geheim-${index}`;
      const answer = await t.app.inject({ method: 'GET', url: request.url, headers: { 'x-request-id': requestId } });
      expect({ url: request.url, status: answer.statusCode }).toEqual({ url: request.url, status: request.status });
      const [line, ...more] = linesOf(requestId);
      expect(more).toEqual([]);
      expect(line).toEqual(expect.objectContaining({ msg: 'Anfrage beantwortet', statusCode: request.status }));
      expect(line.url).toMatch(/[?&]token=\[entfernt\]/i);
    }
    const everything = written.join('');
    expect(everything).not.toContain(token.slice(0, 12));
    expect(everything).not.toContain(token.slice(-16));
  });
});
