import { Role } from '../../src/common/auth/role';
import { berlinDay } from '../../src/common/money/pricing';
import { IncomingPaymentSource } from '../../src/modules/invoices/entities/incoming-payment.entity';
import { InvoicePaymentsService } from '../../src/modules/invoices/payments/invoice-payments.service';
import { ReceivablesService } from '../../src/modules/invoices/receivables/receivables.service';
import { addDays } from '../../src/common/money/pricing';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { accountDealer, invoicedOrder, InvoicedOrder } from './invoice-payments.fixtures';

const COLUMNS = `company_id, not_due_cents, days_1_30_cents, days_31_60_cents, days_61_90_cents, over_90_cents, open_cents, credit_cents, open_invoices, oldest_due_date::text`;

describe('receivables summary: the table the list reads stays equal to the open items, whoever writes them', () => {
  let t: TestApp;
  let admin: SignedIn;
  let adminId: string;
  let payments: InvoicePaymentsService;
  let receivables: ReceivablesService;
  const today = () => berlinDay(new Date());

  beforeAll(async () => {
    t = await startTestApp();
    payments = t.app.get(InvoicePaymentsService);
    receivables = t.app.get(ReceivablesService);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const user = await makeUser(t.dataSource, { roles: [Role.Admin] });
    adminId = user.id;
    admin = await signIn(t.app, user.email);
  });

  const pay = (invoice: InvoicedOrder, amount: string, bookedOn = today()) =>
    payments.record({ invoiceId: invoice.invoiceId, amount, bookedOn, reference: 'Test', source: IncomingPaymentSource.Manual, recordedByUserId: adminId });

  /** The summary rows against the same figures computed now from the invoices and credit rows, for a day. */
  async function expectSummaryTrue(day: string): Promise<void> {
    const kept = await t.dataSource.query(`SELECT ${COLUMNS} FROM receivable_summaries WHERE open_invoices > 0 OR credit_cents <> 0 ORDER BY company_id`);
    const live = await t.dataSource.query(`SELECT ${COLUMNS} FROM receivables_of($1::date, ARRAY(SELECT id FROM companies)) ORDER BY company_id`, [day]);
    expect(kept).toEqual(live);
    expect(kept.length).toBeGreaterThan(0);
  }

  it('follows issuing, partial payment, overpayment as credit, reversal and cancellation', async () => {
    const first = await accountDealer(t.app, t.dataSource, 'Radhaus Nord GmbH');
    const second = await accountDealer(t.app, t.dataSource, 'Velo Süd GmbH');
    const a = await invoicedOrder(t.app, t.dataSource, admin, first, { quantity: 3 });
    const b = await invoicedOrder(t.app, t.dataSource, admin, first, { quantity: 5 });
    const c = await invoicedOrder(t.app, t.dataSource, admin, second, { quantity: 2 });
    await expectSummaryTrue(today());
    const [row] = await t.dataSource.query(`SELECT open_invoices, open_cents::text FROM receivable_summaries WHERE company_id = $1`, [first.companyId]);
    expect(row.open_invoices).toBe(2);

    await pay(a, '10.00');
    await expectSummaryTrue(today());
    const { paymentIds } = await pay(c, '500.00'); // far more than the invoice: the rest is credit
    await expectSummaryTrue(today());
    const [credit] = await t.dataSource.query(`SELECT credit_cents::text, open_invoices FROM receivable_summaries WHERE company_id = $1`, [second.companyId]);
    expect(credit.open_invoices).toBe(0);
    expect(Number(credit.credit_cents)).toBeGreaterThan(0);

    await payments.reverse(paymentIds[0], { id: adminId, email: 'a@example.com', roles: [Role.Admin], aal: 'aal1', sessionId: 'test', mfaPending: false }, 'Fehlbuchung');
    await expectSummaryTrue(today());

    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${b.orderId}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    await expectSummaryTrue(today());

    const page = await receivables.list({ page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.companyName).sort()).toEqual(['Radhaus Nord GmbH', 'Velo Süd GmbH']);
    expect(page.items.find((item) => item.companyId === first.companyId)?.openInvoices).toBe(1);
  });

  it('moves the ages with the calendar: a read for a later day brings every row to it, later writes too', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const invoice = await invoicedOrder(t.app, t.dataSource, admin, dealer, { quantity: 4 });
    const [{ due_date: due }] = await t.dataSource.query(`SELECT due_date::text FROM invoices WHERE id = $1`, [invoice.invoiceId]);
    const later = addDays(due, 45);

    const now = await receivables.list({ page: 1, pageSize: 20 });
    expect(now.items[0]).toMatchObject({ notDue: invoice.total, days31To60: '0.00' });

    const then = await receivables.list({ page: 1, pageSize: 20 }, later);
    expect(then.items[0]).toMatchObject({ notDue: '0.00', days31To60: invoice.total });
    expect(then.sums.days31To60).toBe(invoice.total);
    expect(await t.dataSource.query(`SELECT DISTINCT as_of::text FROM receivable_summaries`)).toEqual([{ as_of: later }]);

    // a payment refreshes its company for the database's day; the next read for the later day brings it back
    await pay(invoice, '1.00');
    const after = await receivables.list({ page: 1, pageSize: 20 }, later);
    expect(after.items[0].days31To60).toBe((Number(invoice.total) - 1).toFixed(2));
    await expectSummaryTrue(later);
    expect(await receivables.rows({}, later)).toEqual(after.items);
  });

  it('counts every one of many payments booked at the same moment on different invoices of one company', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const invoices: InvoicedOrder[] = [];
    for (let k = 0; k < 6; k += 1) invoices.push(await invoicedOrder(t.app, t.dataSource, admin, dealer, { quantity: 2 + k }));
    await Promise.all(invoices.map((invoice) => pay(invoice, '3.00')));
    await expectSummaryTrue(today());
    const [row] = await t.dataSource.query(`SELECT open_cents::text FROM receivable_summaries WHERE company_id = $1`, [dealer.companyId]);
    const totalCents = invoices.reduce((sum, invoice) => sum + Math.round(Number(invoice.total) * 100), 0);
    expect(Number(row.open_cents)).toBe(totalCents - 6 * 300);
  });

  it('ignores writes that change no money: rendering an invoice leaves its summary row alone', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const invoice = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    await t.dataSource.query(`UPDATE receivable_summaries SET as_of = '2000-01-01'`);
    await t.dataSource.query(`UPDATE invoices SET pdf_key = pdf_key WHERE id = $1`, [invoice.invoiceId]);
    expect(await t.dataSource.query(`SELECT as_of::text FROM receivable_summaries`)).toEqual([{ as_of: '2000-01-01' }]);
    await t.dataSource.query(`UPDATE invoices SET due_date = due_date + 1 WHERE id = $1`, [invoice.invoiceId]);
    expect(await t.dataSource.query(`SELECT as_of::text FROM receivable_summaries`)).toEqual([{ as_of: today() }]);
  });
});
