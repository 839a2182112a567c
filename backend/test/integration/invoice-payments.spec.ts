import { HttpException } from '@nestjs/common';
import { AuthUser } from '../../src/common/auth/decorators';
import { Role } from '../../src/common/auth/role';
import { centsFromNumeric, formatCents } from '../../src/common/money/money';
import { berlinDay } from '../../src/common/money/pricing';
import { IncomingPaymentSource } from '../../src/modules/invoices/entities/incoming-payment.entity';
import { InvoicePaymentsChanged } from '../../src/modules/invoices/invoice-events';
import { OpenItemsService } from '../../src/modules/invoices/open-items/open-items.service';
import { InvoicePaymentsService, RecordPaymentInput } from '../../src/modules/invoices/payments/invoice-payments.service';
import { addDays } from '../../src/common/money/pricing';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { makeOpenInvoice } from './bank-statements.fixtures';
import { accountDealer, invoicedOrder, InvoicedOrder, capturePaymentEvents } from './invoice-payments.fixtures';

describe('invoice payments: partial, Skonto, overpayment as credit, reversal, the order follows', () => {
  let t: TestApp;
  let admin: SignedIn;
  let adminUser: AuthUser;
  let payments: InvoicePaymentsService;
  let openItems: OpenItemsService;
  let published: InvoicePaymentsChanged[];
  beforeAll(async () => {
    t = await startTestApp();
    payments = t.app.get(InvoicePaymentsService);
    openItems = t.app.get(OpenItemsService);
    published = capturePaymentEvents(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    published.length = 0;
    const user = await makeUser(t.dataSource, { roles: [Role.Admin] });
    admin = await signIn(t.app, user.email);
    adminUser = { id: user.id, email: user.email, roles: [Role.Admin], aal: 'aal1', sessionId: 'test', mfaPending: false };
  });

  const today = () => berlinDay(new Date());
  const invoiced = async (options: { quantity?: number; paymentMethod?: string } = {}) =>
    invoicedOrder(t.app, t.dataSource, admin, await accountDealer(t.app, t.dataSource), options);
  const pay = (invoice: InvoicedOrder | null, amount: string, extra: Partial<RecordPaymentInput> = {}) =>
    payments.record({
      invoiceId: invoice?.invoiceId ?? null,
      amount,
      bookedOn: today(),
      reference: `Zahlung ${invoice?.number ?? ''}`,
      source: IncomingPaymentSource.Manual,
      recordedByUserId: adminUser.id,
      ...extra,
    });
  const invoiceRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT paid_amount AS "paidAmount", skonto_amount AS "skontoAmount", settled_at AS "settledAt" FROM invoices WHERE id = $1`,
        [id],
      )
    )[0];
  const orderRow = async (id: string) =>
    (await t.dataSource.query(`SELECT payment_status AS "paymentStatus", paid_at AS "paidAt" FROM orders WHERE id = $1`, [id]))[0];
  const paymentRows = (companyId: string) =>
    t.dataSource.query(
      `SELECT invoice_id AS "invoiceId", amount, skonto_amount AS "skontoAmount", reversed_at AS "reversedAt" FROM incoming_payments WHERE company_id = $1 ORDER BY amount DESC`,
      [companyId],
    );
  const minus = (a: string, cents: number) => formatCents(centsFromNumeric(a) - cents);
  async function refusal(work: Promise<unknown>) {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpException);
    return { status: (error as HttpException).getStatus(), body: (error as HttpException).getResponse() };
  }

  it('a partial payment leaves the invoice open and the order partly paid; the rest settles both', async () => {
    const invoice = await invoiced();
    expect((await orderRow(invoice.orderId)).paymentStatus).toBe('pending');

    await pay(invoice, '20.00');
    expect(await invoiceRow(invoice.invoiceId)).toMatchObject({ paidAmount: '20.00', skontoAmount: '0.00', settledAt: null });
    expect(await orderRow(invoice.orderId)).toMatchObject({ paymentStatus: 'partially_paid', paidAt: null });
    expect(published.at(-1)).toMatchObject({ invoiceId: invoice.invoiceId, companyId: invoice.companyId, orderId: invoice.orderId, openAmount: minus(invoice.total, 2000), settled: false });
    const [item] = await openItems.itemsOf(invoice.companyId, 'open');
    expect(item).toMatchObject({ number: invoice.number, paidAmount: '20.00', openAmount: minus(invoice.total, 2000), overdueDays: 0 });

    await pay(invoice, minus(invoice.total, 2000));
    expect((await invoiceRow(invoice.invoiceId)).settledAt).not.toBeNull();
    expect((await orderRow(invoice.orderId)).paymentStatus).toBe('completed');
    expect((await orderRow(invoice.orderId)).paidAt).not.toBeNull();
    expect(published.at(-1)).toMatchObject({ openAmount: '0.00', settled: true });
    expect(await openItems.itemsOf(invoice.companyId, 'open')).toEqual([]);
    expect((await openItems.itemsOf(invoice.companyId, 'paid')).map((row) => row.number)).toEqual([invoice.number]);
    const audit = await t.dataSource.query(`SELECT action_type, details->>'message' AS message FROM admin_actions WHERE target_type = 'payment' ORDER BY created_at`);
    expect(audit[0]).toMatchObject({ action_type: 'payment.record', message: `Zahlung 20,00\u00a0€ auf Rechnung ${invoice.number} gebucht` });
  });

  it('takes Skonto for total − Skonto paid by the Skonto day and settles; a day late the Skonto stays open', async () => {
    const inTime = await invoiced();
    const late = await invoiced();
    // the last Skonto day is today: a payment booked tomorrow (the latest day a booking may carry) is late
    const skontoUntil = today();
    await t.dataSource.query(`UPDATE invoices SET skonto_percent = 2, skonto_until = $2 WHERE id = ANY($1)`, [[inTime.invoiceId, late.invoiceId], skontoUntil]);
    const skonto = Math.round((centsFromNumeric(inTime.total) * 2) / 100);
    const reduced = minus(inTime.total, skonto);

    await pay(inTime, reduced, { bookedOn: skontoUntil });
    expect(await invoiceRow(inTime.invoiceId)).toMatchObject({ paidAmount: reduced, skontoAmount: formatCents(skonto) });
    expect((await invoiceRow(inTime.invoiceId)).settledAt).not.toBeNull();
    expect((await orderRow(inTime.orderId)).paymentStatus).toBe('completed');
    expect((await paymentRows(inTime.companyId))[0]).toMatchObject({ amount: reduced, skontoAmount: formatCents(skonto) });

    await pay(late, reduced, { bookedOn: addDays(skontoUntil, 1) });
    expect(await invoiceRow(late.invoiceId)).toMatchObject({ paidAmount: reduced, skontoAmount: '0.00', settledAt: null });
    expect((await orderRow(late.orderId)).paymentStatus).toBe('partially_paid');
    const [item] = await openItems.itemsOf(late.companyId, 'open');
    expect(item).toMatchObject({ openAmount: formatCents(skonto), skontoUntil, skontoPercent: '2.00' });
  });

  it('takes 1,15 % Skonto of 30,00 € as 0,35 € (kaufmännisch rounded half up, not 0,34 €): 29,65 € settles the invoice', async () => {
    const invoice = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '30.00', skontoPercent: '1.15', skontoUntil: addDays(today(), 5) });
    await t.dataSource.query(`UPDATE invoices SET issue_date = $2 WHERE id = $1`, [invoice.invoiceId, today()]);
    const [found] = await openItems.findByNumbers(['RE-2026-00001']);
    expect(found.skontoAmountDue).toBe('29.65');

    await payments.record({ invoiceId: invoice.invoiceId, amount: '29.65', bookedOn: today(), reference: 'RE-2026-00001 abzgl. Skonto', source: IncomingPaymentSource.Manual, recordedByUserId: adminUser.id });
    const row = await invoiceRow(invoice.invoiceId);
    expect(row).toMatchObject({ paidAmount: '29.65', skontoAmount: '0.35' });
    expect(row.settledAt).not.toBeNull();
  });

  it('keeps the rest of an overpayment as the company\'s credit; a payment without invoice is credit as a whole', async () => {
    const invoice = await invoiced();
    const { paymentIds } = await pay(invoice, minus(invoice.total, -1050));
    expect(paymentIds).toHaveLength(2);
    expect(await paymentRows(invoice.companyId)).toEqual([
      expect.objectContaining({ invoiceId: invoice.invoiceId, amount: invoice.total }),
      expect.objectContaining({ invoiceId: null, amount: '10.50' }),
    ]);
    expect((await invoiceRow(invoice.invoiceId)).paidAmount).toBe(invoice.total);

    await pay(null, '5.00', { companyId: invoice.companyId });
    expect(await openItems.balanceOf(invoice.companyId)).toEqual({ openAmount: '0.00', overdueAmount: '0.00', creditAmount: '15.50', balance: '-15.50' });
  });

  it('refuses bad amounts and dates, a cancelled invoice, an unknown invoice or company, in German, booking nothing', async () => {
    const invoice = await invoiced();
    for (const amount of ['0', '0.00', '-5.00', '12.345', '1,50', '', 'abc', '1e3']) {
      expect(await refusal(pay(invoice, amount))).toEqual({
        status: 422,
        body: expect.objectContaining({ code: 'PAYMENT_AMOUNT_INVALID', message: 'Bitte einen Betrag größer als 0 mit höchstens zwei Nachkommastellen angeben (z. B. 120.50).' }),
      });
    }
    for (const bookedOn of ['2026-02-30', '30.11.2026', '']) {
      expect((await refusal(pay(invoice, '1.00', { bookedOn }))).body).toMatchObject({ code: 'PAYMENT_DATE_INVALID' });
    }
    expect(await refusal(pay({ ...invoice, invoiceId: '00000000-0000-4000-8000-000000000000' }, '1.00'))).toMatchObject({ status: 404, body: { code: 'INVOICE_NOT_FOUND' } });
    expect(await refusal(pay(null, '1.00'))).toMatchObject({ status: 422, body: { code: 'PAYMENT_TARGET_MISSING' } });
    expect(await refusal(pay(null, '1.00', { companyId: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({ status: 404, body: { code: 'PAYMENT_COMPANY_NOT_FOUND' } });
    const other = await accountDealer(t.app, t.dataSource, 'Andere Räder KG');
    expect(await refusal(pay(invoice, '1.00', { companyId: other.companyId }))).toMatchObject({ status: 404, body: { code: 'INVOICE_NOT_FOUND' } });

    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${invoice.orderId}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    expect(await refusal(pay(invoice, '1.00'))).toEqual({
      status: 409,
      body: expect.objectContaining({
        code: 'PAYMENT_INVOICE_CANCELLED',
        message: `Die Rechnung ${invoice.number} ist storniert; darauf kann keine Zahlung gebucht werden. Buchen Sie den Betrag als Guthaben der Firma.`,
      }),
    });
    expect(await t.dataSource.query(`SELECT id FROM incoming_payments`)).toEqual([]);
    expect(await invoiceRow(invoice.invoiceId)).toMatchObject({ paidAmount: '0.00' });
  });

  it('refuses a Buchungstag before the invoice date or after tomorrow for every caller (form, bank statement), in German, booking nothing', async () => {
    const invoice = await invoiced();
    const [{ issue_date: issued }] = await t.dataSource.query(`SELECT issue_date::text FROM invoices WHERE id = $1`, [invoice.invoiceId]);
    const german = (day: string) => day.split('-').reverse().join('.');
    const before = addDays(issued, -1);
    expect(await refusal(pay(invoice, '1.00', { bookedOn: before }))).toEqual({
      status: 422,
      body: expect.objectContaining({
        code: 'PAYMENT_DATE_INVALID',
        message: `Der Buchungstag ${german(before)} liegt vor dem Rechnungsdatum ${german(issued)} der Rechnung ${invoice.number}. Bitte prüfen Sie den Buchungstag oder buchen Sie den Betrag als Guthaben der Firma.`,
      }),
    });
    for (const source of [IncomingPaymentSource.BankStatement, IncomingPaymentSource.Manual]) {
      expect(await refusal(pay(invoice, '1.00', { bookedOn: addDays(today(), 2), source }))).toEqual({
        status: 422,
        body: expect.objectContaining({ code: 'PAYMENT_DATE_INVALID', message: 'Der Buchungstag darf nicht in der Zukunft liegen.' }),
      });
    }
    expect((await refusal(pay(null, '1.00', { companyId: invoice.companyId, bookedOn: '2099-12-31', source: IncomingPaymentSource.BankStatement }))).body).toMatchObject({
      code: 'PAYMENT_DATE_INVALID',
      message: 'Der Buchungstag darf nicht in der Zukunft liegen.',
    });
    const overHttp = await t.app.inject({ method: 'POST', url: '/api/admin/payments', headers: admin.auth, payload: { invoiceId: invoice.invoiceId, amount: '1.00', bookedOn: before, reference: 'Überweisung' } });
    expect(overHttp.statusCode).toBe(422);
    expect(overHttp.json().message).toMatch(/^Der Buchungstag .* liegt vor dem Rechnungsdatum/);
    expect(await t.dataSource.query(`SELECT id FROM incoming_payments`)).toEqual([]);

    // the invoice day itself and tomorrow (a browser a time zone ahead of Berlin) are taken
    await pay(invoice, '1.00', { bookedOn: issued });
    await pay(invoice, '1.00', { bookedOn: addDays(today(), 1) });
    expect((await invoiceRow(invoice.invoiceId)).paidAmount).toBe('2.00');
  });

  it('says that a payment aimed at a Stornorechnung is aimed at a Stornorechnung, not that it is cancelled', async () => {
    const invoice = await invoiced();
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${invoice.orderId}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    const [storno] = await t.dataSource.query(`SELECT id, number FROM invoices WHERE cancels_invoice_id = $1`, [invoice.invoiceId]);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/payments', headers: admin.auth, payload: { invoiceId: storno.id, amount: '1.00', bookedOn: today(), reference: 'Überweisung' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_INVOICE_CANCELLED',
      message: `${storno.number} ist eine Stornorechnung (zu Rechnung ${invoice.number}); darauf kann keine Zahlung gebucht werden. Buchen Sie den Betrag als Guthaben der Firma.`,
    });
    expect(await t.dataSource.query(`SELECT id FROM incoming_payments`)).toEqual([]);
  });

  it('adds up two payments booked on one invoice at the same moment: the second sees the first, its rest is credit', async () => {
    const invoice = await invoiced({ quantity: 10 });
    const share = formatCents(Math.round(centsFromNumeric(invoice.total) * 0.6));
    const results = await Promise.all([pay(invoice, share), pay(invoice, share)]);
    expect(results.map((result) => result.paymentIds.length).sort()).toEqual([1, 2]);
    const row = await invoiceRow(invoice.invoiceId);
    expect(row.paidAmount).toBe(invoice.total);
    expect(row.settledAt).not.toBeNull();
    const credit = 2 * centsFromNumeric(share) - centsFromNumeric(invoice.total);
    expect((await openItems.balanceOf(invoice.companyId)).creditAmount).toBe(formatCents(credit));
    expect((await orderRow(invoice.orderId)).paymentStatus).toBe('completed');
  });

  it('a reversal reopens the invoice, the order follows back, it is audited with the reason and happens once', async () => {
    const invoice = await invoiced();
    const [first] = (await pay(invoice, '20.00')).paymentIds;
    const [second] = (await pay(invoice, minus(invoice.total, 2000))).paymentIds;
    expect((await orderRow(invoice.orderId)).paymentStatus).toBe('completed');

    await payments.reverse(second, adminUser, 'Rücklastschrift der Bank');
    expect(await invoiceRow(invoice.invoiceId)).toMatchObject({ paidAmount: '20.00', settledAt: null });
    expect(await orderRow(invoice.orderId)).toMatchObject({ paymentStatus: 'partially_paid', paidAt: null });
    expect(published.at(-1)).toMatchObject({ settled: false, openAmount: minus(invoice.total, 2000) });
    await payments.reverse(first, adminUser, 'Falsch zugeordnet');
    expect((await orderRow(invoice.orderId)).paymentStatus).toBe('pending');
    expect((await openItems.itemsOf(invoice.companyId, 'open'))[0].openAmount).toBe(invoice.total);

    const again = await Promise.all([payments.reverse(first, adminUser, 'doppelt'), payments.reverse(first, adminUser, 'doppelt')].map((work) => refusal(work)));
    expect(again.map((result) => result.body)).toEqual([
      expect.objectContaining({ code: 'PAYMENT_ALREADY_REVERSED', message: 'Diese Zahlung ist bereits storniert.' }),
      expect.objectContaining({ code: 'PAYMENT_ALREADY_REVERSED' }),
    ]);
    const reversed = await t.dataSource.query(`SELECT reversal_reason, reversed_by_user_id FROM incoming_payments WHERE id = $1`, [second]);
    expect(reversed[0]).toEqual({ reversal_reason: 'Rücklastschrift der Bank', reversed_by_user_id: adminUser.id });
    const audit = await t.dataSource.query(`SELECT details->>'reason' AS reason FROM admin_actions WHERE action_type = 'payment.reverse' ORDER BY created_at`);
    expect(audit.map((row: { reason: string }) => row.reason)).toEqual(['Rücklastschrift der Bank', 'Falsch zugeordnet']);
    expect((await refusal(payments.reverse('00000000-0000-4000-8000-000000000000', adminUser, 'x'))).status).toBe(404);
  });

  it('cancelling an invoice with payments keeps the money as credit of the company', async () => {
    const invoice = await invoiced();
    await pay(invoice, '12.00');
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${invoice.orderId}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    expect(await paymentRows(invoice.companyId)).toEqual([expect.objectContaining({ invoiceId: null, amount: '12.00' })]);
    expect(await openItems.balanceOf(invoice.companyId)).toMatchObject({ openAmount: '0.00', creditAmount: '12.00' });
    expect((await openItems.itemsOf(invoice.companyId))[0]).toMatchObject({ cancelled: true, openAmount: '0.00' });
  });

  it('books a payment on the invoice of another method without touching that order\'s payment status', async () => {
    const invoice = await invoiced({ paymentMethod: 'prepayment' });
    await pay(invoice, invoice.total);
    expect((await invoiceRow(invoice.invoiceId)).settledAt).not.toBeNull();
    expect((await orderRow(invoice.orderId)).paymentStatus).toBe('pending');
  });

  it('finds invoices by number with their open amount and the amount that settles them with Skonto', async () => {
    const invoice = await invoiced();
    await t.dataSource.query(`UPDATE invoices SET skonto_percent = 3, skonto_until = $2 WHERE id = $1`, [invoice.invoiceId, addDays(today(), 5)]);
    const found = await openItems.findByNumbers([invoice.number, 'RE-1999-99999']);
    const skonto = Math.round((centsFromNumeric(invoice.total) * 3) / 100);
    expect(found).toEqual([
      expect.objectContaining({ invoiceId: invoice.invoiceId, companyId: invoice.companyId, openAmount: invoice.total, skontoAmountDue: minus(invoice.total, skonto), cancelled: false }),
    ]);
  });
});
