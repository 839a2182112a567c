import { mkdirSync } from 'fs';
import { join } from 'path';
import { Role } from '../../src/common/auth/role';
import { centsFromNumeric } from '../../src/common/money/money';
import { QueueService } from '../../src/common/queue/queue.service';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { Invoice } from '../../src/modules/invoices/entities/invoice.entity';
import { InvoiceRendererService } from '../../src/modules/invoices/invoice-renderer.service';
import { CaughtMail, mailOverrides, uniqueEmail, waitForMails } from '../support/accounts';
import { violatedRules } from '../support/einvoice-rules';
import { inspectPdf, pdfToPng, schemaErrors } from '../support/einvoice-tools';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { officialRuleFailures } from '../support/official-einvoice-rules';
import { addToCart, checkoutBody, comingThursday, freezeClock, placeOrder, thawClock } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';
import { makeProduct } from './catalogue.fixtures';
import { berlinDay } from '../../src/common/money/pricing';

const SCREENSHOTS = join(__dirname, '..', '..', '..', 'frontend', 'e2e', 'screenshots');

describe('invoices: issued with the order change, rendered in the worker as ZUGFeRD PDF and XRechnung', () => {
  let t: TestApp;
  let worker: TestWorker;
  let admin: SignedIn;
  let products: { chain: Product; brake: Product } | undefined;
  beforeAll(async () => {
    t = await startTestApp(mailOverrides());
    worker = await startTestWorker(t.env);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    products = undefined;
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
  });
  afterEach(() => thawClock());

  // numbers count by the Berlin year (NumberSequenceService), which starts an hour before UTC's
  const year = () => berlinDay(new Date()).slice(0, 4);
  const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.auth });
  const setStatus = (orderId: string, status: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: admin.auth, payload: { status } });
  const invoicesOf = (orderId: string) => t.dataSource.getRepository(Invoice).find({ where: { orderId }, order: { number: 'ASC' } });

  /** A dealer with 10 % discount orders two articles with express before noon: discount, shipping and express on one invoice. */
  async function orderWithEverything(options: { email?: string; paymentMethod?: string } = {}) {
    freezeClock(comingThursday('09:30').at); // express is possible
    const { user } = await makeDealer(t.dataSource, { approved: true, discountLevel: 10, email: options.email ?? uniqueEmail('rechnung') });
    const session = await signIn(t.app, user.email);
    products ??= {
      chain: await makeProduct(t.dataSource, { name: 'Kette 11-fach', sku: 'KET-11', basePrice: '19.99', stockQuantity: 500 }),
      brake: await makeProduct(t.dataSource, { name: 'Scheibenbremse „Deore XT“ hinten', sku: 'BRE-XT', basePrice: '64.95', stockQuantity: 500 }),
    };
    const { chain, brake } = products;
    await addToCart(t.app, session, chain.id, 3);
    await addToCart(t.app, session, brake.id, 1);
    const response = await placeOrder(t.app, session, checkoutBody({ delivery: 'express', paymentMethod: options.paymentMethod ?? 'prepayment' }));
    thawClock();
    expect(response.statusCode).toBe(201);
    return { user, session, order: response.json() };
  }

  async function rendered(invoiceId: string): Promise<Invoice> {
    await worker.dispatch();
    const deadline = Date.now() + 60_000; // the worker shares two busy cores with everything else
    for (;;) {
      const invoice = await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoiceId });
      if (invoice.renderedAt) return invoice;
      if (Date.now() > deadline) throw new Error(`Rechnung ${invoice.number} nicht erstellt`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('issues exactly one invoice for a shipped order, however often or concurrently it is shipped, to the cent', async () => {
    const { order } = await orderWithEverything();
    expect(order).toMatchObject({ express: true, shippingAmount: '40.00', discountAmount: '12.49' });

    const [first, second] = await Promise.all([setStatus(order.id, 'shipped'), setStatus(order.id, 'shipped')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await setStatus(order.id, 'processing')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);

    const invoices = await invoicesOf(order.id);
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice).toMatchObject({
      number: `RE-${year()}-00001`,
      kind: 'invoice',
      orderNumber: order.orderNumber,
      subtotalAmount: order.subtotalAmount,
      discountAmount: order.discountAmount,
      shippingAmount: order.shippingAmount,
      expressAmount: '25.00',
      taxAmount: order.taxAmount,
      totalAmount: order.totalAmount,
      vatPercent: '19.00',
      paid: false,
    });
    const lineSum = invoice.lines.reduce((sum, line) => sum + centsFromNumeric(line.totalPrice), 0);
    expect(lineSum).toBe(centsFromNumeric(order.subtotalAmount));
    expect(invoice.lines.map((line) => line.position)).toEqual([1, 2]);
    expect(invoice.lines.map((line) => [line.sku, line.quantity, line.listPrice, line.discountPercent, line.unitPrice]).sort()).toEqual([
      ['BRE-XT', 1, '64.95', 10, '58.46'],
      ['KET-11', 3, '19.99', 10, '17.99'],
    ]);
    expect(invoice.buyer).toMatchObject({ company: 'Radladen Test GmbH', vatId: 'DE811569869', postalCode: '28195' });
    const renders = await t.dataSource.query(`SELECT count(*)::int AS count FROM outbox_messages WHERE job_name = 'invoices.render'`);
    expect(renders[0].count).toBe(1);
  });

  it('numbers invoices without gaps across orders shipped at the same time', async () => {
    const orders = [];
    for (let i = 0; i < 6; i += 1) orders.push((await orderWithEverything()).order);
    const responses = await Promise.all(orders.map((order) => setStatus(order.id, 'shipped')));
    expect(responses.map((response) => response.statusCode)).toEqual(orders.map(() => 200));
    const numbers = (await t.dataSource.getRepository(Invoice).find()).map((invoice) => invoice.number).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => `RE-${year()}-0000${n}`));
  });

  it('renders a PDF/A-3 with the EN 16931 XML inside and an XRechnung that pass the schema and the rules; mails the PDF', async () => {
    const email = uniqueEmail('zugferd');
    const { session, order } = await orderWithEverything({ email });
    const other = await signIn(t.app, (await makeDealer(t.dataSource, { approved: true, companyName: 'Andere Räder KG' })).user.email);
    const notYet = await get(`/api/orders/${order.id}/invoice.pdf`, session);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toMatchObject({ code: 'INVOICE_NOT_FOUND', message: 'Zu dieser Bestellung gibt es noch keine Rechnung.' });

    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    const [issued] = await invoicesOf(order.id);
    const invoice = await rendered(issued.id);

    const pdf = await get(`/api/orders/${order.id}/invoice.pdf`, session);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Rechnung_${invoice.number}.pdf`);
    const inspection = inspectPdf(pdf.rawPayload);
    expect(inspection.qpdfOk).toBe(true);
    expect(inspection.info).toMatchObject({ Pages: '1', 'PDF version': '1.7', Title: `Rechnung ${invoice.number}` });
    expect(inspection.metadata).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(inspection.metadata).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(inspection.metadata).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(inspection.attachments).toEqual(['factur-x.xml']);
    expect(inspection.unembeddedFonts).toEqual([]);
    expect(schemaErrors(inspection.attachment)).toBe('');
    expect(violatedRules(inspection.attachment, 'en16931')).toEqual([]);
    expect(officialRuleFailures(inspection.attachment, 'factur-x.xml')).toBe('');
    mkdirSync(SCREENSHOTS, { recursive: true });
    pdfToPng(pdf.rawPayload, join(SCREENSHOTS, 'invoice-pdf.png'));

    const xml = await get(`/api/orders/${order.id}/invoice.xml`, session);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(schemaErrors(xml.body)).toBe('');
    expect(violatedRules(xml.body, 'xrechnung')).toEqual([]);
    expect(officialRuleFailures(xml.body, 'xrechnung.xml')).toBe('');
    expect(xml.body).toContain(`<ram:GrandTotalAmount>${order.totalAmount}</ram:GrandTotalAmount>`);
    expect(xml.body).toContain(`<ram:TaxTotalAmount currencyID="EUR">${order.taxAmount}</ram:TaxTotalAmount>`);
    expect(xml.body).toContain('<ram:Reason>Expresszuschlag</ram:Reason>');
    // the checks are not blind: a wrong total and a missing buyer reference are caught
    const tampered = xml.body.replace(`<ram:GrandTotalAmount>${order.totalAmount}`, '<ram:GrandTotalAmount>1.00').replace(/<ram:BuyerReference>.*?<\/ram:BuyerReference>/, '');
    expect(violatedRules(tampered, 'xrechnung')).toEqual(expect.arrayContaining(['BR-CO-15', 'BR-CO-16', 'BR-DE-15']));
    expect(schemaErrors(xml.body.replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:Typ>380</ram:Typ>'))).toContain("element Typ: Schemas validity error");

    // another dealer learns nothing, the administrator gets the same file
    for (const url of [`/api/orders/${order.id}/invoice`, `/api/orders/${order.id}/invoice.pdf`, `/api/orders/${order.id}/invoice.xml`]) {
      const refused = await get(url, other);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('INVOICE_NOT_FOUND');
    }
    const adminPdf = await get(`/api/admin/orders/${order.id}/invoice.pdf`, admin);
    expect(adminPdf.rawPayload.equals(pdf.rawPayload)).toBe(true);

    // rendering again changes nothing: same bytes, no second mail
    const renderer = worker.context.get(InvoiceRendererService);
    expect(await renderer.render(invoice.id)).toBe('already-rendered');
    expect((await renderer.filesOf(invoice)).pdf.equals(pdf.rawPayload)).toBe(true);

    const [mail] = (await waitForMails(email, `Ihre Rechnung ${invoice.number} zur Bestellung ${order.orderNumber}`, 1, 60_000)) as (CaughtMail & {
      attachments?: { fileName: string; contentType: string }[];
    })[];
    expect(mail.attachments?.map((file) => [file.fileName, file.contentType])).toEqual([[`Rechnung_${invoice.number}.pdf`, 'application/pdf']]);
    const mails = await t.dataSource.query(`SELECT count(*)::int AS count FROM outbox_messages WHERE payload->>'template' = 'invoices.issued'`);
    expect(mails[0].count).toBe(1);

    // generating one invoice in the worker: the job reports its own time
    const [job] = await t.app.get(QueueService).queues.invoices.getJobs(['completed']);
    expect(job.returnvalue).toMatchObject({ outcome: 'rendered', ms: expect.any(Number) });
  });

  it('cancels an invoiced order with a cancellation invoice that mirrors the amounts; deleting it is refused', async () => {
    const { session, order } = await orderWithEverything({ paymentMethod: 'cash_on_delivery' });
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);

    const deletion = await t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${order.id}`, headers: admin.auth });
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json()).toMatchObject({ code: 'ORDER_HAS_INVOICE' });
    expect(deletion.json().message).toContain('kann nicht mehr gelöscht werden');

    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    const [original, cancellation] = await invoicesOf(order.id);
    expect(original.number).toBe(`RE-${year()}-00001`);
    expect(original.cancelledAt).not.toBeNull();
    expect(cancellation).toMatchObject({ number: `ST-${year()}-00001`, kind: 'cancellation', cancelsInvoiceId: original.id });
    for (const field of ['subtotalAmount', 'discountAmount', 'shippingAmount', 'expressAmount', 'taxAmount', 'totalAmount'] as const) {
      expect(centsFromNumeric(cancellation[field])).toBe(-centsFromNumeric(original[field]));
    }
    expect(cancellation.lines.map((line) => line.quantity)).toEqual(original.lines.map((line) => -line.quantity));

    await rendered(cancellation.id);
    const summary = await get(`/api/orders/${order.id}/invoice`, session);
    expect(summary.json()).toMatchObject({
      number: original.number,
      state: 'cancelled',
      cancellation: { number: cancellation.number, kind: 'cancellation', ready: true },
    });
    const xml = await get(`/api/orders/${order.id}/invoice.xml?document=cancellation`, session);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml.body).toContain(`<ram:IssuerAssignedID>${original.number}</ram:IssuerAssignedID>`);
    expect(schemaErrors(xml.body)).toBe('');
    expect(violatedRules(xml.body, 'xrechnung')).toEqual([]);
    expect(officialRuleFailures(xml.body, 'stornorechnung.xml')).toBe('');
    const pdf = await get(`/api/orders/${order.id}/invoice.pdf?document=cancellation`, session);
    expect(officialRuleFailures(inspectPdf(pdf.rawPayload).attachment, 'stornorechnung-factur-x.xml')).toBe('');
    expect(pdf.headers['content-disposition']).toContain(`Stornorechnung_${cancellation.number}.pdf`);
    pdfToPng(pdf.rawPayload, join(SCREENSHOTS, 'cancellation-pdf.png'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${order.id}`, headers: admin.auth })).statusCode).toBe(409);
  });

  it("'Rechnung erstellen' invoices a delivered order without invoice once, and refuses orders not yet shipped", async () => {
    const { order } = await orderWithEverything();
    const create = () => t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/invoice`, headers: admin.auth });
    const early = await create();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVOICE_NOT_POSSIBLE' });

    // delivered before invoicing existed: the status changed without the hook
    await t.dataSource.query(`UPDATE orders SET status = 'delivered' WHERE id = $1`, [order.id]);
    const created = await create();
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ number: `RE-${year()}-00001`, state: 'issued', grossAmount: order.totalAmount, ready: false });
    const again = await create();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_EXISTS', message: `Die Bestellung ${order.orderNumber} hat bereits die Rechnung RE-${year()}-00001.` });
    const audit = await t.dataSource.query(`SELECT action_type FROM admin_actions WHERE target_type = 'invoice'`);
    expect(audit).toEqual([{ action_type: 'invoice.create' }]);
  });

  it('lists invoices for the back office with filters and exports them as CSV for the accountant', async () => {
    const first = (await orderWithEverything()).order;
    const second = (await orderWithEverything()).order;
    await setStatus(first.id, 'shipped');
    await setStatus(second.id, 'shipped');
    await setStatus(second.id, 'cancelled');

    const all = await get('/api/admin/invoices', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1 });
    expect(all.json().items.map((item: { number: string; state: string }) => [item.number, item.state])).toEqual([
      [`ST-${year()}-00001`, 'cancellation'],
      [`RE-${year()}-00002`, 'cancelled'],
      [`RE-${year()}-00001`, 'issued'],
    ]);
    const cancelled = await get('/api/admin/invoices?state=cancelled', admin);
    expect(cancelled.json().items).toEqual([
      expect.objectContaining({ number: `RE-${year()}-00002`, cancellation: expect.objectContaining({ number: `ST-${year()}-00001` }) }),
    ]);
    expect((await get(`/api/admin/invoices?q=${first.orderNumber}`, admin)).json().total).toBe(1);
    const cancellationRow = all.json().items[0];
    await rendered(cancellationRow.id);
    const cancellationPdf = await get(`/api/admin/invoices/${cancellationRow.id}.pdf`, admin);
    expect(cancellationPdf.statusCode).toBe(200);
    expect(cancellationPdf.headers['content-disposition']).toContain(`Stornorechnung_${cancellationRow.number}.pdf`);
    expect((await get(`/api/admin/invoices/${cancellationRow.id}.xml`, admin)).body).toContain('<ram:TypeCode>381</ram:TypeCode>');
    // until the worker has written the files the download says so (the worker is usually faster than a test can look)
    await t.dataSource.query(`UPDATE invoices SET rendered_at = NULL WHERE id = $1`, [cancellationRow.id]);
    const early = await get(`/api/admin/invoices/${cancellationRow.id}.pdf`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVOICE_NOT_READY', message: `Die Rechnung ${cancellationRow.number} wird gerade erstellt. Bitte versuchen Sie es in einer Minute erneut.` });
    expect((await get('/api/admin/invoices?kind=cancellation&pageSize=1', admin)).json()).toMatchObject({ total: 1, pageSize: 1 });
    const badState = await get('/api/admin/invoices?state=bezahlt', admin);
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toBe('Unbekannter Rechnungsstatus.');
    const badPage = await get('/api/admin/invoices?pageSize=1000', admin);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe('Die Seitengröße darf höchstens 100 sein.');

    const csv = await get('/api/admin/invoices/export.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="rechnungen-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Rechnungsnummer;Art;Status;Rechnungsdatum;Leistungsdatum;Bestellnummer;Kunde;USt-IdNr.;Netto;USt;Brutto;Zahlungsart;Bezug');
    expect(rows).toHaveLength(4);
    const german = (amount: string) => (centsFromNumeric(amount) / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 });
    const net = (centsFromNumeric(first.subtotalAmount) + centsFromNumeric(first.shippingAmount)) / 100;
    expect(rows[3].split(';').slice(0, 8)).toEqual([`RE-${year()}-00001`, 'Rechnung', 'Ausgestellt', expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/), expect.any(String), first.orderNumber, 'Radladen Test GmbH', 'DE811569869']);
    expect(rows[3].split(';').slice(8, 11)).toEqual([net.toLocaleString('de-DE', { minimumFractionDigits: 2 }), german(first.taxAmount), german(first.totalAmount)]);
    expect(rows[1].split(';').slice(0, 3)).toEqual([`ST-${year()}-00001`, 'Stornorechnung', 'Stornorechnung']);
    expect(rows[1].split(';')[10]).toBe(`-${german(second.totalAmount)}`);
    expect(rows[1].split(';')[12]).toBe(`RE-${year()}-00002`);
  });
});
