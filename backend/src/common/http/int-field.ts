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
  message: string;
  /**
   * Query strings carry text: only plain digits ('12', '-3') become a number, so '1e3', '0x10', ' 2' or '1.5'
   * are refused rather than guessed. JSON bodies are never converted: true, "12" and 1.5 are refused there.
   */
  fromQuery?: boolean;
}

const PLAIN_INTEGER = /^-?\d{1,15}$/;

/** The German way to write a bound: 2.147.483.647. */
export const germanInteger = (value: number) => value.toLocaleString('de-DE');

/** An integer within [min, max] (max at most the column's range), one constraint with one German message. */
export function IntField(options: IntFieldOptions): PropertyDecorator {
  const max = options.max ?? PG_INTEGER_MAX;
  if (options.min < PG_INTEGER_MIN || max > PG_INTEGER_MAX || options.min > max) {
    throw new Error(`IntField „${options.message}“: range ${options.min}..${max} does not fit PostgreSQL integer`);
  }
  const validator = ValidateBy({
    name: INT_FIELD,
    constraints: [options.min, max],
    validator: {
      validate: (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= options.min && value <= max,
      defaultMessage: () => options.message,
    },
  });
  if (!options.fromQuery) return validator;
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && PLAIN_INTEGER.test(value) ? Number(value) : value)),
    validator,
  );
}
