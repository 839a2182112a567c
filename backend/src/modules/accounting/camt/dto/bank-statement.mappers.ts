import { centsFromNumeric, formatCents, formatEuro } from '../../../../common/money/money';
import { BankStatementLine, BankStatementLineStatus } from '../../entities/bank-statement-line.entity';
import { reckonedOpenAmount } from '../matching/invoice-candidate';
import { BankStatement } from '../../entities/bank-statement.entity';
import { BankStatementAllocationDto, BankStatementLineDto, BankStatementSummaryDto } from './bank-statement.dto';

export interface StatementCounts {
  lineCount: number;
  proposedCount: number;
  unmatchedCount: number;
  bookedCount: number;
  ignoredCount: number;
  creditSum: string;
}

export function toBankStatementSummaryDto(statement: BankStatement, counts: StatementCounts, uploadedBy: string | null): BankStatementSummaryDto {
  return {
    id: statement.id,
    identifier: statement.identifier,
    sequenceNumber: statement.sequenceNumber,
    accountIban: statement.accountIban,
    fromDate: statement.fromDate,
    toDate: statement.toDate,
    fileName: statement.fileName,
    createdAt: statement.createdAt,
    uploadedBy,
    ...counts,
    creditSum: formatCents(centsFromNumeric(counts.creditSum)),
  };
}

/** An invoice of a proposal as it stands now. */
export interface InvoiceNow {
  openCents: number;
  payable: boolean;
}

/**
 * A proposal's allocations with the invoices' open amounts now, and a German warning where booking would refuse the
 * line (the same comparison as the booking's, which checks again under the invoice's lock).
 */
function allocationsOf(line: BankStatementLine, now: Map<string, InvoiceNow>): BankStatementAllocationDto[] {
  return line.allocations.map((allocation) => {
    const openAmount = reckonedOpenAmount(allocation);
    const invoice = line.status === BankStatementLineStatus.Proposed ? now.get(allocation.invoiceNumber) : undefined;
    const base = { ...allocation, openAmount, currentOpenAmount: null, warning: null };
    if (!invoice) return base;
    const reckoned = centsFromNumeric(openAmount);
    const warning = !invoice.payable
      ? `${allocation.invoiceNumber} ist inzwischen storniert. Bitte ordnen Sie die Zeile neu zu.`
      : invoice.openCents !== reckoned
        ? `${allocation.invoiceNumber} ist inzwischen ${nowOpen(invoice.openCents, reckoned)} (der Vorschlag rechnete mit ${formatEuro(reckoned)}); so wird die Zeile nicht gebucht. Bitte ordnen Sie sie neu zu.`
        : null;
    return { ...base, currentOpenAmount: formatCents(Math.max(0, invoice.openCents)), warning };
  });
}

/** What is open now, against what the proposal reckoned with: less ("nur noch"), or more (a payment reversed since). */
function nowOpen(openCents: number, reckonedCents: number): string {
  if (openCents <= 0) return 'bezahlt';
  return `${openCents < reckonedCents ? 'nur noch ' : ''}über ${formatEuro(openCents)} offen`;
}

export function toBankStatementLineDto(line: BankStatementLine, now: Map<string, InvoiceNow> = new Map()): BankStatementLineDto {
  return {
    id: line.id,
    position: line.position,
    direction: line.direction,
    amount: formatCents(centsFromNumeric(line.amount)),
    currency: line.currency,
    bookingDate: line.bookingDate,
    valueDate: line.valueDate,
    counterpartyName: line.counterpartyName,
    counterpartyIban: line.counterpartyIban,
    endToEndId: line.endToEndId,
    remittance: line.remittance,
    status: line.status,
    note: line.note,
    allocations: allocationsOf(line, now),
    paymentIds: line.paymentIds,
    bookedAt: line.bookedAt,
  };
}
