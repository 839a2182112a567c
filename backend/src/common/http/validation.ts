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
      const list = flatten(errors);
      return new BadRequestException({
        code: 'VALIDATION_FAILED',
        message: list[0]?.message ?? 'Die Eingaben sind ungültig.',
        errors: list,
      });
    },
  });
}
