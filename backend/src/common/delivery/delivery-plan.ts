import { berlinDay, HOUR_MS } from '../money/pricing';
import { addWorkingDays } from './working-days';

/** Express orders must be placed before this hour (Europe/Berlin). */
export const EXPRESS_CUTOFF_HOUR = 12;

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: 'numeric', hourCycle: 'h23' });

let lastHour = { hour: NaN, berlin: 0 };

/** The hour (0–23) in Berlin; the last answer is kept for its UTC hour, see berlinDay. */
export function berlinHour(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  if (hour !== lastHour.hour) lastHour = { hour, berlin: Number(hourFormat.formatToParts(instant).find((part) => part.type === 'hour')!.value) };
  return lastHour.berlin;
}

/** Express is offered before 12:00 Berlin time, for stock items only (the caller checks the stock). */
export function expressOpen(now: Date): boolean {
  return berlinHour(now) < EXPRESS_CUTOFF_HOUR;
}

/**
 * The planned delivery day: express the next working day ("within 24 h"), standard the second working
 * day (stock items, 1-2 working days); weekends and the public holidays of the delivery areas skipped.
 */
export function plannedDeliveryDay(orderedAt: Date, express: boolean): string {
  return addWorkingDays(berlinDay(orderedAt), express ? 1 : 2);
}
