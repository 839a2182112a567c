import { ValidateBy } from 'class-validator';

/** The constraint name; test/unit/dto-rules.spec.ts accepts it beside IntField for numbers with decimals. */
export const DECIMAL_FIELD = 'decimalField';

/** A JSON number within [min, max] with at most `places` decimals (a percentage such as 2.5), one German message. */
export function DecimalField(options: { min: number; max: number; places: number; message: string }): PropertyDecorator {
  const scale = 10 ** options.places;
  const valid = (value: unknown) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= options.min &&
    value <= options.max &&
    Math.abs(Math.round(value * scale) - value * scale) < 1e-6;
  return ValidateBy({ name: DECIMAL_FIELD, constraints: [options.min, options.max], validator: { validate: valid, defaultMessage: () => options.message } });
}
