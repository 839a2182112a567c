import { execFileSync } from 'child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Logger } from '@nestjs/common';
import { Role } from '../../src/common/auth/role';
import { addDays, berlinDay } from '../../src/common/money/pricing';
import { DunningRunService } from '../../src/modules/accounting/dunning/dunning-run.service';
import { IncomingPaymentSource } from '../../src/modules/invoices/entities/incoming-payment.entity';
import { InvoicePaymentsService } from '../../src/modules/invoices/payments/invoice-payments.service';
import { mailOverrides, uniqueEmail, waitForMails } from '../support/accounts';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';
import { makeOpenInvoice } from './dunning.fixtures';
import { accountDealer, invoicedOrder } from './invoice-payments.fixtures';

const PDF_DIR = join(__dirname, '..', '..', '..', 'frontend', 'e2e', 'screenshots');

interface LetterRow {
  id: string;
  level: number;
  label: string;
  letter_date: string;
  open_amount: string;
  interest_amount: string;
  fee_amount: string;
  total_amount: string;
  pdf_key: string | null;
  send_count: number;
}

describe('dunning: the daily run writes the next due level, its PDF and mail; holds, resends, Liefersperre', () => {
  let t: TestApp;
  let worker: TestWorker;
  let admin: SignedIn;
  let runs: DunningRunService;

  beforeAll(async () => {
    t = await startTestApp(mailOverrides());
    worker = await startTestWorker(t.env);
    runs = t.app.get(DunningRunService);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
  });

  const lettersOf = (invoiceId: string): Promise<LetterRow[]> =>
    t.dataSource.query(`SELECT *, to_char(letter_date, 'YYYY-MM-DD') AS letter_date FROM dunning_letters WHERE invoice_id = $1 ORDER BY level`, [invoiceId]);
  const blockOf = async (companyId: string) =>
    (await t.dataSource.query(`SELECT delivery_blocked_at, delivery_block_reason FROM companies WHERE id = $1`, [companyId]))[0] as {
      delivery_blocked_at: Date | null;
      delivery_block_reason: string | null;
    };
  async function renderedLetters(invoiceId: string, count: number): Promise<LetterRow[]> {
    await worker.dispatch();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const letters = await lettersOf(invoiceId);
      if (letters.length === count && letters.every((letter) => letter.pdf_key)) return letters;
      if (Date.now() > deadline) throw new Error('Mahnschreiben nicht erstellt');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await worker.dispatch();
    }
  }
  async function dealerWithInvoice(input: { dueDate: string; total?: string; paid?: string }) {
    const { user } = await makeDealer(t.dataSource, { approved: true, email: uniqueEmail('mahnung') });
    const invoice = await makeOpenInvoice(t.dataSource, { userId: user.id, total: input.total ?? '1190.00', paid: input.paid ?? '190.00', dueDate: input.dueDate });
    return { user, invoice };
  }

  it('writes Zahlungserinnerung, 1. Mahnung and 2. Mahnung on their days with the hand-computed amounts, mails the owners, then Liefersperre', async () => {
    // 1.190,00 € invoice, 190,00 € paid: 1.000,00 € open since 10.06.2025 (default levels 7/21/35 days, base rate 2,27 % then 1,27 % from 01.07.2025)
    const { user, invoice } = await dealerWithInvoice({ dueDate: '2025-06-10' });
    expect(await runs.run('2025-06-16')).toMatchObject({ letters: 0 }); // 6 days overdue
    expect(await runs.run('2025-06-17')).toMatchObject({ examined: 1, letters: 1, blocked: 0 });
    expect(await runs.run('2025-06-30')).toMatchObject({ letters: 0 }); // 20 days: not yet the 1. Mahnung
    expect(await runs.run('2025-07-15')).toMatchObject({ letters: 1, blocked: 0 });
    expect(await blockOf(invoice.companyId)).toMatchObject({ delivery_blocked_at: null });
    expect(await runs.run('2025-07-29')).toMatchObject({ letters: 1, blocked: 1 });
    expect(await runs.run('2025-09-01')).toMatchObject({ letters: 0, blocked: 0 }); // nothing after the last level

    const letters = await renderedLetters(invoice.id, 3);
    expect(letters.map(({ level, label, letter_date, open_amount, interest_amount, fee_amount, total_amount }) => ({ level, label, letter_date, open_amount, interest_amount, fee_amount, total_amount }))).toEqual([
      // reminder: only the open amount
      { level: 1, label: 'Zahlungserinnerung', letter_date: '2025-06-17', open_amount: '1000.00', interest_amount: '0.00', fee_amount: '0.00', total_amount: '1000.00' },
      // 11.06.–30.06.: 1000 × 11,27 % × 20/365 = 6,1753 → 6,18; 01.07.–15.07.: 1000 × 10,27 % × 15/365 = 4,2205 → 4,22; + 40,00 flat fee
      { level: 2, label: '1. Mahnung', letter_date: '2025-07-15', open_amount: '1000.00', interest_amount: '10.40', fee_amount: '40.00', total_amount: '1050.40' },
      // 6,18 + 01.07.–29.07.: 1000 × 10,27 % × 29/365 = 8,1597 → 8,16 = 14,34; the same single 40,00 fee
      { level: 3, label: '2. Mahnung', letter_date: '2025-07-29', open_amount: '1000.00', interest_amount: '14.34', fee_amount: '40.00', total_amount: '1054.34' },
    ]);
    expect(letters.every((letter) => letter.send_count === 1)).toBe(true);
    const block = await blockOf(invoice.companyId);
    expect(block.delivery_blocked_at).not.toBeNull();
    expect(block.delivery_block_reason).toBe(`2. Mahnung vom 29.07.2025 zu Rechnung ${invoice.number} unbezahlt`);

    const mails = await waitForMails(user.email, /zu Rechnung/, 3, 30_000);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`1. Mahnung zu Rechnung ${invoice.number}`, `2. Mahnung zu Rechnung ${invoice.number}`, `Zahlungserinnerung zu Rechnung ${invoice.number}`]);
    expect(mails.find((mail) => mail.subject.startsWith('1. Mahnung'))!.text).toContain('1.050,40');

    mkdirSync(PDF_DIR, { recursive: true });
    const pdfDir = mkdtempSync(join(tmpdir(), 'mahnung-'));
    for (const letter of letters) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/dunning/letters/${letter.id}.pdf`, headers: admin.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const file = join(pdfDir, `mahnung-${letter.level}.pdf`);
      writeFileSync(file, response.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, join(PDF_DIR, `dunning-letter-level-${letter.level}`)]); // to look at
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toContain(`${letter.label} zu Rechnung ${invoice.number}`);
      expect(text).toContain('Radwerk Großhandel GmbH');
      expect(text).toContain('Radladen Müller & Söhne GmbH');
      expect(text).toContain('DE89 3704 0044 0532 0130 00');
      if (letter.level === 2) {
        expect(text).toMatch(/Verzugszinsen 11\.06\.2025–30\.06\.2025 \(20 Tage, 11,27 % p\. a\.\)\s+6,18 €/);
        expect(text).toMatch(/Verzugszinsen 01\.07\.2025–15\.07\.2025 \(15 Tage, 10,27 % p\. a\.\)\s+4,22 €/);
        expect(text).toMatch(/Verzugspauschale nach § 288 Abs\. 5 BGB\s+40,00 €/);
        expect(text).toMatch(/Zu zahlender Gesamtbetrag\s+1\.050,40 €/);
      }
      if (letter.level === 3) expect(text).toContain('Liefersperre');
      if (letter.level === 1) expect(text).not.toContain('Verzugszinsen');
    }
  });

  it('writes one letter per invoice and level when the run is started twice at the same moment', async () => {
    const { user } = await makeDealer(t.dataSource, { approved: true, email: uniqueEmail('doppelt') });
    const invoices = [];
    for (let i = 0; i < 5; i += 1) invoices.push(await makeOpenInvoice(t.dataSource, { userId: user.id, total: '119.00', dueDate: '2025-06-10' }));
    const results = await Promise.all([runs.run('2025-06-17'), runs.run('2025-06-17'), runs.run('2025-06-17')]);
    expect(results.reduce((sum, result) => sum + result.letters, 0)).toBe(5);
    const [{ letters, renders }] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM dunning_letters) AS letters,
              (SELECT count(*)::int FROM outbox_messages WHERE job_name = 'invoices.render-dunning-letter') AS renders`,
    );
    expect({ letters, renders }).toEqual({ letters: 5, renders: 5 });
    // the last level twice at once: one letter, one block
    await Promise.all([runs.run('2025-07-01'), runs.run('2025-07-01')]);
    const last = await Promise.all([runs.run('2025-07-15'), runs.run('2025-07-15')]);
    expect(last.reduce((sum, result) => sum + result.letters, 0)).toBe(5);
    expect(last.reduce((sum, result) => sum + result.blocked, 0)).toBe(1);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM dunning_letters');
    expect(count).toBe(15);
  });

  it('skips settled invoices, invoices on hold and those not due for a level; the hold is audited and can be lifted', async () => {
    const { user, invoice } = await dealerWithInvoice({ dueDate: '2025-06-10' });
    const settled = await makeOpenInvoice(t.dataSource, { userId: user.id, total: '500.00', dueDate: '2025-06-01', settled: true });
    const paidInFull = await makeOpenInvoice(t.dataSource, { userId: user.id, total: '500.00', paid: '500.00', dueDate: '2025-06-01' });
    const recent = await makeOpenInvoice(t.dataSource, { userId: user.id, total: '500.00', dueDate: '2025-06-12' });

    const hold = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/admin/invoices/${id}/dunning-hold`, headers: admin.auth, payload });
    expect((await hold(invoice.id, { reason: 'Kunde bestreitet die Lieferung' })).json()).toEqual({ invoiceId: invoice.id, held: true, reason: 'Kunde bestreitet die Lieferung' });
    const twice = await hold(invoice.id, { reason: 'noch einmal' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'DUNNING_ALREADY_HELD' });

    expect(await runs.run('2025-06-17')).toMatchObject({ examined: 1, letters: 0 }); // held; the one due 12.06. is not yet 7 days overdue, settled ones are not read
    for (const other of [settled, paidInFull, recent]) expect(await lettersOf(other.id)).toEqual([]);

    expect((await hold(invoice.id, { hold: false, reason: 'Lieferung nachgewiesen' })).statusCode).toBe(200);
    expect((await hold(invoice.id, { hold: false, reason: 'Lieferung nachgewiesen' })).json()).toMatchObject({ code: 'DUNNING_NOT_HELD' });
    expect(await runs.run('2025-06-19')).toMatchObject({ letters: 2 });

    const audit = await t.dataSource.query(`SELECT action_type, target_id, details ->> 'reason' AS reason FROM admin_actions WHERE action_type LIKE 'dunning.%' ORDER BY created_at`);
    expect(audit).toEqual([
      { action_type: 'dunning.held', target_id: invoice.id, reason: 'Kunde bestreitet die Lieferung' },
      { action_type: 'dunning.resumed', target_id: invoice.id, reason: 'Lieferung nachgewiesen' },
    ]);
  });

  it('refuses bad hold requests in German and changes nothing', async () => {
    const { invoice, user } = await dealerWithInvoice({ dueDate: '2025-06-10' });
    const post = (url: string, payload: unknown, session = admin) => t.app.inject({ method: 'POST', url, headers: session.auth, payload: payload as Record<string, unknown> });
    const cases = [
      [await post(`/api/admin/invoices/${invoice.id}/dunning-hold`, {}), 400, /Grund/],
      [await post(`/api/admin/invoices/${invoice.id}/dunning-hold`, { reason: ' x ' }), 400, /mindestens 3 Zeichen/],
      [await post(`/api/admin/invoices/${invoice.id}/dunning-hold`, { reason: 'Streitfall', hold: 'ja' }), 400, /true oder false/],
      [await post(`/api/admin/invoices/${invoice.id}/dunning-hold`, { reason: 'x'.repeat(301) }), 400, /höchstens 300 Zeichen/],
      [await post('/api/admin/invoices/not-a-uuid/dunning-hold', { reason: 'Streitfall' }), 400, /./],
      [await post('/api/admin/invoices/00000000-0000-4000-8000-000000000000/dunning-hold', { reason: 'Streitfall' }), 404, /Rechnung nicht gefunden/],
      [await post(`/api/admin/companies/${invoice.companyId}/delivery-block/release`, { reason: 'Ratenzahlung' }), 409, /keine Liefersperre/],
      [await post('/api/admin/companies/00000000-0000-4000-8000-000000000000/delivery-block/release', { reason: 'Ratenzahlung' }), 404, /Firma nicht gefunden/],
      [await post('/api/admin/dunning/letters/00000000-0000-4000-8000-000000000000/resend', {}), 404, /Mahnschreiben nicht gefunden/],
    ] as const;
    for (const [response, status, message] of cases) {
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    const dealer = await signIn(t.app, user.email);
    expect((await post(`/api/admin/invoices/${invoice.id}/dunning-hold`, { reason: 'Streitfall' }, dealer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dunning', headers: dealer.auth })).statusCode).toBe(403);
    const [{ holds, actions }] = await t.dataSource.query(`SELECT (SELECT count(*)::int FROM dunning_holds) AS holds, (SELECT count(*)::int FROM admin_actions) AS actions`);
    expect({ holds, actions }).toEqual({ holds: 0, actions: 0 });
  });

  it('lists overdue invoices with level, letters, hold and Liefersperre; resends a letter and releases the block (audited)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const { user, invoice } = await dealerWithInvoice({ dueDate: daysAgo(40) });
    const other = await makeOpenInvoice(t.dataSource, { userId: user.id, total: '238.00', dueDate: daysAgo(3), companyName: 'Zweirad Kaiser KG' });
    await makeOpenInvoice(t.dataSource, { userId: user.id, total: '238.00', dueDate: daysAgo(-5) }); // not yet due: not listed

    const run = await t.app.inject({ method: 'POST', url: '/api/admin/dunning/run', headers: admin.auth });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ letters: 1 });
    const [letter] = await renderedLetters(invoice.id, 1);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/dunning', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      daysOverdue: expect.any(Number),
      openAmount: '1000.00',
      level: 1,
      levelLabel: 'Zahlungserinnerung',
      hold: null,
      deliveryBlock: null,
      letters: [{ id: letter.id, label: 'Zahlungserinnerung', rendered: true, sendCount: 1, totalAmount: '1000.00' }],
    });
    expect(page.items[0].daysOverdue).toBeGreaterThanOrEqual(39);
    expect(page.items[1]).toMatchObject({ invoiceId: other.id, level: 0, letters: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dunning?level=1', headers: admin.auth })).json().items.map((item: { invoiceId: string }) => item.invoiceId)).toEqual([invoice.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dunning?q=Kaiser', headers: admin.auth })).json().total).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dunning?filter=held', headers: admin.auth })).json().total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dunning?filter=nope', headers: admin.auth })).statusCode).toBe(400);

    const resend = await t.app.inject({ method: 'POST', url: `/api/admin/dunning/letters/${letter.id}/resend`, headers: admin.auth });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ id: letter.id, sendCount: 2 });
    await worker.dispatch();
    await waitForMails(user.email, `Zahlungserinnerung zu Rechnung ${invoice.number}`, 2, 30_000);

    // Liefersperre by an administrator's release only
    await t.dataSource.query(`UPDATE companies SET delivery_blocked_at = now(), delivery_block_reason = 'Test' WHERE id = $1`, [invoice.companyId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dunning?filter=blocked', headers: admin.auth })).json().items[0].deliveryBlock).toMatchObject({ reason: 'Test' });
    const release = await t.app.inject({ method: 'POST', url: `/api/admin/companies/${invoice.companyId}/delivery-block/release`, headers: admin.auth, payload: { reason: 'Ratenzahlung vereinbart' } });
    expect(release.statusCode).toBe(204);
    expect(await blockOf(invoice.companyId)).toEqual({ delivery_blocked_at: null, delivery_block_reason: null });
    const audit = await t.dataSource.query(`SELECT action_type FROM admin_actions ORDER BY created_at`);
    expect(audit.map((row: { action_type: string }) => row.action_type)).toEqual(['dunning.run', 'dunning.letter-resent', 'company.delivery-block-released']);
    expect(today).toBeTruthy();
  });

  it('ends the Liefersperre when the invoice that caused it is cancelled (Storno); the list\'s blocked filter agrees', async () => {
    const day = (days: number) => addDays(berlinDay(new Date()), days);
    const dealer = await accountDealer(t.app, t.dataSource, 'Storno Räder GmbH');
    const blocking = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    const other = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    const third = await invoicedOrder(t.app, t.dataSource, admin, dealer); // not yet due
    await t.dataSource.query(`UPDATE invoices SET due_date = $2 WHERE id = $1`, [blocking.invoiceId, day(-40)]);
    await t.dataSource.query(`UPDATE invoices SET due_date = $2 WHERE id = $1`, [other.invoiceId, day(-8)]);
    for (const days of [-30, -15, 0]) await runs.run(day(days));
    expect((await lettersOf(blocking.invoiceId)).map((letter) => letter.level)).toEqual([1, 2, 3]);
    expect((await blockOf(dealer.companyId)).delivery_blocked_at).not.toBeNull();
    const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/dunning${query}`, headers: admin.auth }).then((response) => response.json());
    expect((await list('?filter=blocked')).items.map((item: { invoiceId: string }) => item.invoiceId).sort()).toEqual([blocking.invoiceId, other.invoiceId].sort());

    // a Storno of another invoice (not at the last level) leaves the block
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${third.orderId}`, headers: admin.auth, payload: { status: 'cancelled' } })).statusCode).toBe(200);
    expect((await blockOf(dealer.companyId)).delivery_blocked_at).not.toBeNull();

    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${blocking.orderId}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    expect(await blockOf(dealer.companyId)).toEqual({ delivery_blocked_at: null, delivery_block_reason: null });
    expect((await list('?filter=blocked')).total).toBe(0);
    expect((await list('')).items).toEqual([expect.objectContaining({ invoiceId: other.invoiceId, level: 1, deliveryBlock: null })]);
  });

  it('skips a letter whose amounts would not fit the books (a flat fee of 9.999.999.999,99 €), writes the others and names the skipped one in German', async () => {
    const day = (days: number) => addDays(berlinDay(new Date()), days);
    const [row] = await t.dataSource.query(`SELECT settings FROM receivables_settings WHERE id = 1`);
    const settings = row?.settings ?? (await t.app.inject({ method: 'GET', url: '/api/admin/settings/receivables', headers: admin.auth })).json();
    // as saved before the settings capped the fee
    await t.dataSource.query(
      `INSERT INTO receivables_settings (id, settings, updated_at) VALUES (1, $1, now()) ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings`,
      [JSON.stringify({ ...settings, flatFeeAmount: '9999999999.99' })],
    );
    const { user, invoice: huge } = await dealerWithInvoice({ dueDate: day(-40) });
    const small = await makeOpenInvoice(t.dataSource, { userId: user.id, total: '119.00', dueDate: day(-10) });
    await runs.run(day(-30)); // the reminder (no fee) of the first

    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const run = await t.app.inject({ method: 'POST', url: '/api/admin/dunning/run', headers: admin.auth });
      expect(run.statusCode).toBe(200);
      const reason = `1. Mahnung zu Rechnung ${huge.number} nicht geschrieben: Der Gesamtbetrag des Schreibens (10.000.001.0`;
      expect(run.json()).toMatchObject({ letters: 1, skippedCount: 1, skipped: [{ invoiceId: huge.id, invoiceNumber: huge.number, level: 2, label: '1. Mahnung', reason: expect.stringContaining(reason) }] });
      expect(run.json().skipped[0].reason).toMatch(/übersteigt den größten Betrag, den das Portal bucht \(9\.999\.999\.999,99\s€\)\. Bitte prüfen Sie die Verzugspauschale in den Einstellungen Forderungen\.$/);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(reason));
    } finally {
      errors.mockRestore();
    }
    expect((await lettersOf(huge.id)).map((letter) => letter.level)).toEqual([1]);
    expect((await lettersOf(small.id)).map((letter) => [letter.level, letter.total_amount])).toEqual([[1, '119.00']]);
    const [audit] = await t.dataSource.query(`SELECT details FROM admin_actions WHERE action_type = 'dunning.run'`);
    expect(audit.details).toMatchObject({ message: 'Mahnlauf von Hand: 1 Schreiben, 0 Liefersperren, 1 Schreiben übersprungen', skipped: [{ invoiceNumber: huge.number }] });
    // the nightly job's code path as well: it finishes
    await expect(runs.run(day(1))).resolves.toMatchObject({ letters: 0, skipped: [{ invoiceId: huge.id }] });
  });

  it('ends the Liefersperre when the last dunned invoice of the company is paid, not before', async () => {
    const { user, invoice } = await dealerWithInvoice({ dueDate: '2025-06-10' });
    const second = await makeOpenInvoice(t.dataSource, { userId: user.id, total: '595.00', dueDate: '2025-06-10' });
    for (const day of ['2025-06-17', '2025-07-01', '2025-07-15']) await runs.run(day);
    expect((await blockOf(invoice.companyId)).delivery_blocked_at).not.toBeNull();
    const payments = t.app.get(InvoicePaymentsService);
    const pay = (invoiceId: string, amount: string) =>
      payments.record({ invoiceId, amount, bookedOn: '2025-07-20', reference: 'Überweisung', source: IncomingPaymentSource.Manual, recordedByUserId: null });

    await pay(invoice.id, '1000.00'); // settles the first; the second (also at the last level) is still open
    expect((await blockOf(invoice.companyId)).delivery_blocked_at).not.toBeNull();
    await pay(second.id, '300.00'); // partly
    expect((await blockOf(invoice.companyId)).delivery_blocked_at).not.toBeNull();
    await pay(second.id, '295.00');
    expect(await blockOf(invoice.companyId)).toEqual({ delivery_blocked_at: null, delivery_block_reason: null });
    expect(await runs.run('2025-08-01')).toMatchObject({ examined: 0, letters: 0 });
    // paid cases leave the overdue list; their letters stay to be seen (and resent)
    const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/dunning${query}`, headers: admin.auth }).then((response) => response.json());
    expect((await list('')).total).toBe(0);
    const settled = await list('?filter=settled');
    expect(settled.items.map((item: { invoiceNumber: string; openAmount: string; letters: unknown[] }) => [item.invoiceNumber, item.openAmount, item.letters.length])).toEqual([
      [invoice.number, '0.00', 3],
      [second.number, '0.00', 3],
    ]);
  });
});
