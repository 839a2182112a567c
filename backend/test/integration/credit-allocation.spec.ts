import * as iconv from 'iconv-lite';
import { Role } from '../../src/common/auth/role';
import { centsFromNumeric, formatCents } from '../../src/common/money/money';
import { berlinDay } from '../../src/common/money/pricing';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { CreditExposureService } from '../../src/modules/invoices/credit-exposure.service';
import { CreditAllocationService } from '../../src/modules/invoices/payments/credit-allocation.service';
import { IncomingPaymentSource } from '../../src/modules/invoices/entities/incoming-payment.entity';
import { InvoicePaymentsChanged } from '../../src/modules/invoices/invoice-events';
import { OpenItemsService } from '../../src/modules/invoices/open-items/open-items.service';
import { InvoicePaymentsService, RecordPaymentInput } from '../../src/modules/invoices/payments/invoice-payments.service';
import { addDays } from '../../src/common/money/pricing';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';
import { accountDealer, invoicedOrder, capturePaymentEvents } from './invoice-payments.fixtures';

interface PaymentDto {
  id: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  amount: string;
  skontoAmount: string;
  creditAppliedAt: string | null;
  reversedAt: string | null;
}

describe('credit (Guthaben) is applied to open invoices on account', () => {
  let t: TestApp;
  let admin: SignedIn;
  let adminId: string;
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
    adminId = user.id;
    admin = await signIn(t.app, user.email);
  });

  const today = () => berlinDay(new Date());
  const cents = (amount: string) => centsFromNumeric(amount);
  const credit = (companyId: string, amount: string, extra: Partial<RecordPaymentInput> = {}) =>
    payments.record({ invoiceId: null, companyId, amount, bookedOn: today(), reference: 'Überweisung ohne Rechnung', source: IncomingPaymentSource.Manual, recordedByUserId: adminId, ...extra });
  const invoiceRow = async (id: string) =>
    (await t.dataSource.query(`SELECT paid_amount AS "paidAmount", skonto_amount AS "skontoAmount", settled_at AS "settledAt" FROM invoices WHERE id = $1`, [id]))[0];
  const paymentStatus = async (orderId: string) => (await t.dataSource.query(`SELECT payment_status FROM orders WHERE id = $1`, [orderId]))[0].payment_status;
  const creditOf = async (companyId: string) => (await openItems.balanceOf(companyId)).creditAmount;
  const paymentsList = async (companyId: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/receivables/${companyId}`, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    return response.json<{ payments: PaymentDto[] }>().payments;
  };
  const exposure = (companyId: string) => t.dataSource.transaction(() => t.app.get(CreditExposureService).openAmountOf(companyId));

  /** An order on account placed by the dealer, not shipped yet (no invoice). */
  async function placedOrder(dealer: { session: SignedIn }, quantity = 3) {
    const product = await makeProduct(t.dataSource, { basePrice: '10.00', stockQuantity: 1000 });
    await addToCart(t.app, dealer.session, product.id, quantity);
    const placed = await placeOrder(t.app, dealer.session, checkoutBody({ paymentMethod: 'invoice' }));
    expect(placed.statusCode).toBe(201);
    return placed.json<{ id: string; totalAmount: string }>().id;
  }
  const ship = (orderId: string) => t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: admin.auth, payload: { status: 'shipped' } });
  const invoiceOf = async (orderId: string) =>
    (await t.dataSource.query(`SELECT id, number, total_amount AS total FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, [orderId]))[0] as { id: string; number: string; total: string };

  it('pays a new invoice on account with the credit the company holds, in the issuing transaction; the exposure stays', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    await credit(dealer.companyId, '20.00');
    const orderId = await placedOrder(dealer);
    const before = await exposure(dealer.companyId);

    expect((await ship(orderId)).statusCode).toBe(200);

    const invoice = await invoiceOf(orderId);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: '20.00', skontoAmount: '0.00', settledAt: null });
    expect(await paymentStatus(orderId)).toBe('partially_paid');
    expect(published.at(-1)).toMatchObject({ invoiceId: invoice.id, openAmount: formatCents(cents(invoice.total) - 2000), settled: false });
    expect(await creditOf(dealer.companyId)).toBe('0.00');
    expect(await exposure(dealer.companyId)).toBe(before);
    // the admin sees the allocation in the company's payments: the credit row, now on the invoice, marked as applied
    const [row] = await paymentsList(dealer.companyId);
    expect(row).toMatchObject({ invoiceNumber: invoice.number, amount: '20.00', skontoAmount: '0.00', reversedAt: null });
    expect(row.creditAppliedAt).not.toBeNull();
    const [item] = await openItems.itemsOf(dealer.companyId, 'open');
    expect(item).toMatchObject({ number: invoice.number, paidAmount: '20.00', openAmount: formatCents(cents(invoice.total) - 2000) });
  });

  it('uses part of a larger credit (split off as a row of its own) and keeps the rest; a settled invoice completes the order', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const [creditId] = (await credit(dealer.companyId, '500.00')).paymentIds;
    const orderId = await placedOrder(dealer);
    expect((await ship(orderId)).statusCode).toBe(200);

    const invoice = await invoiceOf(orderId);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: invoice.total, skontoAmount: '0.00' });
    expect((await invoiceRow(invoice.id)).settledAt).not.toBeNull();
    expect(await paymentStatus(orderId)).toBe('completed');
    const rest = formatCents(50000 - cents(invoice.total));
    expect(await creditOf(dealer.companyId)).toBe(rest);
    const rows = await t.dataSource.query(
      `SELECT id, invoice_id, amount, split_from_payment_id, credit_applied_at IS NOT NULL AS applied FROM incoming_payments WHERE company_id = $1 ORDER BY amount DESC`,
      [dealer.companyId],
    );
    expect(rows).toEqual([
      { id: creditId, invoice_id: null, amount: rest, split_from_payment_id: null, applied: false },
      { id: expect.any(String), invoice_id: invoice.id, amount: invoice.total, split_from_payment_id: creditId, applied: true },
    ]);
  });

  it('applies credit that arises to the open invoices, oldest due date first, and takes no Skonto', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const later = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    const older = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    await t.dataSource.query(`UPDATE invoices SET due_date = $2, skonto_percent = 2, skonto_until = $3 WHERE id = $1`, [older.invoiceId, addDays(today(), 5), addDays(today(), 5)]);
    await t.dataSource.query(`UPDATE invoices SET due_date = $2 WHERE id = $1`, [later.invoiceId, addDays(today(), 30)]);
    // exactly total − 2 % of the older invoice, paid within its Skonto period: as credit it settles nothing by Skonto
    const skonto = Math.round((cents(older.total) * 2) / 100);
    const amount = formatCents(cents(older.total) - skonto);

    await credit(dealer.companyId, amount);

    expect(await invoiceRow(older.invoiceId)).toMatchObject({ paidAmount: amount, skontoAmount: '0.00', settledAt: null });
    expect(await invoiceRow(later.invoiceId)).toMatchObject({ paidAmount: '0.00' });
    expect(await paymentStatus(older.orderId)).toBe('partially_paid');
    expect(await paymentStatus(later.orderId)).toBe('pending');

    // an overpayment of the later invoice: its rest settles the older one, which is due first
    await payments.record({ invoiceId: later.invoiceId, amount: formatCents(cents(later.total) + skonto + 100), bookedOn: today(), reference: later.number, source: IncomingPaymentSource.Manual, recordedByUserId: adminId });
    expect((await invoiceRow(older.invoiceId)).settledAt).not.toBeNull();
    expect((await invoiceRow(later.invoiceId)).settledAt).not.toBeNull();
    expect(await paymentStatus(older.orderId)).toBe('completed');
    expect(await paymentStatus(later.orderId)).toBe('completed');
    expect(await creditOf(dealer.companyId)).toBe('1.00');
    expect(published.filter((event) => event.invoiceId === older.invoiceId).at(-1)).toMatchObject({ openAmount: '0.00', settled: true });
  });

  it('moves the payments of a cancelled invoice to credit and on to the company\'s other open invoice', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const first = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    const second = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    await payments.record({ invoiceId: first.invoiceId, amount: '15.00', bookedOn: today(), reference: first.number, source: IncomingPaymentSource.Manual, recordedByUserId: adminId });

    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${first.orderId}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);

    expect(await invoiceRow(second.invoiceId)).toMatchObject({ paidAmount: '15.00' });
    expect(await paymentStatus(second.orderId)).toBe('partially_paid');
    expect(await creditOf(dealer.companyId)).toBe('0.00');
    const [row] = (await paymentsList(dealer.companyId)).filter((payment) => payment.reversedAt === null);
    expect(row).toMatchObject({ invoiceNumber: second.number, amount: '15.00' });
  });

  it('reversing an allocation puts the amount back as credit and reopens the invoice, audited; the credit can then be reversed itself', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    await credit(dealer.companyId, '20.00');
    const orderId = await placedOrder(dealer);
    expect((await ship(orderId)).statusCode).toBe(200);
    const invoice = await invoiceOf(orderId);
    const [applied] = await paymentsList(dealer.companyId);

    const reverse = (id: string, reason = 'Kunde wünscht Auszahlung') =>
      t.app.inject({ method: 'POST', url: `/api/admin/payments/${id}/reverse`, headers: admin.auth, payload: { reason } });
    expect((await reverse(applied.id)).statusCode).toBeLessThan(300);

    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: '0.00', settledAt: null });
    expect(await paymentStatus(orderId)).toBe('pending');
    expect(await creditOf(dealer.companyId)).toBe('20.00');
    const [row] = await paymentsList(dealer.companyId);
    expect(row).toMatchObject({ id: applied.id, invoiceId: null, invoiceNumber: null, creditAppliedAt: null, reversedAt: null });
    const audit = await t.dataSource.query(`SELECT action_type, details->>'message' AS message FROM admin_actions WHERE target_id = $1 AND action_type <> 'payment.record'`, [applied.id]);
    expect(audit).toEqual([{ action_type: 'payment.unapply', message: `Verrechnung von 20,00\u00a0€ Guthaben mit Rechnung ${invoice.number} aufgehoben: Kunde wünscht Auszahlung` }]);

    // now it is credit: reversing it again takes the money back (paid out), nothing is applied anew
    expect((await reverse(applied.id, 'Ausgezahlt')).statusCode).toBeLessThan(300);
    expect(await creditOf(dealer.companyId)).toBe('0.00');
    expect((await paymentsList(dealer.companyId))[0].reversedAt).not.toBeNull();
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: '0.00' });
  });

  it('two invoices issued at the same moment for one company never use the same credit twice', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const orders = [await placedOrder(dealer), await placedOrder(dealer)];
    await credit(dealer.companyId, '60.00');
    // the credit arose before the invoices: no open invoice took it yet
    expect(await creditOf(dealer.companyId)).toBe('60.00');

    const shipped = await Promise.all(orders.map((orderId) => ship(orderId)));
    expect(shipped.map((response) => response.statusCode)).toEqual([200, 200]);

    const invoices = await Promise.all(orders.map((orderId) => invoiceOf(orderId)));
    const paid = await Promise.all(invoices.map(async (invoice) => cents((await invoiceRow(invoice.id)).paidAmount)));
    expect(paid.reduce((sum, value) => sum + value, 0)).toBe(6000);
    invoices.forEach((invoice, index) => expect(paid[index]).toBeLessThanOrEqual(cents(invoice.total)));
    expect(await creditOf(dealer.companyId)).toBe('0.00');
    const [{ sum }] = await t.dataSource.query(`SELECT sum(amount)::text AS sum FROM incoming_payments WHERE company_id = $1 AND reversed_at IS NULL`, [dealer.companyId]);
    expect(sum).toBe('60.00');
  });

  it('two allocations of one company running at the same moment use each credit row once', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const first = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    const second = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    // credit written beside the open invoices without applying it (as rows from before this feature would be)
    for (const amount of ['30.00', '25.00']) {
      await t.dataSource.query(
        `INSERT INTO incoming_payments (company_id, amount, booked_on, reference, source) VALUES ($1, $2, $3, 'Altes Guthaben', 'manual')`,
        [dealer.companyId, amount, today()],
      );
    }
    const host = t.app.get(TransactionHost);
    const allocation = t.app.get(CreditAllocationService);

    const applied = await Promise.all([0, 1].map(() => host.run(() => allocation.applyCredit(dealer.companyId))));

    // one applied all of it (the 30 in full, the 25 split over both invoices); the other waited and found nothing left
    expect(applied.map((ids) => ids.length).sort()).toEqual([0, 3]);
    const paid = cents((await invoiceRow(first.invoiceId)).paidAmount) + cents((await invoiceRow(second.invoiceId)).paidAmount);
    expect(paid).toBe(5500);
    expect(await creditOf(dealer.companyId)).toBe('0.00');
    const [{ sum }] = await t.dataSource.query(`SELECT sum(amount)::text AS sum FROM incoming_payments WHERE company_id = $1`, [dealer.companyId]);
    expect(sum).toBe('55.00');
  });

  it('two credits booked at the same moment against one open invoice add up and never overpay it', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const invoice = await invoicedOrder(t.app, t.dataSource, admin, dealer, { quantity: 10 });
    const share = formatCents(Math.round(cents(invoice.total) * 0.6));

    await Promise.all([credit(dealer.companyId, share), credit(dealer.companyId, share)]);

    expect(await invoiceRow(invoice.invoiceId)).toMatchObject({ paidAmount: invoice.total });
    expect(await creditOf(dealer.companyId)).toBe(formatCents(2 * cents(share) - cents(invoice.total)));
    expect(await paymentStatus(invoice.orderId)).toBe('completed');
  });

  it('books no DATEV line for an allocation: the money stays booked once, as the credit it came in as', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    await credit(dealer.companyId, '20.00', { reference: 'Vorauszahlung' });
    const orderId = await placedOrder(dealer);
    expect((await ship(orderId)).statusCode).toBe(200);
    const invoice = await invoiceOf(orderId);

    const response = await t.app.inject({ method: 'GET', url: `/api/admin/exports/datev?from=${today()}&to=${today()}`, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const [, , ...lines] = iconv.decode(response.rawPayload, 'windows-1252').slice(0, -2).split('\r\n');
    const fields = lines.map((line) => line.split(';'));
    expect(fields.map((line) => [line[0], line[1], line[7], line[10]])).toEqual([
      [invoice.total.replace('.', ','), '"S"', '8400', `"${invoice.number}"`],
      ['20,00', '"H"', '1200', '""'],
    ]);
    expect(fields[1][13]).toBe('"Zahlung (Guthaben) Vorauszahlung Radladen Test GmbH"');
  });

  it('counter-books the Skonto of a paid invoice that is cancelled: the debtor sums to the credit the company holds', async () => {
    const dealer = await accountDealer(t.app, t.dataSource);
    const invoice = await invoicedOrder(t.app, t.dataSource, admin, dealer);
    await t.dataSource.query(`UPDATE invoices SET total_amount = 100, skonto_percent = 2, skonto_until = $2 WHERE id = $1`, [invoice.invoiceId, addDays(today(), 10)]);
    await payments.record({ invoiceId: invoice.invoiceId, amount: '98.00', bookedOn: today(), reference: invoice.number, source: IncomingPaymentSource.Manual, recordedByUserId: adminId });
    expect(await invoiceRow(invoice.invoiceId)).toMatchObject({ paidAmount: '98.00', skontoAmount: '2.00' });

    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${invoice.orderId}`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);

    const rows = await t.dataSource.query(`SELECT invoice_id, amount, skonto_amount, withdrawn_skonto_amount FROM incoming_payments WHERE company_id = $1`, [dealer.companyId]);
    expect(rows).toEqual([{ invoice_id: null, amount: '98.00', skonto_amount: '0.00', withdrawn_skonto_amount: '2.00' }]);
    expect(await creditOf(dealer.companyId)).toBe('98.00');

    const response = await t.app.inject({ method: 'GET', url: `/api/admin/exports/datev?from=${today()}&to=${today()}`, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const [, , ...lines] = iconv.decode(response.rawPayload, 'windows-1252').slice(0, -2).split('\r\n');
    const fields = lines.map((line) => line.split(';'));
    expect(fields.map((line) => [line[0], line[1], line[7], line[10]])).toEqual([
      ['100,00', '"S"', '8400', `"${invoice.number}"`],
      ['100,00', '"H"', '8400', `"${invoice.number}"`],
      ['2,00', '"S"', '8736', `"${invoice.number}"`],
      ['98,00', '"H"', '1200', '""'],
      ['2,00', '"H"', '8736', '""'],
    ]);
    const debtorSum = fields.reduce((sum, line) => sum + (line[1] === '"S"' ? 1 : -1) * cents(line[0].replace(',', '.')), 0);
    expect(formatCents(debtorSum)).toBe('-98.00');
    expect(new Set(fields.map((line) => line[6])).size).toBe(1); // all on the one debtor
  });
});
