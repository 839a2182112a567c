import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../../common/http/app-error';
import { DAY_MESSAGE, isPlausibleDay } from '../../../common/http/date-field';
import { formatGermanDate } from '../../../common/money/money';

/** A batch period that DATEV accepts, with the start of the fiscal year it lies in. Days are YYYY-MM-DD. */
export interface DatevPeriod {
  from: string;
  to: string;
  fiscalYearStart: string;
}

const refuse = (message: string) => new AppError(HttpStatus.BAD_REQUEST, 'DATEV_PERIOD_INVALID', message);

/**
 * DATEV dates a booking by day and month only (DDMM) and takes the year from the header, and a batch belongs
 * to one fiscal year: so a period runs from ≤ to, inside one calendar year and one fiscal year. The days are the
 * request's (DateField: 2000–2099), checked once more for other callers; so the next fiscal year is at most 2100.
 */
export function datevPeriod(from: string, to: string, fiscalYearStartMonth: number): DatevPeriod {
  if (!isPlausibleDay(from) || !isPlausibleDay(to)) throw refuse(DAY_MESSAGE);
  if (from > to) throw refuse('Das Von-Datum liegt nach dem Bis-Datum.');
  if (from.slice(0, 4) !== to.slice(0, 4)) {
    throw refuse('Ein DATEV-Buchungsstapel liegt in einem Kalenderjahr: bitte den Zeitraum zum Jahreswechsel teilen.');
  }
  const year = Number(from.slice(0, 4));
  const startYear = Number(from.slice(5, 7)) >= fiscalYearStartMonth ? year : year - 1;
  const fiscalYearStart = `${startYear}-${String(fiscalYearStartMonth).padStart(2, '0')}-01`;
  const nextFiscalYear = `${startYear + 1}-${String(fiscalYearStartMonth).padStart(2, '0')}-01`;
  if (to >= nextFiscalYear) {
    throw refuse(`Ein DATEV-Buchungsstapel liegt in einem Wirtschaftsjahr: bitte den Zeitraum vor dem ${formatGermanDate(nextFiscalYear)} teilen.`);
  }
  return { from, to, fiscalYearStart };
}
