import { InvoiceCandidate } from './invoice-candidate';
import { invoiceNumbersIn } from './invoice-numbers';
import { LineMatch, matchLine, OpenLedger } from './match-line';

const invoice = (number: string, openCents: number, extra: Partial<InvoiceCandidate> = {}): InvoiceCandidate => ({
  invoiceId: `id-${number}`,
  number,
  companyId: 'company-a',
  companyName: 'Fahrradhaus Müller GmbH',
  payable: true,
  issueDate: '2026-11-20',
  openCents,
  skontoCents: 0,
  skontoUntil: null,
  ...extra,
});
const byNumber = (...invoices: InvoiceCandidate[]) => new Map(invoices.map((item) => [item.number, item]));
const match = (amountCents: number, text: string, invoices: Map<string, InvoiceCandidate>, ledger: OpenLedger = new Map(), bookingDate = '2026-11-25') =>
  matchLine({ amountCents, bookingDate, invoiceNumbers: invoiceNumbersIn([text]) }, invoices, ledger);
const booked = (result: LineMatch) => (result.status === 'proposed' ? result.allocations.map((a) => [a.invoiceNumber, a.amount, a.skontoAmount]) : result.note.replace(/\u00a0/g, ' '));

describe('invoiceNumbersIn', () => {
  it.each([
    ['RE-2026-00001', ['RE-2026-00001']],
    ['Rechnung RE 2026 00001', ['RE-2026-00001']],
    ['RE202600001 danke', ['RE-2026-00001']],
    ['Rg. re-2026-00012', ['RE-2026-00012']],
    ['RE-2026-00004, RE-2026-00005', ['RE-2026-00004', 'RE-2026-00005']],
    ['RE/2026/00007', ['RE-2026-00007']],
    ['Bestellung B-2026-000017', []],
    ['RE-2026-000017 (sechs Stellen)', []],
    ['Kundennummer 10001', []],
  ])('%s → %j', (text, numbers) => {
    expect(invoiceNumbersIn([text])).toEqual(numbers);
  });

  it('finds a number the bank split over two Verwendungszweck lines', () => {
    expect(invoiceNumbersIn(['Zahlung zu RE-2026-0', '0042 vielen Dank'])).toEqual(['RE-2026-00042']);
  });
});

describe('matchLine: by invoice number and amount', () => {
  it('proposes the open amount of the named invoice', () => {
    expect(booked(match(119000, 'RE-2026-00001', byNumber(invoice('RE-2026-00001', 119000))))).toEqual([['RE-2026-00001', '1190.00', '0.00']]);
  });

  it('proposes the amount less Skonto within the Skonto period, and not after it', () => {
    const invoices = byNumber(invoice('RE-2026-00003', 59500, { skontoCents: 1190, skontoUntil: '2026-11-25' }));
    expect(booked(match(58310, 'RE202600003', invoices))).toEqual([['RE-2026-00003', '583.10', '11.90']]);
    expect(booked(match(58310, 'RE202600003', invoices, new Map(), '2026-11-26'))).toMatch(/583,10 € passt nicht zum offenen Betrag 595,00 €/);
  });

  it('proposes several invoices named in one line when the amount is their sum', () => {
    const invoices = byNumber(invoice('RE-2026-00004', 35700), invoice('RE-2026-00005', 35700));
    expect(booked(match(71400, 'RE-2026-00004, RE-2026-00005', invoices))).toEqual([
      ['RE-2026-00004', '357.00', '0.00'],
      ['RE-2026-00005', '357.00', '0.00'],
    ]);
  });

  it('proposes the one named invoice whose amount fits when others are only mentioned', () => {
    const invoices = byNumber(invoice('RE-2026-00004', 35700), invoice('RE-2026-00005', 20000));
    expect(booked(match(20000, 'RE-2026-00005 (RE-2026-00004 folgt)', invoices))).toEqual([['RE-2026-00005', '200.00', '0.00']]);
  });

  it('leaves a partial payment, an unknown, a paid and a cancelled invoice for the review list with a reason', () => {
    expect(booked(match(10000, 'RE-2026-00001', byNumber(invoice('RE-2026-00001', 119000))))).toBe(
      'Betrag 100,00 € passt nicht zum offenen Betrag 1.190,00 € von RE-2026-00001. Bitte von Hand zuordnen.',
    );
    expect(booked(match(10000, 'Abschlag B-2026-000017', byNumber()))).toBe('Keine Rechnungsnummer im Verwendungszweck.');
    expect(booked(match(10000, 'RE-2026-00099', byNumber()))).toBe('RE-2026-00099 ist unbekannt.');
    expect(booked(match(10000, 'RE-2026-00001', byNumber(invoice('RE-2026-00001', 0))))).toBe('RE-2026-00001 ist bereits bezahlt.');
    expect(booked(match(10000, 'RE-2026-00001', byNumber(invoice('RE-2026-00001', 10000, { payable: false }))))).toBe('RE-2026-00001 ist storniert.');
  });

  it('does not propose an invoice dated after the line was booked, also not one of several named', () => {
    const later = invoice('RE-2026-00002', 11900, { issueDate: '2026-11-26' });
    expect(booked(match(11900, 'RE-2026-00002', byNumber(later)))).toBe('RE-2026-00002 ist erst vom 26.11.2026, nach dem Buchungstag.');
    expect(booked(match(11900, 'RE-2026-00002', byNumber(later), new Map(), '2026-11-26'))).toEqual([['RE-2026-00002', '119.00', '0.00']]);
    expect(booked(match(11900, 'RE-2026-00001 RE-2026-00002', byNumber(invoice('RE-2026-00001', 11900), later)))).toEqual([['RE-2026-00001', '119.00', '0.00']]);
  });

  it('does not propose invoices of two companies for one transfer', () => {
    const invoices = byNumber(invoice('RE-2026-00004', 35700), invoice('RE-2026-00005', 35700, { companyId: 'company-b' }));
    expect(booked(match(71400, 'RE-2026-00004 RE-2026-00005', invoices))).toMatch(/passt nicht/);
  });

  it('does not pay one invoice twice from two lines of the same statement', () => {
    const invoices = byNumber(invoice('RE-2026-00001', 119000));
    const ledger: OpenLedger = new Map();
    expect(booked(match(119000, 'RE-2026-00001', invoices, ledger))).toEqual([['RE-2026-00001', '1190.00', '0.00']]);
    expect(booked(match(119000, 'RE-2026-00001', invoices, ledger))).toBe('RE-2026-00001 ist bereits bezahlt.');
  });
});
