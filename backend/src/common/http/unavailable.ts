import { HttpStatus } from '@nestjs/common';
import { AppError } from './app-error';

const UNAVAILABLE_MESSAGE = 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.';

export const serviceUnavailable = () =>
  new AppError(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, { retryAfterSeconds: 30 });

const BUSY_MESSAGE = 'Das Portal ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';

/**
 * Every database connection stayed busy for the pool's whole wait: the request was not started, nothing written.
 * `lead`: a sentence of the caller's own in front (the checkout's spec text).
 */
export const serviceBusy = (lead?: string) =>
  new AppError(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_BUSY', lead ? `${lead} ${BUSY_MESSAGE}` : BUSY_MESSAGE, { retryAfterSeconds: 5 });

/** PostgreSQL's too_many_connections: every connection slot of the server (or of the role) is taken. */
const TOO_MANY_CONNECTIONS = '53300';

/**
 * No database connection to be had: pg-pool gave up waiting for a free one (`connectionTimeoutMillis`), or PostgreSQL
 * refused a new one because other programs on the server hold all its slots ("sorry, too many clients already").
 */
export function isPoolExhausted(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message === 'timeout exceeded when trying to connect' || (error as { code?: unknown }).code === TOO_MANY_CONNECTIONS;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const CONNECTION_MESSAGES = [
  /^Reached the max retries per request limit/, // ioredis while Redis is unreachable
  /^Command timed out$/, // ioredis commandTimeout: Redis connected but not answering
  /^Connection is closed\.?$/,
  /^Stream isn't writeable/,
  /^Connection terminated/, // pg
];

/** True for errors that mean a service we depend on (Redis, PostgreSQL) cannot be reached right now. */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return error.name === 'MaxRetriesPerRequestError' || CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}
