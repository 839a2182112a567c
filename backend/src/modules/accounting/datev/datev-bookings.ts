import { Cents, centsFromNumeric } from '../../../common/money/money';
import type { BookingJournal, JournalDocument, JournalPayment } from '../../invoices/books/booking-journal.service';
import { InvoiceKind } from '../../invoices/invoice-enums';

/** The accounts of the settings the bookings go to (SKR03 by default: 8400, 1200, 8736). */
export interface DatevAccounts {
  revenueAccount: string;
  bankAccount: string;
  skontoAccount: string;
}

/**
 * One line of the Buchungsstapel. The debtor is always the Konto, so Soll/Haben reads from the debtor's side:
 * 'S' raises what the company owes (invoice, reversed payment), 'H' lowers it (cancellation, payment, Skonto).
 */
export interface DatevBooking {
  /** Gross amount in cents, always positive (DATEV takes the direction from side). */
  amount: Cents;
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  /** Belegdatum, YYYY-MM-DD. */
  date: string;
  /** Belegfeld 1: the invoice number, DATEV's key for matching open items. */
  documentField1: string;
  text: string;
  /** Fälligkeit of an invoice, YYYY-MM-DD. */
  dueDate: string | null;
}

const ORDER = { invoice: 0, cancellation: 1, payment: 2, reversal: 3 };

/**
 * Every booking of the journal, by date and then invoices, cancellations, payments (each followed by its Skonto)
 * and reversals; within each the journal's order (the sort is stable).
 */
export function datevBookings(journal: BookingJournal, accounts: DatevAccounts): DatevBooking[] {
  const ranked: { rank: number; booking: DatevBooking }[] = [
    ...journal.documents.flatMap((document) => documentBookings(document, accounts)),
    ...journal.payments.flatMap((payment) => paymentBookings(payment, accounts, 'booked')),
    ...journal.reversals.flatMap((payment) => paymentBookings(payment, accounts, 'reversed')),
  ].filter(({ booking }) => booking.amount > 0);
  return ranked
    .sort((a, b) => a.booking.date.localeCompare(b.booking.date) || a.rank - b.rank)
    .map(({ booking }) => booking);
}

function documentBookings(document: JournalDocument, accounts: DatevAccounts) {
  const debtor = String(document.debtorNumber);
  const amount = Math.abs(centsFromNumeric(document.totalAmount));
  if (document.kind === InvoiceKind.Cancellation) {
    // Belegfeld 1 carries the cancelled invoice's number so DATEV's open item of that invoice is cleared.
    const cancelled = document.cancelsNumber ?? document.number;
    const bookings = [
      {
        rank: ORDER.cancellation,
        booking: booking(amount, 'H', debtor, accounts.revenueAccount, document.issueDate, cancelled, `Storno ${document.number} zu ${cancelled} ${document.companyName}`),
      },
    ];
    // The Skonto the cancelled invoice was paid with no longer stands: its money is the company's credit in full,
    // so the Skonto booking is reversed on the cancellation's day (debtor S against the Skonto account).
    const withdrawnSkonto = centsFromNumeric(document.withdrawnSkontoAmount);
    bookings.push({
      rank: ORDER.cancellation,
      booking: booking(withdrawnSkonto, 'S', debtor, accounts.skontoAccount, document.issueDate, cancelled, `Storno Skonto ${cancelled} ${document.companyName}`),
    });
    return bookings;
  }
  return [
    {
      rank: ORDER.invoice,
      booking: {
        ...booking(amount, 'S', debtor, accounts.revenueAccount, document.issueDate, document.number, `Rechnung ${document.number} ${document.companyName}`),
        dueDate: document.dueDate,
      },
    },
  ];
}

/**
 * A payment lowers the debtor against the bank, its Skonto against the Skonto account (also a Skonto withdrawn since:
 * the cancellation counter-books that one); a reversal undoes the payment and the Skonto it still takes on its own day.
 */
function paymentBookings(payment: JournalPayment, accounts: DatevAccounts, what: 'booked' | 'reversed') {
  const debtor = String(payment.debtorNumber);
  const reversed = what === 'reversed';
  const side = reversed ? 'S' : 'H';
  const date = reversed ? payment.reversedOn! : payment.bookedOn;
  const invoice = payment.invoiceNumber ?? '';
  const subject = payment.invoiceNumber ? `Zahlung ${payment.invoiceNumber}` : `Zahlung (Guthaben) ${payment.reference}`;
  const prefix = reversed ? 'Storno ' : '';
  const bookings = [
    {
      rank: reversed ? ORDER.reversal : ORDER.payment,
      booking: booking(centsFromNumeric(payment.amount), side, debtor, accounts.bankAccount, date, invoice, `${prefix}${subject} ${payment.companyName}`),
    },
  ];
  const skonto = centsFromNumeric(payment.skontoAmount) + (reversed ? 0 : centsFromNumeric(payment.withdrawnSkontoAmount));
  if (skonto > 0) {
    bookings.push({
      rank: reversed ? ORDER.reversal : ORDER.payment,
      booking: booking(skonto, side, debtor, accounts.skontoAccount, date, invoice, `${prefix}Skonto ${invoice} ${payment.companyName}`),
    });
  }
  return bookings;
}

const booking = (amount: Cents, side: 'S' | 'H', account: string, contraAccount: string, date: string, documentField1: string, text: string): DatevBooking => ({
  amount,
  side,
  account,
  contraAccount,
  date,
  documentField1,
  text,
  dueDate: null,
});
