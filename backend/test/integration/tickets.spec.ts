import { randomUUID } from 'crypto';
import { NumberSequenceService } from '../../src/common/database/number-sequence.service';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { Ticket } from '../../src/modules/tickets/entities/ticket.entity';
import { TicketMessage } from '../../src/modules/tickets/entities/ticket-message.entity';
import { TicketStatus } from '../../src/modules/tickets/ticket-enums';
import { mailOverrides, samplePdf, waitForMail } from '../support/accounts';
import { CompanyRole } from '../../src/common/auth/company-role';
import { makeDealer, makeStaff, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';
import { PNG_1PX } from './catalogue.fixtures';
import { adminSession, caller, dealerSession, makeOrder, ticketInput } from './tickets.fixtures';
import { berlinDay } from '../../src/common/money/pricing';

// ticket numbers count by the Berlin year (NumberSequenceService), which starts an hour before UTC's
const YEAR = berlinDay(new Date()).slice(0, 4);

describe('tickets: dealers open and follow them, administrators answer and move them', () => {
  let t: TestApp;
  let worker: TestWorker;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await startTestApp(mailOverrides());
    worker = await startTestWorker(t.env);
    call = caller(t);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });
  beforeEach(() => t.reset());

  const openTicket = async (session: Parameters<typeof call>[2], overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/tickets', session, ticketInput(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; ticketNumber: string; status: string }>();
  };
  const outboxTemplates = async () =>
    (await t.dataSource.query<{ template: string }[]>(`SELECT payload->>'template' AS template FROM outbox_messages ORDER BY id`)).map((row) => row.template);

  describe('opening', () => {
    it('numbers tickets per year, lists them for their dealer newest first and mails the administrators', async () => {
      const admin = await adminSession(t);
      const dealer = await dealerSession(t, { companyName: 'Speichenwerk Bremen GmbH' });
      const first = await openTicket(dealer.session);
      const second = await openTicket(dealer.session, { subject: 'Frage zur Rechnung', priority: undefined });
      expect(first).toMatchObject({ ticketNumber: `T-${YEAR}-000001`, status: 'open', priority: 'high', messages: [], canReply: true, canClose: true });
      expect(second).toMatchObject({ ticketNumber: `T-${YEAR}-000002`, priority: 'medium' });

      const list = await call('GET', '/api/tickets?pageSize=1', dealer.session);
      expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ id: second.id, subject: 'Frage zur Rechnung' }] });

      const mail = await waitForMail(admin.email, `Neues Support-Ticket T-${YEAR}-000001: Bremsbeläge falsch geliefert`);
      expect(mail.text).toContain('Speichenwerk Bremen GmbH hat ein neues Ticket eröffnet (Priorität Hoch)');
      expect(mail.text).toContain(`http://localhost:3000/admin?ticket=${first.id}#tickets`);
    });

    it('lets a dealer whose approval is pending ask for help too', async () => {
      const pending = await dealerSession(t, { approved: false });
      await openTicket(pending.session, { subject: 'Wann werde ich freigeschaltet?' });
      expect(await t.dataSource.getRepository(Ticket).count()).toBe(1);
    });

    it.each([
      ['an empty subject', { subject: '  ' }, 'Bitte geben Sie einen Betreff ein.'],
      ['a short description', { description: 'kaputt' }, 'Bitte beschreiben Sie Ihr Anliegen in mindestens 10 Zeichen.'],
      ['a NUL in the subject', { subject: 'Bremse\u0000kaputt' }, 'Der Betreff darf keine Steuerzeichen enthalten.'],
      ['an absurdly long description', { description: 'x'.repeat(5001) }, 'Die Beschreibung darf höchstens 5.000 Zeichen lang sein.'],
      ['a number as subject', { subject: 42 }, 'Bitte geben Sie einen Betreff ein.'],
      ['an unknown priority', { priority: 'sofort' }, 'Ungültige Priorität (low, medium, high oder urgent).'],
      ['a status of its own', { status: 'closed' }, 'Unbekanntes Feld: status'],
      ['a ticket number of its own', { ticketNumber: 'T-1999-000001' }, 'Unbekanntes Feld: ticketNumber'],
    ])('refuses %s in German and stores nothing', async (_case, overrides, message) => {
      const dealer = await dealerSession(t);
      const response = await call('POST', '/api/tickets', dealer.session, ticketInput(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await t.dataSource.getRepository(Ticket).count()).toBe(0);
    });

    it('refuses a body that is not a JSON object', async () => {
      const dealer = await dealerSession(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: { ...dealer.session.auth, 'content-type': 'application/json' },
        payload: '["Betreff"]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BODY_NOT_OBJECT', message: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.' });
    });

    it("links the dealer's own order, and answers another dealer's order as not found", async () => {
      const dealer = await dealerSession(t);
      const other = await makeDealer(t.dataSource, { approved: true });
      const own = await makeOrder(t.dataSource, dealer.user.id, 'B-2026-000042');
      const foreign = await makeOrder(t.dataSource, other.user.id);

      const linked = await call('POST', '/api/tickets', dealer.session, ticketInput({ orderId: own }));
      expect(linked.statusCode).toBe(201);
      expect(linked.json()).toMatchObject({ orderId: own, orderNumber: 'B-2026-000042' });

      for (const orderId of [foreign, randomUUID()]) {
        const refused = await call('POST', '/api/tickets', dealer.session, ticketInput({ orderId }));
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Bestellung nicht gefunden' });
      }
      expect(await t.dataSource.getRepository(Ticket).count()).toBe(1);
      // the sequence gave the refused attempts' numbers back: the next ticket is number 2
      expect((await openTicket(dealer.session)).ticketNumber).toBe(`T-${YEAR}-000002`);
    });
  });

  describe('ticket numbers', () => {
    it('hands out distinct consecutive numbers to concurrent tickets', async () => {
      const dealer = await dealerSession(t);
      const created = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/api/tickets', dealer.session, ticketInput())));
      expect(created.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
      const numbers = created.map((response) => response.json().ticketNumber).sort();
      expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `T-${YEAR}-${String(i + 1).padStart(6, '0')}`));
    });

    it('gives the number of a rolled-back ticket back and starts again each year', async () => {
      const numbers = t.app.get(NumberSequenceService);
      const tx = t.app.get(TransactionHost);
      await expect(
        tx.run(async () => {
          await numbers.next('tickets', 'T', 6);
          throw new Error('Abbruch');
        }),
      ).rejects.toThrow('Abbruch');
      expect(await tx.run(() => numbers.next('tickets', 'T', 6, new Date('2031-06-01T10:00:00Z')))).toBe('T-2031-000001');
      expect(await tx.run(() => numbers.next('tickets', 'T', 6))).toBe(`T-${YEAR}-000001`);
    });
  });

  describe('access', () => {
    it("answers every request on another dealer's ticket with 404 and changes nothing", async () => {
      const owner = await dealerSession(t);
      const other = await dealerSession(t, { companyName: 'Andere Räder KG' });
      const ticket = await openTicket(owner.session);
      const base = `/api/tickets/${ticket.id}`;
      const attempts = [
        await call('GET', base, other.session),
        await call('POST', `${base}/messages`, other.session, { body: 'Ich bin nicht der Besitzer.' }),
        await call('POST', `${base}/close`, other.session),
        await call('GET', `${base}/attachments/${randomUUID()}`, other.session),
      ];
      for (const response of attempts) expect(response.json()).toMatchObject({ statusCode: 404, code: 'TICKET_NOT_FOUND', message: 'Ticket nicht gefunden.' });
      expect((await call('GET', '/api/tickets', other.session)).json()).toMatchObject({ total: 0, items: [] });
      expect(await t.dataSource.getRepository(TicketMessage).count()).toBe(0);
      expect((await t.dataSource.getRepository(Ticket).findOneByOrFail({ id: ticket.id })).status).toBe('open');
      expect((await call('GET', '/api/tickets/keine-uuid', owner.session)).statusCode).toBe(404);
    });

    it('never shows the dealer an internal note, not even in the count, and never mails it', async () => {
      const admin = await adminSession(t);
      const dealer = await dealerSession(t);
      const ticket = await openTicket(dealer.session);
      const note = await call('POST', `/api/admin/tickets/${ticket.id}/messages`, admin.session, { body: 'Intern: Kunde hat schon zweimal reklamiert.', internal: true });
      expect(note.statusCode).toBe(201);
      await call('POST', `/api/admin/tickets/${ticket.id}/messages`, admin.session, { body: 'Wir schicken Ersatz.' });

      const seen = await call('GET', `/api/tickets/${ticket.id}`, dealer.session);
      expect(seen.json()).toMatchObject({ messageCount: 1, messages: [{ body: 'Wir schicken Ersatz.', fromStaff: true, internal: false, authorName: 'Radwerk-Support' }] });
      expect(seen.body).not.toContain('zweimal');
      expect((await call('GET', '/api/tickets', dealer.session)).json().items[0].messageCount).toBe(1);

      const adminView = await call('GET', `/api/admin/tickets/${ticket.id}`, admin.session);
      expect(adminView.json().messages.map((m: { internal: boolean; authorName: string }) => [m.internal, m.authorName])).toEqual([
        [true, admin.email],
        [false, admin.email],
      ]);
      expect(await outboxTemplates()).toEqual(['tickets.created', 'tickets.replied']);
      const mail = await waitForMail(dealer.email, `Antwort auf Ihr Ticket ${ticket.ticketNumber}`);
      expect(mail.text).toContain('Wir schicken Ersatz.');
      expect(mail.text).toContain(`http://localhost:3000/profile/tickets/${ticket.id}`);
      expect(mail.text).not.toContain('zweimal');
    });
  });

  describe('status', () => {
    const STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
    /** The admin spec's moves, written out here on their own so the test does not read the code's table. */
    const ADMIN_MAY = new Set(['open>in_progress', 'in_progress>resolved', 'resolved>closed', 'open>closed', 'in_progress>closed']);
    const pairs = STATUSES.flatMap((from) => STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

    it.each(pairs)('administrator: %s → %s as the state table says', async (from, to) => {
      const admin = await adminSession(t);
      const dealer = await dealerSession(t);
      const ticket = await openTicket(dealer.session);
      await t.dataSource.getRepository(Ticket).update({ id: ticket.id }, { status: from as TicketStatus });
      const response = await call('PATCH', `/api/admin/tickets/${ticket.id}`, admin.session, { status: to });
      const stored = await t.dataSource.getRepository(Ticket).findOneByOrFail({ id: ticket.id });
      const audits = await t.dataSource.getRepository(AdminAction).findBy({ targetId: ticket.id, actionType: 'ticket.status' });
      if (ADMIN_MAY.has(`${from}>${to}`)) {
        expect(response.statusCode).toBe(200);
        expect(stored.status).toBe(to);
        expect(audits).toHaveLength(1);
        expect(audits[0].details).toMatchObject({ from, to });
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'TICKET_STATUS_CONFLICT' });
        expect(response.json().message).toMatch(/^Ein Ticket im Status „.+“ kann nicht auf „.+“ gesetzt werden\.$/);
        expect(stored.status).toBe(from);
        expect(audits).toHaveLength(0);
      }
    });

    it('walks a ticket through its states, offers only the allowed buttons and mails each change to the dealer', async () => {
      const admin = await adminSession(t);
      const dealer = await dealerSession(t);
      const ticket = await openTicket(dealer.session);
      const patch = (body: object) => call('PATCH', `/api/admin/tickets/${ticket.id}`, admin.session, body);
      expect((await call('GET', `/api/admin/tickets/${ticket.id}`, admin.session)).json().nextStatuses).toEqual(['in_progress', 'closed']);
      expect((await patch({ status: 'in_progress' })).json().nextStatuses).toEqual(['resolved', 'closed']);
      expect((await patch({ status: 'resolved' })).json().nextStatuses).toEqual(['closed']);
      const mail = await waitForMail(dealer.email, `Ihr Ticket ${ticket.ticketNumber}: Gelöst`);
      expect(mail.text).toContain('das Ticket wird dann wieder geöffnet');
      expect((await patch({ status: 'closed' })).json().nextStatuses).toEqual([]);
      await waitForMail(dealer.email, `Ihr Ticket ${ticket.ticketNumber}: Geschlossen`);
      // the same status again changes nothing and writes nothing
      expect((await patch({ status: 'closed' })).statusCode).toBe(200);
      expect(await t.dataSource.getRepository(AdminAction).countBy({ targetId: ticket.id })).toBe(3);
    });

    it("reopens a resolved ticket with the dealer's answer, and refuses answers to a closed one", async () => {
      const admin = await adminSession(t);
      const dealer = await dealerSession(t);
      const ticket = await openTicket(dealer.session);
      await call('PATCH', `/api/admin/tickets/${ticket.id}`, admin.session, { status: 'in_progress' });
      await call('PATCH', `/api/admin/tickets/${ticket.id}`, admin.session, { status: 'resolved' });
      const reply = await call('POST', `/api/tickets/${ticket.id}/messages`, dealer.session, { body: 'Leider fehlt noch ein Teil.' });
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({ status: 'open', messages: [{ body: 'Leider fehlt noch ein Teil.', fromStaff: false, authorName: 'Radladen Test GmbH' }] });
      await waitForMail(admin.email, `Neue Nachricht zu Ticket ${ticket.ticketNumber}`);

      const closed = await call('POST', `/api/tickets/${ticket.id}/close`, dealer.session);
      expect(closed.json()).toMatchObject({ status: 'closed', canReply: false, canClose: false });
      const late = await call('POST', `/api/tickets/${ticket.id}/messages`, dealer.session, { body: 'Noch eine Frage.' });
      expect(late.json()).toMatchObject({ statusCode: 409, code: 'TICKET_CLOSED' });
      expect((await call('POST', `/api/tickets/${ticket.id}/close`, dealer.session)).json()).toMatchObject({ statusCode: 409, code: 'TICKET_STATUS_CONFLICT' });
      const adminReply = await call('POST', `/api/admin/tickets/${ticket.id}/messages`, admin.session, { body: 'Antwort zu spät.' });
      expect(adminReply.json()).toMatchObject({ statusCode: 409, code: 'TICKET_CLOSED' });
      const note = await call('POST', `/api/admin/tickets/${ticket.id}/messages`, admin.session, { body: 'Notiz nach Abschluss.', internal: true });
      expect(note.statusCode).toBe(201);
      expect(await t.dataSource.getRepository(TicketMessage).countBy({ ticketId: ticket.id })).toBe(2);
    });
  });

  describe('administration', () => {
    it('assigns to administrators only, sets the priority and audits both', async () => {
      const admin = await adminSession(t);
      const colleague = await adminSession(t);
      const dealer = await dealerSession(t);
      const ticket = await openTicket(dealer.session);
      const patch = (body: object) => call('PATCH', `/api/admin/tickets/${ticket.id}`, admin.session, body);

      const assigned = await patch({ assigneeId: colleague.user.id, priority: 'urgent' });
      expect(assigned.json()).toMatchObject({ assignee: { id: colleague.user.id, email: colleague.email }, priority: 'urgent' });
      const toDealer = await patch({ assigneeId: dealer.user.id });
      expect(toDealer.json()).toMatchObject({ statusCode: 422, code: 'TICKET_ASSIGNEE_INVALID', message: 'Tickets können nur Administratoren zugewiesen werden.' });
      expect((await patch({ assigneeId: null })).json().assignee).toBeNull();
      expect((await patch({})).json()).toMatchObject({ statusCode: 400, code: 'TICKET_NOTHING_TO_CHANGE' });
      expect((await patch({ priority: 'egal' })).statusCode).toBe(400);

      const actions = await t.dataSource.getRepository(AdminAction).find({ where: { targetId: ticket.id }, order: { createdAt: 'ASC' } });
      expect(actions.map((action) => action.actionType).sort()).toEqual(['ticket.assign', 'ticket.assign', 'ticket.priority']);
      expect(actions.every((action) => action.adminUserId === admin.user.id)).toBe(true);
      const assignees = await call('GET', '/api/admin/tickets/assignees', admin.session);
      expect(assignees.json().map((a: { email: string }) => a.email).sort()).toEqual([admin.email, colleague.email].sort());
    });

    it('filters by status, priority, dealer, assignee and text, and pages', async () => {
      const admin = await adminSession(t);
      const north = await dealerSession(t, { companyName: 'Nordrad GmbH' });
      const south = await dealerSession(t, { companyName: 'Südspeiche KG' });
      const a = await openTicket(north.session, { subject: 'Kette gerissen', priority: 'urgent' });
      await openTicket(north.session, { subject: 'Rechnung fehlt', priority: 'low' });
      const c = await openTicket(south.session, { subject: 'Lieferung zu spät', priority: 'high' });
      await call('PATCH', `/api/admin/tickets/${c.id}`, admin.session, { status: 'in_progress', assigneeId: admin.user.id });
      const list = async (query: string) => (await call('GET', `/api/admin/tickets?${query}`, admin.session)).json();

      expect((await list('')).total).toBe(3);
      expect((await list('status=in_progress')).items.map((i: { id: string }) => i.id)).toEqual([c.id]);
      expect((await list('priority=urgent')).items[0]).toMatchObject({ id: a.id, dealer: { companyName: 'Nordrad GmbH' } });
      expect((await list(`dealerId=${north.profile.id}`)).total).toBe(2);
      expect((await list('assigneeId=none')).total).toBe(2);
      expect((await list(`assigneeId=${admin.user.id}`)).items[0].assignee.email).toBe(admin.email);
      expect((await list('q=s%C3%BCdspeiche')).total).toBe(1);
      expect((await list(`q=${encodeURIComponent(a.ticketNumber)}`)).items[0].id).toBe(a.id);
      expect((await list('q=100%25')).total).toBe(0);
      expect(await list('page=2&pageSize=2')).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ id: a.id }] });
      expect(await list('status=erledigt')).toMatchObject({ statusCode: 400, message: 'Ungültiger Status (open, in_progress, resolved oder closed).' });
      expect(await list('pageSize=1000')).toMatchObject({ statusCode: 400, message: 'Die Seitengröße darf höchstens 100 sein.' });
    });
  });

  describe('attachments', () => {
    const upload = (session: { auth: Record<string, string> }, ticketId: string, file: Buffer, name: string, type: string) => {
      const boundary = `----ticket${randomUUID().replace(/-/g, '')}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/tickets/${ticketId}/attachments`,
        headers: { ...session.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const objectsOf = async (ticketId: string) => {
      const names: string[] = [];
      const stream = t.storage.client.listObjectsV2(t.storage.bucketName('dealerDocuments'), `tickets/${ticketId}/`, true);
      for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) names.push(item.name);
      return names;
    };

    it('keeps a PDF in the private bucket under a generated key and streams it to the dealer and the administration only', async () => {
      const admin = await adminSession(t);
      const dealer = await dealerSession(t);
      const other = await dealerSession(t);
      const ticket = await openTicket(dealer.session);
      const pdf = samplePdf('Lieferschein');
      const response = await upload(dealer.session, ticket.id, pdf, '../../Lieferschein März.pdf', 'application/pdf');
      expect(response.statusCode).toBe(201);
      const attachment = response.json();
      expect(attachment).toMatchObject({ fileName: 'Lieferschein März.pdf', contentType: 'application/pdf', sizeBytes: pdf.length, fromStaff: false });
      expect(await objectsOf(ticket.id)).toEqual([expect.stringMatching(new RegExp(`^tickets/${ticket.id}/[0-9a-f-]{36}\\.pdf$`))]);

      const own = await call('GET', `/api/tickets/${ticket.id}/attachments/${attachment.id}`, dealer.session);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(pdf)).toBe(true);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toContain("filename*=UTF-8''Lieferschein%20M%C3%A4rz.pdf");
      const byAdmin = await call('GET', `/api/admin/tickets/${ticket.id}/attachments/${attachment.id}`, admin.session);
      expect(byAdmin.rawPayload.equals(pdf)).toBe(true);
      expect((await call('GET', `/api/tickets/${ticket.id}/attachments/${attachment.id}`, other.session)).statusCode).toBe(404);
      expect((await call('GET', `/api/tickets/${ticket.id}`, dealer.session)).json().attachments).toHaveLength(1);
    });

    it("shows a file of the company's buyer as the dealer's, not the back office's, on both sides", async () => {
      const admin = await adminSession(t);
      const owner = await dealerSession(t);
      const buyer = await makeStaff(t.dataSource, owner.profile.companyId, { role: CompanyRole.Buyer });
      const buyerSession = await signIn(t.app, buyer.user.email);
      const ticket = await openTicket(owner.session);
      const response = await upload(buyerSession, ticket.id, samplePdf('Foto der Lieferung'), 'lieferung.pdf', 'application/pdf');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ fileName: 'lieferung.pdf', fromStaff: false });
      for (const [url, session] of [[`/api/tickets/${ticket.id}`, owner.session], [`/api/tickets/${ticket.id}`, buyerSession], [`/api/admin/tickets/${ticket.id}`, admin.session]] as const) {
        expect((await call('GET', url, session)).json().attachments).toEqual([expect.objectContaining({ fileName: 'lieferung.pdf', fromStaff: false })]);
      }
    });

    it('refuses a file that is neither PDF nor image by its bytes, and one larger than 10 MB, keeping nothing', async () => {
      const dealer = await dealerSession(t);
      const ticket = await openTicket(dealer.session);
      const fake = await upload(dealer.session, ticket.id, Buffer.from('<script>alert(1)</script>'), 'bild.png', 'image/png');
      expect(fake.json()).toMatchObject({ statusCode: 415, code: 'INVALID_FILE_TYPE' });
      const big = await upload(dealer.session, ticket.id, samplePdf('gross', 10 * 1024 * 1024 + 1), 'gross.pdf', 'application/pdf');
      expect(big.json()).toMatchObject({ statusCode: 413, message: 'Die Datei darf maximal 10MB groß sein.' });
      expect(await objectsOf(ticket.id)).toEqual([]);
      expect((await call('GET', `/api/tickets/${ticket.id}`, dealer.session)).json().attachments).toEqual([]);
    });

    it('takes no files for a closed ticket and leaves no object behind', async () => {
      const dealer = await dealerSession(t);
      const ticket = await openTicket(dealer.session);
      await call('POST', `/api/tickets/${ticket.id}/close`, dealer.session);
      const response = await upload(dealer.session, ticket.id, PNG_1PX, 'foto.png', 'image/png');
      expect(response.json()).toMatchObject({ statusCode: 409, code: 'TICKET_CLOSED' });
      expect(await objectsOf(ticket.id)).toEqual([]);
    });
  });
});
