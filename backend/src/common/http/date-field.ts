import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, ValidateBy, ValidationArguments } from 'class-validator';
import { formatGermanDate } from '../money/money';
import { addDays, berlinDay } from '../money/pricing';
import { TextField } from './text-field';

/** The constraint name of DateField and DateTimeField. */
export const DATE_FIELD = 'dateField';

/**
 * The days this business dates anything in: orders, invoices, payments, DATEV periods, news, promotions. The portal
 * and its books start after 2000; 2099 leaves room for any plan while keeping every day four-digit, comparable as
 * text, and far from where JavaScript, Intl and PostgreSQL disagree (year 10000, years before the time zones).
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** The message of the filters and exports; a field with its own wording passes its own. */
export const DAY_MESSAGE = 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).';

/** OpenAPI `pattern` of a day (the calendar and the range are checked beyond it). */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An instant: a day, hours and minutes, optional seconds and fraction, and always its offset (Z or ±hh:mm). */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * Exactly YYYY-MM-DD and a day of the calendar: "2026-02-30", "2026", "2026-W05-1", "2026-001" or "20260301" are
 * none (ISO 8601 allows the last four; nothing here reads them).
 */
export function isIsoDay(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export type DayProblem = 'format' | 'tooEarly' | 'tooLate';

export interface DayRange {
  /** Defaults to FIRST_DAY. */
  min?: string;
  /** Defaults to LAST_DAY; a function for a bound that moves with the clock (today). */
  max?: string | (() => string);
}

const bounds = (range: DayRange) => ({
  min: range.min ?? FIRST_DAY,
  max: (typeof range.max === 'function' ? range.max() : range.max) ?? LAST_DAY,
});

/** What is wrong with a day as the API takes it, or null. Days of one width compare as text. */
export function dayProblem(value: unknown, range: DayRange = {}): DayProblem | null {
  if (!isIsoDay(value)) return 'format';
  const { min, max } = bounds(range);
  return value < min ? 'tooEarly' : value > max ? 'tooLate' : null;
}

/** A day the services can work with: a real YYYY-MM-DD within FIRST_DAY … LAST_DAY (or the range given). */
export const isPlausibleDay = (value: unknown, range: DayRange = {}): value is string => dayProblem(value, range) === null;

/** Today in Berlin plus `days`: a bound for days that may not lie in the future ("not after tomorrow"). */
export const berlinToday =
  (days = 0): (() => string) =>
  () =>
    addDays(berlinDay(new Date()), days);

export interface DateFieldOptions extends DayRange {
  /** The field as the messages name it, with its article: 'Das Von-Datum', 'Der Buchungstag'. */
  label: string;
  /** Anything that is no YYYY-MM-DD day (wrong type, form or calendar day), in the field's wording. */
  message: string;
  /** Days outside the range; by default '<label> darf nicht vor dem 01.01.2000 liegen.' and '… nach dem …'. */
  messages?: Partial<Record<'tooEarly' | 'tooLate', string>>;
  /** Optional fields skip null and undefined (IsOptional) and are documented as not required. */
  optional?: boolean;
  nullable?: boolean;
  description?: string;
  example?: string;
}

function rangeMessage(problem: DayProblem, options: DateFieldOptions): string {
  if (problem === 'format') return options.message;
  const { min, max } = bounds(options);
  return (
    options.messages?.[problem] ??
    (problem === 'tooEarly' ? `${options.label} darf nicht vor dem ${formatGermanDate(min)} liegen.` : `${options.label} darf nicht nach dem ${formatGermanDate(max)} liegen.`)
  );
}

/** The validator and OpenAPI description of both fields; `problemOf` reads the value's day. */
function dateDecorators(options: DateFieldOptions, format: 'date' | 'date-time', maxLength: number, problemOf: (value: unknown) => DayProblem | null) {
  return applyDecorators(
    ApiProperty({
      type: String,
      format,
      ...(format === 'date' ? { pattern: DAY_PATTERN } : {}),
      required: !options.optional,
      nullable: options.nullable,
      description: options.description,
      example: options.example,
    }),
    ...(options.optional ? [IsOptional()] : []),
    ValidateBy({
      name: DATE_FIELD,
      constraints: [options.min ?? FIRST_DAY, typeof options.max === 'string' ? options.max : LAST_DAY],
      validator: {
        validate: (value: unknown) => problemOf(value) === null,
        defaultMessage: (args?: ValidationArguments) => rangeMessage(problemOf(args?.value) ?? 'format', options),
      },
    }),
    // type, control characters and length first, in the same words (and test/unit/dto-rules.spec.ts sees a bounded text)
    TextField({ label: options.label, max: maxLength, message: options.message }),
  );
}

/**
 * The one rule for a calendar day in a request (query or body): exactly YYYY-MM-DD, a real day, and within
 * 2000-01-01 … 2099-12-31 unless `min`/`max` narrow it (a payment's Buchungstag: not after tomorrow). Wrong forms
 * read `message`; days outside the range name the bound. Carries its OpenAPI description (format date, pattern).
 */
export function DateField(options: DateFieldOptions): PropertyDecorator {
  return dateDecorators(options, 'date', 10, (value) => dayProblem(value, options));
}

/**
 * An instant in a request (a news item's publication): YYYY-MM-DDThh:mm[:ss[.ffffff]] with its offset (Z or ±hh:mm),
 * never a bare day or a local time the server would have to guess the zone of. Its day, as written, lies in the
 * same range as DateField's.
 */
export function DateTimeField(options: DateFieldOptions): PropertyDecorator {
  const problemOf = (value: unknown): DayProblem | null => {
    const match = typeof value === 'string' ? ISO_INSTANT.exec(value) : null;
    if (!match || Number.isNaN(Date.parse(value as string))) return 'format';
    return dayProblem(match[1], options);
  };
  return dateDecorators(options, 'date-time', 40, problemOf);
}
