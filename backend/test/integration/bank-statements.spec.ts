import { Role } from '../../src/common/auth/role';
import { ProposalOpenAmounts1795800000004 } from '../../src/common/database/migrations/1795800000004-ProposalOpenAmounts';
import { addDays, berlinDay } from '../../src/common/money/pricing';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { multipartBody } from '../support/multipart';
import { startTestApp, TestApp } from '../support/test-app';
import { camtFixture, generatedStatement, makeOpenInvoice } from './bank-statements.fixtures';

describe('bank statements (CAMT.053): upload, matching proposals, review list, idempotency', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
  });

  const upload = (content: Buffer, fileName = 'auszug.xml') =>
    t.app.inject({ method: 'POST', url: '/api/admin/bank-statements', ...withAuth(multipartBody([{ field: 'file', fileName, content, contentType: 'application/xml' }])) });
  const withAuth = (body: { payload: Buffer; headers: Record<string, string> }) => ({ payload: body.payload, headers: { ...body.headers, ...admin.auth } });
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT count(*) FROM ${table}`))[0].count);

  /** The invoices the Sparkasse fixture's Verwendungszwecke name, in three companies. */
  async function invoicesOfSparkasseStatement() {
    const mueller = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '1190.00' });
    const schaefer = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00002', total: '238.00', companyName: 'Zweirad Schäfer & Söhne KG' });
    const skonto = await makeOpenInvoice(t.dataSource, { ...schaefer, number: 'RE-2026-00003', total: '595.00', skontoPercent: '2.00', skontoUntil: '2026-11-30' });
    const juergens = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00004', total: '357.00', companyName: 'Bikewelt Jürgens GmbH & Co. KG' });
    const juergens2 = await makeOpenInvoice(t.dataSource, { ...juergens, number: 'RE-2026-00005', total: '357.00' });
    return { mueller, schaefer, skonto, juergens, juergens2 };
  }

  it('reads a real-shaped statement with umlauts, a batch booking and a debit, and proposes matches by number and amount', async () => {
    const invoices = await invoicesOfSparkasseStatement();
    const response = await upload(camtFixture('sparkasse-camt053-001-02.xml'), 'Sparkasse_Auszug_212.xml');
    expect(response.statusCode).toBe(201);
    const statement = response.json();
    expect(statement).toMatchObject({
      identifier: '0532013000_2026-11-25_212',
      sequenceNumber: '212',
      accountIban: 'DE89370400440532013000',
      camtVersion: 'camt.053.001.02',
      fileName: 'Sparkasse_Auszug_212.xml',
      openingBalance: '10000.00',
      closingBalance: '13179.20',
      lineCount: 6,
      proposedCount: 4,
      unmatchedCount: 1,
      ignoredCount: 1,
      bookedCount: 0,
      creditSum: '3225.10',
    });
    const lines = statement.lines as { status: string; amount: string; remittance: string; counterpartyName: string; note: string; allocations: unknown[] }[];
    expect(lines.map((line) => [line.status, line.amount])).toEqual([
      ['proposed', '1190.00'],
      ['proposed', '238.00'],
      ['proposed', '583.10'],
      ['ignored', '45.90'],
      ['unmatched', '500.00'],
      ['proposed', '714.00'],
    ]);
    expect(lines[0].allocations).toEqual([
      {
        invoiceId: invoices.mueller.invoiceId,
        invoiceNumber: 'RE-2026-00001',
        companyId: invoices.mueller.companyId,
        companyName: 'Fahrradhaus Müller GmbH',
        amount: '1190.00',
        skontoAmount: '0.00',
        openAmount: '1190.00',
        currentOpenAmount: '1190.00',
        warning: null,
      },
    ]);
    expect(lines[2]).toMatchObject({
      counterpartyName: 'Zweirad Schäfer & Söhne KG',
      remittance: 'Zahlung RE202600003 abzügl. 2 % Sko nto, Grüße aus Köln',
      note: 'RE-2026-00003: Betrag abzüglich Skonto',
      allocations: [{ invoiceNumber: 'RE-2026-00003', amount: '583.10', skontoAmount: '11.90', companyName: 'Zweirad Schäfer & Söhne KG' }],
    });
    expect(lines[3]).toMatchObject({ counterpartyName: 'Telekom Deutschland GmbH', note: 'Belastung – keine Zahlung eines Kunden.' });
    expect(lines[4]).toMatchObject({ counterpartyName: 'Radsport Özdemir e.K.', note: 'Keine Rechnungsnummer im Verwendungszweck.', allocations: [] });
    expect(lines[5].allocations).toMatchObject([
      { invoiceNumber: 'RE-2026-00004', amount: '357.00' },
      { invoiceNumber: 'RE-2026-00005', amount: '357.00' },
    ]);
    // nothing is booked before an administrator confirms
    expect(await count('incoming_payments')).toBe(0);
    const [audit] = await t.dataSource.query(`SELECT details FROM admin_actions WHERE action_type = 'bank_statement.import'`);
    expect(audit.details.message).toMatch(/0532013000_2026-11-25_212 \(DE89370400440532013000\) eingelesen: 6 Buchungen, 5 Gutschriften über 3\.225,10\s€, 4 Zuordnungen vorgeschlagen/);

    const again = await t.app.inject({ method: 'GET', url: `/api/admin/bank-statements/${statement.id}`, headers: admin.auth });
    expect(again.json()).toEqual(statement);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/bank-statements', headers: admin.auth });
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: statement.id, proposedCount: 4, unmatchedCount: 1, uploadedBy: expect.stringContaining('@') }] });
  });

  it('reads a .001.08 statement: a lower-case invoice number matches, a pending entry is ignored', async () => {
    await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00011', total: '1309.00', companyName: 'Fahrräder Lübeck Großmann OHG' });
    await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00012', total: '146.50', companyName: 'Velo-Boutique Weiß' });
    const response = await upload(camtFixture('volksbank-camt053-001-08.xml'));
    expect(response.statusCode).toBe(201);
    expect(response.json().lines.map((line: { status: string; note: string }) => [line.status, line.note])).toEqual([
      ['proposed', 'RE-2026-00011: offener Betrag'],
      ['proposed', 'RE-2026-00012: offener Betrag'],
      ['ignored', 'Belastung – keine Zahlung eines Kunden.'],
    ]);
  });

  it('ignores an entry whose status is not explicitly booked (BOOK): pending as a bank code, a proprietary code, information only, no status', async () => {
    for (let n = 1; n <= 5; n += 1) await makeOpenInvoice(t.dataSource, { number: `RE-2026-0000${n}`, total: '119.00' });
    const statuses = ['<Sts><Cd>BOOK</Cd></Sts>', '<Sts><Cd>PDNG</Cd></Sts>', '<Sts><Prtry>PDNG</Prtry></Sts>', '<Sts><Cd>INFO</Cd></Sts>', ''];
    let entry = 0;
    const file = generatedStatement({ statementId: 'STATUS-1', count: 5 })
      .toString('utf8')
      .replace(/<Sts><Cd>BOOK<\/Cd><\/Sts>/g, () => statuses[entry++]);
    const response = await upload(Buffer.from(file));
    expect(response.statusCode).toBe(201);
    const statement = response.json();
    expect(statement.lines.map((line: { status: string; note: string; allocations: unknown[] }) => [line.status, line.note, line.allocations.length])).toEqual([
      ['proposed', 'RE-2026-00001: offener Betrag', 1],
      ['ignored', 'Vorgemerkt, noch nicht gebucht.', 0],
      ['ignored', 'Status „PDNG“ (bankeigen) statt „gebucht“ (BOOK) – wird nicht gebucht.', 0],
      ['ignored', 'Nur zur Information, keine Buchung.', 0],
      ['ignored', 'Ohne Buchungsstatus – nicht als gebucht gekennzeichnet, wird nicht gebucht.', 0],
    ]);
    expect(statement).toMatchObject({ proposedCount: 1, ignoredCount: 4 });

    const confirmed = await t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statement.id}/confirm`, headers: admin.auth, payload: { lineIds: [statement.lines[0].id, statement.lines[2].id] } });
    expect(confirmed.json()).toEqual({
      bookedCount: 1,
      failures: [{ lineId: statement.lines[2].id, position: 3, message: 'Zeile 3 wird nicht gebucht: Status „PDNG“ (bankeigen) statt „gebucht“ (BOOK) – wird nicht gebucht.' }],
    });
    const assigned = await t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statement.id}/lines/${statement.lines[2].id}/assign`, headers: admin.auth, payload: { invoiceNumber: 'RE-2026-00003' } });
    expect(assigned.statusCode).toBe(409);
    expect(await count('incoming_payments')).toBe(1);

    // the next day's statement brings the same entries booked: no longer pending, they are no repeats but new payments
    const booked = await upload(Buffer.from(generatedStatement({ statementId: 'STATUS-1', count: 5 }).toString('utf8').replace('<Id>STATUS-1</Id>', '<Id>STATUS-2</Id>')));
    expect(booked.json().lines.map((line: { status: string }) => line.status)).toEqual(['ignored', 'proposed', 'proposed', 'proposed', 'proposed']);
  });

  it('counts as Gutschriften only the euro credits that are not reversals, in the statement, the list and the audit message', async () => {
    const amounts = ['<Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>', '<Amt Ccy="JPY">5000000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>', '<Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><RvslInd>true</RvslInd>', '<Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>', '<Amt Ccy="EUR">40.00</Amt><CdtDbtInd>DBIT</CdtDbtInd>'];
    let entry = 0;
    const file = generatedStatement({ statementId: 'SUMME-1', count: 5, amount: '100.00' })
      .toString('utf8')
      .replace(/<Amt Ccy="EUR">100\.00<\/Amt><CdtDbtInd>CRDT<\/CdtDbtInd>/g, () => amounts[entry++]);
    const response = await upload(Buffer.from(file));
    expect(response.statusCode).toBe(201);
    const statement = response.json();
    expect(statement.lines.map((line: { status: string; currency: string; note: string }) => [line.status, line.currency, line.note])).toEqual([
      ['unmatched', 'EUR', 'RE-2026-00001 ist unbekannt.'],
      ['ignored', 'JPY', 'Fremdwährung JPY.'],
      ['ignored', 'EUR', 'Storno der Bank.'],
      ['unmatched', 'EUR', 'RE-2026-00004 ist unbekannt.'],
      ['ignored', 'EUR', 'Belastung – keine Zahlung eines Kunden.'],
    ]);
    expect(statement.creditSum).toBe('200.00');
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/bank-statements', headers: admin.auth })).json();
    expect(list.items[0].creditSum).toBe('200.00');
    const [audit] = await t.dataSource.query(`SELECT details FROM admin_actions WHERE action_type = 'bank_statement.import'`);
    expect(audit.details.message).toMatch(/eingelesen: 5 Buchungen, 2 Gutschriften über 200,00\s€, 0 Zuordnungen vorgeschlagen$/);
    expect(audit.details.credits).toBe(2);
  });

  it('imports the same statement once: again later, and twice at the same moment', async () => {
    await invoicesOfSparkasseStatement();
    const file = camtFixture('sparkasse-camt053-001-02.xml');
    const [first, second] = await Promise.all([upload(file), upload(file)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 'BANK_STATEMENT_DUPLICATE',
      message: 'Der Kontoauszug 0532013000_2026-11-25_212 Nr. 212 für DE89370400440532013000 wurde bereits eingelesen. Es wurde nichts doppelt gebucht.',
    });
    const later = await upload(file, 'noch-einmal.xml');
    expect(later.statusCode).toBe(409);
    expect(await count('bank_statements')).toBe(1);
    expect(await count('bank_statement_lines')).toBe(6);
  });

  it('ignores bookings an earlier statement file already brought (same bank reference, another statement id)', async () => {
    await invoicesOfSparkasseStatement();
    const file = camtFixture('sparkasse-camt053-001-02.xml');
    expect((await upload(file)).statusCode).toBe(201);
    const corrected = Buffer.from(file.toString('utf8').replace('<Id>0532013000_2026-11-25_212</Id>', '<Id>0532013000_2026-11-25_212-KORR</Id>'));
    const response = await upload(corrected);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ proposedCount: 0, ignoredCount: 6 });
    expect(response.json().lines[0].note).toBe('Bereits mit einem früheren Kontoauszug eingelesen.');
  });

  it.each([
    ['a text file', Buffer.from('Kontoauszug 25.11.2026\nRE-2026-00001 1190,00'), 415, 'BANK_STATEMENT_FILE_TYPE', /keine gültige XML-Datei/],
    ['a camt.052', Buffer.from('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"><BkToCstmrAcctRpt><GrpHdr/></BkToCstmrAcctRpt></Document>'), 415, 'BANK_STATEMENT_FILE_TYPE', /kein Kontoauszug im Format CAMT\.053 \(erkannt: camt\.052/],
    ['a ZIP archive', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(4096, 0)]), 415, 'BANK_STATEMENT_FILE_TYPE', /Archive \(z\. B\. ZIP\) werden nicht angenommen/],
    ['Latin-1 bytes in a file declared UTF-8', Buffer.from(camtFixture('sparkasse-camt053-001-02.xml').toString('utf8'), 'latin1'), 422, 'BANK_STATEMENT_UNREADABLE', /nicht gültig UTF-8-kodiert/],
    ['an amount with three decimals', Buffer.from(camtFixture('sparkasse-camt053-001-02.xml').toString('utf8').replace('>1190.00<', '>1190.001<')), 422, 'BANK_STATEMENT_UNREADABLE', /Buchung 1: Der Betrag „1190\.001“/],
  ])('refuses %s in German and keeps nothing', async (_label, content, status, code, message) => {
    await invoicesOfSparkasseStatement();
    const response = await upload(content);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(response.json().message).toMatch(message);
    expect(await count('bank_statements')).toBe(0);
    expect(await count('bank_statement_lines')).toBe(0);
  });

  it('refuses a 50 MB file and an empty one', async () => {
    const huge = await upload(Buffer.concat([Buffer.from('<?xml version="1.0"?><Document>'), Buffer.alloc(50 * 1024 * 1024, 0x20)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Der Kontoauszug darf maximal 20 MB groß sein.' });
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Die Datei ist leer.');
    expect(await count('bank_statements')).toBe(0);
  });

  it('lets an admin assign an unmatched credit to an invoice by hand; a debit, an unknown or paid invoice and a foreign line are refused', async () => {
    await invoicesOfSparkasseStatement();
    const radsport = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00017', total: '1500.00', companyName: 'Radsport Özdemir e.K.' });
    const statement = (await upload(camtFixture('sparkasse-camt053-001-02.xml'))).json();
    const [, , , debit, unmatched] = statement.lines as { id: string }[];
    const assign = (lineId: string, invoiceNumber: string, statementId = statement.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statementId}/lines/${lineId}/assign`, headers: admin.auth, payload: { invoiceNumber } });

    const assigned = await assign(unmatched.id, 're 2026 00017');
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().lines[4]).toMatchObject({
      status: 'proposed',
      note: 'RE-2026-00017: von Hand zugeordnet, Teilzahlung (offen bleiben 1.000,00\u00a0€)',
      allocations: [{ invoiceId: radsport.invoiceId, amount: '500.00', skontoAmount: '0.00', companyName: 'Radsport Özdemir e.K.' }],
    });
    expect((await t.dataSource.query(`SELECT count(*) FROM admin_actions WHERE action_type = 'bank_statement.assign'`))[0].count).toBe('1');

    const onDebit = await assign(debit.id, 'RE-2026-00017');
    expect(onDebit.statusCode).toBe(409);
    expect(onDebit.json().message).toBe('Zeile 4 ist keine offene Gutschrift und kann keiner Rechnung zugeordnet werden.');
    const unknown = await assign(unmatched.id, 'RE-2026-09999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Die Rechnung RE-2026-09999 gibt es nicht.');
    await t.dataSource.query(`UPDATE invoices SET cancelled_at = now() WHERE number = 'RE-2026-00017'`);
    expect((await assign(unmatched.id, 'RE-2026-00017')).json().message).toBe('Die Rechnung RE-2026-00017 ist storniert.');

    const other = (await upload(generatedStatement({ statementId: 'ANDERER-1', count: 1 }))).json();
    expect((await assign(unmatched.id, 'RE-2026-00001', other.id)).json()).toMatchObject({ code: 'BANK_STATEMENT_LINE_NOT_FOUND' });
    expect((await assign('kein-uuid', 'RE-2026-00001')).statusCode).toBe(400);
    const empty = await assign(unmatched.id, '');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses to assign a 0,00 € line or with a blank invoice number, and a line booked before the invoice was issued, in German', async () => {
    await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
    await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00002', total: '119.00' });
    let entry = 0;
    const file = generatedStatement({ statementId: 'ZUORDNUNG-1', count: 2 })
      .toString('utf8')
      .replace(/>119\.00</g, (amount) => (entry++ < 2 ? '>0.00<' : amount));
    const statement = (await upload(Buffer.from(file))).json();
    const [zero, early] = statement.lines as { id: string; status: string; note: string }[];
    expect([zero.status, zero.note]).toEqual(['ignored', 'Betrag 0,00\u00a0€ – nichts zu buchen.']);
    const assign = (lineId: string, invoiceNumber: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statement.id}/lines/${lineId}/assign`, headers: admin.auth, payload: { invoiceNumber } });

    const onZero = await assign(zero.id, 'RE-2026-00001');
    expect(onZero.statusCode).toBe(422);
    expect(onZero.json()).toMatchObject({ code: 'BANK_STATEMENT_LINE_NOT_ASSIGNABLE', message: 'Zeile 1 lautet über 0,00\u00a0€ und kann keiner Rechnung zugeordnet werden.' });
    for (const blank of ['', '   ']) {
      const response = await assign(early.id, blank);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Bitte geben Sie eine Rechnungsnummer ein.');
    }

    // the line was booked on 26.11.2026; an invoice dated the day after cannot have been paid by it
    await t.dataSource.query(`UPDATE invoices SET issue_date = '2026-11-27' WHERE number = 'RE-2026-00002'`);
    const tooEarly = await assign(early.id, 'RE-2026-00002');
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json()).toMatchObject({
      code: 'BANK_STATEMENT_INVOICE_NOT_PAYABLE',
      message: 'Die Rechnung RE-2026-00002 ist vom 27.11.2026, Zeile 2 wurde am 26.11.2026 gebucht: diese Zahlung kann sie nicht begleichen.',
    });
    const again = (await upload(generatedStatement({ statementId: 'ZUORDNUNG-2', count: 2 }))).json();
    expect(again.lines[1]).toMatchObject({ status: 'unmatched', note: 'RE-2026-00002 ist erst vom 27.11.2026, nach dem Buchungstag.' });
    expect(await count('incoming_payments')).toBe(0);
  });

  it('does not propose or assign a line the bank dates after tomorrow, and refuses to book such a proposal, in German', async () => {
    const invoice = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
    const file = generatedStatement({ statementId: 'ZUKUNFT-1', count: 1 }).toString('utf8').replace('<BookgDt><Dt>2026-11-26</Dt>', '<BookgDt><Dt>2099-12-31</Dt>');
    const statement = (await upload(Buffer.from(file))).json();
    const [line] = statement.lines;
    expect([line.status, line.note]).toEqual(['unmatched', 'Der Buchungstag 31.12.2099 liegt in der Zukunft; bitte prüfen Sie den Kontoauszug.']);
    const assigned = await t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statement.id}/lines/${line.id}/assign`, headers: admin.auth, payload: { invoiceNumber: 'RE-2026-00001' } });
    expect(assigned.statusCode).toBe(422);
    expect(assigned.json()).toMatchObject({ code: 'BANK_STATEMENT_LINE_NOT_ASSIGNABLE', message: 'Zeile 1 hat den Buchungstag 31.12.2099, der in der Zukunft liegt, und kann keiner Rechnung zugeordnet werden.' });

    // a proposal stored before (as older imports did) is refused when confirmed
    const allocation = { invoiceId: invoice.invoiceId, invoiceNumber: 'RE-2026-00001', companyId: invoice.companyId, companyName: 'Fahrradhaus Müller GmbH', amount: '119.00', skontoAmount: '0.00' };
    await t.dataSource.query(`UPDATE bank_statement_lines SET status = 'proposed', allocations = $2 WHERE id = $1`, [line.id, JSON.stringify([allocation])]);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statement.id}/confirm`, headers: admin.auth, payload: {} });
    expect(confirmed.json()).toEqual({ bookedCount: 0, failures: [{ lineId: line.id, position: 1, message: 'Der Buchungstag darf nicht in der Zukunft liegen.' }] });
    expect(await count('incoming_payments')).toBe(0);
  });

  describe('a line without a booking date (no BookgDt)', () => {
    /** Two lines of 116,62 € without BookgDt: the first names RE-2026-00001, the second no invoice. */
    const undated = (statementId: string, period?: string) =>
      Buffer.from(
        generatedStatement({ statementId, count: 2, amount: '116.62' })
          .toString('utf8')
          .replace(/<BookgDt><Dt>2026-11-26<\/Dt><\/BookgDt>/g, '')
          .replace('Rechnung RE-2026-00002', 'Zahlung Kundennummer 4711')
          .replace('<ElctrncSeqNb>1</ElctrncSeqNb>', `<ElctrncSeqNb>1</ElctrncSeqNb>${period ?? ''}`),
      );
    const confirm = (statementId: string) => t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statementId}/confirm`, headers: admin.auth, payload: {} });
    const assign = (statementId: string, lineId: string, invoiceNumber: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statementId}/lines/${lineId}/assign`, headers: admin.auth, payload: { invoiceNumber } });
    const booked = async () =>
      t.dataSource.query(`SELECT i.number, p.amount, p.skonto_amount, p.booked_on::text, i.settled_at IS NOT NULL AS settled FROM incoming_payments p JOIN invoices i ON i.id = p.invoice_id ORDER BY i.number`);

    it('takes the end of the statement period as its day: matched and assigned with the Skonto, booked on that day', async () => {
      // 2 % Skonto until 28.11.2026 on 119,00 €: 116,62 € to pay; the statement runs to 27.11.2026
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00', skontoPercent: '2.00', skontoUntil: '2026-11-28' });
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00002', total: '119.00', skontoPercent: '2.00', skontoUntil: '2026-11-28' });
      const period = '<FrToDt><FrDtTm>2026-11-27T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-27T23:59:59+01:00</ToDtTm></FrToDt>';
      const statement = (await upload(undated('OHNE-TAG-1', period))).json();
      expect(statement.lines.map((line: { bookingDate: string | null }) => line.bookingDate)).toEqual([null, null]);
      expect(statement.lines[0]).toMatchObject({ status: 'proposed', note: 'RE-2026-00001: Betrag abzüglich Skonto', allocations: [{ amount: '116.62', skontoAmount: '2.38', openAmount: '119.00', warning: null }] });
      expect(statement.lines[1].status).toBe('unmatched');

      const assigned = await assign(statement.id, statement.lines[1].id, 'RE-2026-00002');
      expect(assigned.json().lines[1]).toMatchObject({ status: 'proposed', note: 'RE-2026-00002: von Hand zugeordnet', allocations: [{ amount: '116.62', skontoAmount: '2.38', openAmount: '119.00' }] });
      expect((await confirm(statement.id)).json()).toEqual({ bookedCount: 2, failures: [] });
      expect(await booked()).toEqual([
        { number: 'RE-2026-00001', amount: '116.62', skonto_amount: '2.38', booked_on: '2026-11-27', settled: true },
        { number: 'RE-2026-00002', amount: '116.62', skonto_amount: '2.38', booked_on: '2026-11-27', settled: true },
      ]);
    });

    it('takes the day of import when the statement names no period: the Skonto still running, it books on that day', async () => {
      const today = berlinDay(new Date());
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00', skontoPercent: '2.00', skontoUntil: addDays(today, 10) });
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00002', total: '119.00', skontoPercent: '2.00', skontoUntil: addDays(today, 10) });
      const statement = (await upload(undated('OHNE-TAG-2'))).json();
      expect(statement.lines[0]).toMatchObject({ status: 'proposed', allocations: [{ amount: '116.62', skontoAmount: '2.38' }] });
      const assigned = await assign(statement.id, statement.lines[1].id, 'RE-2026-00002');
      expect(assigned.json().lines[1]).toMatchObject({ note: 'RE-2026-00002: von Hand zugeordnet', allocations: [{ skontoAmount: '2.38' }] });
      expect((await confirm(statement.id)).json()).toEqual({ bookedCount: 2, failures: [] });
      const [imported] = await t.dataSource.query(`SELECT created_at FROM bank_statements`);
      expect((await booked()).map((row: { booked_on: string; skonto_amount: string }) => [row.booked_on, row.skonto_amount])).toEqual([
        [berlinDay(imported.created_at), '2.38'],
        [berlinDay(imported.created_at), '2.38'],
      ]);
    });

    it('books a full payment on a line without a booking date after the Skonto ran out (statement period), without Skonto', async () => {
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '116.62', skontoPercent: '2.00', skontoUntil: '2026-11-26' });
      const period = '<FrToDt><FrDtTm>2026-11-27T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-27T23:59:59+01:00</ToDtTm></FrToDt>';
      const statement = (await upload(undated('OHNE-TAG-3', period))).json();
      expect(statement.lines[0]).toMatchObject({ status: 'proposed', note: 'RE-2026-00001: offener Betrag', allocations: [{ amount: '116.62', skontoAmount: '0.00' }] });
      expect((await confirm(statement.id)).json()).toMatchObject({ bookedCount: 1 });
      expect(await booked()).toEqual([{ number: 'RE-2026-00001', amount: '116.62', skonto_amount: '0.00', booked_on: '2026-11-27', settled: true }]);
    });
  });

  it('says, when an ignored debit is confirmed, that it is a debit and is not booked', async () => {
    await invoicesOfSparkasseStatement();
    const statement = (await upload(camtFixture('sparkasse-camt053-001-02.xml'))).json();
    const debit = statement.lines[3];
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statement.id}/confirm`, headers: admin.auth, payload: { lineIds: [debit.id] } });
    expect(response.json()).toEqual({ bookedCount: 0, failures: [{ lineId: debit.id, position: 4, message: 'Zeile 4 ist eine Belastung (Abbuchung) und wird nicht gebucht.' }] });
  });

  describe('confirming proposals', () => {
    const confirm = (statementId: string, body: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statementId}/confirm`, headers: admin.auth, payload: body });
    const invoice = async (number: string) =>
      (await t.dataSource.query(`SELECT paid_amount, skonto_amount, settled_at IS NOT NULL AS settled FROM invoices WHERE number = $1`, [number]))[0];

    it('books every proposal through the invoice payments, with Skonto and a transfer paying two invoices; the review list stays', async () => {
      const invoices = await invoicesOfSparkasseStatement();
      const statement = (await upload(camtFixture('sparkasse-camt053-001-02.xml'))).json();
      const response = await confirm(statement.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bookedCount: 4, failures: [] });

      expect(await invoice('RE-2026-00001')).toEqual({ paid_amount: '1190.00', skonto_amount: '0.00', settled: true });
      expect(await invoice('RE-2026-00003')).toEqual({ paid_amount: '583.10', skonto_amount: '11.90', settled: true });
      expect(await invoice('RE-2026-00005')).toEqual({ paid_amount: '357.00', skonto_amount: '0.00', settled: true });
      const payments = await t.dataSource.query(
        `SELECT p.amount, p.skonto_amount, p.source, p.booked_on::text, p.reference, l.position FROM incoming_payments p JOIN bank_statement_lines l ON l.id = p.bank_statement_line_id ORDER BY l.position, p.amount`,
      );
      expect(payments.map((p: { position: number; amount: string; source: string; booked_on: string }) => [p.position, p.amount, p.source, p.booked_on])).toEqual([
        [1, '1190.00', 'bank_statement', '2026-11-25'],
        [2, '238.00', 'bank_statement', '2026-11-25'],
        [3, '583.10', 'bank_statement', '2026-11-25'],
        [6, '357.00', 'bank_statement', '2026-11-25'],
        [6, '357.00', 'bank_statement', '2026-11-25'],
      ]);
      expect(payments[2].reference).toBe('Zweirad Schäfer & Söhne KG: Zahlung RE202600003 abzügl. 2 % Sko nto, Grüße aus Köln');
      const [order] = await t.dataSource.query(`SELECT payment_status FROM orders WHERE id = $1`, [invoices.mueller.orderId]);
      expect(order.payment_status).toBe('completed');

      const after = (await t.app.inject({ method: 'GET', url: `/api/admin/bank-statements/${statement.id}`, headers: admin.auth })).json();
      expect(after).toMatchObject({ proposedCount: 0, bookedCount: 4, unmatchedCount: 1 });
      expect(after.lines[0]).toMatchObject({ status: 'booked', paymentIds: [expect.any(String)], bookedAt: expect.any(String) });
      expect(after.lines[4].status).toBe('unmatched');
      expect(Number((await t.dataSource.query(`SELECT count(*) FROM admin_actions WHERE action_type = 'bank_statement.confirm'`))[0].count)).toBe(4);
    });

    it('books once when confirmed twice at the same moment and again later', async () => {
      await invoicesOfSparkasseStatement();
      const statement = (await upload(camtFixture('sparkasse-camt053-001-02.xml'))).json();
      const results = await Promise.all([confirm(statement.id), confirm(statement.id)]);
      expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
      expect(results.reduce((sum, result) => sum + result.json().bookedCount, 0)).toBe(4);
      expect((await confirm(statement.id)).json()).toEqual({ bookedCount: 0, failures: [] });
      const lines = statement.lines.map((line: { id: string }) => line.id);
      expect((await confirm(statement.id, { lineIds: [lines[0], lines[5]] })).json()).toEqual({ bookedCount: 0, failures: [] });
      expect(await count('incoming_payments')).toBe(5);
      expect(await invoice('RE-2026-00001')).toMatchObject({ paid_amount: '1190.00' });
    });

    it('books only the selected lines; an unmatched one is reported, a line of another statement refused before anything is booked', async () => {
      await invoicesOfSparkasseStatement();
      const statement = (await upload(camtFixture('sparkasse-camt053-001-02.xml'))).json();
      const other = (await upload(generatedStatement({ statementId: 'ANDERER-1', count: 1 }))).json();
      const ids = statement.lines.map((line: { id: string }) => line.id);

      const foreign = await confirm(statement.id, { lineIds: [ids[0], other.lines[0].id] });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('BANK_STATEMENT_LINE_NOT_FOUND');
      expect(await count('incoming_payments')).toBe(0);
      expect((await confirm(statement.id, { lineIds: ['nicht-uuid'] })).statusCode).toBe(400);
      expect((await confirm(statement.id, { lineIds: [] })).json().message).toBe('Bitte wählen Sie mindestens eine Zeile aus.');

      const response = await confirm(statement.id, { lineIds: [ids[0], ids[4]] });
      expect(response.json()).toEqual({
        bookedCount: 1,
        failures: [{ lineId: ids[4], position: 5, message: 'Zeile 5 hat keinen Zuordnungsvorschlag. Bitte ordnen Sie sie zuerst einer Rechnung zu.' }],
      });
      expect(await count('incoming_payments')).toBe(1);
    });

    it('books a line assigned by hand as a partial payment; an invoice cancelled since the import is reported and the rest booked', async () => {
      await invoicesOfSparkasseStatement();
      const radsport = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00017', total: '1500.00', companyName: 'Radsport Özdemir e.K.' });
      const statement = (await upload(camtFixture('sparkasse-camt053-001-02.xml'))).json();
      await t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statement.id}/lines/${statement.lines[4].id}/assign`, headers: admin.auth, payload: { invoiceNumber: 'RE-2026-00017' } });
      await t.dataSource.query(`UPDATE invoices SET cancelled_at = now() WHERE number = 'RE-2026-00002'`);

      const response = await confirm(statement.id);
      expect(response.json()).toMatchObject({ bookedCount: 4, failures: [{ position: 2, message: expect.stringMatching(/RE-2026-00002 ist storniert/) }] });
      expect(await invoice('RE-2026-00017')).toMatchObject({ paid_amount: '500.00', settled: false });
      const [order] = await t.dataSource.query(`SELECT payment_status FROM orders WHERE id = $1`, [radsport.orderId]);
      expect(order.payment_status).toBe('partially_paid');
      const lines = (await t.app.inject({ method: 'GET', url: `/api/admin/bank-statements/${statement.id}`, headers: admin.auth })).json().lines;
      expect(lines[1].status).toBe('proposed');
    });
  });

  describe('proposals stored before they kept their open amount (no openAmount in the allocation)', () => {
    const confirm = (statementId: string) => t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statementId}/confirm`, headers: admin.auth, payload: {} });
    const assign = (statementId: string, lineId: string, invoiceNumber: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statementId}/lines/${lineId}/assign`, headers: admin.auth, payload: { invoiceNumber } });
    const openAmounts = async () =>
      (await t.dataSource.query(`SELECT allocations FROM bank_statement_lines ORDER BY position`)).map((line: { allocations: { openAmount?: string }[] }) =>
        line.allocations.map((allocation) => allocation.openAmount ?? null),
      );

    it('book as before when their invoice did not change (also assigned by hand as a part or an overpayment), are refused when it did', async () => {
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '1500.00' });
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00002', total: '50.00', companyName: 'Velo-Boutique Weiß' });
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00003', total: '119.00' });
      const changed = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00004', total: '1234.56' });
      await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00005', total: '121.43', skontoPercent: '2.00', skontoUntil: '2026-11-30' });
      const statement = (await upload(generatedStatement({ statementId: 'ALT-1', count: 5 }))).json();
      expect(statement.lines.map((line: { status: string }) => line.status)).toEqual(['unmatched', 'unmatched', 'proposed', 'unmatched', 'proposed']);
      for (const [index, number] of [[0, 'RE-2026-00001'], [1, 'RE-2026-00002'], [3, 'RE-2026-00004']] as const) {
        expect((await assign(statement.id, statement.lines[index].id, number)).statusCode).toBe(200);
      }
      expect(statement.lines[4].allocations).toMatchObject([{ amount: '119.00', skontoAmount: '2.43', openAmount: '121.43' }]);
      // as stored before: without openAmount
      await t.dataSource.query(`UPDATE bank_statement_lines SET allocations = (SELECT jsonb_agg(a - 'openAmount' ORDER BY n) FROM jsonb_array_elements(allocations) WITH ORDINALITY e(a, n)) WHERE allocations <> '[]'`);
      // one of them has its invoice paid in part since
      const manual = await t.app.inject({ method: 'POST', url: '/api/admin/payments', headers: admin.auth, payload: { invoiceId: changed.invoiceId, amount: '34.56', bookedOn: '2026-11-27', reference: 'bar' } });
      expect(manual.statusCode).toBe(201);

      const runner = t.dataSource.createQueryRunner();
      try {
        await new ProposalOpenAmounts1795800000004().up(runner);
      } finally {
        await runner.release();
      }
      expect(await openAmounts()).toEqual([['1500.00'], ['50.00'], ['119.00'], ['1234.56'], ['121.43']]);

      expect((await confirm(statement.id)).json()).toEqual({
        bookedCount: 4,
        failures: [
          {
            lineId: statement.lines[3].id,
            position: 4,
            message: 'Die Rechnung RE-2026-00004 ist inzwischen über 1.200,00\u00a0€ offen, der Vorschlag rechnete mit 1.234,56\u00a0€. Gebucht wurde nichts; bitte ordnen Sie die Zahlung neu zu.',
          },
        ],
      });
      const invoices = await t.dataSource.query(`SELECT number, paid_amount, skonto_amount FROM invoices ORDER BY number`);
      expect(invoices.map((row: { number: string; paid_amount: string; skonto_amount: string }) => [row.number, row.paid_amount, row.skonto_amount])).toEqual([
        ['RE-2026-00001', '119.00', '0.00'],
        ['RE-2026-00002', '50.00', '0.00'],
        ['RE-2026-00003', '119.00', '0.00'],
        ['RE-2026-00004', '34.56', '0.00'],
        ['RE-2026-00005', '119.00', '2.43'],
      ]);
      const [credit] = await t.dataSource.query(`SELECT amount FROM incoming_payments WHERE invoice_id IS NULL AND source = 'bank_statement'`);
      expect(credit.amount).toBe('69.00');
    });
  });

  describe('a payment booked by hand between import and confirmation', () => {
    const confirm = (statementId: string) => t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statementId}/confirm`, headers: admin.auth, payload: {} });
    const detail = async (statementId: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/bank-statements/${statementId}`, headers: admin.auth })).json();
    const invoice = async (number: string) =>
      (await t.dataSource.query(`SELECT paid_amount, settled_at IS NOT NULL AS settled FROM invoices WHERE number = $1`, [number]))[0];
    const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

    it('shows the amount open now, refuses the proposal with the reason naming it and books nothing; assigned again it books what it shows', async () => {
      const first = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
      await makeOpenInvoice(t.dataSource, { ...first, number: 'RE-2026-00002', total: '50.00' });
      const statement = (await upload(generatedStatement({ statementId: 'ZWISCHENDURCH-1', count: 1 }))).json();
      const lineId = statement.lines[0].id;
      expect(statement.lines[0]).toMatchObject({
        status: 'proposed',
        allocations: [{ invoiceNumber: 'RE-2026-00001', amount: '119.00', openAmount: '119.00', currentOpenAmount: '119.00', warning: null }],
      });

      const manual = await t.app.inject({
        method: 'POST',
        url: '/api/admin/payments',
        headers: admin.auth,
        payload: { invoiceId: first.invoiceId, amount: '61.83', bookedOn: '2026-11-27', reference: 'Teilzahlung per Überweisung' },
      });
      expect(manual.statusCode).toBe(201);
      expect((await detail(statement.id)).lines[0].allocations[0]).toMatchObject({
        amount: '119.00',
        openAmount: '119.00',
        currentOpenAmount: '57.17',
        warning: euro('RE-2026-00001 ist inzwischen nur noch über 57,17 € offen (der Vorschlag rechnete mit 119,00 €); so wird die Zeile nicht gebucht. Bitte ordnen Sie sie neu zu.'),
      });

      const refused = await confirm(statement.id);
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({
        bookedCount: 0,
        failures: [
          {
            lineId,
            position: 1,
            message: euro('Die Rechnung RE-2026-00001 ist inzwischen über 57,17 € offen, der Vorschlag rechnete mit 119,00 €. Gebucht wurde nichts; bitte ordnen Sie die Zahlung neu zu.'),
          },
        ],
      });
      // nothing of the line is booked: not on the invoice, not as credit on the company's other invoice
      expect(await invoice('RE-2026-00001')).toEqual({ paid_amount: '61.83', settled: false });
      expect(await invoice('RE-2026-00002')).toEqual({ paid_amount: '0.00', settled: false });
      expect(Number((await t.dataSource.query(`SELECT count(*) FROM incoming_payments WHERE source = 'bank_statement'`))[0].count)).toBe(0);
      expect((await detail(statement.id)).lines[0].status).toBe('proposed');

      // assigned again: the row says 57,17 € settle the invoice and the rest becomes credit, which is what is booked
      const assigned = await t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${statement.id}/lines/${lineId}/assign`, headers: admin.auth, payload: { invoiceNumber: 'RE-2026-00001' } });
      expect(assigned.json().lines[0]).toMatchObject({
        note: euro('RE-2026-00001: von Hand zugeordnet, 61,83 € werden Guthaben der Firma (verrechnet mit ihren offenen Rechnungen auf Rechnung)'),
        allocations: [{ amount: '119.00', openAmount: '57.17', currentOpenAmount: '57.17', warning: null }],
      });
      expect((await confirm(statement.id)).json()).toEqual({ bookedCount: 1, failures: [] });
      expect(await invoice('RE-2026-00001')).toEqual({ paid_amount: '119.00', settled: true });
      expect(await invoice('RE-2026-00002')).toEqual({ paid_amount: '50.00', settled: true });
      const [credit] = await t.dataSource.query(`SELECT coalesce(sum(amount), 0)::text AS sum FROM incoming_payments WHERE company_id = $1 AND invoice_id IS NULL AND reversed_at IS NULL`, [first.companyId]);
      expect(credit.sum).toBe('11.83');
    });

    it('says the invoice is open over more, not "nur noch", when a payment it reckoned with was reversed since', async () => {
      const first = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
      const manual = await t.app.inject({ method: 'POST', url: '/api/admin/payments', headers: admin.auth, payload: { invoiceId: first.invoiceId, amount: '19.00', bookedOn: '2026-11-27', reference: 'bar' } });
      const statement = (await upload(generatedStatement({ statementId: 'ZWISCHENDURCH-3', count: 1, amount: '100.00' }))).json();
      expect(statement.lines[0].allocations).toMatchObject([{ amount: '100.00', openAmount: '100.00', warning: null }]);
      const reversed = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${manual.json().paymentIds[0]}/reverse`, headers: admin.auth, payload: { reason: 'Fehlbuchung' } });
      expect(reversed.statusCode).toBe(204);

      expect((await detail(statement.id)).lines[0].allocations[0]).toMatchObject({
        openAmount: '100.00',
        currentOpenAmount: '119.00',
        warning: euro('RE-2026-00001 ist inzwischen über 119,00 € offen (der Vorschlag rechnete mit 100,00 €); so wird die Zeile nicht gebucht. Bitte ordnen Sie sie neu zu.'),
      });
      expect((await confirm(statement.id)).json()).toMatchObject({ bookedCount: 0, failures: [{ message: expect.stringContaining(euro('ist inzwischen über 119,00 € offen')) }] });
    });

    it('refuses a proposal whose invoice was paid in full meanwhile, saying it is paid', async () => {
      const first = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
      const statement = (await upload(generatedStatement({ statementId: 'ZWISCHENDURCH-2', count: 1 }))).json();
      await t.app.inject({ method: 'POST', url: '/api/admin/payments', headers: admin.auth, payload: { invoiceId: first.invoiceId, amount: '119.00', bookedOn: '2026-11-27', reference: 'bar' } });
      expect((await detail(statement.id)).lines[0].allocations[0]).toMatchObject({ currentOpenAmount: '0.00', warning: expect.stringContaining('RE-2026-00001 ist inzwischen bezahlt') });
      const refused = (await confirm(statement.id)).json();
      expect(refused).toMatchObject({ bookedCount: 0, failures: [{ message: expect.stringContaining('ist inzwischen bezahlt') }] });
      expect(Number((await t.dataSource.query(`SELECT count(*) FROM incoming_payments`))[0].count)).toBe(1);
    });
  });

  it('answers 404 in German for a statement that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/bank-statements/8a3c1f9e-2b7d-4c55-9e1a-0f6b2d4c8e11', headers: admin.auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'BANK_STATEMENT_NOT_FOUND', message: 'Kontoauszug nicht gefunden.' });
  });
});
