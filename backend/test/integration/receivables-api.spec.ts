import ExcelJS from 'exceljs';
import { Role } from '../../src/common/auth/role';
import { centsFromNumeric, formatCents } from '../../src/common/money/money';
import { berlinDay } from '../../src/common/money/pricing';
import { addDays } from '../../src/common/money/pricing';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { accountDealer, invoicedOrder, InvoicedOrder } from './invoice-payments.fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('open items and receivables API: GET /api/invoices, /api/admin/receivables, POST /api/admin/payments, reverse', () => {
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
  const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.auth });
  const post = (url: string, payload: object, session = admin) => t.app.inject({ method: 'POST', url, headers: session.auth, payload });
  const dueIn = (invoice: InvoicedOrder, days: number) =>
    t.dataSource.query(`UPDATE invoices SET due_date = $2 WHERE id = $1`, [invoice.invoiceId, addDays(today(), days)]);
  const minus = (a: string, cents: number) => formatCents(centsFromNumeric(a) - cents);

  /** A company with four invoices: one paid, one partly paid, one 45 days overdue, one not due yet. */
  async function companyWithItems(name = 'Radladen Test GmbH') {
    const dealer = await accountDealer(t.app, t.dataSource, name);
    const [paid, partly, overdue, fresh] = [
      await invoicedOrder(t.app, t.dataSource, admin, dealer),
      await invoicedOrder(t.app, t.dataSource, admin, dealer),
      await invoicedOrder(t.app, t.dataSource, admin, dealer),
      await invoicedOrder(t.app, t.dataSource, admin, dealer),
    ];
    await dueIn(overdue, -45);
    await dueIn(partly, -3);
    const booked = (invoice: InvoicedOrder, amount: string) =>
      post('/api/admin/payments', { invoiceId: invoice.invoiceId, amount, bookedOn: today(), reference: `Überweisung ${invoice.number}` });
    expect((await booked(paid, paid.total)).statusCode).toBe(201);
    expect((await booked(partly, '10.00')).statusCode).toBe(201);
    return { dealer, paid, partly, overdue, fresh };
  }

  it('shows the dealer the company\'s invoices with paid, open, overdue days, filters and the balance; never another company\'s', async () => {
    const { dealer, paid, partly, overdue, fresh } = await companyWithItems();
    const other = await accountDealer(t.app, t.dataSource, 'Andere Räder KG');
    await invoicedOrder(t.app, t.dataSource, admin, other);

    const all = await get('/api/invoices', dealer.session);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(4);
    const open = [partly, overdue, fresh].reduce((sum, invoice) => sum + centsFromNumeric(invoice.total), 0) - 1000;
    const overdueSum = centsFromNumeric(overdue.total) + centsFromNumeric(partly.total) - 1000;
    expect(body.balance).toEqual({ openAmount: formatCents(open), overdueAmount: formatCents(overdueSum), creditAmount: '0.00', balance: formatCents(open) });
    const byNumber = new Map(body.items.map((item: { number: string }) => [item.number, item]));
    expect(byNumber.get(paid.number)).toMatchObject({ paidAmount: paid.total, openAmount: '0.00', overdueDays: 0 });
    expect(byNumber.get(partly.number)).toMatchObject({ paidAmount: '10.00', openAmount: minus(partly.total, 1000), overdueDays: 3 });
    expect(byNumber.get(overdue.number)).toMatchObject({ openAmount: overdue.total, overdueDays: 45, dueDate: addDays(today(), -45) });
    expect(byNumber.get(fresh.number)).toMatchObject({ overdueDays: 0, orderId: fresh.orderId });

    const numbers = async (status: string) => (await get(`/api/invoices?status=${status}`, dealer.session)).json().items.map((item: { number: string }) => item.number).sort();
    expect(await numbers('open')).toEqual([partly.number, overdue.number, fresh.number].sort());
    expect(await numbers('paid')).toEqual([paid.number]);
    expect(await numbers('overdue')).toEqual([partly.number, overdue.number].sort());
    const paged = (await get('/api/invoices?pageSize=2&page=2', dealer.session)).json();
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(2);

    const wrong = await get('/api/invoices?status=bezahlt', dealer.session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Unbekannter Filter (all, open, paid oder overdue).');
    expect((await get('/api/invoices', other.session)).json().total).toBe(1);
    expect((await get('/api/invoices', admin)).statusCode).toBe(403);
  });

  it('lists receivables per company by age with the sum line, filters them and exports CSV and XLSX', async () => {
    const first = await companyWithItems('Fahrradhaus Nord GmbH');
    const second = await accountDealer(t.app, t.dataSource, 'Zweirad Süd KG');
    // credit is applied to open invoices on account at once: it stays beside an open invoice of another method
    const old = await invoicedOrder(t.app, t.dataSource, admin, second, { paymentMethod: 'prepayment' });
    await dueIn(old, -120);
    expect((await post('/api/admin/payments', { companyId: second.companyId, amount: '5.00', bookedOn: today(), reference: 'Guthaben' })).statusCode).toBe(201);

    const response = await get('/api/admin/receivables', admin);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.total).toBe(2);
    const north = list.items.find((row: { companyName: string }) => row.companyName === 'Fahrradhaus Nord GmbH');
    expect(north).toMatchObject({
      companyId: first.dealer.companyId,
      notDue: first.fresh.total,
      days1To30: minus(first.partly.total, 1000),
      days31To60: first.overdue.total,
      days61To90: '0.00',
      over90: '0.00',
      creditAmount: '0.00',
      openInvoices: 3,
      oldestDueDate: addDays(today(), -45),
    });
    expect(north.debtorNumber).toBeGreaterThanOrEqual(10000);
    const south = list.items.find((row: { companyName: string }) => row.companyName === 'Zweirad Süd KG');
    expect(south).toMatchObject({ over90: old.total, creditAmount: '5.00', balance: minus(old.total, 500) });
    expect(list.sums.openAmount).toBe(formatCents(centsFromNumeric(north.openAmount) + centsFromNumeric(south.openAmount)));
    expect(list.sums).toMatchObject({ over90: old.total, days31To60: first.overdue.total, creditAmount: '5.00' });

    const names = async (query: string) => (await get(`/api/admin/receivables?${query}`, admin)).json().items.map((row: { companyName: string }) => row.companyName);
    expect(await names('view=over90')).toEqual(['Zweirad Süd KG']);
    expect(await names('view=credit')).toEqual(['Zweirad Süd KG']);
    expect(await names('q=nord')).toEqual(['Fahrradhaus Nord GmbH']);
    expect(await names(`q=${south.debtorNumber}`)).toEqual(['Zweirad Süd KG']);
    expect(await names('q=%25')).toEqual([]);
    expect((await get('/api/admin/receivables?view=alt', admin)).json().message).toContain('Unbekannte Ansicht');

    const csv = await get('/api/admin/receivables/export.csv?view=overdue', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Debitor;Firma;Offene Rechnungen;Älteste Fälligkeit;Nicht fällig;1–30 Tage;31–60 Tage;61–90 Tage;Über 90 Tage;Offen gesamt;Guthaben;Saldo');
    expect(lines).toHaveLength(4);
    expect(lines[3].startsWith(';Summe;4;;')).toBe(true);
    expect(lines.find((line) => line.includes('Zweirad Süd KG'))).toContain(`;5,00;`);

    const xlsx = await get('/api/admin/receivables/export.xlsx', admin);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Forderungen')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(2).value).toBe('Summe');
    expect(sheet.getRow(4).getCell(10).value).toBe(centsFromNumeric(list.sums.openAmount) / 100);
  });

  it('shows one company with its open items and payments', async () => {
    const { dealer, partly, paid } = await companyWithItems();
    const detail = await get(`/api/admin/receivables/${dealer.companyId}`, admin);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.openItems.map((item: { number: string }) => item.number)).toHaveLength(3);
    expect(body.payments.map((payment: { invoiceNumber: string; amount: string }) => [payment.invoiceNumber, payment.amount]).sort()).toEqual(
      [
        [paid.number, paid.total],
        [partly.number, '10.00'],
      ].sort(),
    );
    expect(body.ageing.openAmount).toBe(body.balance.openAmount);
    expect((await get(`/api/admin/receivables/${UNKNOWN}`, admin)).statusCode).toBe(404);
    expect((await get('/api/admin/receivables/abc', admin)).statusCode).toBe(400);
  });

  it('books a payment and reverses it over HTTP; refuses bad input in German and dealers with 403', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const invoice = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    const body = { invoiceId: invoice.invoiceId, amount: '25.00', bookedOn: today(), reference: 'Teilzahlung' };

    const refusals: [object, number, string][] = [
      [{ ...body, amount: '12.345' }, 400, 'Der Betrag: bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben (z. B. 12.50).'],
      [{ ...body, amount: '-5' }, 400, 'Der Betrag: bitte einen Betrag ab 0'],
      [{ ...body, amount: '0.00' }, 422, 'Bitte einen Betrag größer als 0'],
      [{ ...body, invoiceId: 'abc' }, 400, 'Unbekannte Rechnung.'],
      [{ ...body, invoiceId: UNKNOWN }, 404, 'Rechnung nicht gefunden.'],
      [{ ...body, bookedOn: '2026-02-30' }, 400, 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).'],
      [{ ...body, reference: '  ' }, 400, 'Bitte geben Sie den Verwendungszweck oder eine Notiz an.'],
      [{ amount: '5.00', bookedOn: today(), reference: 'x' }, 422, 'Bitte eine Rechnung oder die Firma angeben'],
      [{ ...body, amount: 25 }, 400, 'Der Betrag'],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await post('/api/admin/payments', payload);
      expect([response.statusCode, response.json().message]).toEqual([status, expect.stringContaining(message)]);
    }
    expect((await post('/api/admin/payments', body, dealer.session)).statusCode).toBe(403);
    expect(await t.dataSource.query(`SELECT id FROM incoming_payments`)).toEqual([]);

    const booked = await post('/api/admin/payments', body);
    expect(booked.statusCode).toBe(201);
    const [paymentId] = booked.json().paymentIds;
    expect((await get('/api/invoices?status=open', dealer.session)).json().items[0]).toMatchObject({ paidAmount: '25.00' });

    expect((await post(`/api/admin/payments/${paymentId}/reverse`, { reason: ' ' })).json().message).toBe('Bitte geben Sie einen Grund für die Stornierung an.');
    expect((await post('/api/admin/payments/abc/reverse', { reason: 'Rücklastschrift' })).statusCode).toBe(400);
    expect((await post(`/api/admin/payments/${UNKNOWN}/reverse`, { reason: 'Rücklastschrift' })).json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND', message: 'Zahlung nicht gefunden.' });
    expect((await post(`/api/admin/payments/${paymentId}/reverse`, { reason: 'Rücklastschrift' }, dealer.session)).statusCode).toBe(403);
    expect((await post(`/api/admin/payments/${paymentId}/reverse`, { reason: 'Rücklastschrift' })).statusCode).toBe(204);
    expect((await post(`/api/admin/payments/${paymentId}/reverse`, { reason: 'Rücklastschrift' })).statusCode).toBe(409);
    expect((await get('/api/invoices?status=open', dealer.session)).json().items[0]).toMatchObject({ paidAmount: '0.00', openAmount: invoice.total });
    const detail = (await get(`/api/admin/receivables/${dealer.companyId}`, admin)).json();
    expect(detail.payments[0]).toMatchObject({ id: paymentId, reversalReason: 'Rücklastschrift' });
    expect(detail.payments[0].reversedAt).not.toBeNull();
  });
});
