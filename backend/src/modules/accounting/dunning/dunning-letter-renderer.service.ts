import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionHost } from '../../../common/database/transaction-host';
import { MailService } from '../../../common/mail/mail.service';
import { StorageService } from '../../../common/storage/storage.service';
import { OverdueInvoicesService } from '../../invoices/open-items/overdue-invoices.service';
import { ReceivablesSettingsService } from '../../settings/receivables-settings.service';
import { isLastLevel } from './dunning-plan';
import { DunningLetter } from '../entities/dunning-letter.entity';
import { renderDunningLetterPdf } from './rendering/dunning-letter-pdf';

export type LetterRenderOutcome = 'rendered' | 'already-rendered' | 'missing';

/**
 * Worker side of a new letter: the PDF into the private invoices bucket, then the letter marked rendered and its
 * e-mail queued in one transaction. Safe to repeat: only the run that marks the letter queues the mail.
 */
@Injectable()
export class DunningLetterRendererService {
  constructor(
    readonly tx: TransactionHost,
    private readonly overdue: OverdueInvoicesService,
    private readonly settings: ReceivablesSettingsService,
    private readonly storage: StorageService,
    private readonly mail: MailService,
  ) {}

  async render(letterId: string): Promise<LetterRenderOutcome> {
    const letter = await this.tx.manager.findOneBy(DunningLetter, { id: letterId });
    if (!letter) return 'missing';
    if (letter.pdfKey) return 'already-rendered';
    const pdf = await this.pdfOf(letter);
    const pdfKey = `mahnungen/${letter.invoiceId}-${letter.level}.pdf`;
    await this.storage.putObject('invoices', pdfKey, pdf, 'application/pdf');
    return this.tx.run(async () => {
      const marked = await this.tx.manager.update(DunningLetter, { id: letter.id, pdfKey: IsNull() }, { pdfKey });
      if (!marked.affected) return 'already-rendered';
      await this.queueMail(letter.id, `dunning-letter-mail-${letter.id}`);
      return 'rendered';
    });
  }

  /** Queues the letter's e-mail (inside the caller's transaction) and notes when. */
  async queueMail(letterId: string, dedupeKey: string): Promise<void> {
    await this.mail.send('accounting.dunning-letter', { letterId }, { dedupeKey });
    await this.tx.manager.query('UPDATE dunning_letters SET sent_at = now(), send_count = send_count + 1 WHERE id = $1', [letterId]);
  }

  async pdfOf(letter: DunningLetter): Promise<Buffer> {
    const [invoice, settings, earlier] = await Promise.all([
      this.overdue.forLetter(letter.invoiceId),
      this.settings.get(),
      this.tx.manager.query<{ label: string; letterDate: string }[]>(
        `SELECT label, to_char(letter_date, 'YYYY-MM-DD') AS "letterDate" FROM dunning_letters WHERE invoice_id = $1 AND level < $2 ORDER BY level`,
        [letter.invoiceId, letter.level],
      ),
    ]);
    if (!invoice) throw new Error(`Rechnung ${letter.invoiceId} des Mahnschreibens fehlt`);
    return renderDunningLetterPdf({
      letter,
      invoice,
      earlier,
      bank: settings.bank,
      last: isLastLevel(settings.dunningLevels, letter.level),
      pointsAboveBase: settings.interestPointsAboveBase,
    });
  }
}
