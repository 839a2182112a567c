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

export function parseDecimal(raw: string): DecimalParts | null {
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

/** Rounds half up to `places` decimals; the result as a whole number of the smallest unit (cents: places 2). */
export function toScaled(parts: DecimalParts, places: number): bigint {
  const fraction = parts.fraction.padEnd(places + 1, '0');
  let scaled = BigInt(parts.whole + fraction.slice(0, places));
  if (Number(fraction[places]) >= 5) scaled += 1n;
  return parts.negative ? -scaled : scaled;
}

/** 12345n with 2 places → "123.45". */
export function formatScaled(value: bigint, places: number): string {
  const digits = value.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
