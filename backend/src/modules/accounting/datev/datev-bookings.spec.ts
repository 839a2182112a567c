import type { BookingJournal } from '../../invoices/books/booking-journal.service';
import { InvoiceKind } from '../../invoices/invoice-enums';
import { datevBookings } from './datev-bookings';

const accounts = { revenueAccount: '8400', bankAccount: '1200', skontoAccount: '8736' };
const payment = {
  id: 'p1',
  bookedOn: '2026-03-10',
  amount: '98.00',
  skontoAmount: '2.00',
  withdrawnSkontoAmount: '0.00',
  invoiceNumber: 'RE-2026-00001',
  companyId: 'c1',
  debtorNumber: 10000,
  companyName: 'Radhaus Süd',
  reference: 'RE-2026-00001',
  reversedOn: null,
};
const journal: BookingJournal = {
  documents: [
    { kind: InvoiceKind.Cancellation, number: 'ST-2026-00001', issueDate: '2026-03-03', dueDate: null, totalAmount: '-59.50', debtorNumber: 10001, companyName: 'Velo Nord', cancelsNumber: 'RE-2026-00002', withdrawnSkontoAmount: '0.00' },
    { kind: InvoiceKind.Invoice, number: 'RE-2026-00001', issueDate: '2026-03-01', dueDate: '2026-03-31', totalAmount: '100.00', debtorNumber: 10000, companyName: 'Radhaus Süd', cancelsNumber: null, withdrawnSkontoAmount: '0.00' },
  ],
  payments: [payment, { ...payment, id: 'p2', bookedOn: '2026-03-12', amount: '5.00', skontoAmount: '0.00', invoiceNumber: null, reference: 'Überzahlung' }],
  reversals: [{ ...payment, reversedOn: '2026-03-20' }],
};

describe('DATEV bookings of the receivables journal', () => {
  const bookings = datevBookings(journal, accounts);
  const row = (index: number) => {
    const { amount, side, account, contraAccount, date, documentField1 } = bookings[index];
    return [amount, side, account, contraAccount, date, documentField1];
  };

  it('books each document and payment on the debtor, in date order', () => {
    expect(bookings).toHaveLength(7);
    expect(row(0)).toEqual([10000, 'S', '10000', '8400', '2026-03-01', 'RE-2026-00001']); // invoice: gross, debtor in Soll
    expect(row(1)).toEqual([5950, 'H', '10001', '8400', '2026-03-03', 'RE-2026-00002']); // cancellation: Haben, clears the cancelled invoice
    expect(row(2)).toEqual([9800, 'H', '10000', '1200', '2026-03-10', 'RE-2026-00001']); // payment against the bank
    expect(row(3)).toEqual([200, 'H', '10000', '8736', '2026-03-10', 'RE-2026-00001']); // its Skonto on the Skonto account
    expect(row(4)).toEqual([500, 'H', '10000', '1200', '2026-03-12', '']); // a credit without invoice
    expect(row(5)).toEqual([9800, 'S', '10000', '1200', '2026-03-20', 'RE-2026-00001']); // reversal: the other way round
    expect(row(6)).toEqual([200, 'S', '10000', '8736', '2026-03-20', 'RE-2026-00001']);
  });

  it('words the booking texts and carries the due date of an invoice only', () => {
    expect(bookings.map((booking) => booking.text)).toEqual([
      'Rechnung RE-2026-00001 Radhaus Süd',
      'Storno ST-2026-00001 zu RE-2026-00002 Velo Nord',
      'Zahlung RE-2026-00001 Radhaus Süd',
      'Skonto RE-2026-00001 Radhaus Süd',
      'Zahlung (Guthaben) Überzahlung Radhaus Süd',
      'Storno Zahlung RE-2026-00001 Radhaus Süd',
      'Storno Skonto RE-2026-00001 Radhaus Süd',
    ]);
    expect(bookings.map((booking) => booking.dueDate)).toEqual(['2026-03-31', null, null, null, null, null, null]);
  });

  it('counter-books the Skonto of a cancelled paid invoice on the cancellation day; the payment keeps its Skonto on its own day', () => {
    const invoice = { ...journal.documents[1] };
    const cancellation = { ...journal.documents[0], issueDate: '2026-03-15', totalAmount: '-100.00', debtorNumber: 10000, companyName: 'Radhaus Süd', cancelsNumber: 'RE-2026-00001', withdrawnSkontoAmount: '2.00' };
    // the payment is credit now: no invoice, its Skonto withdrawn
    const credit = { ...payment, invoiceNumber: null, skontoAmount: '0.00', withdrawnSkontoAmount: '2.00', reference: 'RE-2026-00001' };
    const cancelled = datevBookings({ documents: [invoice, cancellation], payments: [credit], reversals: [] }, accounts);
    expect(cancelled.map(({ amount, side, contraAccount, date, documentField1 }) => [amount, side, contraAccount, date, documentField1])).toEqual([
      [10000, 'S', '8400', '2026-03-01', 'RE-2026-00001'],
      [9800, 'H', '1200', '2026-03-10', ''],
      [200, 'H', '8736', '2026-03-10', ''],
      [10000, 'H', '8400', '2026-03-15', 'RE-2026-00001'],
      [200, 'S', '8736', '2026-03-15', 'RE-2026-00001'],
    ]);
    expect(cancelled[4].text).toBe('Storno Skonto RE-2026-00001 Radhaus Süd');
    const balance = cancelled.reduce((sum, booking) => sum + (booking.side === 'S' ? booking.amount : -booking.amount), 0);
    expect(balance).toBe(-9800); // the company's credit

    // reversing that credit later takes back the money only: its Skonto was counter-booked already
    const reversal = datevBookings({ documents: [], payments: [], reversals: [{ ...credit, reversedOn: '2026-03-20' }] }, accounts);
    expect(reversal.map(({ amount, side, contraAccount }) => [amount, side, contraAccount])).toEqual([[9800, 'S', '1200']]);
  });

  it('leaves out zero amounts, which DATEV refuses', () => {
    const zero: BookingJournal = { ...journal, documents: [{ ...journal.documents[1], totalAmount: '0.00' }], payments: [], reversals: [] };
    expect(datevBookings(zero, accounts)).toEqual([]);
  });
});
