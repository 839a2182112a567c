import { HttpException } from '@nestjs/common';
import { errorBodyFrom } from '../../http/error-body';

const GERMAN: Record<string, string> = {
  'Queue not found': 'Diese Warteschlange gibt es nicht.',
  'Job not found': 'Diesen Job gibt es nicht (mehr).',
  'Method not allowed on read only queue': 'Diese Warteschlange ist schreibgeschützt.',
};

/**
 * Bull Board answers a missing queue or job (also a malformed name or id in the path) with its own English
 * `{ error }`. The caller reads it in German, in the portal's error shape; `error` stays, with the German
 * text, because the board page shows that field as a notice.
 */
export function germanBoardError(statusCode: number, payload: unknown, correlationId: string): unknown {
  if (statusCode < 400 || typeof payload !== 'object' || payload === null || 'code' in payload) return payload;
  const { error } = payload as { error?: unknown };
  if (typeof error !== 'string') return payload;
  const body = errorBodyFrom(new HttpException(error, statusCode), correlationId);
  const message = GERMAN[error] ?? body.message;
  return { ...body, message, error: message };
}
