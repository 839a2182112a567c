import { readFileSync } from 'fs';
import { join } from 'path';
import { CamtReadError } from './camt-read-error';
import { parseCamt } from './parse-camt';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', '..', '..', '..', 'test', 'fixtures', 'camt', name));
const failureOf = (input: Buffer | string) => {
  try {
    parseCamt(Buffer.isBuffer(input) ? input : Buffer.from(input));
  } catch (error) {
    if (error instanceof CamtReadError) return { failure: error.failure, message: error.message };
    throw error;
  }
  throw new Error('parsed');
};
const minimal = (entries: string, namespace = 'camt.053.001.02') =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:${namespace}"><BkToCstmrStmt>` +
  `<GrpHdr><MsgId>M1</MsgId></GrpHdr><Stmt><Id>S1</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;

/** A credit entry of 1.00 € with the given elements (dates, NtryDtls) inside. */
const entryOn = (inside: string) => `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>${inside}</Ntry>`;
const party = (name: string) => `<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties></TxDtls></NtryDtls>`;
const remittance = (text: string) => `<NtryDtls><TxDtls><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls>`;

describe('parseCamt: camt.053 as German banks deliver it', () => {
  it('reads a Sparkasse statement (.001.02): header, balances, entries, a batch booking split into its transactions, umlauts', () => {
    const statement = parseCamt(fixture('sparkasse-camt053-001-02.xml'));
    expect(statement).toMatchObject({
      messageId: '053D2026112606012345678',
      version: 'camt.053.001.02',
      statementId: '0532013000_2026-11-25_212',
      sequenceNumber: '212',
      iban: 'DE89370400440532013000',
      currency: 'EUR',
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
      openingBalance: '10000.00',
      closingBalance: '13179.20',
    });
    expect(statement.lines.map((line) => [line.position, line.direction, line.amount, line.entryReference, line.transactionIndex])).toEqual([
      [1, 'credit', '1190.00', '2026112500012345', 0],
      [2, 'credit', '238.00', '2026112500012399', 0],
      [3, 'credit', '583.10', '2026112500012399', 1],
      [4, 'debit', '45.90', '2026112500012400', 0],
      [5, 'credit', '500.00', '2026112500012501', 0],
      [6, 'credit', '714.00', '2026112500012602', 0],
    ]);
    expect(statement.lines[0]).toMatchObject({
      counterpartyName: 'Fahrradhaus Müller GmbH',
      counterpartyIban: 'DE02120300000000202051',
      endToEndId: 'FHM-2026-1125-01',
      bookingDate: '2026-11-25',
      valueDate: '2026-11-25',
      remittanceLines: ['RE-2026-00001 Kd-Nr. 10001'],
      entryStatus: 'BOOK',
      entryInfo: 'SEPA-GUTSCHRIFT',
    });
    expect(statement.lines[1]).toMatchObject({ counterpartyName: 'Zweirad Schäfer & Söhne KG', endToEndId: null, remittanceLines: ['Rechnung RE 2026 00002'] });
    expect(statement.lines[2].remittanceLines).toEqual(['Zahlung RE202600003 abzügl. 2 % Sko', 'nto, Grüße aus Köln']);
    expect(statement.lines[3]).toMatchObject({ counterpartyName: 'Telekom Deutschland GmbH', counterpartyIban: 'DE94370400440123456700' });
  });

  it('reads a Volksbank statement (.001.08): Sts/Cd, Dbtr/Pty/Nm, TxDtls/Amt, an IBAN with spaces, a negative opening balance', () => {
    const statement = parseCamt(fixture('volksbank-camt053-001-08.xml'));
    expect(statement).toMatchObject({ version: 'camt.053.001.08', iban: 'DE02290611660012345678', openingBalance: '-250.00', closingBalance: '1205.50', sequenceNumber: '231' });
    expect(statement.lines.map((line) => [line.direction, line.amount, line.entryStatus, line.counterpartyName])).toEqual([
      ['credit', '1309.00', 'BOOK', 'Fahrräder Lübeck Großmann OHG'],
      ['credit', '146.50', 'BOOK', 'Velo-Boutique Weiß'],
      ['debit', '12.50', 'PDNG', null],
    ]);
    expect(statement.lines[1]).toMatchObject({ valueDate: '2026-11-27', remittanceLines: ['Rg. re-2026-00012 vielen Dank'] });
  });

  it('keeps one line for a batch whose transactions carry no amounts of their own', () => {
    const entry =
      '<Ntry><Amt Ccy="EUR">30.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-25</Dt></BookgDt><NtryDtls>' +
      '<TxDtls><RmtInf><Ustrd>RE-2026-00001</Ustrd></RmtInf></TxDtls><TxDtls><RmtInf><Ustrd>RE-2026-00002</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>';
    const { lines } = parseCamt(Buffer.from(minimal(entry)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ amount: '30.00', remittanceLines: ['RE-2026-00001', 'RE-2026-00002'] });
  });

  it('reads ISO-8859-1 when the declaration says so, with its umlauts', () => {
    const xml = minimal('<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><NtryDtls><TxDtls><RmtInf><Ustrd>Grüße</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>').replace(
      'UTF-8',
      'ISO-8859-1',
    );
    expect(parseCamt(Buffer.from(xml, 'latin1')).lines[0].remittanceLines).toEqual(['Grüße']);
  });

  it.each([
    ['plain text', 'Kontoauszug vom 25.11.', 'not-xml', /keine gültige XML-Datei/],
    ['broken XML', '<Document><BkToCstmrStmt></Document>', 'not-xml', /keine gültige XML-Datei/],
    ['an entity bomb', '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><Document/>', 'not-xml', /DOCTYPE/],
    ['a camt.052', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>', 'not-camt053', /camt\.052/],
    ['a pain.001', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>', 'not-camt053', /pain\.001/],
    ['an invoice', '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>1</ID></Invoice>', 'not-camt053', /kein Kontoauszug im Format CAMT\.053/],
    ['a statement without IBAN', minimal('').replace('<IBAN>DE89370400440532013000</IBAN>', '<Othr><Id>123</Id></Othr>'), 'content', /keine IBAN/],
    ['three decimals', minimal('<Ntry><Amt Ccy="EUR">1.005</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>'), 'content', /Buchung 1: Der Betrag „1\.005“/],
    ['a negative amount', minimal('<Ntry><Amt Ccy="EUR">-5.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>'), 'content', /„-5\.00“/],
    ['two statements', minimal('').replace('</Stmt>', '</Stmt><Stmt><Id>S2</Id></Stmt>'), 'content', /2 Kontoauszüge/],
    ['a booking date the calendar lacks', minimal(entryOn('<BookgDt><Dt>2026-02-30</Dt></BookgDt>')), 'content', /^Buchung 1: Das Buchungsdatum „2026-02-30“ ist kein gültiges Datum/],
    ['a booking date in year 0', minimal(entryOn('<BookgDt><Dt>0000-01-01</Dt></BookgDt>')), 'content', /^Buchung 1: Das Buchungsdatum „0000-01-01“ ist kein gültiges Datum/],
    ['a value date as a broken date-time', minimal(entryOn('<ValDt><DtTm>2026-13-01T10:00:00</DtTm></ValDt>')), 'content', /^Buchung 1: Das Valutadatum „2026-13-01T10:00:00“/],
    ['a booking date of another century', minimal(entryOn('<BookgDt><Dt>1899-12-31</Dt></BookgDt>')), 'content', /zwischen dem 01\.01\.2000 und dem 31\.12\.2099/],
    ['a statement period that is no date', minimal('').replace('</Acct>', '</Acct><FrToDt><FrDtTm>20261125</FrDtTm><ToDtTm>2026-11-25T23:59:59</ToDtTm></FrToDt>'), 'content', /^Der Beginn des Auszugszeitraums „20261125“/],
    ['a NUL in the debtor name', minimal(entryOn(party('Fahrrad\u0000haus'))), 'content', /in Zeile 1 ein Steuerzeichen \(U\+0000\)/],
    ['an escape sequence in the Verwendungszweck', minimal(entryOn(remittance('RE-2026-00001 \u001b[31m'))), 'content', /ein Steuerzeichen \(U\+001B\)/],
    ['5,000 elements nested in the Verwendungszweck', minimal(entryOn(remittance(`${'<a>'.repeat(5000)}x${'</a>'.repeat(5000)}`))), 'content', /tiefer als 100 Ebenen verschachtelt/],
    ['an element named like a JavaScript property', minimal(entryOn(remittance('<constructor>x</constructor>'))), 'content', /Elemente, die in einem Kontoauszug nicht vorkommen/],
  ])('refuses %s in German', (_label, input, failure, message) => {
    const result = failureOf(input);
    expect(result.failure).toBe(failure);
    expect(result.message).toMatch(message);
  });

  it('drops from the texts it keeps what the API refuses in any text (bidi controls, C1, DEL); tabs and line breaks become a space', () => {
    const entry = entryOn(
      '<AcctSvcrRef>REF\u2066-1\u2069</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>E2E\u0085-1</EndToEndId></Refs>' +
        '<RltdPties><Dbtr><Nm>Fahrradhaus \u202eHbmG rellüM\u202c</Nm></Dbtr><DbtrAcct><Id><IBAN>DE02\u200e1203\u202a0000</IBAN></Id></DbtrAcct></RltdPties>' +
        '<RmtInf><Ustrd>Rechnung RE-2026-\u202e00001\u007f</Ustrd><Ustrd>\u2067\u2069</Ustrd><Ustrd>Zeile\t eins\r\nZeile zwei</Ustrd></RmtInf></TxDtls></NtryDtls>' +
        '<AddtlNtryInf>SEPA-\u0090GUTSCHRIFT</AddtlNtryInf>',
    );
    const [line] = parseCamt(Buffer.from(minimal(entry))).lines;
    expect(line).toMatchObject({
      entryReference: 'REF-1',
      endToEndId: 'E2E-1',
      counterpartyName: 'Fahrradhaus HbmG rellüM',
      // U+200E (left-to-right mark) is no control the API refuses; it stays
      counterpartyIban: 'DE02\u200e12030000',
      remittanceLines: ['Rechnung RE-2026-00001', 'Zeile eins Zeile zwei'],
      entryInfo: 'SEPA-GUTSCHRIFT',
    });
  });

  it('decodes numeric character references once: in text and attributes, not in CDATA or comments, and never into markup', () => {
    const entry =
      '<Ntry><Amt Ccy="&#x45;UR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><NtryDtls><TxDtls>' +
      '<RltdPties><Dbtr><Nm>H&#228;ndler &#60;b&#62; &#38;amp; Co<!-- &#0; --></Nm></Dbtr></RltdPties>' +
      '<RmtInf><Ustrd>RE&#x2D;2026&#45;00001</Ustrd><Ustrd><![CDATA[wörtlich &#228;]]></Ustrd><Ustrd>&amp;#228; bleibt &#x1F6B2;</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>';
    const [line] = parseCamt(Buffer.from(minimal(entry))).lines;
    expect(line).toMatchObject({
      currency: 'EUR',
      entryStatus: 'BOOK',
      counterpartyName: 'Händler <b> &amp; Co',
      remittanceLines: ['RE-2026-00001', 'wörtlich &#228;', '&#228; bleibt 🚲'],
    });
  });

  it('reads the status as sent and assumes none: ISO code, a bank code (Prtry), no status', () => {
    const statusOf = (sts: string) => {
      const [line] = parseCamt(Buffer.from(minimal(entryOn(sts)))).lines;
      return [line.entryStatus, line.entryStatusProprietary];
    };
    expect(statusOf('<Sts>BOOK</Sts>')).toEqual(['BOOK', false]);
    expect(statusOf('<Sts><Cd>PDNG</Cd></Sts>')).toEqual(['PDNG', false]);
    expect(statusOf('<Sts><Prtry>BOOK</Prtry></Sts>')).toEqual(['BOOK', true]);
    expect(statusOf('')).toEqual([null, false]);
  });

  it.each([
    ['a ZIP archive', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]), 'archive'],
    ['gzip', Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08]), Buffer.alloc(50)]), 'archive'],
    ['Latin-1 bytes declared as UTF-8', Buffer.from(minimal('<Ntry><AddtlNtryInf>Grüße</AddtlNtryInf></Ntry>'), 'latin1'), 'encoding'],
    ['UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(minimal(''), 'utf16le')]), 'encoding'],
    ['an unknown declared encoding', Buffer.from(minimal('').replace('UTF-8', 'EBCDIC-DE')), 'encoding'],
  ])('refuses %s before reading it', (_label, buffer, failure) => {
    expect(failureOf(buffer).failure).toBe(failure);
  });
});
