import { HttpException, HttpStatus } from '@nestjs/common';

/** An expected failure with a stable machine-readable code and the German text the user reads. */
export class AppError extends HttpException {
  constructor(status: HttpStatus, code: string, message: string, details?: Record<string, unknown>) {
    super({ code, message, ...details }, status);
  }
}

export const DEFAULT_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melden Sie sich an.',
  403: 'Zugriff verweigert: Sie haben keine Berechtigung für diesen Bereich.',
  404: 'Nicht gefunden.',
  409: 'Die Aktion steht im Konflikt mit dem aktuellen Stand.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieser Inhaltstyp wird nicht unterstützt.',
  422: 'Die Aktion ist in diesem Zustand nicht möglich.',
  429: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  500: 'Unerwarteter Fehler: Bitte versuchen Sie es später erneut.',
  503: 'Der Dienst ist vorübergehend nicht erreichbar.',
};
