import { HttpException } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { DEFAULT_CODES, DEFAULT_MESSAGES } from './app-error';
import { isDependencyUnavailable, serviceUnavailable } from './unavailable';

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  correlationId: string;
  [extra: string]: unknown;
}

/** Nest's built-in messages are English ("Unauthorized"); only messages we wrote ourselves pass through. */
const NEST_DEFAULT_MESSAGES = new Set([
  'Bad Request',
  'Unauthorized',
  'Forbidden',
  'Forbidden resource',
  'Not Found',
  'Conflict',
  'Payload Too Large',
  'Unsupported Media Type',
  'Unprocessable Entity',
  'Too Many Requests',
  'Internal Server Error',
  'Service Unavailable',
]);
const isNestDefault = (message: string) => NEST_DEFAULT_MESSAGES.has(message) || message.startsWith('Cannot ');

/** Framework messages that reach the client, translated; anything else English falls back by status. */
const FRAMEWORK_MESSAGES: [RegExp, string][] = [
  [/JSON/i, 'Der Inhalt der Anfrage ist kein gültiges JSON.'],
  [/too large|limit/i, 'Die Anfrage ist zu groß.'],
  [/content-?type|media type|multipart/i, 'Dieser Inhaltstyp wird nicht unterstützt.'],
];
const translate = (message: string): string | undefined =>
  FRAMEWORK_MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
const looksEnglish = (message: string) => /^[\x20-\x7e]+$/.test(message) && /\b(is|not|the|must|should|body)\b/i.test(message);

export function errorBodyFrom(exception: unknown, correlationId: string): ErrorBody {
  if (isDependencyUnavailable(exception)) return errorBodyFrom(serviceUnavailable(), correlationId);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const payload = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const raw = typeof response === 'string' ? response : payload.message;
    const fallback = DEFAULT_MESSAGES[statusCode] ?? DEFAULT_MESSAGES[500];
    const message =
      typeof raw !== 'string' || isNestDefault(raw) ? fallback : looksEnglish(raw) ? (translate(raw) ?? fallback) : raw;
    const { message: _m, statusCode: _s, error: _e, code, ...extra } = payload;
    return {
      ...extra,
      statusCode,
      code: typeof code === 'string' ? code : (DEFAULT_CODES[statusCode] ?? 'ERROR'),
      message,
      correlationId,
    };
  }
  const fastifyError = exception as { statusCode?: number; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode < 500) {
    const statusCode = fastifyError.statusCode;
    return {
      statusCode,
      code: DEFAULT_CODES[statusCode] ?? fastifyError.code ?? 'BAD_REQUEST',
      message: DEFAULT_MESSAGES[statusCode] ?? DEFAULT_MESSAGES[400],
      correlationId,
    };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: DEFAULT_MESSAGES[500], correlationId };
}

/** Seconds a client should wait before trying again, by status, when the error does not say. */
const DEFAULT_RETRY_AFTER: Record<number, number> = { 429: 60, 503: 30 };

/** Sends an error body; every 429 and 503 carries `Retry-After` (the error's own wait, else a default). */
export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  const fallback = DEFAULT_RETRY_AFTER[body.statusCode];
  if (fallback !== undefined) {
    const own = body.retryAfterSeconds;
    reply.header('Retry-After', String(typeof own === 'number' && own > 0 ? Math.ceil(own) : fallback));
  }
  return reply.status(body.statusCode).send(body);
}
