import { Cents } from './money';

/** A percentage as the settings and invoices carry it: up to three integer digits and two places ("1.15", 2). */
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "1.15" or 1.15 → 115 hundredths of a percent. RangeError for anything else ("1.155", "-1", "1e2", NaN). */
export function percentHundredths(percent: string | number): number {
  const text = typeof percent === 'number' ? String(percent) : percent;
  const match = PERCENT.exec(text);
  if (!match) throw new RangeError(`Kein gültiger Prozentsatz: "${text}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Skonto on the gross total, rounded half up to the cent (kaufmännisch: 0,345 € → 0,35 €). Exact: cents × hundredths
 * of a percent in BigInt, never a binary float (Math.round(3000 * 1.15 / 100) is 34, because 3000 × 1.15 is 3449.999…).
 * The invoice text's Skonto amount must be this same figure.
 */
export function skontoCentsOf(totalCents: Cents, percent: string | number): Cents {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Centbetrag muss ganzzahlig sein: ${totalCents}`);
  const scaled = BigInt(Math.abs(totalCents)) * BigInt(percentHundredths(percent));
  const cents = Number((scaled + 5_000n) / 10_000n);
  return totalCents < 0 ? -cents : cents;
}
