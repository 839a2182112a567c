import { setTimeout as sleep } from 'timers/promises';
import { Role } from '../../src/common/auth/role';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { berlinDay } from '../../src/common/money/pricing';
import { DunningRunService } from '../../src/modules/accounting/dunning/dunning-run.service';
import { IncomingPaymentSource, InvoicePaymentsService } from '../../src/modules/invoices/payments/invoice-payments.service';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { multipartBody } from '../support/multipart';
import { startTestApp, TestApp } from '../support/test-app';
import { loserOf, signInTwoAdmins, statuses } from '../support/races';
import { generatedStatement, makeOpenInvoice as makeStatementInvoice } from './bank-statements.fixtures';
import { makeOpenInvoice } from './dunning.fixtures';

/**
 * Receivables handled by two administrators at once: the dunning run, holds, resends, the Liefersperre, bank statement
 * lines assigned and confirmed. Each race runs ROUNDS times; one effect per action that went through.
 */
const ROUNDS = 5;

describe('races on receivables', () => {
  let t: TestApp;
  let first: SignedIn;
  let second: SignedIn;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ({ first, second } = await signInTwoAdmins(t));
  });

  const post = (session: SignedIn, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: session.auth, payload });
  const auditOf = async (targetId: string, actionType: string) =>
    (await t.dataSource.query('SELECT id FROM admin_actions WHERE target_id = $1 AND action_type = $2', [targetId, actionType])).length as number;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  async function overdueInvoices(count: number) {
    const { user } = await makeDealer(t.dataSource, { approved: true });
    const invoices = [];
    for (let n = 0; n < count; n++) invoices.push(await makeOpenInvoice(t.dataSource, { userId: user.id, total: '119.00', dueDate: daysAgo(20) }));
    return invoices;
  }

  describe('dunning', () => {
    it('two admins starting the dunning run at once: one letter and one mail per invoice', async () => {
      const invoices = await overdueInvoices(4);
      const answers = await Promise.all([post(first, '/api/admin/dunning/run'), post(second, '/api/admin/dunning/run')]);
      expect(statuses(answers)).toEqual([200, 200]);
      expect(answers.reduce((sum, answer) => sum + answer.json().letters, 0)).toBe(4);
      const [{ letters, renders }] = await t.dataSource.query(
        `SELECT (SELECT count(*)::int FROM dunning_letters) AS letters,
                (SELECT count(*)::int FROM outbox_messages WHERE job_name = 'invoices.render-dunning-letter') AS renders`,
      );
      expect({ letters, renders }).toEqual({ letters: invoices.length, renders: invoices.length });
    });

    it('two admins holding the dunning of one invoice at once: held once, one audit row; the other reads that it is held', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const [invoice] = await overdueInvoices(1);
        const hold = (session: SignedIn) => post(session, `/api/admin/invoices/${invoice.id}/dunning-hold`, { hold: true, reason: 'Reklamation offen' });
        const answers = await Promise.all([hold(first), hold(second)]);
        expect(statuses(answers)).toEqual([200, 409]);
        expect(loserOf(answers)).toMatchObject({ code: 'DUNNING_ALREADY_HELD', message: `Das Mahnwesen für Rechnung ${invoice.number} ist bereits angehalten.` });
        expect(await auditOf(invoice.id, 'dunning.held')).toBe(1);

        const resume = (session: SignedIn) => post(session, `/api/admin/invoices/${invoice.id}/dunning-hold`, { hold: false, reason: 'Reklamation erledigt' });
        const resumed = await Promise.all([resume(first), resume(second)]);
        expect(statuses(resumed)).toEqual([200, 409]);
        expect(loserOf(resumed)).toMatchObject({ code: 'DUNNING_NOT_HELD', message: `Das Mahnwesen für Rechnung ${invoice.number} ist nicht angehalten.` });
        expect(await auditOf(invoice.id, 'dunning.resumed')).toBe(1);
      }
    });

    it('two admins lifting one Liefersperre at once: lifted once, one audit row; the other reads that there is none', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const [invoice] = await overdueInvoices(1);
        await t.dataSource.query(`UPDATE companies SET delivery_blocked_at = now(), delivery_block_reason = '2. Mahnung unbezahlt' WHERE id = $1`, [invoice.companyId]);
        const release = (session: SignedIn) => post(session, `/api/admin/companies/${invoice.companyId}/delivery-block/release`, { reason: 'Ratenzahlung vereinbart' });
        const answers = await Promise.all([release(first), release(second)]);
        expect(statuses(answers)).toEqual([204, 409]);
        expect(loserOf(answers)).toMatchObject({ code: 'DELIVERY_NOT_BLOCKED', message: 'Für diese Firma besteht keine Liefersperre.' });
        expect(await auditOf(invoice.companyId, 'company.delivery-block-released')).toBe(1);
      }
    });

    it('a payment booked while the dunning run writes the last level: no 2. Mahnung for the paid invoice, no Liefersperre left behind', async () => {
      const { user } = await makeDealer(t.dataSource, { approved: true });
      const invoice = await makeOpenInvoice(t.dataSource, { userId: user.id, total: '119.00', dueDate: daysAgo(40) });
      const runs = t.app.get(DunningRunService);
      await runs.run(berlinDay(new Date(Date.now() - 33 * 86_400_000)));
      await runs.run(berlinDay(new Date(Date.now() - 19 * 86_400_000)));
      const [admin] = await t.dataSource.query(`SELECT id FROM users WHERE email = 'erste@example.com'`);
      const payments = t.app.get(InvoicePaymentsService);
      // The payment's transaction is still open (a slow bank statement, a busy database) while the run starts.
      const [, run] = await Promise.all([
        t.app.get(TransactionHost).run(async () => {
          await payments.record({
            invoiceId: invoice.id,
            amount: '119.00',
            bookedOn: berlinDay(new Date()),
            reference: 'Überweisung',
            source: IncomingPaymentSource.Manual,
            recordedByUserId: admin.id,
          });
          await sleep(400);
        }),
        sleep(100).then(() => post(second, '/api/admin/dunning/run')),
      ]);
      expect(run.statusCode).toBe(200);
      const [{ settled }] = await t.dataSource.query('SELECT settled_at IS NOT NULL AS settled FROM invoices WHERE id = $1', [invoice.id]);
      expect(settled).toBe(true);
      expect(await t.dataSource.query('SELECT level FROM dunning_letters WHERE invoice_id = $1 ORDER BY level', [invoice.id])).toEqual([{ level: 1 }, { level: 2 }]);
      expect((await t.dataSource.query('SELECT delivery_blocked_at FROM companies WHERE id = $1', [invoice.companyId]))[0].delivery_blocked_at).toBeNull();
    });

    it('two admins resending one letter at once: each resend is one mail and counted, none lost', async () => {
      const [invoice] = await overdueInvoices(1);
      expect((await post(first, '/api/admin/dunning/run')).json().letters).toBe(1);
      const [[letter]] = await t.dataSource.query(`UPDATE dunning_letters SET pdf_key = 'mahnung.pdf', send_count = 1 WHERE invoice_id = $1 RETURNING id`, [invoice.id]);
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all([post(first, `/api/admin/dunning/letters/${letter.id}/resend`), post(second, `/api/admin/dunning/letters/${letter.id}/resend`)]);
        expect(statuses(answers)).toEqual([200, 200]);
        expect(answers.map((answer) => answer.json().sendCount as number).sort((a, b) => a - b)).toEqual([2 + 2 * round, 3 + 2 * round]);
      }
      const mails = await t.dataSource.query<{ dedupe_key: string }[]>(
        `SELECT dedupe_key FROM outbox_messages WHERE payload->>'template' = 'accounting.dunning-letter' AND payload->'params'->>'letterId' = $1`,
        [letter.id],
      );
      expect(new Set(mails.map((mail) => mail.dedupe_key)).size).toBe(2 * ROUNDS);
      expect(await auditOf(letter.id, 'dunning.letter-resent')).toBe(2 * ROUNDS);
    });
  });

  describe('bank statements', () => {
    const upload = (content: Buffer) => {
      const body = multipartBody([{ field: 'file', fileName: 'auszug.xml', content, contentType: 'application/xml' }]);
      return t.app.inject({ method: 'POST', url: '/api/admin/bank-statements', payload: body.payload, headers: { ...body.headers, ...first.auth } });
    };

    it('one admin confirming a proposal while another assigns the line to another invoice: booked once, on the invoice the line names', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        await t.reset();
        first = await signIn(t.app, (await makeUser(t.dataSource, { email: 'erste@example.com', roles: [Role.Admin] })).email);
        second = await signIn(t.app, (await makeUser(t.dataSource, { email: 'zweite@example.com', roles: [Role.Admin] })).email);
        const proposed = await makeStatementInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
        const other = await makeStatementInvoice(t.dataSource, { number: 'RE-2026-00002', total: '119.00', companyId: proposed.companyId, userId: proposed.userId });
        const statement = (await upload(generatedStatement({ statementId: `R${round}`, count: 1 }))).json();
        const [line] = statement.lines;
        expect(line.status).toBe('proposed');
        const [confirm, assign] = await Promise.all([
          post(first, `/api/admin/bank-statements/${statement.id}/confirm`, {}),
          post(second, `/api/admin/bank-statements/${statement.id}/lines/${line.id}/assign`, { invoiceNumber: 'RE-2026-00002' }),
        ]);
        expect(confirm.statusCode).toBe(200);
        const payments = await t.dataSource.query<{ invoice_id: string }[]>('SELECT invoice_id FROM incoming_payments WHERE reversed_at IS NULL');
        const [stored] = await t.dataSource.query('SELECT status, allocations FROM bank_statement_lines WHERE id = $1', [line.id]);
        if (assign.statusCode === 200) {
          // assigned first: the confirmation booked the assignment
          expect(payments).toEqual([{ invoice_id: other.invoiceId }]);
        } else {
          expect(assign.json()).toMatchObject({ code: 'BANK_STATEMENT_LINE_NOT_ASSIGNABLE', message: 'Zeile 1 ist bereits gebucht und kann keiner Rechnung zugeordnet werden.' });
          expect(payments).toEqual([{ invoice_id: proposed.invoiceId }]);
        }
        expect(stored.status).toBe('booked');
        expect(stored.allocations.map((allocation: { invoiceId: string }) => allocation.invoiceId)).toEqual(payments.map((payment) => payment.invoice_id));
      }
    });
  });
});
