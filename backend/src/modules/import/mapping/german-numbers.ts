/**
 * Numbers as suppliers write them: decimal comma and thousands dots ("1.234,56"), optionally a euro sign or
 * "EUR"; a decimal point is accepted where it cannot be a thousands dot ("12.5", "0.250"). "1.234" is read
 * the German way, as 1234.
 */
export interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

const WITH_COMMA = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d*)$/;
const THOUSANDS_ONLY = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const DECIMAL_POINT = /^(\d+)\.(\d+)$/;
const WHOLE = /^\d+$/;

const PLAIN = /^(\d+)(?:,(\d+))?$/;

export function parseDecimal(raw: string): DecimalParts | null {
  const plain = PLAIN.exec(raw);
  if (plain) return { negative: false, whole: plain[1], fraction: plain[2] ?? '' };
  let text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/€|^eur|eur$/gi, '');
  let negative = false;
  if (/^[-+]/.test(text)) {
    negative = text[0] === '-';
    text = text.slice(1);
  }
  let match: RegExpExecArray | null;
  if ((match = WITH_COMMA.exec(text))) return { negative, whole: match[1].replace(/\./g, ''), fraction: match[2] };
  if (THOUSANDS_ONLY.test(text)) return { negative, whole: text.replace(/\./g, ''), fraction: '' };
  if ((match = DECIMAL_POINT.exec(text))) return { negative, whole: match[1], fraction: match[2] };
  if (WHOLE.test(text)) return { negative, whole: text, fraction: '' };
  return null;
}

/** Larger than any column takes (numeric(12,2) in cents, numeric(10,3) in thousandths): reported as too large. */
export const TOO_LARGE = Number.MAX_SAFE_INTEGER;

/**
 * Rounds half up to `places` decimals; the result as a whole number of the smallest unit (cents: places 2).
 * Exact in binary: anything with more than 12 digits before the point is TOO_LARGE, so results stay below 2^53.
 */
export function toScaled(parts: DecimalParts, places: number): number {
  const { whole, fraction } = parts;
  if (whole.length > 12 && Number(whole) >= 1e12) return TOO_LARGE;
  let scaled = Number(whole);
  for (let i = 0; i < places; i++) scaled = scaled * 10 + (i < fraction.length ? fraction.charCodeAt(i) - 48 : 0);
  if (fraction.charCodeAt(places) >= 53 /* '5' */) scaled += 1;
  return parts.negative ? -scaled : scaled;
}

/** 12345 with 2 places → "123.45". */
export function formatScaled(value: number, places: number): string {
  const digits = String(value).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
