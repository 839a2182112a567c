import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, registerDecorator, ValidationArguments } from 'class-validator';
import { isMoneyString } from './money';

export const REQUIRED_FIELDS_MESSAGE = 'Bitte füllen Sie alle Pflichtfelder aus.';
export const MONEY_PATTERN = '^\\d{1,10}(\\.\\d{1,2})?$';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A money amount in a request: a decimal string with at most two places ("12.50"), never a float.
 * One constraint with one German message: required-and-missing or malformed.
 */
export function MoneyField(options: { required?: boolean; label: string; description?: string }) {
  const required = options.required ?? false;
  const validator: PropertyDecorator = (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isMoney',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => (isEmpty(value) ? !required : isMoneyString(value)),
        defaultMessage: (args?: ValidationArguments) =>
          isEmpty(args?.value)
            ? REQUIRED_FIELDS_MESSAGE
            : `${options.label}: bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben (z. B. 12.50).`,
      },
    });
  return applyDecorators(
    ApiProperty({
      type: String,
      example: '12.50',
      pattern: MONEY_PATTERN,
      required,
      nullable: !required,
      description: options.description,
    }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
    ...(required ? [] : [IsOptional()]),
    validator,
  );
}
