import { HttpException } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { DEFAULT_CODES, DEFAULT_MESSAGES } from './app-error';
import { isDependencyUnavailable, isPoolExhausted, serviceBusy, serviceUnavailable } from './unavailable';

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  correlationId: string;
  [extra: string]: unknown;
}

/**
 * Our own errors (AppError, the validation pipe) carry a stable `code` and a German message. Everything
 * else comes from Nest or Fastify in English ("Unsupported Media Type: text/xml", "Unauthorized") and is
 * replaced by the German sentence for its status; a body Fastify could not parse as JSON says so.
 */
const frameworkMessage = (statusCode: number, raw: unknown, fallback: string) =>
  statusCode === 400 && typeof raw === 'string' && /JSON/i.test(raw) ? 'Der Inhalt der Anfrage ist kein gültiges JSON.' : fallback;

export function errorBodyFrom(exception: unknown, correlationId: string): ErrorBody {
  if (isPoolExhausted(exception)) return errorBodyFrom(serviceBusy(), correlationId);
  if (isDependencyUnavailable(exception)) return errorBodyFrom(serviceUnavailable(), correlationId);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const payload = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const raw = typeof response === 'string' ? response : payload.message;
    const fallback = DEFAULT_MESSAGES[statusCode] ?? DEFAULT_MESSAGES[statusCode >= 500 ? 500 : 400];
    const ours = typeof payload.code === 'string' && typeof raw === 'string';
    const message = ours ? (raw as string) : frameworkMessage(statusCode, raw, fallback);
    const { message: _m, statusCode: _s, error: _e, code, ...extra } = payload;
    return {
      ...(ours ? extra : {}),
      statusCode,
      code: ours ? (code as string) : (DEFAULT_CODES[statusCode] ?? 'ERROR'),
      message,
      correlationId,
    };
  }
  const fastifyError = exception as { statusCode?: number; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode < 500) {
    const statusCode = fastifyError.statusCode;
    return {
      statusCode,
      code: DEFAULT_CODES[statusCode] ?? 'BAD_REQUEST',
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
  // A route that declared its own type (the import's CSV error report) must not turn its error into a 500.
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}
