import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import { TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { UploadedFile, UploadLimits } from '../../../common/http/read-upload';
import { centsFromNumeric, formatEuro, formatGermanDate } from '../../../common/money/money';
import { AuditService } from '../../audit/audit.service';
import { unreadableStatement } from './bank-statement-errors';
import { BankStatementDetailDto } from './dto/bank-statement.dto';
import { BankStatementLine, BankStatementLineDirection, BankStatementLineStatus } from '../entities/bank-statement-line.entity';
import { BankStatement } from '../entities/bank-statement.entity';
import { BankStatementsService } from './bank-statements.service';
import { CamtInvoiceFinder } from './camt-invoice-finder.service';
import { bookedInFuture, countsAsCredit, ignoredBecause, isBooked } from './ignored-lines';
import { lineKeys } from './line-keys';
import { invoiceNumbersIn } from './matching/invoice-numbers';
import { matchLine, OpenLedger } from './matching/match-line';
import { CamtReadError } from './parsing/camt-read-error';
import { CamtStatement } from './parsing/camt-statement';
import { parseCamt } from './parsing/parse-camt';
import { paymentDay } from './payment-day';
import { isUniqueViolation } from '../../../common/database/unique-violation';

/** A statement of 5,000 lines is about 5 MB; what is larger is no daily statement of this business. */
export const BANK_STATEMENT_UPLOAD: UploadLimits = {
  maxBytes: 20 * 1024 * 1024,
  tooLargeMessage: 'Der Kontoauszug darf maximal 20 MB groß sein.',
  missingMessage: 'Bitte wählen Sie eine CAMT.053-Datei (XML) aus.',
};

/** All lines in one statement: one array per column (a 5,000-line statement is one round trip, not ten). */
const INSERT_LINES = `INSERT INTO bank_statement_lines (statement_id, position, line_key, entry_reference, direction, amount, currency, booking_date, value_date,
                                   counterparty_name, counterparty_iban, end_to_end_id, remittance, status, note, allocations)
SELECT $1, * FROM unnest($2::int[], $3::char(64)[], $4::varchar[], $5::bank_statement_line_direction[], $6::numeric[], $7::varchar[], $8::date[], $9::date[],
                         $10::varchar[], $11::varchar[], $12::varchar[], $13::text[], $14::bank_statement_line_status[], $15::varchar[], $16::jsonb[])`;

type NewLine = Omit<BankStatementLine, 'id' | 'statementId' | 'statement' | 'paymentIds' | 'bookedAt' | 'bookedByUserId' | 'bookedBy' | 'createdAt'>;

/** Reads an uploaded camt.053, stores statement and lines and proposes a match for every credit line. */
@Injectable()
export class BankStatementImportService {
  constructor(
    readonly tx: TransactionHost,
    private readonly invoices: CamtInvoiceFinder,
    private readonly statements: BankStatementsService,
    private readonly audit: AuditService,
  ) {}

  async importStatement(file: UploadedFile, adminUserId: string): Promise<BankStatementDetailDto> {
    let camt: CamtStatement;
    try {
      camt = parseCamt(file.buffer);
    } catch (error) {
      if (error instanceof CamtReadError) throw unreadableStatement(error);
      throw error;
    }
    const id = await this.tx
      .run(() => this.store(camt, file, adminUserId))
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'uq_bank_statements_account_statement')) throw this.duplicate(camt);
        if (isUniqueViolation(error, 'uq_bank_statement_lines_line_key')) {
          throw new AppError(HttpStatus.CONFLICT, 'BANK_STATEMENT_BUSY', 'Buchungen dieses Auszugs werden gerade aus einer anderen Datei eingelesen. Bitte laden Sie die Datei gleich noch einmal hoch.');
        }
        throw error;
      });
    return this.statements.getStatement(id);
  }

  private duplicate(camt: CamtStatement): AppError {
    const sequence = camt.sequenceNumber ? ` Nr. ${camt.sequenceNumber}` : '';
    return new AppError(
      HttpStatus.CONFLICT,
      'BANK_STATEMENT_DUPLICATE',
      `Der Kontoauszug ${camt.statementId}${sequence} für ${camt.iban} wurde bereits eingelesen. Es wurde nichts doppelt gebucht.`,
    );
  }

  private async store(camt: CamtStatement, file: UploadedFile, adminUserId: string): Promise<string> {
    const manager = this.tx.manager;
    // first, so a second upload of the same statement waits here for the first and then fails on the unique index
    const { identifiers, generatedMaps } = await manager.getRepository(BankStatement).insert({
      accountIban: camt.iban,
      identifier: camt.statementId.slice(0, 35),
      sequenceNumber: camt.sequenceNumber.slice(0, 20),
      messageId: camt.messageId.slice(0, 35),
      camtVersion: camt.version,
      fromDate: camt.fromDate,
      toDate: camt.toDate,
      currency: camt.currency.slice(0, 3),
      openingBalance: camt.openingBalance,
      closingBalance: camt.closingBalance,
      fileName: file.fileName,
      fileSha256: createHash('sha256').update(file.buffer).digest('hex'),
      uploadedByUserId: adminUserId,
    });
    const statementId = identifiers[0].id as string;
    const rows = await this.linesOf(camt, { toDate: camt.toDate, createdAt: generatedMaps[0].createdAt as Date });
    const credits = camt.lines.filter(countsAsCredit);
    const column = <K extends keyof NewLine>(key: K) => rows.map((row) => row[key]);
    await manager.query(INSERT_LINES, [
      statementId,
      column('position'),
      column('lineKey'),
      column('entryReference'),
      column('direction'),
      column('amount'),
      column('currency'),
      column('bookingDate'),
      column('valueDate'),
      column('counterpartyName'),
      column('counterpartyIban'),
      column('endToEndId'),
      column('remittance'),
      column('status'),
      column('note'),
      rows.map((row) => JSON.stringify(row.allocations)),
    ]);
    const proposed = rows.filter((row) => row.status === BankStatementLineStatus.Proposed).length;
    await this.audit.record({
      adminUserId,
      actionType: 'bank_statement.import',
      targetType: 'bank_statement',
      targetId: statementId,
      message: `Kontoauszug ${camt.statementId} (${camt.iban}) eingelesen: ${rows.length} Buchungen, ${credits.length} Gutschriften über ${formatEuro(
        credits.reduce((sum, line) => sum + centsFromNumeric(line.amount), 0),
      )}, ${proposed} Zuordnungen vorgeschlagen`,
      details: { fileName: file.fileName, lines: rows.length, credits: credits.length, proposed },
    });
    return statementId;
  }

  /** `statement`: what paymentDay reads of the statement just stored (its period's end, when it was imported). */
  private async linesOf(camt: CamtStatement, statement: { toDate: string | null; createdAt: Date }): Promise<NewLine[]> {
    const keys = lineKeys(camt.iban, camt.lines);
    const earlier = await this.tx.manager.query<{ line_key: string }[]>(
      'SELECT line_key FROM bank_statement_lines WHERE line_key = ANY($1::char(64)[])',
      [keys],
    );
    const repeated = new Set(earlier.map((row) => row.line_key));
    const numbers = camt.lines.map((line) => invoiceNumbersIn(line.remittanceLines));
    const days = camt.lines.map((line) => paymentDay(line.bookingDate, statement));
    const invoices = await this.invoices.candidates([...new Set(numbers.flat())], [...days].sort()[0] ?? '1970-01-01');
    const ledger: OpenLedger = new Map();
    return camt.lines.map((line, index) => {
      const ignored = ignoredBecause(line, repeated.has(keys[index]));
      const match = ignored
        ? null
        : bookedInFuture(days[index])
          ? ({ status: 'unmatched', note: `Der Buchungstag ${formatGermanDate(days[index])} liegt in der Zukunft; bitte prüfen Sie den Kontoauszug.` } as const)
          : matchLine({ amountCents: centsFromNumeric(line.amount), bookingDate: days[index], invoiceNumbers: numbers[index] }, invoices, ledger);
      return {
        position: line.position,
        // a line not (yet) booked leaves its key free: the booked entry in a later statement is then no repeat
        lineKey: repeated.has(keys[index]) || !isBooked(line) ? null : keys[index],
        entryReference: line.entryReference?.slice(0, 35) ?? null,
        direction: line.direction === 'credit' ? BankStatementLineDirection.Credit : BankStatementLineDirection.Debit,
        amount: line.amount,
        currency: line.currency.slice(0, 3),
        bookingDate: line.bookingDate,
        valueDate: line.valueDate,
        counterpartyName: line.counterpartyName?.slice(0, 140) ?? null,
        counterpartyIban: line.counterpartyIban?.slice(0, 34) ?? null,
        endToEndId: line.endToEndId?.slice(0, 35) ?? null,
        remittance: line.remittanceLines.join(' ') || (line.entryInfo ?? ''),
        status: match ? (match.status === 'proposed' ? BankStatementLineStatus.Proposed : BankStatementLineStatus.Unmatched) : BankStatementLineStatus.Ignored,
        note: (match ? match.note : ignored)?.slice(0, 300) ?? null,
        allocations: match?.status === 'proposed' ? match.allocations : [],
      };
    });
  }
}
