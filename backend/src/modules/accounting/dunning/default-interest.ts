import { BaseRateSetting } from '../../settings/receivables-settings';

/** One stretch of days at one rate: a change of the base rate within the period starts a new one. */
export interface InterestPeriod {
  /** First and last day with interest, both included. */
  from: string;
  to: string;
  days: number;
  /** Base rate plus the points above it, e.g. '11.27'. */
  ratePercent: string;
  interestCents: number;
}

export interface DefaultInterestInput {
  principalCents: number;
  /** Interest runs from the day after the due date … */
  dueDate: string;
  /** … up to and including the letter date. */
  untilDate: string;
  baseRates: BaseRateSetting[];
  pointsAboveBase: number;
}

const DAY_MS = 86_400_000;
/** act/365: actual days elapsed, a year counted as 365 days (also in leap years); see docs/decisions.md. */
const DAYS_PER_YEAR = 365n;

const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const toIso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Percent with two decimals as an integer number of hundredths (2.27 → 227). */
const hundredths = (percent: number) => Math.round(percent * 100);

/**
 * Verzugszinsen nach § 288 (2) BGB in integer cents: per period of one base rate
 * principal × (base + points) % × days / 365, rounded half up to the cent per period (each period is a
 * line of the letter, so the lines add up to the total).
 */
export function defaultInterest(input: DefaultInterestInput): { periods: InterestPeriod[]; totalCents: number } {
  const first = toDay(input.dueDate) + 1;
  const last = toDay(input.untilDate);
  if (input.principalCents <= 0 || last < first) return { periods: [], totalCents: 0 };
  const rates = [...input.baseRates].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  if (rates.length === 0) throw new Error('Kein Basiszinssatz hinterlegt');
  const periods: InterestPeriod[] = [];
  let start = first;
  while (start <= last) {
    const index = rateIndexOn(rates, start);
    const next = rates[index + 1];
    const end = next ? Math.min(last, toDay(next.validFrom) - 1) : last;
    const rate = hundredths(rates[index].ratePercent) + hundredths(input.pointsAboveBase);
    const days = end - start + 1;
    periods.push({
      from: toIso(start),
      to: toIso(end),
      days,
      ratePercent: (rate / 100).toFixed(2),
      interestCents: roundHalfUp(BigInt(input.principalCents) * BigInt(rate) * BigInt(days), 10_000n * DAYS_PER_YEAR),
    });
    start = end + 1;
  }
  return { periods, totalCents: periods.reduce((sum, period) => sum + period.interestCents, 0) };
}

/** The rate valid on the day; before the first entry the first one (the list starts before any invoice). */
function rateIndexOn(rates: BaseRateSetting[], day: number): number {
  let found = 0;
  rates.forEach((rate, index) => {
    if (toDay(rate.validFrom) <= day) found = index;
  });
  return found;
}

/** numerator / denominator rounded half up; a negative base rate can make the numerator negative (half away from zero). */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

/** Whole days from the due date to the day (positive when overdue). */
export const daysBetween = (from: string, to: string) => toDay(to) - toDay(from);
