import { Invoice } from './entities/invoice.entity';
import { germanAmount, invoicesCsv } from './invoice-csv';
import { InvoiceKind } from './invoice-enums';

const invoice = (overrides: Partial<Invoice> = {}) =>
  ({
    number: 'RE-2026-00001', kind: InvoiceKind.Invoice, cancelledAt: null, issueDate: '2026-11-25', deliveryDate: '2026-11-25', orderNumber: 'B-2026-000001',
    buyer: { company: 'Rad & Tat; Müller "GmbH"', vatId: 'DE136695976' }, subtotalAmount: '1234.50', shippingAmount: '0.00', taxAmount: '234.56', totalAmount: '1469.06', paymentMethod: 'prepayment',
    ...overrides,
  }) as Invoice;

describe('invoice CSV for the accountant', () => {
  it('writes German numbers', () => {
    expect(germanAmount('1234.5')).toBe('1.234,50');
    expect(germanAmount('-0.05')).toBe('-0,05');
    expect(germanAmount('1000000.00')).toBe('1.000.000,00');
  });

  it('starts with a BOM, separates with semicolons, quotes where needed and defuses formulas', () => {
    const csv = invoicesCsv([
      { invoice: invoice(), reference: null },
      { invoice: invoice({ number: 'ST-2026-00001', kind: InvoiceKind.Cancellation, buyer: { company: '=HYPERLINK("x")', vatId: null } as Invoice['buyer'], totalAmount: '-1469.06' }), reference: 'RE-2026-00001' },
    ]);
    expect(csv.startsWith('\uFEFFRechnungsnummer;Art;Status;')).toBe(true);
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toBe('RE-2026-00001;Rechnung;Ausgestellt;25.11.2026;25.11.2026;B-2026-000001;"Rad & Tat; Müller ""GmbH""";DE136695976;1.234,50;234,56;1.469,06;Vorkasse;');
    expect(second.split(';')[6]).toBe(`"'=HYPERLINK(""x"")"`);
    expect(second.split(';').slice(1, 3)).toEqual(['Stornorechnung', 'Stornorechnung']);
    expect(second.endsWith(';-1.469,06;Vorkasse;RE-2026-00001')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
