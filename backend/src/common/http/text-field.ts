import { ValidateBy, ValidationArguments } from 'class-validator';

/** The constraint name; test/unit/dto-rules.spec.ts requires it on every string a request DTO accepts. */
export const TEXT_FIELD = 'textField';

export interface TextFieldOptions {
  /** The field as the message names it, with its article: 'Der Firmenname', 'Die Beschreibung'. */
  label: string;
  /** Characters at most: the column's length, or a sane limit for free text stored as `text`. */
  max: number;
  /** Text areas: line breaks and tabs are allowed; other control characters never are. */
  multiline?: boolean;
  /** Applies to each element of an array. */
  each?: boolean;
  /** Replace the generated messages where the spec words them (e.g. 'Bitte geben Sie den Firmennamen ein.'). */
  messages?: Partial<Record<TextProblem, string>>;
  /** One message for every problem, for fixed formats whose pattern has its own message (a date, a weight). */
  message?: string;
}

export type TextProblem = 'type' | 'control' | 'invisible' | 'tooLong';

// C0 controls (NUL included, which PostgreSQL refuses in text), DEL and C1 controls; and the bidi embeddings,
// overrides and isolates (U+202A–U+202E, U+2066–U+2069): nobody types them, and in a company name they reverse what
// an invoice, a delivery note or the admin's list shows ("abc\u202edef" reads "abcfed"). Implicit right-to-left
// text (an Arabic or Hebrew name) needs none of them. U+2028 and U+2029 (line and paragraph separator) are line breaks
// like \n: refused in one line, allowed where line breaks are. The noncharacters U+FFFE and U+FFFF are no text and
// not allowed in XML: an e-invoice or an XLSX export carrying one was broken XML.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufffe\uffff]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/;

// Characters that show nothing on their own, beside whitespace (\s, which includes U+FEFF): the soft hyphen, the
// combining grapheme joiner, the Hangul fillers, the Mongolian vowel separator, zero-width space, (non-)joiner and
// direction marks (U+200B–U+200F), word joiner and invisible operators (U+2060–U+2064), variation selectors, the byte
// order mark. A name made of them looks empty in every list and on every document.
const INVISIBLE = '\\u00ad\\u034f\\u115f\\u1160\\u180e\\u200b-\\u200f\\u2060-\\u2064\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0';
const INVISIBLE_ONLY = new RegExp(`^[\\s${INVISIBLE}]*$`);
const INVISIBLE_CHARACTERS = new RegExp(`[${INVISIBLE}]`, 'g');

/**
 * No lone UTF-16 surrogate (a half of a pair): no column can store it (PostgreSQL refuses it in jsonb and writes U+FFFD
 * into text). String.prototype.isWellFormed is ES2024; Node 20 has it, the project's `lib` (ES2023) does not declare it.
 */
export const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** Whether a text shows anything: at least one character that is neither whitespace nor invisible. */
export const hasVisibleCharacter = (text: string) => !INVISIBLE_ONLY.test(text);

/** Invisible characters and nothing visible, not mere whitespace: TextField's `invisible` problem. */
export const isInvisibleOnly = (text: string) => text.length > 0 && !hasVisibleCharacter(text) && text.trim() !== '';

/** UTF-16 units without the invisible characters (whitespace counts, as it always did). */
export const visibleLength = (text: string) => text.replace(INVISIBLE_CHARACTERS, '').length;

/** PostgreSQL counts characters (code points); a string longer in UTF-16 units may still fit. */
const characterCount = (text: string, max: number) => (text.length <= max ? text.length : [...text].length);

export function textProblem(value: unknown, options: Pick<TextFieldOptions, 'max' | 'multiline'>): TextProblem | null {
  if (typeof value !== 'string') return 'type';
  if ((options.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) return 'control';
  // Whitespace alone is left to the field (trimmed to empty, or a password's own business); invisible characters are not.
  if (isInvisibleOnly(value)) return 'invisible';
  if (characterCount(value, options.max) > options.max) return 'tooLong';
  return null;
}

const CONTROLS = new RegExp(CONTROL.source, 'g');
const CONTROLS_EXCEPT_LINES = new RegExp(CONTROL_EXCEPT_LINES.source, 'g');

/**
 * The text with every character that textProblem refuses as a control character in a field of its kind replaced:
 * for texts the portal takes from files rather than typed (an import's cells, a bank statement's names), which are kept
 * or reported instead of refused whole.
 */
export const replaceControls = (text: string, multiline: boolean, replacement: string) =>
  text.replace(multiline ? CONTROLS_EXCEPT_LINES : CONTROLS, replacement);

export function textMessage(problem: TextProblem, options: TextFieldOptions): string {
  const custom = options.message ?? options.messages?.[problem];
  if (custom) return custom;
  switch (problem) {
    case 'type':
      return `${options.label} muss ein Text sein.`;
    case 'control':
      return `${options.label} darf keine Steuerzeichen enthalten.`;
    case 'invisible':
      return `${options.label} muss mindestens ein sichtbares Zeichen enthalten.`;
    case 'tooLong':
      return `${options.label} darf höchstens ${options.max.toLocaleString('de-DE')} Zeichen lang sein.`;
  }
}

/** What trimming takes from a text's ends: whitespace as String.prototype.trim knows it, and zero-width space, (non-)joiner and word joiner. */
const TRIMMED = /[\s\u200b-\u200d\u2060]/;

/** String.prototype.trim, and zero-width characters at the ends as well ("\u200b Kette \u200b" is "Kette"). One pass. */
function trimText(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && TRIMMED.test(text[start])) start += 1;
  while (end > start && TRIMMED.test(text[end - 1])) end -= 1;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** class-transformer functions for text fields: trimmed, and an empty text as null where the column allows it. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? trimText(value) : value);
export const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? trimText(value) || null : value);

/**
 * A text a request may carry: a string without control characters (tab and line breaks only where
 * `multiline`), not of invisible characters only, and at most `max` characters. One constraint, one German
 * message naming the field; null and undefined pass (combine with IsOptional or IsNotEmpty as the field needs).
 */
export function TextField(options: TextFieldOptions): PropertyDecorator {
  if (!Number.isInteger(options.max) || options.max < 1) throw new Error(`TextField ${options.label}: max must be a positive integer`);
  const firstProblem = (value: unknown) => {
    const values = options.each && Array.isArray(value) ? value : [value];
    for (const entry of values) {
      const problem = textProblem(entry, options);
      if (problem) return problem;
    }
    return null;
  };
  return ValidateBy(
    {
      name: TEXT_FIELD,
      constraints: [options],
      validator: {
        validate: (value: unknown) => textProblem(value, options) === null,
        defaultMessage: (args?: ValidationArguments) => textMessage(firstProblem(args?.value) ?? 'type', options),
      },
    },
    { each: options.each },
  );
}
