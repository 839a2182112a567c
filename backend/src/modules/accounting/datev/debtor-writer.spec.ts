import { DEBTOR_COLUMNS } from './debtor-columns';
import { debtorFields, debtorMasterData } from './debtor-writer';

const header = { createdAt: new Date('2026-03-02T08:00:00.000Z'), consultantNumber: 29098, clientNumber: 55003, fiscalYearStart: '2026-01-01', accountLength: 4 };
const debtor = {
  debtorNumber: 10007,
  companyName: 'Fahrradhaus Müller & Söhne GmbH',
  street: 'Am Wall 12',
  postalCode: '28195',
  city: 'Bremen',
  vatId: 'DE811569869',
  email: 'einkauf@mueller-rad.example',
};

describe('DATEV Debitoren/Kreditoren (data category 16)', () => {
  it('has 254 columns in DATEV order', () => {
    expect(DEBTOR_COLUMNS).toHaveLength(254);
    expect(DEBTOR_COLUMNS.slice(0, 3)).toEqual(['Konto', 'Name (Adressattyp Unternehmen)', 'Unternehmensgegenstand']);
    expect(DEBTOR_COLUMNS[32]).toBe('E-Mail');
    expect(DEBTOR_COLUMNS[40]).toBe('Bankleitzahl 1');
    expect(DEBTOR_COLUMNS[95]).toBe('Leerfeld');
    expect(DEBTOR_COLUMNS[98]).toBe('Kunden-/Lief.-Nr.');
    expect(DEBTOR_COLUMNS[253]).toBe('Letzte Frist');
  });

  it('writes the header line with category 16, Formatversion 5 and no period', () => {
    const [line] = debtorMasterData(header, []).split('\r\n');
    expect(line).toBe('"EXTF";700;16;"Debitoren/Kreditoren";5;20260302090000000;;"RE";"";"";29098;55003;20260101;4;;;"";"";;;;"";;"";;;"";;;"";""');
  });

  it('fills a debtor field by field', () => {
    const fields = debtorFields(debtor);
    expect(fields).toHaveLength(254);
    expect(fields[0]).toBe('10007');
    expect(fields[1]).toBe('"Fahrradhaus Müller & Söhne GmbH"');
    expect(fields[6]).toBe('"2"');
    expect(fields[7]).toBe('"Fahrradhaus Mül"');
    expect(fields[8]).toBe('"DE"');
    expect(fields[9]).toBe('"811569869"');
    expect(fields[14]).toBe('"STR"');
    expect(fields[15]).toBe('"Am Wall 12"');
    expect(fields[17]).toBe('"28195"');
    expect(fields[18]).toBe('"Bremen"');
    expect(fields[19]).toBe('"DE"');
    expect(fields[32]).toBe('"einkauf@mueller-rad.example"');
    const filled = new Set([0, 1, 6, 7, 8, 9, 14, 15, 17, 18, 19, 32]);
    expect(fields.filter((_, index) => !filled.has(index)).every((field) => field === '')).toBe(true);
  });
});
