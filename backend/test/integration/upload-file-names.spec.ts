import { DealerDocument } from '../../src/modules/dealers/entities/dealer-document.entity';
import { ImportJob } from '../../src/modules/import/entities/import-job.entity';
import { TicketAttachment } from '../../src/modules/tickets/entities/ticket-attachment.entity';
import { emptyDocumentBucket, multipart, samplePdf, uniqueEmail } from '../support/accounts';
import { makeDealer, signedInAdmin, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { ticketInput } from './tickets.fixtures';

/**
 * A file name is shown to administrators and dealers: U+202E (right-to-left override) makes `rechnung\u202efdp.exe`
 * read as "rechnungexe.pdf". Every stored upload name loses invisible format and control characters.
 */
describe('upload file names keep only what a reader sees', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await emptyDocumentBucket(t);
  });

  // right-to-left override, zero-width space, left-to-right isolate and pop, byte order mark, soft hyphen, C1 "next line"
  const TRICKY = 'rechnung\u202efdp.exe';
  const MANY_INVISIBLE = '\u200bLiefer\u2066schein\u2069\ufeff Mä\u00adrz\u0085.pdf';
  const INVISIBLE = /[\u0080-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/;

  const put = (session: SignedIn, url: string, method: 'PUT' | 'POST', fileName: string, content = samplePdf()) => {
    const form = multipart(content, fileName, 'application/pdf');
    return t.app.inject({ method, url, headers: { ...session.auth, ...form.headers }, payload: form.payload });
  };
  const dealer = async () => {
    const email = uniqueEmail();
    await makeDealer(t.dataSource, { email, approved: true });
    return signIn(t.app, email);
  };

  it('dealer documents: stored, listed and downloaded without the bidi override', async () => {
    const session = await dealer();
    const upload = await put(session, '/api/dealers/me/documents/business-registration', 'PUT', TRICKY);
    expect(upload.statusCode).toBe(200);
    const link = (await t.app.inject({ method: 'GET', url: '/api/dealers/me/documents/business-registration', headers: session.auth })).json();
    expect(link.fileName).toBe('rechnungfdp.exe');
    const download = await t.app.inject({ method: 'GET', url: link.url });
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''rechnungfdp.exe");
    expect((await t.dataSource.getRepository(DealerDocument).find()).map((document) => document.originalName)).toEqual(['rechnungfdp.exe']);
  });

  it('ticket attachments: zero-width, isolate, BOM, soft hyphen and C1 characters are gone, umlauts stay', async () => {
    const session = await dealer();
    const ticket = await t.app.inject({ method: 'POST', url: '/api/tickets', headers: session.auth, payload: ticketInput() });
    const upload = await put(session, `/api/tickets/${ticket.json().id}/attachments`, 'POST', MANY_INVISIBLE);
    expect(upload.statusCode).toBe(201);
    expect(upload.json().fileName).toBe('Lieferschein März.pdf');
    const [stored] = await t.dataSource.getRepository(TicketAttachment).find();
    expect(stored.originalName).not.toMatch(INVISIBLE);
  });

  it('product imports: the history shows the name without the override', async () => {
    const admin = await signedInAdmin(t.app, t.dataSource);
    const form = multipart(Buffer.from('sku;name\r\nA-1;Kette\r\n'), 'preise\u202evsc.csv', 'text/csv');
    const upload = await t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: { ...admin.auth, ...form.headers }, payload: form.payload });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().fileName).toBe('preisevsc.csv');
    expect((await t.dataSource.getRepository(ImportJob).find()).map((job) => job.originalName)).toEqual(['preisevsc.csv']);
  });
});
