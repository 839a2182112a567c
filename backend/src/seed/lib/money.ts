/** Demo prices are computed in integer cents and stored as decimal strings with two places. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Ungültiger Centbetrag ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Euro amount as written in the data files (e.g. 29.9) to integer cents. */
export function euroToCents(euro: number): number {
  return Math.round(euro * 100);
}

/** `numerator / denominator` rounded half-up, for non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
