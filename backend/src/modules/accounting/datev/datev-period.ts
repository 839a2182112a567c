import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../../common/http/app-error';
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
 * to one fiscal year: so a period runs from ≤ to, inside one calendar year and one fiscal year.
 */
export function datevPeriod(from: string, to: string, fiscalYearStartMonth: number): DatevPeriod {
  if (!isDay(from) || !isDay(to)) throw refuse('Bitte ein gültiges Datum angeben (JJJJ-MM-TT).');
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

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
