import { HttpException, HttpStatus } from '@nestjs/common';
import { ErrorCode } from './error-codes';

/** An expected failure with a stable machine-readable code and the German text the user reads. */
export class AppError extends HttpException {
  constructor(status: HttpStatus, code: `${ErrorCode}`, message: string, details?: Record<string, unknown>) {
    super({ code, message, ...details }, status);
  }
}

export const DEFAULT_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  422: ErrorCode.Unprocessable,
  429: ErrorCode.TooManyRequests,
  500: ErrorCode.InternalError,
  503: ErrorCode.ServiceUnavailable,
};

export const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melden Sie sich an.',
  403: 'Zugriff verweigert: Sie haben keine Berechtigung für diesen Bereich.',
  404: 'Nicht gefunden.',
  409: 'Die Aktion steht im Konflikt mit dem aktuellen Stand.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieser Inhaltstyp wird nicht unterstützt. Bitte senden Sie die Daten als JSON.',
  422: 'Die Aktion ist in diesem Zustand nicht möglich.',
  429: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  500: 'Unerwarteter Fehler: Bitte versuchen Sie es später erneut.',
  503: 'Der Dienst ist vorübergehend nicht erreichbar.',
};
