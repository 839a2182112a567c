import { ArgumentMetadata, BadRequestException, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from './app-error';
import { bodyShapeProblem, ShapeProblem, MAX_BODY_DEPTH, MAX_LIST_ENTRIES, MAX_OBJECT_KEYS } from './body-depth';
import { dtoTransformer } from './dto-instance';
import { overlongList } from './list-sizes';
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

const shapeMessage = (field: string, problem: Exclude<ShapeProblem, 'depth'>) =>
  problem === 'constructor'
    ? `Unbekanntes Feld: ${field}`
    : problem === 'keys'
      ? `Die Anfrage enthält zu viele Felder${field ? ` in „${field}“` : ''} (höchstens ${MAX_OBJECT_KEYS.toLocaleString('de-DE')}).`
      : `Die Anfrage enthält zu viele Listeneinträge (höchstens ${MAX_LIST_ENTRIES.toLocaleString('de-DE')}).`;

const refusal = (field: string, message: string) =>
  new BadRequestException({ code: 'VALIDATION_FAILED', message, errors: field ? [{ field, message }] : [] });

/**
 * What a body or query gives away before class-transformer and class-validator walk it entry by entry: a list longer
 * than its DTO allows (named with the DTO's message), then what no DTO takes at all (body-depth.ts).
 */
function shapeError(value: unknown, metadata: ArgumentMetadata): Error | null {
  const overlong = metadata.type === 'body' ? overlongList(metadata.metatype as new () => unknown, value) : null;
  if (overlong) return refusal(overlong.field, overlong.message);
  const found = bodyShapeProblem(value);
  if (!found) return null;
  if (found.problem === 'depth') return new AppError(HttpStatus.BAD_REQUEST, 'BODY_TOO_DEEP', BODY_TOO_DEEP_MESSAGE);
  return refusal(found.field, shapeMessage(found.field, found.problem));
}

/**
 * One global pipe; the first German message becomes `message`, all of them `errors`. A body must be a JSON
 * object: `[]`, `"text"`, `null` or `42` are refused, never read as an empty form; nor may it nest deeper, hold more
 * keys in one object or more list entries than any DTO does, nor (like a query) carry a `constructor` key; a list
 * longer than its DTO allows is refused before its entries are validated. A request without any body counts as an
 * empty form (its DTO then names what is missing). Path parameters must look like an id.
 */
class PortalValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param' && typeof value === 'string' && !PATH_PARAMETER.test(value)) throw malformedPathParameter();
    if (metadata.type === 'body' && this.toValidate(metadata)) {
      if (value === undefined) return super.transform({}, metadata);
      if (!isJsonObject(value)) throw new AppError(HttpStatus.BAD_REQUEST, 'BODY_NOT_OBJECT', BODY_NOT_OBJECT_MESSAGE);
    }
    if ((metadata.type === 'body' || metadata.type === 'query') && this.toValidate(metadata)) {
      const error = shapeError(value, metadata);
      if (error) throw error;
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
