import { Cents, formatGermanDate } from './money';

/** The portal's business time zone: promotion windows are calendar days there. */
export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

/**
 * The dealer's net unit price (EK): base price × (1 − discount / 100), rounded half-up to the cent.
 * The one pricing rule; product card, cart, checkout, order and invoice all use it.
 */
export function dealerPriceCents(basePriceCents: Cents, discountPercent: number): Cents {
  if (!Number.isSafeInteger(basePriceCents) || basePriceCents < 0) throw new RangeError('Grundpreis ungültig');
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 50) {
    throw new RangeError('Rabatt muss eine ganze Zahl von 0 bis 50 sein');
  }
  // base × (100 − d) / 100 in integers; + 50 then floor is half-up for non-negative amounts.
  return Math.floor((basePriceCents * (100 - discountPercent) + 50) / 100);
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Berlin is always a whole number of hours off UTC: within one UTC hour its calendar day (and hour) stays the same. */
export const HOUR_MS = 3_600_000;
let lastDay = { hour: NaN, day: '' };

/**
 * The calendar day ("2026-03-31") an instant falls on in Berlin. The last answer is kept for its UTC hour: cart and
 * checkout ask for "now" several times per request, and Intl formatting is not cheap.
 */
export function berlinDay(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  if (hour !== lastDay.hour) lastDay = { hour, day: dayFormat.format(instant) };
  return lastDay.day;
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant at which a Berlin calendar day ("2026-03-29") begins, across DST changes. */
export function startOfBerlinDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Berlin is UTC+1 or UTC+2; try both offsets and keep the one that lands on the same day at 00:00.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    if (berlinDay(candidate) === day && berlinDay(new Date(candidate.getTime() - 1)) !== day) return candidate;
  }
  throw new RangeError(`Ungültiges Datum: ${day}`);
}

export interface SpecialPriceWindow {
  specialPrice: string | null;
  specialPriceStart: Date | null;
  specialPriceEnd: Date | null;
}

/**
 * A special price is active when price, start and end are all set and today (Europe/Berlin) lies within
 * [start day, end day], both days inclusive.
 */
export function isSpecialPriceActive(product: SpecialPriceWindow, now: Date = new Date()): boolean {
  const { specialPrice, specialPriceStart, specialPriceEnd } = product;
  if (specialPrice === null || specialPriceStart === null || specialPriceEnd === null) return false;
  const today = berlinDay(now);
  return berlinDay(specialPriceStart) <= today && today <= berlinDay(specialPriceEnd);
}

/** Who did something first, for the second person's refusal: "am 30.11.2026 von admin@example.com" (Berlin day). */
export const onDayBy = (at: Date, by: string | null): string => `am ${formatGermanDate(berlinDay(at))}${by ? ` von ${by}` : ''}`;
