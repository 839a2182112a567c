import { formatCents, formatEuro, formatGermanDate } from '../../../../common/money/money';
import { Allocation, InvoiceCandidate } from './invoice-candidate';

export type LineMatch = { status: 'proposed'; allocations: Allocation[]; note: string } | { status: 'unmatched'; note: string };

export interface CreditLine {
  amountCents: number;
  bookingDate: string | null;
  invoiceNumbers: string[];
}

/**
 * What is still open of each invoice while the lines of one statement are matched: two transfers naming the
 * same invoice do not both pay it in full.
 */
export type OpenLedger = Map<string, { openCents: number; skontoCents: number }>;

const euro = (cents: number) => formatEuro(cents);

/**
 * Matches one credit line by the invoice numbers in its Verwendungszweck and by its amount: the open amount,
 * the open amount less Skonto within the Skonto period, or the sum over several invoices named together.
 */
export function matchLine(line: CreditLine, invoices: Map<string, InvoiceCandidate>, ledger: OpenLedger): LineMatch {
  if (line.invoiceNumbers.length === 0) return { status: 'unmatched', note: 'Keine Rechnungsnummer im Verwendungszweck.' };
  const named = line.invoiceNumbers.map((number) => invoices.get(number));
  const unknown = line.invoiceNumbers.filter((_number, index) => !named[index]);
  const known = named.filter((invoice): invoice is InvoiceCandidate => invoice !== undefined);
  const open = known.filter((invoice) => invoice.payable && remaining(invoice, ledger).openCents > 0 && !issuedAfter(invoice, line.bookingDate));
  if (open.length === 0) {
    const reasons = [
      ...unknown.map((number) => `${number} ist unbekannt`),
      ...known.map((invoice) =>
        !invoice.payable
          ? `${invoice.number} ist storniert`
          : issuedAfter(invoice, line.bookingDate)
            ? `${invoice.number} ist erst vom ${formatGermanDate(invoice.issueDate)}, nach dem Buchungstag`
            : `${invoice.number} ist bereits bezahlt`,
      ),
    ];
    return { status: 'unmatched', note: `${reasons.join(', ')}.` };
  }
  const expected = open.map((invoice) => due(invoice, line.bookingDate, ledger));
  const fits = (choose: (due: Due) => number) => expected.reduce((sum, item) => sum + choose(item), 0) === line.amountCents;
  const companies = new Set(open.map((invoice) => invoice.companyId));
  if (companies.size === 1 && fits((item) => item.full)) return propose(open, expected, false, ledger);
  if (companies.size === 1 && expected.some((item) => item.skonto > 0) && fits((item) => item.full - item.skonto)) {
    return propose(open, expected, true, ledger);
  }
  // one of several named invoices paid exactly (the others mentioned for reference)
  const single = expected.findIndex((item) => item.full === line.amountCents || item.full - item.skonto === line.amountCents);
  if (open.length > 1 && single >= 0) {
    return propose([open[single]], [expected[single]], expected[single].full !== line.amountCents, ledger);
  }
  const total = expected.reduce((sum, item) => sum + item.full, 0);
  const listed = open.map((invoice) => invoice.number).join(', ');
  return {
    status: 'unmatched',
    note: `Betrag ${euro(line.amountCents)} passt nicht zum offenen Betrag ${euro(total)} von ${listed}. Bitte von Hand zuordnen.`,
  };
}

/** An invoice dated after the day the money was booked: that money cannot pay it (the payments refuse such a day). */
export const issuedAfter = (invoice: Pick<InvoiceCandidate, 'issueDate'>, bookingDate: string | null) => bookingDate !== null && bookingDate < invoice.issueDate;

interface Due {
  full: number;
  skonto: number;
}

function remaining(invoice: InvoiceCandidate, ledger: OpenLedger) {
  return ledger.get(invoice.invoiceId) ?? { openCents: invoice.openCents, skontoCents: invoice.skontoCents };
}

function due(invoice: InvoiceCandidate, bookingDate: string | null, ledger: OpenLedger): Due {
  const left = remaining(invoice, ledger);
  const inTime = invoice.skontoUntil !== null && bookingDate !== null && bookingDate <= invoice.skontoUntil;
  return { full: left.openCents, skonto: inTime ? left.skontoCents : 0 };
}

function propose(invoices: InvoiceCandidate[], dues: Due[], withSkonto: boolean, ledger: OpenLedger): LineMatch {
  const allocations = invoices.map((invoice, index) => {
    const skonto = withSkonto ? dues[index].skonto : 0;
    ledger.set(invoice.invoiceId, { openCents: 0, skontoCents: 0 });
    return {
      invoiceId: invoice.invoiceId,
      invoiceNumber: invoice.number,
      companyId: invoice.companyId,
      companyName: invoice.companyName,
      amount: formatCents(dues[index].full - skonto),
      skontoAmount: formatCents(skonto),
      openAmount: formatCents(dues[index].full),
    };
  });
  const numbers = invoices.map((invoice) => invoice.number).join(', ');
  const note = withSkonto ? `${numbers}: Betrag abzüglich Skonto` : invoices.length > 1 ? `${numbers}: Summe der offenen Beträge` : `${numbers}: offener Betrag`;
  return { status: 'proposed', allocations, note };
}
