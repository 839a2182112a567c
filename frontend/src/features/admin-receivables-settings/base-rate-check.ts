import dayjs, { type Dayjs } from 'dayjs';

/**
 * The Bundesbank sets the Basiszinssatz on 1 January and 1 July (§ 247 BGB). When the newest rate entered is older
 * than the current half-year's start, dunning letters charge interest at a rate that no longer applies: the day of
 * the missing rate, or null.
 */
export function missingBaseRateFrom(rates: { validFrom: Dayjs | null }[], today: Dayjs = dayjs()): Dayjs | null {
  const halfYearStart = today.month() < 6 ? today.startOf('year') : today.startOf('year').month(6);
  const newest = rates.reduce<Dayjs | null>((latest, rate) => (rate.validFrom && (!latest || rate.validFrom.isAfter(latest)) ? rate.validFrom : latest), null);
  return newest && newest.isBefore(halfYearStart, 'day') ? halfYearStart : null;
}
