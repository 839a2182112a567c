import { randomUUID } from 'crypto';
import { Role } from '../../src/common/auth/role';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { DealerDocument } from '../../src/modules/dealers/entities/dealer-document.entity';
import { DealerProfile } from '../../src/modules/dealers/entities/dealer-profile.entity';
import {
  emptyDocumentBucket,
  listDocumentObjects,
  mailOverrides,
  multipart,
  mailsTo,
  requestedMails,
  samplePdf,
  uniqueEmail,
  waitForMail,
  waitForMails,
} from '../support/accounts';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';

const VAT_MESSAGE = 'Bitte geben Sie eine gültige deutsche USt-ID ein (DE + 9 Ziffern)';

describe('dealers: profile, documents, administration', () => {
  let t: TestApp;
  let worker: TestWorker;
  beforeAll(async () => {
    t = await startTestApp(mailOverrides());
    worker = await startTestWorker(t.env);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    await emptyDocumentBucket(t);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, session?: SignedIn, payload?: unknown) =>
    t.app.inject({ method, url, headers: session?.auth ?? {}, payload: payload as never });
  const upload = (session: SignedIn, kind: string, file: Buffer, name = 'gewerbe.pdf', type = 'application/pdf') => {
    const body = multipart(file, name, type);
    return t.app.inject({ method: 'PUT', url: `/api/dealers/me/documents/${kind}`, headers: { ...session.auth, ...body.headers }, payload: body.payload });
  };
  const dealerSession = async (options: Parameters<typeof makeDealer>[1] = {}) => {
    const email = options.email ?? uniqueEmail();
    const dealer = await makeDealer(t.dataSource, { ...options, email });
    return { ...dealer, email, session: await signIn(t.app, email) };
  };
  const adminSession = async () => {
    const email = uniqueEmail('admin');
    const user = await makeUser(t.dataSource, { email, roles: [Role.Admin] });
    return { user, session: await signIn(t.app, email) };
  };

  describe('own profile', () => {
    it('shows the dealer his profile with status, discount and documents, never an object key', async () => {
      const { session, email } = await dealerSession({ approved: true, discountLevel: 12 });
      await upload(session, 'tax-certificate', samplePdf());
      const response = await call('GET', '/api/dealers/me', session);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email,
        emailConfirmed: true,
        companyName: 'Radladen Test GmbH',
        ustId: 'DE811569869',
        status: 'approved',
        discountLevel: 12,
        rejectionReason: null,
        documents: [{ kind: 'tax-certificate', fileName: 'gewerbe.pdf', sizeBytes: samplePdf().length }],
      });
      expect(response.body).not.toContain('objectKey');
      expect(response.body).not.toContain('passwordHash');
    });

    it('updates the business data with normalised VAT ID and clears optional fields', async () => {
      const { session, profile } = await dealerSession();
      const response = await call('PATCH', '/api/dealers/me', session, {
        companyName: '  Neuer Name KG ',
        ustId: 'de136695976',
        phone: '',
        taxNumber: '60/123/45678',
        city: 'Oldenburg',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ companyName: 'Neuer Name KG', ustId: 'DE136695976', phone: null, taxNumber: '60/123/45678', city: 'Oldenburg' });
      const stored = await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: profile.id });
      expect(stored).toMatchObject({ companyName: 'Neuer Name KG', contactPerson: 'Erika Muster', phone: null, postalCode: '28195' });
    });

    it.each([
      ['empty company name', { companyName: '' }, 'Bitte geben Sie den Firmennamen ein.'],
      ['null contact person', { contactPerson: null }, 'Bitte geben Sie einen Ansprechpartner ein.'],
      ['empty VAT ID', { ustId: '' }, VAT_MESSAGE],
      ['VAT ID with a wrong check digit', { ustId: 'DE136695975' }, VAT_MESSAGE],
      ['bad phone', { phone: 'abc' }, 'Bitte geben Sie eine gültige Telefonnummer ein.'],
      ['bad postal code', { postalCode: '123456' }, 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).'],
      ['approval flag', { isApproved: true }, 'Unbekanntes Feld: isApproved'],
      ['discount', { discountLevel: 50 }, 'Unbekanntes Feld: discountLevel'],
    ])('refuses %s and changes nothing', async (_case, payload, message) => {
      const { session, profile } = await dealerSession();
      const before = await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: profile.id });
      const response = await call('PATCH', '/api/dealers/me', session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: profile.id })).toEqual(before);
    });

    it('answers a user without a dealer profile and a visitor clearly', async () => {
      const { session } = await adminSession();
      expect((await call('GET', '/api/dealers/me', session)).statusCode).toBe(403);
      expect((await call('GET', '/api/dealers/me')).json()).toMatchObject({ statusCode: 401, message: 'Bitte melden Sie sich an.' });
    });
  });

  describe('documents', () => {
    it('stores a PDF under a generated key in the private bucket and mails a receipt once', async () => {
      const { session, profile, email } = await dealerSession();
      const response = await upload(session, 'business-registration', samplePdf(), '../../etc/Gewerbe Anmeldung.pdf');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ kind: 'business-registration', fileName: 'Gewerbe Anmeldung.pdf' });
      const [document] = await t.dataSource.getRepository(DealerDocument).find();
      expect(document.objectKey).toMatch(new RegExp(`^${profile.companyId}/\\d+-[0-9a-f-]{36}\\.pdf$`));
      expect(await listDocumentObjects(t)).toEqual([document.objectKey]);
      expect((await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: profile.id })).documentsUploadedAt).not.toBeNull();

      await upload(session, 'trade-register', samplePdf('HR'));
      const mail = await waitForMail(email, 'Ihre Geschäftsdokumente sind eingegangen');
      expect(mail.text).toContain('1-2 Werktagen');
      // the second file follows within ten minutes of the first: no second mail is asked for, whatever the clock says
      expect(await requestedMails(t)).toBe(1);
      await worker.dispatch();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const receipts = () => mailsTo(email).then((mails) => mails.filter((m) => m.subject === 'Ihre Geschäftsdokumente sind eingegangen'));
      expect(await receipts()).toHaveLength(1);
      // a file more than ten minutes after the previous one starts a new series, with its own mail
      await t.dataSource.query(`UPDATE dealer_profiles SET documents_uploaded_at = now() - interval '11 minutes' WHERE id = $1`, [profile.id]);
      expect((await upload(session, 'trade-register', samplePdf('HR2'))).statusCode).toBe(200);
      expect(await requestedMails(t)).toBe(2);
      await worker.dispatch();
      expect(await waitForMails(email, 'Ihre Geschäftsdokumente sind eingegangen', 2)).toHaveLength(2);
      // the key never leaves the server (s3rver serves anonymous reads; MinIO keeps the bucket private)
      expect(JSON.stringify(response.json())).not.toContain(document.objectKey);
    });

    it('replaces a document and deletes the old object; removing deletes the object too', async () => {
      const { session } = await dealerSession();
      await upload(session, 'tax-certificate', samplePdf('alt'), 'alt.pdf');
      const [oldKey] = await listDocumentObjects(t);
      const replaced = await upload(session, 'tax-certificate', samplePdf('neu'), 'neu.pdf');
      expect(replaced.statusCode).toBe(200);
      const objects = await listDocumentObjects(t);
      expect(objects).toHaveLength(1);
      expect(objects[0]).not.toBe(oldKey);
      expect(await t.dataSource.getRepository(DealerDocument).countBy({ originalName: 'neu.pdf' })).toBe(1);

      expect((await call('DELETE', '/api/dealers/me/documents/tax-certificate', session)).statusCode).toBe(204);
      expect(await listDocumentObjects(t)).toEqual([]);
      expect(await t.dataSource.getRepository(DealerDocument).count()).toBe(0);
      expect((await t.dataSource.getRepository(DealerProfile).findOneByOrFail({})).documentsUploadedAt).toBeNull();
      const again = await call('DELETE', '/api/dealers/me/documents/tax-certificate', session);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Dieses Dokument wurde noch nicht hochgeladen.');
    });

    it('refuses a non-PDF renamed to .pdf and changes nothing in the database or the bucket', async () => {
      const { session } = await dealerSession();
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const response = await upload(session, 'business-registration', png, 'gewerbe.pdf', 'application/pdf');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'INVALID_FILE_TYPE', message: 'Ungültiger Dateityp: Bitte laden Sie eine PDF-Datei hoch.' });
      expect(await t.dataSource.getRepository(DealerDocument).count()).toBe(0);
      expect(await listDocumentObjects(t)).toEqual([]);
    });

    it('refuses an 11 MB file and keeps the existing document', async () => {
      const { session } = await dealerSession();
      await upload(session, 'business-registration', samplePdf('ok'), 'ok.pdf');
      const before = await listDocumentObjects(t);
      const response = await upload(session, 'business-registration', samplePdf('gross', 11 * 1024 * 1024), 'gross.pdf');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Die Datei darf maximal 10MB groß sein.' });
      expect(await listDocumentObjects(t)).toEqual(before);
      expect((await t.dataSource.getRepository(DealerDocument).findOneByOrFail({})).originalName).toBe('ok.pdf');
    });

    it('accepts a PDF of exactly 10 MB', async () => {
      const { session } = await dealerSession();
      const response = await upload(session, 'trade-register', samplePdf('genau', 10 * 1024 * 1024));
      expect(response.statusCode).toBe(200);
      expect(response.json().sizeBytes).toBe(10 * 1024 * 1024);
    });

    it('refuses an upload without a file, a JSON body and an unknown kind in German', async () => {
      const { session } = await dealerSession();
      const json = await call('PUT', '/api/dealers/me/documents/tax-certificate', session, { file: 'x' });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe('Bitte laden Sie die Datei als multipart/form-data hoch.');
      const kind = await upload(session, 'personalausweis', samplePdf());
      expect(kind.statusCode).toBe(404);
      expect(kind.json().message).toBe('Unbekannte Dokumentart (business-registration, trade-register oder tax-certificate).');
      const empty = await upload(session, 'tax-certificate', Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(await listDocumentObjects(t)).toEqual([]);
    });

    it('opens the own document through a short-lived link that needs no token and dies when replaced', async () => {
      const { session } = await dealerSession();
      const pdf = samplePdf('inhalt');
      await upload(session, 'trade-register', pdf, 'Handelsregister Auszug.pdf');
      const link = await call('GET', '/api/dealers/me/documents/trade-register', session);
      expect(link.statusCode).toBe(200);
      const { url, fileName, expiresAt } = link.json();
      expect(fileName).toBe('Handelsregister Auszug.pdf');
      expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
      const download = await t.app.inject({ method: 'GET', url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('inline; filename="Handelsregister Auszug.pdf"');
      expect(download.rawPayload.equals(pdf)).toBe(true);

      await upload(session, 'trade-register', samplePdf('neu'));
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/dealers/documents/download?token=erfunden' })).statusCode).toBe(403);
      expect((await call('GET', '/api/dealers/me/documents/tax-certificate', session)).statusCode).toBe(404);
    });
  });

  describe('isolation: a dealer reaches only his own data', () => {
    it('cannot read or change another dealer by guessing ids, nor call any admin route', async () => {
      const victim = await dealerSession({ companyName: 'Opfer GmbH' });
      await upload(victim.session, 'business-registration', samplePdf('geheim'));
      const victimObjects = await listDocumentObjects(t);
      const attacker = await dealerSession({ companyName: 'Angreifer GmbH' });

      // the own routes have no id: whatever is tried, the attacker sees himself
      for (const url of ['/api/dealers/me', `/api/dealers/me?id=${victim.profile.id}`, `/api/dealers/me?userId=${victim.user.id}`]) {
        expect((await call('GET', url, attacker.session)).json().companyName).toBe('Angreifer GmbH');
      }
      expect((await call('GET', `/api/dealers/${victim.profile.id}`, attacker.session)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/dealers/${victim.profile.id}`, attacker.session, { companyName: 'X' })).statusCode).toBe(404);
      expect((await call('GET', '/api/dealers/me/documents/business-registration', attacker.session)).statusCode).toBe(404);
      expect((await call('DELETE', '/api/dealers/me/documents/business-registration', attacker.session)).statusCode).toBe(404);

      // every admin route answers 403 with the German message
      const adminRoutes: [Parameters<typeof call>[0], string, unknown?][] = [
        ['GET', '/api/admin/dealers'],
        ['GET', '/api/admin/dealers?status=pending'],
        ['GET', '/api/admin/dealers/options'],
        ['POST', `/api/admin/dealers/${victim.profile.id}/approve`, {}],
        ['POST', `/api/admin/dealers/${attacker.profile.id}/approve`, { discountLevel: 50 }],
        ['POST', `/api/admin/dealers/${victim.profile.id}/reject`, { reason: 'weg damit' }],
        ['PATCH', `/api/admin/dealers/${attacker.profile.id}`, { discountLevel: 50 }],
        ['GET', `/api/admin/dealers/${victim.profile.id}/documents/business-registration`],
      ];
      for (const [method, url, payload] of adminRoutes) {
        const response = await call(method, url, attacker.session, payload);
        expect([method, url, response.statusCode]).toEqual([method, url, 403]);
        expect(response.json().message).toBe('Zugriff verweigert: Sie haben keine Berechtigung für diesen Bereich.');
      }

      const victimNow = await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: victim.profile.id });
      expect(victimNow).toMatchObject({ companyName: 'Opfer GmbH', isApproved: false, rejectedAt: null });
      expect((await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: attacker.profile.id })).discountLevel).toBe(0);
      expect(await listDocumentObjects(t)).toEqual(victimObjects);
      expect(await t.dataSource.getRepository(AdminAction).count()).toBe(0);
    });
  });

  describe('administration', () => {
    it('lists dealers by status, newest first, with their documents and confirmation state', async () => {
      const { session } = await adminSession();
      const pending = await dealerSession({ companyName: 'Wartend GmbH' });
      await upload(pending.session, 'business-registration', samplePdf());
      const approved = await dealerSession({ companyName: 'Aktiv GmbH', approved: true, discountLevel: 15 });
      const rejected = await makeDealer(t.dataSource, { email: uniqueEmail(), companyName: 'Abgelehnt GmbH' });
      await t.dataSource.getRepository(DealerProfile).update({ id: rejected.profile.id }, { rejectedAt: new Date(), rejectionReason: 'Unvollständig' });

      const list = (status?: string) => call('GET', `/api/admin/dealers${status ? `?status=${status}` : ''}`, session).then((r) => r.json().items);
      const pendingList = await list('pending');
      expect(pendingList).toHaveLength(1);
      expect(pendingList[0]).toMatchObject({
        id: pending.profile.id,
        companyName: 'Wartend GmbH',
        contactPerson: 'Erika Muster',
        phone: '0421 123456',
        address: 'Teststraße 1',
        postalCode: '28195',
        city: 'Bremen',
        ustId: 'DE811569869',
        email: pending.email,
        emailConfirmed: true,
        status: 'pending',
        documents: [{ kind: 'business-registration' }],
      });
      expect((await list('approved')).map((d: { companyName: string }) => d.companyName)).toEqual(['Aktiv GmbH']);
      expect(await list('rejected')).toMatchObject([{ companyName: 'Abgelehnt GmbH', status: 'rejected', rejectionReason: 'Unvollständig' }]);
      expect((await list()).map((d: { companyName: string }) => d.companyName)).toEqual(['Abgelehnt GmbH', 'Aktiv GmbH', 'Wartend GmbH']);
      expect(approved.profile.id).toBeDefined();

      const bad = await call('GET', '/api/admin/dealers?status=alle', session);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Ungültiger Status (pending, approved oder rejected).');
    });

    it('pages and searches the lists in SQL, and offers every dealer to pickers by company', async () => {
      const { session } = await adminSession();
      for (const name of ['Alpha Rad', 'Beta Rad', 'Gamma Rad', 'Delta Teile', 'Epsilon Rad']) {
        await makeDealer(t.dataSource, { email: uniqueEmail(), companyName: name, approved: true });
      }
      await makeDealer(t.dataSource, { email: uniqueEmail(), companyName: 'Zeta Rad' });
      const page = (query: string) => call('GET', `/api/admin/dealers?${query}`, session).then((r) => r.json());

      const first = await page('status=approved&pageSize=2');
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.items.map((d: { companyName: string }) => d.companyName)).toEqual(['Epsilon Rad', 'Delta Teile']);
      const last = await page('status=approved&pageSize=2&page=3');
      expect(last.items.map((d: { companyName: string }) => d.companyName)).toEqual(['Alpha Rad']);
      const found = await page('status=approved&q=%20rad%20');
      expect(found.total).toBe(4);
      expect(found.items.every((d: { status: string }) => d.status === 'approved')).toBe(true);
      expect((await page('q=100%25')).total).toBe(0);

      const tooLarge = await call('GET', '/api/admin/dealers?pageSize=101', session);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().message).toBe('Die Seitengröße darf höchstens 100 sein.');
      expect((await call('GET', `/api/admin/dealers?q=${'x'.repeat(101)}`, session)).statusCode).toBe(400);

      const options = (await call('GET', '/api/admin/dealers/options', session)).json();
      expect(options.map((o: { companyName: string }) => o.companyName)).toEqual(['Alpha Rad', 'Beta Rad', 'Delta Teile', 'Epsilon Rad', 'Gamma Rad', 'Zeta Rad']);
      expect(Object.keys(options[0]).sort()).toEqual(['companyName', 'id', 'userId']);
    });

    it('approves with a discount: profile, audit row and mail; the dealer then sees it', async () => {
      const admin = await adminSession();
      const dealer = await dealerSession({ companyName: 'Freigabe GmbH' });
      const response = await call('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, admin.session, { discountLevel: 20 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'approved', discountLevel: 20 });

      const stored = await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id });
      expect(stored).toMatchObject({ isApproved: true, discountLevel: 20, rejectedAt: null });
      expect(stored.approvedAt).not.toBeNull();
      const [action] = await t.dataSource.getRepository(AdminAction).find();
      expect(action).toMatchObject({ adminUserId: admin.user.id, actionType: 'dealer.approve', targetType: 'dealer_profile', targetId: dealer.profile.id });
      expect(action.details).toMatchObject({ message: 'Händler Freigabe GmbH freigegeben (Rabatt 20 %)', discountLevel: 20 });

      const mail = await waitForMail(dealer.email, 'Ihr Händlerkonto ist freigeschaltet');
      expect(mail.text).toContain('Ihr Händlerrabatt beträgt 20 %.');
      const me = await call('GET', '/api/auth/me', dealer.session);
      expect(me.json().dealer).toMatchObject({ status: 'approved', discountLevel: 20 });

      const twice = await call('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, admin.session, {});
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Der Händler ist bereits freigegeben.');
      expect(await t.dataSource.getRepository(AdminAction).count()).toBe(1);
    });

    it('rejects with a reason: stays unapproved, records when and why, mails the dealer; the profile shows it', async () => {
      const admin = await adminSession();
      const dealer = await dealerSession({ companyName: 'Ablehnung GmbH' });
      const empty = await call('POST', `/api/admin/dealers/${dealer.profile.id}/reject`, admin.session, { reason: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Bitte geben Sie einen Grund für die Ablehnung an.');

      const response = await call('POST', `/api/admin/dealers/${dealer.profile.id}/reject`, admin.session, { reason: 'Der Gewerbenachweis fehlt.' });
      expect(response.statusCode).toBe(200);
      const stored = await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id });
      expect(stored).toMatchObject({ isApproved: false, rejectionReason: 'Der Gewerbenachweis fehlt.' });
      expect(stored.rejectedAt).not.toBeNull();
      expect(await t.dataSource.getRepository(AdminAction).findOneByOrFail({})).toMatchObject({
        actionType: 'dealer.reject',
        details: { reason: 'Der Gewerbenachweis fehlt.' },
      });
      const mail = await waitForMail(dealer.email, 'Ihre Registrierung als Händler');
      expect(mail.text).toContain('> Der Gewerbenachweis fehlt.');
      expect((await call('GET', '/api/dealers/me', dealer.session)).json()).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Der Gewerbenachweis fehlt.',
      });

      // a later approval clears the rejection
      await call('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, admin.session, {});
      expect(await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).toMatchObject({
        isApproved: true,
        rejectedAt: null,
        rejectionReason: null,
      });
    });

    it('two admins deciding the same sign-up at once: one decision, one mail, one audit row; the other reads why in German', async () => {
      const [first, second] = [await adminSession(), await adminSession()];
      for (const [a, b] of [['approve', 'reject'], ['reject', 'approve'], ['approve', 'approve']] as const) {
        const dealer = await dealerSession({ companyName: `Zwei Admins ${a} ${b}` });
        const decide = (kind: 'approve' | 'reject', admin: SignedIn) =>
          call('POST', `/api/admin/dealers/${dealer.profile.id}/${kind}`, admin, kind === 'approve' ? { discountLevel: 15, expectedStatus: 'pending' } : { reason: 'Nachweis fehlt.', expectedStatus: 'pending' });
        const answers = await Promise.all([decide(a, first.session), decide(b, second.session)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.statusCode === 200)!.json();
        const loser = answers.find((answer) => answer.statusCode === 409)!.json();
        expect(loser.code).toBe('DEALER_STATUS_CHANGED');
        expect(loser.message).toBe(
          `Der Händler ist inzwischen ${winner.status === 'approved' ? 'freigegeben' : 'abgelehnt'}, vermutlich von einer anderen Person der Verwaltung. Bitte prüfen Sie die Liste und entscheiden Sie erneut.`,
        );
        const actions = await t.dataSource.getRepository(AdminAction).findBy({ targetId: dealer.profile.id });
        expect(actions.map((action) => action.actionType)).toEqual([winner.status === 'approved' ? 'dealer.approve' : 'dealer.reject']);
        const stored = await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id });
        expect(stored.isApproved).toBe(winner.status === 'approved');
        await waitForMail(dealer.email, winner.status === 'approved' ? 'Ihr Händlerkonto ist freigeschaltet' : 'Ihre Registrierung als Händler');
        expect(await mailsTo(dealer.email)).toHaveLength(1);
      }
      // A decision that names what its admin saw is refused when that is no longer so; without it, the table decides.
      const dealer = await dealerSession({ companyName: 'Später GmbH' });
      expect((await call('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, first.session, { expectedStatus: 'rejected' })).json().code).toBe('DEALER_STATUS_CHANGED');
      expect((await call('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, first.session, { expectedStatus: 'frei' })).statusCode).toBe(400);
    });

    it('sets the discount 0–50 with an audit row and refuses anything else unchanged', async () => {
      const admin = await adminSession();
      const dealer = await dealerSession({ approved: true, discountLevel: 5 });
      const url = `/api/admin/dealers/${dealer.profile.id}`;
      for (const discountLevel of [51, -1, 12.5, 'zehn', null]) {
        const response = await call('PATCH', url, admin.session, { discountLevel });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Der Rabatt muss eine ganze Zahl zwischen 0 und 50 sein.');
      }
      expect(await t.dataSource.getRepository(AdminAction).count()).toBe(0);

      const response = await call('PATCH', url, admin.session, { discountLevel: 50 });
      expect(response.statusCode).toBe(200);
      expect(response.json().discountLevel).toBe(50);
      expect(await t.dataSource.getRepository(AdminAction).findOneByOrFail({})).toMatchObject({
        actionType: 'dealer.update_discount',
        details: { from: 5, to: 50 },
      });
    });

    it('rolls back the change when the audit row cannot be written (same transaction)', async () => {
      const admin = await adminSession();
      const dealer = await dealerSession();
      await t.dataSource.query(`ALTER TABLE admin_actions ADD CONSTRAINT test_no_audit CHECK (action_type <> 'dealer.approve')`);
      try {
        const response = await call('POST', `/api/admin/dealers/${dealer.profile.id}/approve`, admin.session, { discountLevel: 10 });
        expect(response.statusCode).toBe(500);
        expect((await t.dataSource.getRepository(DealerProfile).findOneByOrFail({ id: dealer.profile.id })).isApproved).toBe(false);
        expect(await requestedMails(t)).toBe(0);
      } finally {
        await t.dataSource.query('ALTER TABLE admin_actions DROP CONSTRAINT test_no_audit');
      }
    });

    it('opens a dealer document for the admin by a short-lived link and answers unknown ids with 404', async () => {
      const admin = await adminSession();
      const dealer = await dealerSession();
      const pdf = samplePdf('Steuer');
      await upload(dealer.session, 'tax-certificate', pdf, 'Steuerbescheinigung.pdf');
      const link = await call('GET', `/api/admin/dealers/${dealer.profile.id}/documents/tax-certificate`, admin.session);
      expect(link.statusCode).toBe(200);
      const download = await t.app.inject({ method: 'GET', url: link.json().url });
      expect(download.rawPayload.equals(pdf)).toBe(true);

      for (const id of [randomUUID(), 'keine-uuid']) {
        const response = await call('POST', `/api/admin/dealers/${id}/approve`, admin.session, {});
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Händler nicht gefunden.');
      }
      expect((await call('GET', `/api/admin/dealers/${randomUUID()}/documents/tax-certificate`, admin.session)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/dealers/${dealer.profile.id}/documents/trade-register`, admin.session)).statusCode).toBe(404);
    });

    it('demands aal2 on admin routes when ADMIN_REQUIRE_MFA is on', async () => {
      const strict = await startTestApp({ ...mailOverrides(), ADMIN_REQUIRE_MFA: 'true' });
      try {
        const email = uniqueEmail('admin');
        await makeUser(strict.dataSource, { email, roles: [Role.Admin] });
        const session = await signIn(strict.app, email);
        const response = await strict.app.inject({ method: 'GET', url: '/api/admin/dealers', headers: session.auth });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'MFA_REQUIRED', message: 'Für den Admin-Bereich ist die Zwei-Faktor-Anmeldung erforderlich.' });
      } finally {
        await strict.close();
      }
    });
  });
});
