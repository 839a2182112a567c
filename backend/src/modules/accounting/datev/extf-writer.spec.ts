import { DatevBooking } from './datev-bookings';
import { BUCHUNGSSTAPEL_COLUMNS } from './extf-columns';
import { bookingFields, buchungsstapel, decimalComma, headerFields, text } from './extf-writer';

const header = {
  createdAt: new Date('2026-07-01T12:34:56.789Z'), // 14:34:56 in Berlin (summer time)
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-06-01',
  to: '2026-06-30',
  description: 'Forderungen 01.06.26-30.06.26',
};

const invoice: DatevBooking = {
  amount: 123456,
  side: 'S',
  account: '10001',
  contraAccount: '8400',
  date: '2026-06-05',
  documentField1: 'RE-2026-00042',
  text: 'Rechnung RE-2026-00042 Fahrradhaus Müller',
  dueDate: '2026-07-05',
};

describe('DATEV header line (EXTF 700, Buchungsstapel)', () => {
  const fields = headerFields(header);

  it('has 31 fields in DATEV order', () => {
    expect(fields).toHaveLength(31);
    expect(fields.slice(0, 6)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13', '20260701143456789']);
    expect(fields[6]).toBe(''); // 7 Importiert
    expect(fields[7]).toBe('"RE"'); // 8 Herkunft
    expect(fields[10]).toBe('29098'); // 11 Beraternummer
    expect(fields[11]).toBe('55003'); // 12 Mandantennummer
    expect(fields[12]).toBe('20260101'); // 13 WJ-Beginn
    expect(fields[13]).toBe('4'); // 14 Sachkontenlänge
    expect(fields[14]).toBe('20260601'); // 15 Datum vom
    expect(fields[15]).toBe('20260630'); // 16 Datum bis
    expect(fields[16]).toBe('"Forderungen 01.06.26-30.06.26"'); // 17 Bezeichnung
    expect(fields[18]).toBe('1'); // 19 Buchungstyp Finanzbuchführung
    expect(fields[19]).toBe('0'); // 20 Rechnungslegungszweck
    expect(fields[20]).toBe('0'); // 21 Festschreibung: nein
    expect(fields[21]).toBe('"EUR"'); // 22 WKZ
  });

  it('writes the creation time in Berlin time, also in winter', () => {
    expect(headerFields({ ...header, createdAt: new Date('2026-01-15T23:05:00.007Z') })[5]).toBe('20260116000500007');
  });

  it('cuts the description to DATEV’s 30 characters', () => {
    expect(headerFields({ ...header, description: 'x'.repeat(40) })[16]).toBe(`"${'x'.repeat(30)}"`);
  });
});

describe('DATEV booking line', () => {
  const fields = bookingFields(invoice);

  it('has the 125 columns of Formatversion 13, the filled ones field by field', () => {
    expect(fields).toHaveLength(125);
    expect(fields[0]).toBe('1234,56'); // Umsatz: decimal comma, no thousands separator, no sign
    expect(fields[1]).toBe('"S"'); // Soll/Haben
    expect(fields[2]).toBe('"EUR"'); // WKZ Umsatz
    expect(fields[3]).toBe(''); // Kurs
    expect(fields[6]).toBe('10001'); // Konto: the debtor
    expect(fields[7]).toBe('8400'); // Gegenkonto
    expect(fields[8]).toBe('""'); // BU-Schlüssel: none on an automatic account
    expect(fields[9]).toBe('0506'); // Belegdatum DDMM
    expect(fields[10]).toBe('"RE-2026-00042"'); // Belegfeld 1
    expect(fields[11]).toBe('""'); // Belegfeld 2
    expect(fields[12]).toBe(''); // Skonto field unused (Skonto is its own booking)
    expect(fields[13]).toBe('"Rechnung RE-2026-00042 Fahrradhaus Müller"'); // Buchungstext
    expect(fields[116]).toBe('05072026'); // Fälligkeit DDMMYYYY
    const filled = new Set([0, 1, 2, 6, 7, 8, 9, 10, 11, 13, 116]);
    expect(fields.filter((_, index) => !filled.has(index)).every((field) => field === '')).toBe(true);
  });

  it('leaves the due date empty for a payment and keeps Belegfeld 1 to DATEV’s characters', () => {
    const payment = bookingFields({ ...invoice, side: 'H', contraAccount: '1200', dueDate: null, documentField1: 'RE 2026_00042;' });
    expect(payment[1]).toBe('"H"');
    expect(payment[10]).toBe('"RE202600042"');
    expect(payment[116]).toBe('');
  });

  it('quotes text safely: quotes doubled, line breaks gone, at most 60 characters', () => {
    expect(text('Bike „Pro“ "24"\r\nZeile')).toBe('"Bike „Pro“ ""24"" Zeile"');
    expect(text('a'.repeat(70), 60)).toBe(`"${'a'.repeat(60)}"`);
  });

  it('formats amounts with a decimal comma and two places', () => {
    expect(decimalComma(5)).toBe('0,05');
    expect(decimalComma(100)).toBe('1,00');
    expect(decimalComma(123456789)).toBe('1234567,89');
  });
});

describe('DATEV file text', () => {
  it('is header, headings and one line per booking, each ended by CR LF', () => {
    const file = buchungsstapel(header, [invoice, { ...invoice, side: 'H', contraAccount: '1200', dueDate: null }]);
    const lines = file.split('\r\n');
    expect(lines).toHaveLength(5); // three lines and the final CR LF, no bare LF anywhere
    expect(lines[4]).toBe('');
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0].startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    expect(lines[1].split(';')).toEqual([...BUCHUNGSSTAPEL_COLUMNS]);
    expect(lines[1].split(';')).toHaveLength(125);
    expect(lines[3].split(';').slice(0, 8)).toEqual(['1234,56', '"H"', '"EUR"', '', '', '', '10001', '1200']);
  });
});
