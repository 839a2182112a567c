import { ArgumentMetadata, BadRequestException, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from './app-error';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth';
import { dtoTransformer } from './dto-instance';
import { rememberConstraintInstances, rememberValidationMetadata } from './validation-metadata-memo';

export const BODY_NOT_OBJECT_MESSAGE = 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.';
export const BODY_TOO_DEEP_MESSAGE = `Der Inhalt der Anfrage ist zu tief verschachtelt (höchstens ${MAX_BODY_DEPTH} Ebenen).`;

/**
 * class-validator's own messages are English ("q must be a string"). Every constraint of our DTOs carries a
 * German message (test/unit/dto-rules.spec.ts makes sure); should one slip through all the same, the user
 * reads this German sentence naming the field instead.
 */
const CLASS_VALIDATOR_DEFAULT = /^[\x20-\x7e]*\b(must|should|shall|unknown value|nested property|each value)\b[\x20-\x7e]*$/;
export const isClassValidatorDefault = (message: string) => CLASS_VALIDATOR_DEFAULT.test(message);

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([key, message]) => ({
      field,
      message:
        key === 'whitelistValidation'
          ? `Unbekanntes Feld: ${field}`
          : isClassValidatorDefault(message)
            ? `Ungültige Angabe im Feld „${field}“.`
            : message,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Every path parameter of the API is an id (UUID, a payment session's `cs_…`) or a fixed word (a document kind):
 * letters, digits, `-` and `_`. Anything else (NUL, a bidi control, a quote, 5,000 characters) is refused here,
 * once for every route, before a feature's own pipe or the database sees it.
 */
const PATH_PARAMETER = /^[A-Za-z0-9_-]{1,100}$/;
const malformedPathParameter = () =>
  new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'Nicht gefunden: Die Adresse enthält keine gültige Kennung.');

const isJsonObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One global pipe; the first German message becomes `message`, all of them `errors`. A body must be a JSON
 * object: `[]`, `"text"`, `null` or `42` are refused, never read as an empty form; nor may it nest deeper than any
 * DTO does. A request without any body counts as an empty form (its DTO then names what is missing). Path parameters
 * must look like an id.
 */
class PortalValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param' && typeof value === 'string' && !PATH_PARAMETER.test(value)) throw malformedPathParameter();
    if (metadata.type === 'body' && this.toValidate(metadata)) {
      if (value === undefined) return super.transform({}, metadata);
      if (!isJsonObject(value)) throw new AppError(HttpStatus.BAD_REQUEST, 'BODY_NOT_OBJECT', BODY_NOT_OBJECT_MESSAGE);
      if (nestsDeeperThan(value, MAX_BODY_DEPTH)) throw new AppError(HttpStatus.BAD_REQUEST, 'BODY_TOO_DEEP', BODY_TOO_DEEP_MESSAGE);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  rememberValidationMetadata();
  rememberConstraintInstances();
  return new PortalValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformerPackage: dtoTransformer(),
    // JSON bodies are taken as typed: true or "12" never become numbers (query DTOs convert explicitly).
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      // Unknown fields are named last: the user's own mistakes are the more useful first message.
      const list = flatten(errors).sort(
        (a, b) => Number(a.message.startsWith('Unbekanntes Feld')) - Number(b.message.startsWith('Unbekanntes Feld')),
      );
      return new BadRequestException({
        code: 'VALIDATION_FAILED',
        message: list[0]?.message ?? 'Die Eingaben sind ungültig.',
        errors: list,
      });
    },
  });
}
