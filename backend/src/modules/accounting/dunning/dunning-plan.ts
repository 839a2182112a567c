import { parseCents } from '../../../common/money/money';
import { DunningLevelSetting, ReceivablesSettings } from '../../settings/receivables-settings';
import { daysBetween, defaultInterest, InterestPeriod } from './default-interest';

/** What is known of an invoice's dunning so far. */
export interface DunningHistory {
  /** Highest level written, 0 when none. */
  lastLevel: number;
  lastLetterDate: string | null;
}

/**
 * The level the invoice is due for today, or null. Levels are rows of the settings, in order of their number:
 * the next one after the last letter, once its days after the due date have passed. One letter per invoice
 * and day, so a run started twice (or by hand after the nightly one) never skips a level.
 */
export function nextDueLevel(levels: DunningLevelSetting[], history: DunningHistory, dueDate: string, today: string): DunningLevelSetting | null {
  if (history.lastLetterDate === today) return null;
  const next = [...levels].sort((a, b) => a.level - b.level).find((level) => level.level > history.lastLevel);
  if (!next || daysBetween(dueDate, today) < next.daysOverdue) return null;
  return next;
}

/** The last level: after its letter the company is on Liefersperre. */
export const isLastLevel = (levels: DunningLevelSetting[], level: number) => levels.every((other) => other.level <= level);

export interface LetterAmounts {
  openCents: number;
  interestCents: number;
  interestPeriods: InterestPeriod[];
  feeCents: number;
  totalCents: number;
}

/**
 * The amounts a letter demands: the open amount; default interest from the day after the due date to the
 * letter date when the level charges interest; the flat fee of § 288 (5) BGB from the first level that
 * charges it on — demanded again by later letters while unpaid, but only once (never 2 × 40 EUR).
 */
export function letterAmounts(settings: ReceivablesSettings, level: DunningLevelSetting, openCents: number, dueDate: string, letterDate: string): LetterAmounts {
  const interest = level.chargesInterest
    ? defaultInterest({ principalCents: openCents, dueDate, untilDate: letterDate, baseRates: settings.baseRates, pointsAboveBase: settings.interestPointsAboveBase })
    : { periods: [], totalCents: 0 };
  const feeDue = settings.dunningLevels.some((other) => other.chargesFlatFee && other.level <= level.level);
  const feeCents = feeDue ? parseCents(settings.flatFeeAmount) : 0;
  return { openCents, interestCents: interest.totalCents, interestPeriods: interest.periods, feeCents, totalCents: openCents + interest.totalCents + feeCents };
}
