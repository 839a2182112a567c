import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../../common/auth/decorators';
import { TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { centsFromNumeric, formatCents, formatEuro, formatGermanDate } from '../../../common/money/money';
import { berlinDay } from '../../../common/money/pricing';
import { AuditService } from '../../audit/audit.service';
import { lineNotFound, statementNotFound } from './bank-statement-errors';
import { AssignBankStatementLineDto } from './dto/bank-statement-input.dto';
import { BankStatementDetailDto, BankStatementPageDto } from './dto/bank-statement.dto';
import { InvoiceNow, StatementCounts, toBankStatementLineDto, toBankStatementSummaryDto } from './dto/bank-statement.mappers';
import { BankStatementLine, BankStatementLineDirection, BankStatementLineStatus } from '../entities/bank-statement-line.entity';
import { BankStatement } from '../entities/bank-statement.entity';
import { CamtInvoiceFinder } from './camt-invoice-finder.service';
import { bookedInFuture, REVERSAL_NOTE } from './ignored-lines';
import { invoiceNumbersIn } from './matching/invoice-numbers';
import { issuedAfter } from './matching/match-line';
import { paymentDay } from './payment-day';

/**
 * Counts per status and the Gutschriften: euro credits that are not the bank's reversals (countsAsCredit). A line
 * keeps no reversal flag of its own; a reversal is always ignored with REVERSAL_NOTE.
 */
const COUNTS_SQL = `SELECT statement_id, count(*)::int AS line_count,
       count(*) FILTER (WHERE status = 'proposed')::int AS proposed_count, count(*) FILTER (WHERE status = 'unmatched')::int AS unmatched_count,
       count(*) FILTER (WHERE status = 'booked')::int AS booked_count, count(*) FILTER (WHERE status = 'ignored')::int AS ignored_count,
       COALESCE(sum(amount) FILTER (WHERE direction = 'credit' AND currency = 'EUR' AND NOT (status = 'ignored' AND note IS NOT DISTINCT FROM $2::varchar)), 0)::text AS credit_sum
  FROM bank_statement_lines WHERE statement_id = ANY($1::uuid[]) GROUP BY statement_id`;

interface CountRow {
  statement_id: string;
  line_count: number;
  proposed_count: number;
  unmatched_count: number;
  booked_count: number;
  ignored_count: number;
  credit_sum: string;
}

const ASSIGNABLE = [BankStatementLineStatus.Unmatched, BankStatementLineStatus.Proposed];

/** Imported statements: the list, one statement with its lines, and assigning a line to an invoice by hand. */
@Injectable()
export class BankStatementsService {
  constructor(
    readonly tx: TransactionHost,
    private readonly invoices: CamtInvoiceFinder,
    private readonly audit: AuditService,
  ) {}

  async getStatements(query: PageQueryDto): Promise<BankStatementPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [statements, total] = await this.tx.manager.getRepository(BankStatement).findAndCount({
      relations: { uploadedBy: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const counts = await this.countsOf(statements.map((statement) => statement.id));
    const items = statements.map((statement) => toBankStatementSummaryDto(statement, counts.get(statement.id)!, statement.uploadedBy?.email ?? null));
    return { items, total, page, pageSize };
  }

  async getStatement(id: string): Promise<BankStatementDetailDto> {
    const statement = await this.tx.manager.getRepository(BankStatement).findOne({ where: { id }, relations: { uploadedBy: true } });
    if (!statement) throw statementNotFound();
    const lines = await this.tx.manager.getRepository(BankStatementLine).find({ where: { statementId: id }, order: { position: 'ASC' } });
    const counts = await this.countsOf([id]);
    const now = await this.invoicesNow(lines);
    return {
      ...toBankStatementSummaryDto(statement, counts.get(id)!, statement.uploadedBy?.email ?? null),
      camtVersion: statement.camtVersion,
      openingBalance: statement.openingBalance === null ? null : formatCents(centsFromNumeric(statement.openingBalance)),
      closingBalance: statement.closingBalance === null ? null : formatCents(centsFromNumeric(statement.closingBalance)),
      lines: lines.map((line) => toBankStatementLineDto(line, now)),
    };
  }

  /** The admin names the invoice a credit pays; the line is then a proposal like any other, booked on confirm. */
  async assignLine(statementId: string, lineId: string, input: AssignBankStatementLineDto, admin: AuthUser): Promise<BankStatementDetailDto> {
    await this.tx.run(async () => {
      const line = await this.lockLine(statementId, lineId);
      const day = await this.paymentDayOf(line);
      const amountCents = centsFromNumeric(line.amount);
      if (amountCents <= 0) {
        throw new AppError(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'BANK_STATEMENT_LINE_NOT_ASSIGNABLE',
          `Zeile ${line.position} lautet über ${formatEuro(amountCents)} und kann keiner Rechnung zugeordnet werden.`,
        );
      }
      if (bookedInFuture(day)) {
        throw new AppError(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'BANK_STATEMENT_LINE_NOT_ASSIGNABLE',
          `Zeile ${line.position} hat den Buchungstag ${formatGermanDate(day)}, der in der Zukunft liegt, und kann keiner Rechnung zugeordnet werden.`,
        );
      }
      if (line.direction !== BankStatementLineDirection.Credit || !ASSIGNABLE.includes(line.status)) {
        const reason = line.status === BankStatementLineStatus.Booked ? 'ist bereits gebucht' : 'ist keine offene Gutschrift';
        throw new AppError(HttpStatus.CONFLICT, 'BANK_STATEMENT_LINE_NOT_ASSIGNABLE', `Zeile ${line.position} ${reason} und kann keiner Rechnung zugeordnet werden.`);
      }
      const number = invoiceNumbersIn([input.invoiceNumber])[0] ?? input.invoiceNumber.trim().toUpperCase();
      const invoice = (await this.invoices.candidates([number], day)).get(number);
      if (!invoice) throw new AppError(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND', `Die Rechnung ${number} gibt es nicht.`);
      if (!invoice.payable || invoice.openCents <= 0) {
        const state = invoice.payable ? 'ist bereits bezahlt' : 'ist storniert';
        throw new AppError(HttpStatus.CONFLICT, 'BANK_STATEMENT_INVOICE_NOT_PAYABLE', `Die Rechnung ${number} ${state}.`);
      }
      if (issuedAfter(invoice, day)) {
        throw new AppError(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'BANK_STATEMENT_INVOICE_NOT_PAYABLE',
          `Die Rechnung ${number} ist vom ${formatGermanDate(invoice.issueDate)}, Zeile ${line.position} wurde am ${formatGermanDate(day)} gebucht: diese Zahlung kann sie nicht begleichen.`,
        );
      }
      const inTime = invoice.skontoUntil !== null && day <= invoice.skontoUntil;
      const skonto = inTime && invoice.skontoCents > 0 && amountCents === invoice.openCents - invoice.skontoCents ? invoice.skontoCents : 0;
      const rest = amountCents + skonto - invoice.openCents;
      line.allocations = [
        {
          invoiceId: invoice.invoiceId,
          invoiceNumber: invoice.number,
          companyId: invoice.companyId,
          companyName: invoice.companyName,
          amount: formatCents(amountCents),
          skontoAmount: formatCents(skonto),
          openAmount: formatCents(invoice.openCents),
        },
      ];
      line.status = BankStatementLineStatus.Proposed;
      line.note =
        rest === 0
          ? `${invoice.number}: von Hand zugeordnet`
          : rest < 0
            ? `${invoice.number}: von Hand zugeordnet, Teilzahlung (offen bleiben ${formatEuro(-rest)})`
            : `${invoice.number}: von Hand zugeordnet, ${formatEuro(rest)} werden Guthaben der Firma (verrechnet mit ihren offenen Rechnungen auf Rechnung)`;
      await this.tx.manager.getRepository(BankStatementLine).save(line);
      await this.audit.record({
        adminUserId: admin.id,
        actionType: 'bank_statement.assign',
        targetType: 'bank_statement',
        targetId: statementId,
        message: `Zeile ${line.position} (${formatEuro(amountCents)}) der Rechnung ${invoice.number} zugeordnet`,
        details: { lineId, invoiceId: invoice.invoiceId },
      });
    });
    return this.getStatement(statementId);
  }

  /** The invoices the proposals name, as they stand now (by number): what is open, whether cancelled. */
  private async invoicesNow(lines: BankStatementLine[]): Promise<Map<string, InvoiceNow>> {
    const numbers = lines.filter((line) => line.status === BankStatementLineStatus.Proposed).flatMap((line) => line.allocations.map((allocation) => allocation.invoiceNumber));
    const found = await this.invoices.candidates([...new Set(numbers)], berlinDay(new Date()));
    return new Map([...found].map(([number, invoice]) => [number, { openCents: invoice.openCents, payable: invoice.payable }]));
  }

  /** The day the line's money counts as received, which its proposal reckons with and its booking books (paymentDay). */
  async paymentDayOf(line: Pick<BankStatementLine, 'statementId' | 'bookingDate'>): Promise<string> {
    if (line.bookingDate !== null) return line.bookingDate;
    const statement = await this.tx.manager
      .getRepository(BankStatement)
      .findOneOrFail({ where: { id: line.statementId }, select: { id: true, toDate: true, createdAt: true } });
    return paymentDay(line.bookingDate, statement);
  }

  /** The line under a row lock, so an assignment and a confirmation of it happen one after the other. */
  async lockLine(statementId: string, lineId: string): Promise<BankStatementLine> {
    const line = await this.tx.manager
      .getRepository(BankStatementLine)
      .createQueryBuilder('line')
      .setLock('pessimistic_write')
      .where('line.id = :lineId AND line.statementId = :statementId', { lineId, statementId })
      .getOne();
    if (line) return line;
    if (!(await this.tx.manager.getRepository(BankStatement).existsBy({ id: statementId }))) throw statementNotFound();
    throw lineNotFound();
  }

  private async countsOf(ids: string[]): Promise<Map<string, StatementCounts>> {
    const rows = ids.length ? await this.tx.manager.query<CountRow[]>(COUNTS_SQL, [ids, REVERSAL_NOTE]) : [];
    const empty: StatementCounts = { lineCount: 0, proposedCount: 0, unmatchedCount: 0, bookedCount: 0, ignoredCount: 0, creditSum: '0' };
    const counts = new Map(ids.map((id) => [id, { ...empty }]));
    for (const row of rows) {
      counts.set(row.statement_id, {
        lineCount: row.line_count,
        proposedCount: row.proposed_count,
        unmatchedCount: row.unmatched_count,
        bookedCount: row.booked_count,
        ignoredCount: row.ignored_count,
        creditSum: row.credit_sum,
      });
    }
    return counts;
  }
}
