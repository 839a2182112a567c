/**
 * Removes what could identify a person or open an account from data operators read on the job board
 * and in worker logs: job payloads carry ids only, but return values, failure reasons, stack traces
 * and log lines can still quote an address, a name or a link.
 */
export const REDACTED = '[entfernt]';

/** Keys whose values are personal or secret whatever they hold; `…Id` keys of records stay readable. */
const SENSITIVE_KEY = /token|secret|passw|authori[sz]ation|cookie|session|link|url|e-?mail|^to$|^cc$|^bcc$|recipient|name|phone|telefon|address|adresse|street|strasse|iban|ustid|vat|contact/i;
const ID_KEY = /(^id|Ids?)$/;
const SECRET_ID_KEY = /token|secret|session/i;

const PATTERNS: [RegExp, string][] = [
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/g, '[Token entfernt]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[E-Mail entfernt]'],
  [/(\bhttps?:\/\/[^\s?#"'<>]+)[?#][^\s"'<>]*/g, `$1?${REDACTED}`],
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g, '[IBAN entfernt]'],
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Long opaque strings (link tokens, keys); UUIDs (record ids) are kept. */
const OPAQUE = /[A-Za-z0-9_-]{32,}/g;

export function redactText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result.replace(OPAQUE, (match) => (UUID.test(match) || !/\d/.test(match) || !/[A-Za-z]/.test(match) ? match : REDACTED));
}

const isSensitiveKey = (key: string) => SENSITIVE_KEY.test(key) && !(ID_KEY.test(key) && !SECRET_ID_KEY.test(key));

/** A deep copy of `value` with sensitive keys and every sensitive-looking text replaced. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      isSensitiveKey(key) && item !== null && item !== undefined && typeof item !== 'boolean' ? REDACTED : redactValue(item, depth + 1),
    ]),
  );
}

/**
 * The error with message and stack redacted, in place so its class survives (BullMQ treats an
 * UnrecoverableError differently): BullMQ stores both as the job's failure reason and trace.
 */
export function redactError(error: unknown): Error {
  const redacted = error instanceof Error ? error : new Error(String(error));
  redacted.message = redactText(redacted.message);
  if (redacted.stack) redacted.stack = redactText(redacted.stack);
  return redacted;
}
