import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../../common/auth/decorators';
import { TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { centsFromNumeric, formatEuro } from '../../../common/money/money';
import { AuditService } from '../../audit/audit.service';
import { IncomingPaymentSource, InvoicePaymentsService } from '../../invoices/payments/invoice-payments.service';
import { lineNotFound, statementNotFound } from './bank-statement-errors';
import { BankStatementsService } from './bank-statements.service';
import { BankStatementConfirmResultDto, BankStatementLineFailureDto, ConfirmBankStatementDto } from './dto/bank-statement-input.dto';
import { BankStatementLine, BankStatementLineDirection, BankStatementLineStatus } from '../entities/bank-statement-line.entity';
import { BankStatement } from '../entities/bank-statement.entity';
import { reckonedOpenAmount } from './matching/invoice-candidate';

type Outcome = 'booked' | 'already-booked';

/**
 * Confirming proposals: each line books its payments through the invoices module in its own transaction,
 * under the line's row lock, so a line confirmed twice (or by two admins at once) is booked once and one
 * line that cannot be booked (an invoice cancelled meanwhile) does not hold back the others.
 */
@Injectable()
export class BankStatementBookingService {
  constructor(
    readonly tx: TransactionHost,
    private readonly statements: BankStatementsService,
    private readonly payments: InvoicePaymentsService,
    private readonly audit: AuditService,
  ) {}

  async confirm(statementId: string, input: ConfirmBankStatementDto, admin: AuthUser): Promise<BankStatementConfirmResultDto> {
    const lines = await this.linesToBook(statementId, input.lineIds);
    const failures: BankStatementLineFailureDto[] = [];
    let bookedCount = 0;
    for (const line of lines) {
      try {
        const outcome = await this.tx.run(() => this.bookLine(statementId, line.id, admin));
        if (outcome === 'booked') bookedCount += 1;
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        failures.push({ lineId: line.id, position: line.position, message: messageOf(error) });
      }
    }
    return { bookedCount, failures };
  }

  /** Every proposal of the statement, or exactly the lines named (all of them must belong to it). */
  private async linesToBook(statementId: string, lineIds: string[] | undefined): Promise<Pick<BankStatementLine, 'id' | 'position'>[]> {
    if (!(await this.tx.manager.getRepository(BankStatement).existsBy({ id: statementId }))) throw statementNotFound();
    const query = this.tx.manager
      .getRepository(BankStatementLine)
      .createQueryBuilder('line')
      .select(['line.id', 'line.position'])
      .where('line.statementId = :statementId', { statementId })
      .orderBy('line.position', 'ASC');
    if (!lineIds) return query.andWhere('line.status = :status', { status: BankStatementLineStatus.Proposed }).getMany();
    const named = await query.andWhere('line.id IN (:...lineIds)', { lineIds: [...new Set(lineIds)] }).getMany();
    if (named.length !== new Set(lineIds).size) throw lineNotFound();
    return named;
  }

  private async bookLine(statementId: string, lineId: string, admin: AuthUser): Promise<Outcome> {
    const line = await this.statements.lockLine(statementId, lineId);
    if (line.status === BankStatementLineStatus.Booked) return 'already-booked';
    if (line.status !== BankStatementLineStatus.Proposed) throw notProposed(line);
    // the day the proposal reckoned with (a line without BookgDt: the statement's, see paymentDay), never today
    const bookedOn = await this.statements.paymentDayOf(line);
    const reference = [line.counterpartyName, line.remittance].filter(Boolean).join(': ').slice(0, 300) || 'Kontoauszug';
    const paymentIds: string[] = [];
    for (const allocation of line.allocations) {
      const recorded = await this.payments.record({
        invoiceId: allocation.invoiceId,
        companyId: allocation.companyId,
        amount: allocation.amount,
        bookedOn,
        reference,
        // the enum lives with the invoices module's entity, which this module may not import
        source: IncomingPaymentSource.BankStatement,
        bankStatementLineId: line.id,
        recordedByUserId: admin.id,
        // one transfer is one payment: reversing it reverses every invoice it paid
        partOf: paymentIds[0],
        // what the row shows, or nothing: an invoice paid, part-paid or Skonto lost since the proposal refuses the line
        expected: { openAmount: reckonedOpenAmount(allocation), skontoAmount: allocation.skontoAmount },
      });
      paymentIds.push(...recorded.paymentIds);
    }
    await this.tx.manager
      .getRepository(BankStatementLine)
      .update({ id: line.id }, { status: BankStatementLineStatus.Booked, paymentIds, bookedAt: new Date(), bookedByUserId: admin.id });
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'bank_statement.confirm',
      targetType: 'bank_statement',
      targetId: statementId,
      message: `Zeile ${line.position} gebucht: ${formatEuro(centsFromNumeric(line.amount))} auf ${line.allocations.map((allocation) => allocation.invoiceNumber).join(', ')}`,
      details: { lineId: line.id, paymentIds },
    });
    return 'booked';
  }
}

/** Why a line that is no proposal is not booked: a debit, another ignored line (with its reason) or one still to assign. */
function notProposed(line: BankStatementLine): AppError {
  const message =
    line.direction === BankStatementLineDirection.Debit
      ? `Zeile ${line.position} ist eine Belastung (Abbuchung) und wird nicht gebucht.`
      : line.status === BankStatementLineStatus.Ignored
        ? `Zeile ${line.position} wird nicht gebucht: ${line.note ?? 'keine Zahlung eines Kunden.'}`
        : `Zeile ${line.position} hat keinen Zuordnungsvorschlag. Bitte ordnen Sie sie zuerst einer Rechnung zu.`;
  return new AppError(HttpStatus.CONFLICT, 'BANK_STATEMENT_LINE_NOT_PROPOSED', message);
}

function messageOf(error: HttpException): string {
  const body = error.getResponse();
  return typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : error.message;
}
