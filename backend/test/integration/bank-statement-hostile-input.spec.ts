import { Role } from '../../src/common/auth/role';
import { makeUser, signIn, SignedIn } from '../support/factories';
import { multipartBody } from '../support/multipart';
import { startTestApp, TestApp } from '../support/test-app';
import { generatedStatement, makeOpenInvoice } from './bank-statements.fixtures';

/**
 * A camt.053 carries texts its payers wrote and dates the bank wrote. Whatever is in them, the upload answers in German
 * (422 BANK_STATEMENT_UNREADABLE) and keeps nothing, or it keeps only what the API itself would take: never a 500.
 */
describe('bank statements (CAMT.053): hostile or damaged content', () => {
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

  const upload = (content: Buffer) => {
    const body = multipartBody([{ field: 'file', fileName: 'auszug.xml', content, contentType: 'application/xml' }]);
    return t.app.inject({ method: 'POST', url: '/api/admin/bank-statements', payload: body.payload, headers: { ...body.headers, ...admin.auth } });
  };
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT count(*) FROM ${table}`))[0].count);
  /** The generated one-line statement (RE-2026-00001 over 119.00 by 'Händler 1 GmbH'), changed by `edit`. */
  const statementWith = (edit: (xml: string) => string) => Buffer.from(edit(generatedStatement({ statementId: 'FEIND-1', count: 1 }).toString('utf8')));

  it.each([
    ['a booking date the calendar lacks', (xml: string) => xml.replace('<BookgDt><Dt>2026-11-26</Dt>', '<BookgDt><Dt>2026-02-30</Dt>'), /^Buchung 1: Das Buchungsdatum „2026-02-30“ ist kein gültiges Datum/],
    ['a booking date in year 0', (xml: string) => xml.replace('<BookgDt><Dt>2026-11-26</Dt>', '<BookgDt><Dt>0000-01-01</Dt>'), /^Buchung 1: Das Buchungsdatum „0000-01-01“ ist kein gültiges Datum/],
    ['a value date the calendar lacks', (xml: string) => xml.replace('<ValDt><Dt>2026-11-26</Dt>', '<ValDt><Dt>2026-04-31</Dt>'), /^Buchung 1: Das Valutadatum „2026-04-31“/],
    ['a raw NUL in the debtor name', (xml: string) => xml.replace('Händler 1 GmbH', 'Händler\u00001 GmbH'), /in Zeile \d+ ein Steuerzeichen \(U\+0000\), das in einer XML-Datei nicht vorkommen darf/],
    ['a bell character in the Verwendungszweck', (xml: string) => xml.replace('Rechnung RE-2026-00001', 'Rechnung\u0007RE-2026-00001'), /ein Steuerzeichen \(U\+0007\)/],
    ['5,000 elements nested in the Verwendungszweck', (xml: string) => xml.replace('Rechnung RE-2026-00001', `${'<b>'.repeat(5000)}x${'</b>'.repeat(5000)}`), /tiefer als 100 Ebenen verschachtelt/],
    [
      'an account IBAN longer than 34 characters',
      (xml: string) => xml.replace('<IBAN>DE89370400440532013000</IBAN>', '<IBAN>DE893704004405320130001234567890123</IBAN>'),
      /^Die IBAN des Kontos „DE893704004405320130001234567890123“ ist keine gültige IBAN \(zwei Buchstaben, zwei Prüfziffern, bis zu 30 Buchstaben oder Ziffern; höchstens 34 Zeichen\)\./,
    ],
    ['an account IBAN with other characters', (xml: string) => xml.replace('<IBAN>DE89370400440532013000</IBAN>', '<IBAN>NOT AN IBAN; DROP TABLE</IBAN>'), /^Die IBAN des Kontos „NOTANIBAN;DROPTABLE“ ist keine gültige IBAN/],
    ['a character reference to NUL', (xml: string) => xml.replace('Händler 1 GmbH', 'H&#0;ndler 1 GmbH'), /in Zeile \d+ einen Zeichenverweis „&#0;“ auf ein Zeichen \(U\+0000\), das in einer XML-Datei nicht vorkommen darf/],
    ['a character reference to a surrogate', (xml: string) => xml.replace('Händler 1 GmbH', 'H&#xD800;ndler 1 GmbH'), /einen Zeichenverweis „&#xD800;“ auf ein Zeichen \(U\+D800\)/],
    ['a character reference beyond Unicode', (xml: string) => xml.replace('Händler 1 GmbH', 'H&#x110000;ndler 1 GmbH'), /einen Zeichenverweis „&#x110000;“, den es in Unicode nicht gibt/],
  ])('refuses %s with 422 in German and keeps nothing', async (_label, edit, message) => {
    await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
    const response = await upload(statementWith(edit));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'BANK_STATEMENT_UNREADABLE', message: expect.stringMatching(message) });
    expect(await count('bank_statements')).toBe(0);
    expect(await count('bank_statement_lines')).toBe(0);
    expect(await count(`admin_actions WHERE action_type = 'bank_statement.import'`)).toBe(0);
  });

  it('decodes numeric character references (&#228; &#x2D;) before the text rules: names read right, the invoice number matches', async () => {
    const invoice = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
    const file = statementWith((xml) =>
      xml
        .replace('Händler 1 GmbH', 'H&#228;ndler &#x202E;1&#32;GmbH')
        .replace('Rechnung RE-2026-00001 Dank &amp; Gruß', 'Rechnung RE&#45;2026&#x2D;00001 Dank &#38; Gru&#xDF; &amp;#228; &#x1F6B2;')
        .replace('<Amt Ccy="EUR">119.00</Amt><CdtDbtInd>', '<Amt Ccy="&#69;UR">119.00</Amt><CdtDbtInd>'),
    );
    const response = await upload(file);
    expect(response.statusCode).toBe(201);
    expect(response.json().lines[0]).toMatchObject({
      counterpartyName: 'Händler 1 GmbH',
      remittance: 'Rechnung RE-2026-00001 Dank & Gruß &#228; 🚲',
      currency: 'EUR',
      status: 'proposed',
      allocations: [{ invoiceId: invoice.invoiceId, amount: '119.00' }],
    });
  });

  it('drops bidi controls, C1 controls and DEL from names and Verwendungszweck; the invoice number still matches and books', async () => {
    const invoice = await makeOpenInvoice(t.dataSource, { number: 'RE-2026-00001', total: '119.00' });
    const file = statementWith((xml) =>
      xml
        .replace('Händler 1 GmbH', 'Händler \u202e1 GmbH\u202c\u0085')
        .replace('Rechnung RE-2026-00001', 'Rechnung RE-2026-\u206600001\u2069\u007f')
        .replace('<EndToEndId>E2E-1</EndToEndId>', '<EndToEndId>E2E-\u009b1</EndToEndId>'),
    );
    const response = await upload(file);
    expect(response.statusCode).toBe(201);
    const [line] = response.json().lines;
    expect(line).toMatchObject({
      counterpartyName: 'Händler 1 GmbH',
      remittance: 'Rechnung RE-2026-00001 Dank & Gruß',
      status: 'proposed',
      allocations: [{ invoiceId: invoice.invoiceId, amount: '119.00' }],
    });
    const [stored] = await t.dataSource.query(`SELECT counterparty_name, remittance, end_to_end_id FROM bank_statement_lines`);
    expect(stored).toEqual({ counterparty_name: 'Händler 1 GmbH', remittance: 'Rechnung RE-2026-00001 Dank & Gruß', end_to_end_id: 'E2E-1' });

    const confirmed = await t.app.inject({ method: 'POST', url: `/api/admin/bank-statements/${response.json().id}/confirm`, headers: admin.auth, payload: {} });
    expect(confirmed.json()).toEqual({ bookedCount: 1, failures: [] });
    const [payment] = await t.dataSource.query(`SELECT reference FROM incoming_payments`);
    expect(payment.reference).toBe('Händler 1 GmbH: Rechnung RE-2026-00001 Dank & Gruß');
  });
});
