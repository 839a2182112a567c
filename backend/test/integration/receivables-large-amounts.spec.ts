import ExcelJS from 'exceljs';
import { Role } from '../../src/common/auth/role';
import { MAX_AMOUNT_CENTS } from '../../src/common/money/amount-limit';
import { centsFromNumeric, formatCents } from '../../src/common/money/money';
import { berlinDay } from '../../src/common/money/pricing';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';
import { accountDealer, invoicedOrder } from './invoice-payments.fixtures';

/**
 * The largest single payment an administrator can book is what one invoice may come to (numeric(12,2)); several of
 * them add up beyond that column's 10 integer digits. Sums PostgreSQL computes over them (numeric without a limit)
 * must still be read, shown and exported: a company's pages never answer 500, however much credit it holds.
 */
describe('receivables with sums beyond numeric(12,2): large credit never breaks a company', () => {
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
  const get = (url: string, session = admin) => t.app.inject({ method: 'GET', url, headers: session.auth });
  const pay = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/payments', headers: admin.auth, payload });
  const LARGEST = formatCents(MAX_AMOUNT_CENTS); // "9999999999.99"

  it('books two payments of the largest amount as credit; every page of the company answers 200 with the exact totals', async () => {
    const dealer = await accountDealer(t.app, t.dataSource, 'Großkunde Rad AG');
    const invoice = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    for (let i = 0; i < 2; i += 1) {
      const booked = await pay({ companyId: dealer.companyId, amount: LARGEST, bookedOn: today(), reference: `Guthaben ${i + 1}` });
      expect(booked.statusCode).toBe(201);
    }
    // the open invoice was paid from the credit at once; the rest stays credit
    const creditCents = 2 * MAX_AMOUNT_CENTS - centsFromNumeric(invoice.total);
    const credit = formatCents(creditCents);
    expect(creditCents).toBeGreaterThan(MAX_AMOUNT_CENTS);

    const detail = await get(`/api/admin/receivables/${dealer.companyId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().balance).toEqual({ openAmount: '0.00', overdueAmount: '0.00', creditAmount: credit, balance: `-${credit}` });
    expect(detail.json().ageing).toMatchObject({ creditAmount: credit, balance: `-${credit}` });

    const list = await get('/api/admin/receivables?view=credit');
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ companyId: dealer.companyId, creditAmount: credit, balance: `-${credit}` });
    expect(list.json().sums).toMatchObject({ creditAmount: credit });

    const csv = await get('/api/admin/receivables/export.csv');
    expect(csv.statusCode).toBe(200);
    const germanCredit = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(creditCents / 100);
    // the balance is negative: an amount cell is a number (no formula guard), so Excel reads -1.234,56 as a number
    expect(csv.body).toContain(`;${germanCredit};-${germanCredit}\r\n`);
    expect(csv.body).not.toContain(";'-");

    const xlsx = await get('/api/admin/receivables/export.xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Forderungen')!.getRow(2).getCell(11).value).toBe(creditCents / 100);

    const standing = await get(`/api/admin/companies/${dealer.companyId}/credit`);
    expect(standing.statusCode).toBe(200);
    const own = await get('/api/company/credit', dealer.session);
    expect(own.statusCode).toBe(200);
    const invoices = await get('/api/invoices', dealer.session);
    expect(invoices.statusCode).toBe(200);
    expect(invoices.json().balance).toMatchObject({ creditAmount: credit, balance: `-${credit}` });

    // buying on account still works: the credit outweighs any open amount
    const product = await makeProduct(t.dataSource, { basePrice: '10.00', stockQuantity: 10 });
    await addToCart(t.app, dealer.session, product.id, 1);
    const order = await placeOrder(t.app, dealer.session, checkoutBody({ paymentMethod: 'invoice' }));
    expect(order.statusCode).toBe(201);
  });

  it('refuses a single payment beyond what an invoice may come to, in German, and books nothing', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const response = await pay({ companyId: dealer.companyId, amount: formatCents(MAX_AMOUNT_CENTS + 1), bookedOn: today(), reference: 'zu viel' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Der Betrag: bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben');
    expect(await t.dataSource.query(`SELECT id FROM incoming_payments`)).toEqual([]);
  });
});
