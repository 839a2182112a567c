import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** The constraint name; test/unit/dto-rules.spec.ts requires it on every number a request DTO accepts. */
export const INT_FIELD = 'intField';

/** PostgreSQL `integer`: every integer column of the schema. */
export const PG_INTEGER_MIN = -2_147_483_648;
export const PG_INTEGER_MAX = 2_147_483_647;

export interface IntFieldOptions {
  min: number;
  /** Defaults to the largest PostgreSQL `integer`; never above it. */
  max?: number;
  /** The German sentence for anything that is not an integer in range, e.g. 'Der Lagerbestand muss …'. */
  message?: string;
  /** Or one sentence per problem, where the form words them apart. */
  messages?: Record<IntProblem, string>;
  /**
   * Query strings carry text: only plain digits ('12', '-3') become a number, so '1e3', '0x10', ' 2' or '1.5'
   * are refused rather than guessed. JSON bodies are never converted: true, "12" and 1.5 are refused there.
   */
  fromQuery?: boolean;
}

const PLAIN_INTEGER = /^-?\d{1,15}$/;

export type IntProblem = 'type' | 'tooSmall' | 'tooLarge';

const problemOf = (value: unknown, min: number, max: number): IntProblem | null =>
  typeof value !== 'number' || !Number.isInteger(value) ? 'type' : value < min ? 'tooSmall' : value > max ? 'tooLarge' : null;

/** The German way to write a bound: 2.147.483.647. */
export const germanInteger = (value: number) => value.toLocaleString('de-DE');

/** An integer within [min, max] (max at most the column's range), one constraint with one German message. */
export function IntField(options: IntFieldOptions): PropertyDecorator {
  const { min } = options;
  const max = options.max ?? PG_INTEGER_MAX;
  if (min < PG_INTEGER_MIN || max > PG_INTEGER_MAX || min > max) {
    throw new Error(`IntField: range ${min}..${max} does not fit PostgreSQL integer`);
  }
  const messageFor = (problem: IntProblem) => options.messages?.[problem] ?? options.message;
  if (!messageFor('type')) throw new Error('IntField: give a German message');
  const validator = ValidateBy({
    name: INT_FIELD,
    constraints: [min, max],
    validator: {
      validate: (value: unknown) => problemOf(value, min, max) === null,
      defaultMessage: (args) => messageFor(problemOf(args?.value, min, max) ?? 'type')!,
    },
  });
  if (!options.fromQuery) return validator;
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && PLAIN_INTEGER.test(value) ? Number(value) : value)),
    validator,
  );
}
