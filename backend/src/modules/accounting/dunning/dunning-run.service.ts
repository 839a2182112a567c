import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { fitsAmountColumn, MAX_AMOUNT_CENTS } from '../../../common/money/amount-limit';
import { formatCents, formatEuro, formatGermanDate, parseCents } from '../../../common/money/money';
import { addDays, berlinDay } from '../../../common/money/pricing';
import { OutboxService } from '../../../common/outbox/outbox.service';
import { DeliveryBlockService } from '../../dealers/delivery-block.service';
import { OverdueInvoice, OverdueInvoicesService } from '../../invoices/open-items/overdue-invoices.service';
import { ReceivablesSettingsService } from '../../settings/receivables-settings.service';
import { DunningLevelSetting, ReceivablesSettings } from '../../settings/receivables-settings';
import { DunningHistory, isLastLevel, LetterAmounts, letterAmounts, nextDueLevel } from './dunning-plan';

/** Invoices per transaction: large enough for few round trips, small enough for short row locks. */
const BATCH = 2_000;
/** The new payment deadline a letter sets. */
export const PAY_WITHIN_DAYS = 10;

/** A letter the run could not write, with the German reason the back office reads (run result, audit, error log). */
export interface SkippedLetter {
  invoiceId: string;
  invoiceNumber: string;
  level: number;
  label: string;
  reason: string;
}

export interface DunningRunResult {
  examined: number;
  letters: number;
  blocked: number;
  /** Letters not written (their amounts do not fit the books); the run goes on with the others. */
  skippedCount: number;
  /** The first SKIPPED_LISTED of them with their reason (each one is also an error line in the log). */
  skipped: SkippedLetter[];
}

/** Skipped letters named in the result (and so in the audit entry and the job's result); the log names every one. */
const SKIPPED_LISTED = 100;

interface NewLetter {
  invoice: OverdueInvoice;
  level: DunningLevelSetting;
  amounts: LetterAmounts;
}

/**
 * Why a letter's amounts cannot be written, or null. The letter columns are numeric(12,2) like every amount: a flat fee
 * or interest that would take the total beyond 9.999.999.999,99 € (a fee saved before the settings capped it) skips
 * this letter, not the run; the next run tries again with the settings of then.
 */
function unfitAmount(amounts: LetterAmounts): string | null {
  const { openCents, interestCents, feeCents, totalCents } = amounts;
  if ([openCents, interestCents, feeCents, totalCents].every(fitsAmountColumn)) return null;
  const what = feeCents > MAX_AMOUNT_CENTS ? `Die Verzugspauschale (${formatEuro(feeCents)})` : `Der Gesamtbetrag des Schreibens (${formatEuro(totalCents)})`;
  return `${what} übersteigt den größten Betrag, den das Portal bucht (${formatEuro(MAX_AMOUNT_CENTS)}). Bitte prüfen Sie die Verzugspauschale in den Einstellungen Forderungen.`;
}

/**
 * The dunning run: every overdue open invoice not on hold gets the next due level's letter. Batches of invoices,
 * each in one transaction: letters inserted with ON CONFLICT DO NOTHING on (invoice, level), so a run started
 * twice writes each letter once; only the inserting run queues the letter's rendering and mail (outbox) and,
 * at the last level, puts the company on Liefersperre.
 */
@Injectable()
export class DunningRunService {
  private readonly logger = new Logger(DunningRunService.name);

  constructor(
    readonly tx: TransactionHost,
    private readonly overdue: OverdueInvoicesService,
    private readonly settingsService: ReceivablesSettingsService,
    private readonly outbox: OutboxService,
    private readonly deliveryBlocks: DeliveryBlockService,
  ) {}

  async run(today = berlinDay(new Date())): Promise<DunningRunResult> {
    const settings = await this.settingsService.get();
    const result: DunningRunResult = { examined: 0, letters: 0, blocked: 0, skippedCount: 0, skipped: [] };
    if (settings.dunningLevels.length === 0) return result;
    const firstDays = Math.min(...settings.dunningLevels.map((level) => level.daysOverdue));
    const dueOnOrBefore = addDays(today, -firstDays);
    let after: OverdueInvoice | null = null;
    for (;;) {
      const batch = await this.overdue.batch(dueOnOrBefore, after, BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1];
      const written = await this.tx.run(() => this.writeLetters(batch, settings, today));
      result.examined += batch.length;
      result.letters += written.letters;
      result.blocked += written.blocked;
      result.skippedCount += written.skipped.length;
      result.skipped.push(...written.skipped.slice(0, SKIPPED_LISTED - result.skipped.length));
      if (batch.length < BATCH) break;
    }
    const skipped = result.skippedCount ? `, ${result.skippedCount} Schreiben übersprungen` : '';
    this.logger.log(`Mahnlauf ${today}: ${result.examined} überfällige Rechnungen, ${result.letters} Schreiben, ${result.blocked} Liefersperren${skipped}`);
    return result;
  }

  private async writeLetters(
    read: OverdueInvoice[],
    settings: ReceivablesSettings,
    today: string,
  ): Promise<{ letters: number; blocked: number; skipped: SkippedLetter[] }> {
    // The batch as it is now, held against payments and cancellations until the letters and blocks are written: a letter
    // on an invoice paid in between, and a Liefersperre its payment could no longer lift, would outlast the payment.
    const batch = await this.overdue.holdOpen(read.map((invoice) => invoice.id));
    const { histories, held } = await this.stateOf(batch.map((invoice) => invoice.id));
    const planned: NewLetter[] = [];
    const skipped: SkippedLetter[] = [];
    for (const invoice of batch) {
      if (held.has(invoice.id)) continue;
      const level = nextDueLevel(settings.dunningLevels, histories.get(invoice.id) ?? { lastLevel: 0, lastLetterDate: null }, invoice.dueDate, today);
      if (!level) continue;
      const letter = { invoice, level, amounts: letterAmounts(settings, level, parseCents(invoice.openAmount), invoice.dueDate, today) };
      const unfit = unfitAmount(letter.amounts);
      if (unfit === null) {
        planned.push(letter);
        continue;
      }
      const reason = `${level.label} zu Rechnung ${invoice.number} nicht geschrieben: ${unfit}`;
      this.logger.error(`Mahnlauf ${today}: ${reason}`);
      skipped.push({ invoiceId: invoice.id, invoiceNumber: invoice.number, level: level.level, label: level.label, reason });
    }
    if (planned.length === 0) return { letters: 0, blocked: 0, skipped };
    const inserted = await this.insert(planned, today);
    await this.outbox.addAll(
      inserted.map(({ id }) => ({ jobName: 'invoices.render-dunning-letter' as const, payload: { letterId: id }, options: { dedupeKey: `dunning-letter-${id}` } })),
    );
    let blocked = 0;
    const byInvoice = new Map(planned.map((letter) => [letter.invoice.id, letter]));
    for (const row of inserted) {
      const letter = byInvoice.get(row.invoiceId)!;
      if (!isLastLevel(settings.dunningLevels, letter.level.level)) continue;
      const reason = `${letter.level.label} vom ${formatGermanDate(today)} zu Rechnung ${letter.invoice.number} unbezahlt`;
      if (await this.deliveryBlocks.block(letter.invoice.companyId, reason)) blocked += 1;
    }
    return { letters: inserted.length, blocked, skipped };
  }

  /** The letters so far and the holds of a batch of invoices, in one round trip. */
  private async stateOf(invoiceIds: string[]): Promise<{ histories: Map<string, DunningHistory>; held: Set<string> }> {
    const rows = await this.tx.manager.query<{ invoiceId: string; lastLevel: number | null; lastLetterDate: string | null; held: boolean }[]>(
      `SELECT batch.invoice_id AS "invoiceId",
              (SELECT max(l.level) FROM dunning_letters l WHERE l.invoice_id = batch.invoice_id) AS "lastLevel",
              (SELECT to_char(max(l.letter_date), 'YYYY-MM-DD') FROM dunning_letters l WHERE l.invoice_id = batch.invoice_id) AS "lastLetterDate",
              EXISTS (SELECT 1 FROM dunning_holds h WHERE h.invoice_id = batch.invoice_id) AS held
         FROM unnest($1::uuid[]) AS batch(invoice_id)`,
      [invoiceIds],
    );
    const histories = new Map<string, DunningHistory>();
    const held = new Set<string>();
    for (const row of rows) {
      if (row.held) held.add(row.invoiceId);
      if (row.lastLevel !== null) histories.set(row.invoiceId, { lastLevel: row.lastLevel, lastLetterDate: row.lastLetterDate });
    }
    return { histories, held };
  }

  private insert(letters: NewLetter[], today: string): Promise<{ id: string; invoiceId: string }[]> {
    const column = <T>(pick: (letter: NewLetter) => T) => letters.map(pick);
    return this.tx.manager.query(
      `INSERT INTO dunning_letters (invoice_id, company_id, level, label, letter_date, open_amount, interest_amount, interest_periods, fee_amount, total_amount, pay_by)
       SELECT invoice_id, company_id, level, label, $1::date, open_amount, interest_amount, interest_periods, fee_amount, total_amount, $2::date
         FROM unnest($3::uuid[], $4::uuid[], $5::smallint[], $6::text[], $7::numeric[], $8::numeric[], $9::jsonb[], $10::numeric[], $11::numeric[])
           AS t(invoice_id, company_id, level, label, open_amount, interest_amount, interest_periods, fee_amount, total_amount)
       ON CONFLICT (invoice_id, level) DO NOTHING
       RETURNING id, invoice_id AS "invoiceId"`,
      [
        today,
        addDays(today, PAY_WITHIN_DAYS),
        column((letter) => letter.invoice.id),
        column((letter) => letter.invoice.companyId),
        column((letter) => letter.level.level),
        column((letter) => letter.level.label),
        column((letter) => formatCents(letter.amounts.openCents)),
        column((letter) => formatCents(letter.amounts.interestCents)),
        column((letter) => JSON.stringify(letter.amounts.interestPeriods)),
        column((letter) => formatCents(letter.amounts.feeCents)),
        column((letter) => formatCents(letter.amounts.totalCents)),
      ],
    );
  }
}
