import { HttpStatus } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { FastifyInstance } from 'fastify';
import { Socket } from 'net';
import { AppError, DEFAULT_CODES, DEFAULT_MESSAGES } from './app-error';
import { registerJsonBodyParser } from './json-body';

/** Route config key set by @UploadRoute(): the only routes that take multipart bodies. */
export const UPLOAD_ROUTE = 'upload';

/**
 * What a request body may be: JSON (an object, see validation.ts) on every route, multipart only on upload
 * routes. The form parser Nest registers and Fastify's text/plain parser are removed, so form-encoded,
 * plain-text, XML … bodies get a German 415 instead of being parsed into something a DTO then reads as an
 * empty form. JSON must be UTF-8 without lone surrogates (json-body.ts). Call it after app.init() (Nest adds its
 * parsers there) and before the server starts.
 */
export function registerBodyRules(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser(['application/x-www-form-urlencoded', 'text/plain']);
  registerJsonBodyParser(fastify);
  fastify.addHook('preValidation', (request, _reply, done) => {
    const uploadRoute = (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[UPLOAD_ROUTE] === true;
    if (request.isMultipart() && !uploadRoute) {
      done(new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', DEFAULT_MESSAGES[415]));
      return;
    }
    done();
  });
}

/**
 * Requests broken below HTTP (a body cut off by the client, malformed headers) are answered before any
 * route runs; Fastify's default answer is English ("Client Error"). Same shape as every other error.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : HttpStatus.BAD_REQUEST;
  const message =
    status === 408
      ? 'Die Anfrage kam nicht rechtzeitig vollständig an. Bitte versuchen Sie es erneut.'
      : status === 431
        ? 'Die Kopfzeilen der Anfrage sind zu groß.'
        : 'Die Anfrage ist unvollständig oder fehlerhaft. Bitte versuchen Sie es erneut.';
  const body = JSON.stringify({ statusCode: status, code: DEFAULT_CODES[status] ?? DEFAULT_CODES[400], message, correlationId: randomUUID() });
  socket.write(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroy(error);
}
