import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import { In } from 'typeorm';
import { AuthUser } from '../../../common/auth/decorators';
import { TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { pageOf } from '../../../common/http/page-query.dto';
import { berlinDay } from '../../../common/money/pricing';
import { StorageService } from '../../../common/storage/storage.service';
import { AuditService } from '../../audit/audit.service';
import { DeliveryBlockService } from '../../dealers/delivery-block.service';
import { OverdueInvoicesService } from '../../invoices/open-items/overdue-invoices.service';
import { daysBetween } from './default-interest';
import { DunningLetterRendererService } from './dunning-letter-renderer.service';
import { DunningRunResult, DunningRunService } from './dunning-run.service';
import { DunningHoldResultDto, DunningInvoiceDto, DunningLetterDto, DunningPageDto, toDunningLetterDto } from './dto/dunning.dto';
import { DunningFilter, DunningHoldDto, DunningQueryDto } from './dto/dunning-query.dto';
import { DunningHold } from '../entities/dunning-hold.entity';
import { DunningLetter } from '../entities/dunning-letter.entity';

const letterNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'DUNNING_LETTER_NOT_FOUND', 'Mahnschreiben nicht gefunden.');
const letterNotReady = () =>
  new AppError(HttpStatus.CONFLICT, 'DUNNING_LETTER_NOT_READY', 'Das Mahnschreiben wird gerade erstellt. Bitte versuchen Sie es in einer Minute erneut.');

/** The back office's view of dunning: overdue invoices with their letters, holds, resends, the run by hand, Liefersperre. */
@Injectable()
export class DunningAdminService {
  constructor(
    readonly tx: TransactionHost,
    private readonly overdue: OverdueInvoicesService,
    private readonly deliveryBlocks: DeliveryBlockService,
    private readonly runs: DunningRunService,
    private readonly renderer: DunningLetterRendererService,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  async list(query: DunningQueryDto): Promise<DunningPageDto> {
    const { page, pageSize, offset } = pageOf(query);
    const today = berlinDay(new Date());
    const { items, total } = await this.overdue.list({ asOf: today, q: query.q, ...(await this.restriction(query)), offset, limit: pageSize });
    const ids = items.map((item) => item.id);
    const [letters, holds, blocks] = await Promise.all([
      ids.length ? this.tx.manager.find(DunningLetter, { where: { invoiceId: In(ids) }, order: { level: 'ASC' } }) : [],
      ids.length ? this.tx.manager.find(DunningHold, { where: { invoiceId: In(ids) } }) : [],
      this.deliveryBlocks.blocksOf([...new Set(items.map((item) => item.companyId))]),
    ]);
    const dtos = items.map((item): DunningInvoiceDto => {
      const own = letters.filter((letter) => letter.invoiceId === item.id);
      const last = own[own.length - 1];
      const hold = holds.find((row) => row.invoiceId === item.id);
      const block = blocks.find((row) => row.companyId === item.companyId);
      return {
        invoiceId: item.id,
        invoiceNumber: item.number,
        orderNumber: item.orderNumber,
        companyId: item.companyId,
        companyName: item.companyName,
        issueDate: item.issueDate,
        dueDate: item.dueDate,
        daysOverdue: daysBetween(item.dueDate, today),
        totalAmount: item.totalAmount,
        openAmount: item.openAmount,
        level: last?.level ?? 0,
        levelLabel: last?.label ?? null,
        hold: hold ? { reason: hold.reason, heldAt: hold.createdAt.toISOString() } : null,
        deliveryBlock: block ? { blockedAt: new Date(block.blockedAt).toISOString(), reason: block.reason } : null,
        letters: own.map(toDunningLetterDto),
      };
    });
    return { items: dtos, total, page, pageSize };
  }

  /** Filters on dunning's own tables narrow the invoices (or companies) the invoices module lists. */
  private async restriction(query: DunningQueryDto): Promise<{ invoiceIds?: string[]; companyIds?: string[]; includeSettled?: boolean }> {
    const restriction: { invoiceIds?: string[]; companyIds?: string[]; includeSettled?: boolean } = {};
    if (query.filter === DunningFilter.Settled) {
      const dunned = (await this.tx.manager.query<{ id: string }[]>('SELECT DISTINCT invoice_id AS id FROM dunning_letters')).map((row) => row.id);
      restriction.invoiceIds = await this.overdue.settledOf(dunned);
      restriction.includeSettled = true;
    }
    if (query.filter === DunningFilter.Held) {
      restriction.invoiceIds = (await this.tx.manager.query<{ id: string }[]>('SELECT invoice_id AS id FROM dunning_holds')).map((row) => row.id);
    }
    if (query.filter === DunningFilter.Blocked) restriction.companyIds = await this.deliveryBlocks.blockedCompanyIds();
    if (query.level !== undefined) {
      const atLevel = await this.tx.manager.query<{ id: string }[]>(
        'SELECT invoice_id AS id FROM dunning_letters GROUP BY invoice_id HAVING max(level) = $1',
        [query.level],
      );
      const ids = atLevel.map((row) => row.id);
      restriction.invoiceIds = restriction.invoiceIds ? restriction.invoiceIds.filter((id) => ids.includes(id)) : ids;
    }
    return restriction;
  }

  /** Holds dunning of the invoice (dispute) or lifts the hold; audited with the reason. */
  async setHold(admin: AuthUser, invoiceId: string, input: DunningHoldDto): Promise<DunningHoldResultDto> {
    return this.tx.run(async () => {
      const invoice = await this.overdue.forLetter(invoiceId);
      if (!invoice) throw new AppError(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND', 'Rechnung nicht gefunden.');
      const hold = input.hold ?? true;
      if (hold) {
        const inserted = await this.tx.manager.query<{ invoice_id: string }[]>(
          `INSERT INTO dunning_holds (invoice_id, reason, held_by_user_id) VALUES ($1, $2, $3) ON CONFLICT (invoice_id) DO NOTHING RETURNING invoice_id`,
          [invoiceId, input.reason, admin.id],
        );
        if (inserted.length === 0) throw new AppError(HttpStatus.CONFLICT, 'DUNNING_ALREADY_HELD', `Das Mahnwesen für Rechnung ${invoice.number} ist bereits angehalten.`);
      } else {
        const removed = await this.tx.manager.delete(DunningHold, { invoiceId });
        if (!removed.affected) throw new AppError(HttpStatus.CONFLICT, 'DUNNING_NOT_HELD', `Das Mahnwesen für Rechnung ${invoice.number} ist nicht angehalten.`);
      }
      await this.audit.record({
        adminUserId: admin.id,
        actionType: hold ? 'dunning.held' : 'dunning.resumed',
        targetType: 'invoice',
        targetId: invoiceId,
        message: `${hold ? 'Mahnwesen angehalten' : 'Mahnwesen fortgesetzt'} für Rechnung ${invoice.number}: ${input.reason}`,
        details: { reason: input.reason, invoiceNumber: invoice.number },
      });
      return { invoiceId, held: hold, reason: input.reason };
    });
  }

  async downloadLetter(letterId: string): Promise<StreamableFile> {
    const letter = await this.tx.manager.findOneBy(DunningLetter, { id: letterId });
    if (!letter) throw letterNotFound();
    if (!letter.pdfKey) throw letterNotReady();
    const body = await this.storage.getObjectBuffer('invoices', letter.pdfKey);
    const invoice = await this.overdue.forLetter(letter.invoiceId);
    const name = `${letter.label}_${invoice?.number ?? letter.invoiceId}.pdf`.replace(/[^A-Za-z0-9._-]+/g, '_');
    return new StreamableFile(body, { type: 'application/pdf', length: body.length, disposition: `attachment; filename="${name}"` });
  }

  /** Sends the letter's e-mail again (audited). */
  async resend(admin: AuthUser, letterId: string): Promise<DunningLetterDto> {
    return this.tx.run(async () => {
      const letter = await this.tx.manager.findOne(DunningLetter, { where: { id: letterId }, lock: { mode: 'pessimistic_write' } });
      if (!letter) throw letterNotFound();
      if (!letter.pdfKey) throw letterNotReady();
      await this.renderer.queueMail(letter.id, `dunning-letter-mail-${letter.id}-${letter.sendCount + 1}`);
      await this.audit.record({
        adminUserId: admin.id,
        actionType: 'dunning.letter-resent',
        targetType: 'dunning',
        targetId: letter.id,
        message: `${letter.label} vom ${letter.letterDate} erneut versandt`,
        details: { invoiceId: letter.invoiceId, level: letter.level },
      });
      return toDunningLetterDto(await this.tx.manager.findOneByOrFail(DunningLetter, { id: letter.id }));
    });
  }

  /** The run by hand (operators; same as the nightly job). */
  async runNow(admin: AuthUser): Promise<DunningRunResult> {
    const result = await this.runs.run();
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'dunning.run',
      targetType: 'dunning',
      targetId: berlinDay(new Date()),
      message: `Mahnlauf von Hand: ${result.letters} Schreiben, ${result.blocked} Liefersperren${result.skippedCount ? `, ${result.skippedCount} Schreiben übersprungen` : ''}`,
      details: { ...result },
    });
    return result;
  }

  async releaseDeliveryBlock(admin: AuthUser, companyId: string, reason: string): Promise<void> {
    await this.tx.run(async () => {
      if (!(await this.deliveryBlocks.exists(companyId))) throw new AppError(HttpStatus.NOT_FOUND, 'COMPANY_NOT_FOUND', 'Firma nicht gefunden.');
      if (!(await this.deliveryBlocks.release(companyId, admin, reason))) {
        throw new AppError(HttpStatus.CONFLICT, 'DELIVERY_NOT_BLOCKED', 'Für diese Firma besteht keine Liefersperre.');
      }
    });
  }
}
