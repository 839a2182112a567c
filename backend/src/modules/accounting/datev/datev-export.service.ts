import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import { AppError } from '../../../common/http/app-error';
import { berlinDay } from '../../../common/money/pricing';
import { DebtorMasterDataService } from '../../dealers/debtor-master-data.service';
import { BookingJournalService } from '../../invoices/books/booking-journal.service';
import { ReceivablesSettingsService } from '../../settings/receivables-settings.service';
import { datevBookings, DatevBooking } from './datev-bookings';
import { datevPeriod } from './datev-period';
import { debtorMasterData } from './debtor-writer';
import { buchungsstapel } from './extf-writer';
import { encodeWindows1252 } from './windows-1252';

/** DATEV takes at most 99,999 bookings in one batch. */
const MAX_BOOKINGS = 99_999;

/** The Buchungsstapel of a period for the tax adviser: invoices, cancellations, payments, Skonto and reversals. */
@Injectable()
export class DatevExportService {
  constructor(
    private readonly journal: BookingJournalService,
    private readonly settings: ReceivablesSettingsService,
    private readonly debtors: DebtorMasterDataService,
  ) {}

  async exportBookings(from: string, to: string, now = new Date()): Promise<StreamableFile> {
    const { datev } = await this.settings.get();
    const period = datevPeriod(from, to, datev.fiscalYearStartMonth);
    const bookings = datevBookings(await this.journal.journal(period.from, period.to), datev);
    if (bookings.length > MAX_BOOKINGS) {
      throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'DATEV_TOO_MANY_BOOKINGS', `Der Zeitraum hat ${bookings.length} Buchungen, DATEV nimmt höchstens ${MAX_BOOKINGS} je Stapel: bitte einen kürzeren Zeitraum wählen.`);
    }
    checkDebtorLength(bookings, datev.accountLength);
    const text = buchungsstapel(
      {
        createdAt: now,
        consultantNumber: datev.consultantNumber,
        clientNumber: datev.clientNumber,
        fiscalYearStart: period.fiscalYearStart,
        accountLength: datev.accountLength,
        from: period.from,
        to: period.to,
        description: `Forderungen ${germanDay(period.from)}-${germanDay(period.to)}`,
      },
      bookings,
    );
    return csvFile(text, `EXTF_Buchungsstapel_${period.from}_${period.to}.csv`);
  }

  /** Debitoren/Kreditoren: the approved dealer companies with their Debitorennummer, for the fiscal year running today. */
  async exportDebtors(now = new Date()): Promise<StreamableFile> {
    const { datev } = await this.settings.get();
    const today = berlinDay(now);
    const { fiscalYearStart } = datevPeriod(today, today, datev.fiscalYearStartMonth);
    const debtors = await this.debtors.debtors();
    const misfit = debtors.find((debtor) => String(debtor.debtorNumber).length !== datev.accountLength + 1);
    if (misfit) throw accountLengthMisfit(String(misfit.debtorNumber), datev.accountLength);
    const { consultantNumber, clientNumber, accountLength } = datev;
    const text = debtorMasterData({ createdAt: now, consultantNumber, clientNumber, fiscalYearStart, accountLength }, debtors);
    return csvFile(text, `EXTF_Debitoren_${today}.csv`);
  }
}

function csvFile(text: string, name: string): StreamableFile {
  const body = encodeWindows1252(text);
  return new StreamableFile(body, { type: 'text/csv; charset=windows-1252', length: body.length, disposition: `attachment; filename="${name}"` });
}

/** DATEV's personal accounts are one digit longer than its general ledger accounts (Sachkontenlänge). */
function checkDebtorLength(bookings: DatevBooking[], accountLength: number) {
  const misfit = bookings.find((booking) => booking.account.length !== accountLength + 1);
  if (misfit) throw accountLengthMisfit(misfit.account, accountLength);
}

const accountLengthMisfit = (debtor: string, accountLength: number) =>
  new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'DATEV_ACCOUNT_LENGTH',
    `Die Debitorennummer ${debtor} passt nicht zur Sachkontenlänge ${accountLength}: Debitoren brauchen dann ${accountLength + 1} Stellen. Bitte die Sachkontenlänge in den Einstellungen prüfen.`,
  );

const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(2, 4)}`;
