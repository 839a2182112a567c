import { execFileSync } from 'child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Role } from '../../src/common/auth/role';
import { berlinDay } from '../../src/common/money/pricing';
import { Invoice } from '../../src/modules/invoices/entities/invoice.entity';
import { addDays } from '../../src/common/money/pricing';
import { mailOverrides } from '../support/accounts';
import { violatedRules } from '../support/einvoice-rules';
import { inspectPdf, pdfToPng, schemaErrors } from '../support/einvoice-tools';
import { makeDealer, makeUser, signIn, SignedIn } from '../support/factories';
import { officialRuleFailures } from '../support/official-einvoice-rules';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';
import { makeProduct } from './catalogue.fixtures';

const SCREENSHOTS = join(__dirname, '..', '..', '..', 'frontend', 'e2e', 'screenshots');
/** BT-9 in CII: the due date inside the payment terms. */
const dueDateElement = (day: string) => new RegExp(`<ram:DueDateDateTime>\\s*<udt:DateTimeString format="102">${day.replace(/-/g, '')}</udt:DateTimeString>`);
const german = (day: string) => day.split('-').reverse().join('.');
/** The bank account the back office keeps in the receivables settings (not the COMPANY_* one of the environment). */
const BANK = { accountHolder: 'Radwerk Fahrradgroßhandel GmbH', bankName: 'Commerzbank Köln', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };

describe('invoices of orders on account: due date, Skonto and bank details in the PDF and both e-invoices', () => {
  let t: TestApp;
  let worker: TestWorker;
  let admin: SignedIn;
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
    admin = await signIn(t.app, (await makeUser(t.dataSource, { roles: [Role.Admin] })).email);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings/receivables', headers: admin.auth })).json();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/receivables', headers: admin.auth, payload: { ...settings, bank: BANK } });
    expect(saved.statusCode).toBe(200);
  });

  const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.auth });
  const putCredit = (companyId: string, paymentTermId: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/companies/${companyId}/credit`, headers: admin.auth, payload: { purchaseOnAccount: true, paymentTermId, creditLimit: '5000.00' } });

  /** A company on account orders two wheels (200 EUR net), then the back office ships it. */
  async function invoicedOrder(paymentTermId: string, options: { termAtShipping?: string } = {}) {
    const { user, profile } = await makeDealer(t.dataSource, { approved: true });
    const session = await signIn(t.app, user.email);
    expect((await putCredit(profile.companyId, paymentTermId)).statusCode).toBe(200);
    const product = await makeProduct(t.dataSource, { name: 'Laufradsatz 28"', sku: 'LRS-28', basePrice: '100.00', stockQuantity: 20 });
    await addToCart(t.app, session, product.id, 2);
    const placed = await placeOrder(t.app, session, checkoutBody({ paymentMethod: 'invoice' }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    if (options.termAtShipping) expect((await putCredit(profile.companyId, options.termAtShipping)).statusCode).toBe(200);
    const shipped = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}`, headers: admin.auth, payload: { status: 'shipped' } });
    expect(shipped.statusCode).toBe(200);
    const issued = await t.dataSource.getRepository(Invoice).findOneByOrFail({ orderId: order.id });
    await rendered(issued.id);
    const pdf = await get(`/api/orders/${order.id}/invoice.pdf`, session);
    const xml = await get(`/api/orders/${order.id}/invoice.xml`, session);
    expect([pdf.statusCode, xml.statusCode]).toEqual([200, 200]);
    return { order, invoice: issued, pdf: pdf.rawPayload, xml: xml.body };
  }

  async function rendered(invoiceId: string): Promise<void> {
    await worker.dispatch();
    const deadline = Date.now() + 60_000;
    while (!(await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoiceId })).renderedAt) {
      if (Date.now() > deadline) throw new Error('Rechnung nicht erstellt');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  function pdfText(pdf: Buffer): string {
    const file = join(mkdtempSync(join(tmpdir(), 'invoice-text-')), 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  }

  /** The invoice's day is the Berlin day it was issued on: the one before the order, or the next if midnight came between. */
  function issuedToday(issueDate: string, dayBefore: string): string {
    expect([dayBefore, berlinDay(new Date())]).toContain(issueDate);
    return issueDate;
  }

  /** Both XML flavours against our rules, the schema and the official Schematron (validate.sh). */
  function expectValid(xml: string, pdf: Buffer) {
    const facturX = inspectPdf(pdf).attachment;
    expect(schemaErrors(xml)).toBe('');
    expect(schemaErrors(facturX)).toBe('');
    expect(violatedRules(xml, 'xrechnung')).toEqual([]);
    expect(violatedRules(facturX, 'en16931')).toEqual([]);
    expect(officialRuleFailures(xml, 'xrechnung.xml')).toBe('');
    expect(officialRuleFailures(facturX, 'factur-x.xml')).toBe('');
    return facturX;
  }

  it('with Skonto: due in 30 days, 2 % Skonto for 10 days (XRechnung #SKONTO# line), SEPA transfer 58 to the IBAN of the settings', async () => {
    const dayBefore = berlinDay(new Date());
    const { order, invoice, pdf, xml } = await invoicedOrder('net30-skonto2');
    const issueDay = issuedToday(invoice.issueDate, dayBefore);
    expect(order.totalAmount).toBe('255.85');
    expect(invoice).toMatchObject({ issueDate: issueDay, dueDate: addDays(issueDay, 30), skontoPercent: '2.00', skontoUntil: addDays(issueDay, 10) });
    expect(invoice.paymentTerms.replace(/\u00a0/g, ' ')).toBe(
      `Zahlbar bis zum ${german(addDays(issueDay, 30))} ohne Abzug (30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen) auf das unten genannte Konto, Verwendungszweck ${invoice.number}. ` +
        `Bei Zahlung bis zum ${german(addDays(issueDay, 10))} gewähren wir 2 % Skonto (5,12 €); zu zahlen sind dann 250,73 €.`,
    );
    expect(invoice.seller).toMatchObject({ iban: BANK.iban, bic: BANK.bic, bankName: BANK.bankName, accountHolder: BANK.accountHolder });

    const facturX = expectValid(xml, pdf);
    for (const document of [xml, facturX]) {
      expect(document).toMatch(dueDateElement(addDays(issueDay, 30)));
      expect(document).toContain('#SKONTO#TAGE=10#PROZENT=2.00#\n');
      expect(document).toMatch(/<ram:TypeCode>58<\/ram:TypeCode>[\s\S]*<ram:IBANID>DE89370400440532013000<\/ram:IBANID>/);
    }
    // the Skonto line is not decoration: a malformed one fails the official XRechnung rules (BR-DE-18)
    expect(officialRuleFailures(xml.replace('#SKONTO#TAGE=10#PROZENT=2.00#', '#SKONTO#TAGE=zehn#PROZENT=2,0#'))).toContain('BR-DE-18');

    const text = pdfText(pdf);
    expect(text).toContain('Fällig am');
    expect(text).toContain(german(addDays(issueDay, 30)));
    expect(text).toContain(`Bei Zahlung bis zum ${german(addDays(issueDay, 10))} gewähren wir 2 % Skonto`);
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Kontoinhaber Radwerk Fahrradgroßhandel GmbH');
    expect(text).toContain('Kauf auf Rechnung');
    mkdirSync(SCREENSHOTS, { recursive: true });
    pdfToPng(pdf, join(SCREENSHOTS, 'invoice-on-account-skonto.png'));
  });

  it('without Skonto: the term of the company at invoice time (14 Tage netto), no Skonto line', async () => {
    // ordered under 30 days with Skonto, switched to 14 days net before shipping: the invoice takes the term of its day
    const dayBefore = berlinDay(new Date());
    const { invoice, pdf, xml } = await invoicedOrder('net30-skonto2', { termAtShipping: 'net14' });
    const issueDay = issuedToday(invoice.issueDate, dayBefore);
    expect(invoice).toMatchObject({ dueDate: addDays(issueDay, 14), skontoPercent: null, skontoUntil: null });
    expect(invoice.paymentTerms).toBe(
      `Zahlbar bis zum ${german(addDays(issueDay, 14))} ohne Abzug (14 Tage netto) auf das unten genannte Konto, Verwendungszweck ${invoice.number}.`,
    );
    const facturX = expectValid(xml, pdf);
    for (const document of [xml, facturX]) {
      expect(document).not.toContain('#SKONTO#');
      expect(document).toMatch(dueDateElement(addDays(issueDay, 14)));
      expect(document).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
    }
    expect(pdfText(pdf)).toContain('Kontoinhaber Radwerk Fahrradgroßhandel GmbH');
  });
});
