/**
 * Money travels as a decimal string with two places ("12.50") and is computed in integer cents.
 * Never a binary float in between: parsing works on the digits, not on Number("12.5").
 */
export type Cents = number;

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** True for "0", "12", "12.5", "12.50"; false for "-1", "1,5", "1.234", "", "1e3". */
export function isMoneyString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

/** "12.50" → 1250. Throws on anything that is not a non-negative decimal with at most two places. */
export function parseCents(value: string): Cents {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Kein gültiger Geldbetrag: "${value}"`);
  const [, euros, fraction = ''] = match;
  return Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What PostgreSQL hands over for numeric: a sign perhaps, any number of integer digits, at most two places here. */
const NUMERIC = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * For the numeric strings pg hands over: a column (`numeric(12,2)`, may carry a sign) or a sum PostgreSQL computed
 * over such columns. Sums are numeric without a limit, so a company's many payments may add up beyond the columns'
 * 10 integer digits; they are read up to what a number holds exactly in cents (2^53 − 1 cents, about 90 trillion €).
 * Amounts people type keep to 10 integer digits: that is parseCents.
 */
export function centsFromNumeric(value: string): Cents {
  const match = NUMERIC.exec(value);
  if (!match) throw new RangeError(`Kein gültiger Geldbetrag: "${value}"`);
  const [, sign, euros, fraction = ''] = match;
  const cents = Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Geldbetrag zu groß für eine exakte Rechnung in Cent: "${value}"`);
  return sign && cents ? -cents : cents;
}

/** 1250 → "12.50", -5 → "-0.05". Only integers are accepted. */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Centbetrag muss ganzzahlig sein: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Normalises "12.5" or a pg numeric "12.50" to "12.50"; null stays null. */
export function normaliseMoney(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : formatCents(centsFromNumeric(value));
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** "1.234,56 €": for texts people read (e-mails, invoices); the API itself sends "1234.56". */
export function formatEuro(amount: string | Cents): string {
  const cents = typeof amount === 'number' ? amount : centsFromNumeric(amount);
  return euro.format(cents / 100);
}

/** "2026-11-30" → "30.11.2026" */
export const formatGermanDate = (isoDay: string) => isoDay.slice(0, 10).split('-').reverse().join('.');
