import * as iconv from 'iconv-lite';
import { AuthUser } from '../../src/common/auth/decorators';
import { Role } from '../../src/common/auth/role';
import { addDays, berlinDay } from '../../src/common/money/pricing';
import { Company } from '../../src/modules/dealers/entities/company.entity';
import { IncomingPaymentSource } from '../../src/modules/invoices/entities/incoming-payment.entity';
import { Invoice } from '../../src/modules/invoices/entities/invoice.entity';
import { InvoicePaymentsService, RecordPaymentInput } from '../../src/modules/invoices/payments/invoice-payments.service';
import { User } from '../../src/modules/users/entities/user.entity';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/** A booking line's fields by DATEV position (1-based, as the Formatbeschreibung counts). */
const field = (line: string, position: number) => line.split(';')[position - 1];

describe('DATEV export: a Buchungsstapel of the real invoices and payments of a period', () => {
  let t: TestApp;
  let admin: SignedIn;
  let adminUser: User;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    adminUser = await makeUser(t.dataSource, { roles: [Role.Admin] });
    admin = await signIn(t.app, adminUser.email);
  });

  const today = () => berlinDay(new Date());
  const exportDatev = (query: string, session: SignedIn = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/exports/datev${query}`, headers: session.auth });

  /** A dealer company orders and the admin ships: one real invoice, issued today. */
  async function shippedOrder(companyName: string, basePrice: string) {
    const { user, profile } = await makeDealer(t.dataSource, { approved: true, companyName });
    const session = await signIn(t.app, user.email);
    const product = await makeProduct(t.dataSource, { basePrice, stockQuantity: 100 });
    await addToCart(t.app, session, product.id, 2);
    const placed = await placeOrder(t.app, session, checkoutBody({}, { company: companyName }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ id: string }>();
    const shipped = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}`, headers: admin.auth, payload: { status: 'shipped' } });
    expect(shipped.statusCode).toBe(200);
    const invoice = await t.dataSource.getRepository(Invoice).findOneByOrFail({ orderId: order.id });
    const company = await t.dataSource.getRepository(Company).findOneByOrFail({ id: profile.companyId });
    return { order, invoice, debtor: String(company.debtorNumber), companyId: company.id };
  }

  /** Books a payment the way the back office does: through the invoices module's payment service (Skonto, credit rules). */
  const pay = async (input: Partial<RecordPaymentInput> & Pick<RecordPaymentInput, 'amount'>) =>
    (
      await t.app.get(InvoicePaymentsService).record({
        invoiceId: null,
        bookedOn: today(),
        reference: 'Überweisung',
        source: IncomingPaymentSource.Manual,
        recordedByUserId: adminUser.id,
        ...input,
      })
    ).paymentIds;

  it('writes header, headings and one booking per invoice, cancellation, payment, Skonto and reversal, in Windows-1252 with CR LF', async () => {
    const mueller = await shippedOrder('Fahrradhaus Müller & Söhne', '50.00');
    const dvorak = await shippedOrder('Dvořák Cycles', '25.00');
    // Müller's invoice carries Skonto terms as one bought on account does: 2 % until today
    await t.dataSource.getRepository(Invoice).update(mueller.invoice.id, { skontoPercent: '2.00', skontoUntil: today() });
    const total = Math.round(Number(mueller.invoice.totalAmount) * 100);
    const skonto = Math.round(total * 0.02);
    const cents = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
    await pay({ invoiceId: mueller.invoice.id, amount: cents(total - skonto), reference: mueller.invoice.number });
    await pay({ companyId: mueller.companyId, amount: '7.00', reference: 'Überzahlung' });
    const [bounced] = await pay({ invoiceId: dvorak.invoice.id, amount: '10.00' });
    await t.app.get(InvoicePaymentsService).reverse(bounced, { id: adminUser.id } as AuthUser, 'Rücklastschrift');
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${dvorak.order.id}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    const cancellation = await t.dataSource.getRepository(Invoice).findOneByOrFail({ cancelsInvoiceId: dvorak.invoice.id });
    // another period: not in today's batch (tomorrow: a payment is never booked before its invoice's date)
    await pay({ invoiceId: mueller.invoice.id, amount: '1.00', bookedOn: addDays(today(), 1) });

    const response = await exportDatev(`?from=${today()}&to=${today()}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="EXTF_Buchungsstapel_${today()}_${today()}.csv"`);
    const bytes = response.rawPayload;
    expect(bytes.includes(Buffer.from('Müller', 'latin1'))).toBe(true); // ü as the single byte 0xFC
    expect(bytes.includes(Buffer.from('Müller', 'utf8'))).toBe(false);
    const text = iconv.decode(bytes, 'windows-1252');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [header, headings, ...bookings] = text.slice(0, -2).split('\r\n');

    const year = today().slice(0, 4);
    const day = today().replace(/-/g, '');
    const headerFields = header.split(';');
    expect(headerFields).toHaveLength(31);
    expect(headerFields.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(headerFields[5]).toMatch(new RegExp(`^${day}\\d{9}$`));
    expect(headerFields.slice(10, 16)).toEqual(['1001', '1', `${year}0101`, '4', day, day]);
    expect(headerFields[21]).toBe('"EUR"');
    expect(headings.split(';')).toHaveLength(125);
    expect(headings.startsWith('Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;')).toBe(true);

    const ddmm = `${today().slice(8, 10)}${today().slice(5, 7)}`;
    const euros = (amount: string) => amount.replace('-', '').replace('.', ',');
    const summary = bookings.map((line) => [1, 2, 7, 8, 9, 10, 11].map((position) => field(line, position)));
    expect(summary).toEqual([
      [euros(mueller.invoice.totalAmount), '"S"', mueller.debtor, '8400', '""', ddmm, `"${mueller.invoice.number}"`],
      [euros(dvorak.invoice.totalAmount), '"S"', dvorak.debtor, '8400', '""', ddmm, `"${dvorak.invoice.number}"`],
      [euros(cancellation.totalAmount), '"H"', dvorak.debtor, '8400', '""', ddmm, `"${dvorak.invoice.number}"`],
      [euros(cents(total - skonto)), '"H"', mueller.debtor, '1200', '""', ddmm, `"${mueller.invoice.number}"`],
      [euros(cents(skonto)), '"H"', mueller.debtor, '8736', '""', ddmm, `"${mueller.invoice.number}"`],
      ['7,00', '"H"', mueller.debtor, '1200', '""', ddmm, '""'],
      ['10,00', '"H"', dvorak.debtor, '1200', '""', ddmm, `"${dvorak.invoice.number}"`],
      ['10,00', '"S"', dvorak.debtor, '1200', '""', ddmm, `"${dvorak.invoice.number}"`],
    ]);
    expect(bookings.every((line) => line.split(';').length === 125)).toBe(true);
    expect(euros(cancellation.totalAmount)).toBe(euros(dvorak.invoice.totalAmount));
    expect(field(bookings[0], 14)).toBe(`"Rechnung ${mueller.invoice.number} Fahrradhaus Müller & Söhne"`);
    expect(field(bookings[1], 14)).toBe(`"Rechnung ${dvorak.invoice.number} Dvorák Cycles"`); // ř is not in Windows-1252
    expect(field(bookings[2], 14)).toBe(`"Storno ${cancellation.number} zu ${dvorak.invoice.number} Dvorák Cycles"`);
    expect(field(bookings[5], 14)).toBe('"Zahlung (Guthaben) Überzahlung Fahrradhaus Müller & Söhne"');
    expect(field(bookings[7], 14)).toBe(`"Storno Zahlung ${dvorak.invoice.number} Dvorák Cycles"`);
    const due = mueller.invoice.dueDate!;
    expect(field(bookings[0], 117)).toBe(`${due.slice(8, 10)}${due.slice(5, 7)}${due.slice(0, 4)}`);
  });

  it('answers an empty period with header and headings only', async () => {
    const response = await exportDatev('?from=2025-06-01&to=2025-06-30');
    expect(response.statusCode).toBe(200);
    const lines = iconv.decode(response.rawPayload, 'windows-1252').split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0].split(';').slice(12, 16)).toEqual(['20250101', '4', '20250601', '20250630']);
  });

  it('refuses bad periods in German and only answers administrators', async () => {
    const refused = async (query: string) => {
      const response = await exportDatev(query);
      return { status: response.statusCode, ...response.json<{ code: string; message: string }>() };
    };
    expect(await refused('?to=2026-01-31')).toMatchObject({ status: 400, message: expect.stringContaining('ab welchem Tag') });
    expect(await refused('?from=2026-02-30&to=2026-03-31')).toMatchObject({ status: 400, message: expect.stringContaining('gültiges Datum') });
    expect(await refused('?from=31.01.2026&to=2026-03-31')).toMatchObject({ status: 400, message: expect.stringContaining('gültiges Datum') });
    expect(await refused('?from=2026-03-31&to=2026-03-01')).toMatchObject({ status: 400, code: 'DATEV_PERIOD_INVALID', message: 'Das Von-Datum liegt nach dem Bis-Datum.' });
    expect(await refused('?from=2025-01-01&to=2026-12-31')).toMatchObject({ status: 400, code: 'DATEV_PERIOD_INVALID', message: expect.stringContaining('Kalenderjahr') });

    const { user } = await makeDealer(t.dataSource, { approved: true });
    const dealer = await signIn(t.app, user.email);
    expect((await exportDatev('?from=2026-01-01&to=2026-01-31', dealer)).statusCode).toBe(403);
  });

  it('refuses a period across the fiscal year and debtors that do not fit the account length', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings/receivables', headers: admin.auth })).json();
    const put = (datev: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/receivables', headers: admin.auth, payload: { ...settings, datev: { ...settings.datev, ...datev } } });
    expect((await put({ fiscalYearStartMonth: 7 })).statusCode).toBe(200);
    const year = Number(today().slice(0, 4));
    const across = await exportDatev(`?from=${year}-06-01&to=${year}-07-31`);
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toBe(`Ein DATEV-Buchungsstapel liegt in einem Wirtschaftsjahr: bitte den Zeitraum vor dem 01.07.${year} teilen.`);

    const { debtor } = await shippedOrder('Velo Nord', '20.00');
    expect((await put({ fiscalYearStartMonth: 1, accountLength: 5 })).statusCode).toBe(200);
    const misfit = await exportDatev(`?from=${today()}&to=${today()}`);
    expect(misfit.statusCode).toBe(422);
    expect(misfit.json()).toMatchObject({ code: 'DATEV_ACCOUNT_LENGTH', message: expect.stringContaining(`Debitorennummer ${debtor}`) });
  });

  it('exports the approved dealer companies as DATEV Debitoren with their debtor numbers', async () => {
    const { profile } = await makeDealer(t.dataSource, { approved: true, companyName: 'Fahrradhaus Müller & Söhne' });
    await makeDealer(t.dataSource, { approved: false, companyName: 'Noch nicht freigegeben' });
    const company = await t.dataSource.getRepository(Company).findOneByOrFail({ id: profile.companyId });

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/exports/datev/debtors', headers: admin.auth });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="EXTF_Debitoren_${today()}.csv"`);
    const [header, headings, ...rows] = iconv.decode(response.rawPayload, 'windows-1252').slice(0, -2).split('\r\n');
    expect(header.split(';').slice(0, 5)).toEqual(['"EXTF"', '700', '16', '"Debitoren/Kreditoren"', '5']);
    expect(header.split(';').slice(10, 16)).toEqual(['1001', '1', `${today().slice(0, 4)}0101`, '4', '', '']);
    expect(headings.split(';')).toHaveLength(254);
    expect(rows).toHaveLength(1);
    expect([1, 2, 7, 9, 10, 16, 18, 19, 20].map((position) => field(rows[0], position))).toEqual([
      String(company.debtorNumber),
      '"Fahrradhaus Müller & Söhne"',
      '"2"',
      '"DE"',
      '"811569869"',
      '"Teststraße 1"',
      '"28195"',
      '"Bremen"',
      '"DE"',
    ]);
  });
});
