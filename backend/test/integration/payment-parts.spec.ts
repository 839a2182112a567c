import { Role } from '../../src/common/auth/role';
import { centsFromNumeric, formatCents } from '../../src/common/money/money';
import { berlinDay } from '../../src/common/money/pricing';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { accountDealer, invoicedOrder, InvoicedOrder } from './invoice-payments.fixtures';

/**
 * A payment above the open amount (the back office's form): the form is told beforehand where the surplus goes, the
 * answer names it, and reversing the payment reverses all of it; the invoices, the credit and the receivables list
 * agree after each step. The form's Idempotency-Key books a doubled request once.
 */
describe('payments above the open amount: preview, parts, reversal as a whole; Idempotency-Key', () => {
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

  const today = () => berlinDay(new Date());
  const cents = (amount: string) => centsFromNumeric(amount);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...admin.auth, ...headers }, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });
  const invoice = async (id: string) =>
    (await t.dataSource.query(`SELECT paid_amount, skonto_amount, settled_at IS NOT NULL AS settled FROM invoices WHERE id = $1`, [id]))[0];

  /** What the back office reads about the company: its row in the receivables list and its detail, which must agree. */
  async function books(companyId: string) {
    const list = (await get('/api/admin/receivables?pageSize=100')).json();
    // a company with nothing open and no credit is not listed
    const row = list.items.find((item: { companyId: string }) => item.companyId === companyId) ?? { openAmount: '0.00', creditAmount: '0.00', balance: '0.00' };
    const detail = (await get(`/api/admin/receivables/${companyId}`)).json();
    expect(detail.balance).toMatchObject({ openAmount: row.openAmount, creditAmount: row.creditAmount, balance: row.balance });
    expect(detail.ageing).toMatchObject({ openAmount: row.openAmount, creditAmount: row.creditAmount });
    const openItems = detail.openItems.reduce((sum: number, item: { openAmount: string }) => sum + cents(item.openAmount), 0);
    expect(formatCents(openItems)).toBe(row.openAmount);
    return { open: row.openAmount as string, credit: row.creditAmount as string, balance: row.balance as string, payments: detail.payments };
  }

  async function twoInvoices() {
    const dealer = await accountDealer(t.app, t.dataSource);
    const older = await invoicedOrder(t.app, t.dataSource, admin, dealer, { quantity: 5 });
    const newer = await invoicedOrder(t.app, t.dataSource, admin, dealer, { quantity: 3 });
    // the older one is due first: credit goes there first
    await t.dataSource.query(`UPDATE invoices SET due_date = due_date - 10 WHERE id = $1`, [older.invoiceId]);
    return { dealer, older, newer };
  }

  const body = (target: InvoicedOrder, amount: string) => ({ invoiceId: target.invoiceId, amount, bookedOn: today(), reference: `Überweisung ${target.number}` });

  it('says before booking where the surplus goes, books exactly that and names it; the books agree', async () => {
    const { dealer, older, newer } = await twoInvoices();
    // pays the newer invoice, the older one in full and 5,00 € more
    const amount = formatCents(cents(newer.total) + cents(older.total) + 500);
    const before = await books(dealer.companyId);
    expect(before).toMatchObject({ open: formatCents(cents(newer.total) + cents(older.total)), credit: '0.00' });

    const preview = await get(`/api/admin/payments/preview?invoiceId=${newer.invoiceId}&amount=${amount}&bookedOn=${today()}`);
    expect(preview.statusCode).toBe(200);
    const expected = [
      { kind: 'invoice', invoiceId: newer.invoiceId, invoiceNumber: newer.number, amount: newer.total, skontoAmount: '0.00' },
      { kind: 'applied', invoiceId: older.invoiceId, invoiceNumber: older.number, amount: older.total, skontoAmount: '0.00' },
      { kind: 'credit', invoiceId: null, invoiceNumber: null, amount: '5.00', skontoAmount: '0.00' },
    ];
    expect(preview.json()).toEqual({ parts: expected, openAfterAmount: '0.00' });
    // nothing is booked by looking
    expect(await invoice(older.invoiceId)).toMatchObject({ paid_amount: '0.00', settled: false });

    const booked = await post('/api/admin/payments', body(newer, amount));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().parts).toEqual(expected);
    expect(booked.json().paymentIds).toHaveLength(2);
    expect(await invoice(newer.invoiceId)).toMatchObject({ paid_amount: newer.total, settled: true });
    expect(await invoice(older.invoiceId)).toMatchObject({ paid_amount: older.total, settled: true });
    expect(await books(dealer.companyId)).toMatchObject({ open: '0.00', credit: '5.00', balance: '-5.00' });
  });

  it('says so when the surplus stays credit, and for a partial payment what stays open', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const only = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    const over = await get(`/api/admin/payments/preview?invoiceId=${only.invoiceId}&amount=${formatCents(cents(only.total) + 1234)}&bookedOn=${today()}`);
    expect(over.json().parts.map((part: { kind: string; amount: string }) => [part.kind, part.amount])).toEqual([
      ['invoice', only.total],
      ['credit', '12.34'],
    ]);
    const partial = await get(`/api/admin/payments/preview?invoiceId=${only.invoiceId}&amount=10.00&bookedOn=${today()}`);
    expect(partial.json()).toEqual({ parts: [expect.objectContaining({ kind: 'invoice', amount: '10.00' })], openAfterAmount: formatCents(cents(only.total) - 1000) });
    const credit = await get(`/api/admin/payments/preview?companyId=${dealer.companyId}&amount=7.00&bookedOn=${today()}`);
    expect(credit.json().parts).toEqual([expect.objectContaining({ kind: 'applied', invoiceNumber: only.number, amount: '7.00' })]);
    // refused as booking would be, in German
    const none = await get(`/api/admin/payments/preview?amount=7.00&bookedOn=${today()}`);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'PAYMENT_TARGET_MISSING', message: 'Bitte eine Rechnung oder die Firma angeben, für die die Zahlung gebucht wird.' });
    expect((await get(`/api/admin/payments/preview?invoiceId=${only.invoiceId}&amount=0&bookedOn=${today()}`)).json().code).toBe('PAYMENT_AMOUNT_INVALID');
  });

  it('reverses the whole payment: the invoice, the other invoice it was applied to and the credit; the books agree', async () => {
    const { dealer, older, newer } = await twoInvoices();
    const amount = formatCents(cents(newer.total) + cents(older.total) + 500);
    const before = await books(dealer.companyId);
    const [first] = (await post('/api/admin/payments', body(newer, amount))).json().paymentIds;

    const reversed = await post(`/api/admin/payments/${first}/reverse`, { reason: 'Rücklastschrift der Bank' });
    expect(reversed.statusCode).toBe(204);
    expect(await invoice(newer.invoiceId)).toMatchObject({ paid_amount: '0.00', settled: false });
    expect(await invoice(older.invoiceId)).toMatchObject({ paid_amount: '0.00', settled: false });
    const after = await books(dealer.companyId);
    expect(after).toMatchObject({ open: before.open, credit: '0.00', balance: before.open });
    expect(after.payments).toHaveLength(3);
    expect(after.payments.every((payment: { reversedAt: string | null; reversalReason: string }) => payment.reversedAt && payment.reversalReason === 'Rücklastschrift der Bank')).toBe(true);
    const parts = new Set(after.payments.map((payment: { id: string; partOfPaymentId: string | null }) => payment.partOfPaymentId ?? payment.id));
    expect([...parts]).toEqual([first]);
    const orders = await t.dataSource.query(`SELECT payment_status FROM orders WHERE id = ANY($1)`, [[older.orderId, newer.orderId]]);
    expect(orders.map((order: { payment_status: string }) => order.payment_status)).toEqual(['pending', 'pending']);

    const [audit] = await t.dataSource.query(`SELECT details FROM admin_actions WHERE action_type = 'payment.reverse'`);
    expect(audit.details.message).toContain(`auf Rechnung ${newer.number}`);
    expect(audit.details.message).toContain(`verrechnet mit ${older.number}`);
    expect(audit.details.message).toContain('5,00\u00a0€ Guthaben');
    expect(audit.details.amount).toBe(amount);

    // each part is reversed: once
    for (const payment of after.payments) {
      const again = await post(`/api/admin/payments/${payment.id}/reverse`, { reason: 'doppelt' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PAYMENT_ALREADY_REVERSED', message: 'Diese Zahlung ist bereits storniert.' });
    }
  });

  it('reverses the whole payment from its credit row as well; undoing an application stays an undoing', async () => {
    const { dealer, older, newer } = await twoInvoices();
    const amount = formatCents(cents(newer.total) + 1000);
    await post('/api/admin/payments', body(newer, amount));
    const { payments } = await books(dealer.companyId);
    const applied = payments.find((payment: { creditAppliedAt: string | null }) => payment.creditAppliedAt);
    expect(applied).toMatchObject({ invoiceNumber: older.number, amount: '10.00' });

    // 'Aufheben' on the applied part: it is credit again, the rest of the payment stands
    expect((await post(`/api/admin/payments/${applied.id}/reverse`, { reason: 'Kunde will Guthaben' })).statusCode).toBe(204);
    expect(await books(dealer.companyId)).toMatchObject({ credit: '10.00', open: older.total });
    // 'Stornieren' on the credit: the whole payment (the invoice's share too)
    expect((await post(`/api/admin/payments/${applied.id}/reverse`, { reason: 'Fehlbuchung' })).statusCode).toBe(204);
    expect(await invoice(newer.invoiceId)).toMatchObject({ paid_amount: '0.00', settled: false });
    expect(await books(dealer.companyId)).toMatchObject({ credit: '0.00', open: formatCents(cents(older.total) + cents(newer.total)) });
  });

  describe('Idempotency-Key', () => {
    const payments = async (companyId: string) =>
      (await t.dataSource.query(`SELECT amount, invoice_id FROM incoming_payments WHERE company_id = $1 ORDER BY amount DESC`, [companyId])) as { amount: string; invoice_id: string | null }[];

    it('books two identical requests with one key once, also at the same moment, and answers both with that payment', async () => {
      const dealer = await accountDealer(t.app, t.dataSource);
      const only = await invoicedOrder(t.app, t.dataSource, admin, dealer);
      const key = { 'idempotency-key': 'zahlung-3f9a1c2e-5b7d' };
      const [one, two] = await Promise.all([post('/api/admin/payments', body(only, only.total), key), post('/api/admin/payments', body(only, only.total), key)]);
      expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
      expect(two.json()).toEqual(one.json());
      expect(await payments(dealer.companyId)).toEqual([{ amount: only.total, invoice_id: only.invoiceId }]);
      // later again: the same answer, nothing booked
      const later = await post('/api/admin/payments', body(only, only.total), key);
      expect(later.json()).toEqual(one.json());
      expect(await books(dealer.companyId)).toMatchObject({ open: '0.00', credit: '0.00' });
      expect(Number((await t.dataSource.query(`SELECT count(*) FROM admin_actions WHERE action_type = 'payment.record'`))[0].count)).toBe(1);
    });

    it('refuses the same key with another body in German and a malformed key; without a key both requests book', async () => {
      const dealer = await accountDealer(t.app, t.dataSource);
      const only = await invoicedOrder(t.app, t.dataSource, admin, dealer);
      const key = { 'idempotency-key': 'zahlung-aaaa-bbbb' };
      expect((await post('/api/admin/payments', body(only, '10.00'), key)).statusCode).toBe(201);
      const other = await post('/api/admin/payments', body(only, '11.00'), key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('gehört schon zu einer Zahlung mit anderen Angaben') });
      const bad = await post('/api/admin/payments', body(only, '10.00'), { 'idempotency-key': 'kurz' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', message: 'Der Idempotency-Key besteht aus 8–100 Buchstaben, Ziffern, - oder _.' });
      expect(await payments(dealer.companyId)).toHaveLength(1);

      // as before: without a key a doubled request books twice, the second's money beyond the open amount is credit
      const rest = formatCents(cents(only.total) - 1000);
      const both = await Promise.all([post('/api/admin/payments', body(only, rest)), post('/api/admin/payments', body(only, rest))]);
      expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
      expect(await books(dealer.companyId)).toMatchObject({ open: '0.00', credit: rest });
    });

    it('answers a retry after the payment was reversed with 409 in German and books nothing again', async () => {
      const dealer = await accountDealer(t.app, t.dataSource);
      const only = await invoicedOrder(t.app, t.dataSource, admin, dealer);
      const key = { 'idempotency-key': 'zahlung-storniert-seither' };
      const first = await post('/api/admin/payments', body(only, formatCents(cents(only.total) + 500)), key);
      expect(first.statusCode).toBe(201);
      expect((await post(`/api/admin/payments/${first.json().paymentIds[0]}/reverse`, { reason: 'Rücklastschrift der Bank' })).statusCode).toBe(204);

      const retry = await post('/api/admin/payments', body(only, formatCents(cents(only.total) + 500)), key);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toMatchObject({
        code: 'PAYMENT_ALREADY_REVERSED',
        message: expect.stringMatching(/^Diese Zahlung wurde bereits gebucht und am \d{2}\.\d{2}\.\d{4} storniert \(Rücklastschrift der Bank\); sie wird nicht noch einmal gebucht\./),
      });
      expect(await payments(dealer.companyId)).toHaveLength(2);
      expect(await invoice(only.invoiceId)).toMatchObject({ paid_amount: '0.00', settled: false });
      expect(Number((await t.dataSource.query(`SELECT count(*) FROM admin_actions WHERE action_type = 'payment.record'`))[0].count)).toBe(1);
    });

    it('keeps keys apart per administrator', async () => {
      const dealer = await accountDealer(t.app, t.dataSource);
      const only = await invoicedOrder(t.app, t.dataSource, admin, dealer);
      const key = { 'idempotency-key': 'zahlung-gleicher-schluessel' };
      expect((await post('/api/admin/payments', body(only, '10.00'), key)).statusCode).toBe(201);
      admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
      expect((await post('/api/admin/payments', body(only, '10.00'), key)).statusCode).toBe(201);
      expect(await payments(dealer.companyId)).toHaveLength(2);
    });
  });

  it('reversing a payment with a credit part while credit is booked for the same company: both finish, never a deadlock (500)', async () => {
    const wrong: string[] = [];
    for (let round = 0; round < 6; round++) {
      await t.reset();
      admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
      const { dealer, older, newer } = await twoInvoices();
      const booked = await post('/api/admin/payments', body(newer, formatCents(cents(newer.total) + cents(older.total) + 500)));
      expect(booked.statusCode).toBe(201);
      const [reversal, credit] = await Promise.all([
        post(`/api/admin/payments/${booked.json().paymentIds[0]}/reverse`, { reason: 'Rücklastschrift' }),
        post('/api/admin/payments', { companyId: dealer.companyId, amount: '1.00', bookedOn: today(), reference: 'Guthaben' }),
      ]);
      for (const [name, answer] of [['reverse', reversal], ['credit', credit]] as const) {
        if (answer.statusCode >= 500) wrong.push(`round ${round} ${name}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
      // the books agree whatever came first
      await books(dealer.companyId);
    }
    expect(wrong).toEqual([]);
  });
});
