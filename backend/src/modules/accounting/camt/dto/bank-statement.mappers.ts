import { formatCents, centsFromNumeric } from '../../../../common/money/money';
import { BankStatementLine } from '../../entities/bank-statement-line.entity';
import { BankStatement } from '../../entities/bank-statement.entity';
import { BankStatementLineDto, BankStatementSummaryDto } from './bank-statement.dto';

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

export function toBankStatementLineDto(line: BankStatementLine): BankStatementLineDto {
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
    allocations: line.allocations,
    paymentIds: line.paymentIds,
    bookedAt: line.bookedAt,
  };
}
