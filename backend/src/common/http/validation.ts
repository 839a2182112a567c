import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([key, message]) => ({
      field,
      message: key === 'whitelistValidation' ? `Unbekanntes Feld: ${field}` : message,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** One global pipe; the first German message becomes `message`, all of them `errors`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
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
