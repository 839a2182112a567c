import { HttpStatus } from '@nestjs/common';
import { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { loggableUrl } from '../logging/access-log';
import { AppError } from './app-error';
import { errorBodyFrom, sendError } from './error-body';

export const BAD_URL_MESSAGE = 'Die Adresse der Anfrage ist ungültig (fehlerhafte Prozent-Kodierung).';

/**
 * Fastify's `frameworkErrors`: what its router answers before any route, hook or Nest filter runs. A path whose percent
 * escapes decode to nothing (`/api/orders/%FF`, `/api/catalogue/products/%`) got Fastify's English FST_ERR_BAD_URL body
 * without a correlation id; now the usual German shape. No hook runs for these answers, so the headers our hooks would
 * add (request id, no-store, nosniff) and the access log line are written here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const exception = error.code === 'FST_ERR_BAD_URL' ? new AppError(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', BAD_URL_MESSAGE) : error;
  const body = errorBodyFrom(exception, String(request.id));
  if (body.statusCode >= HttpStatus.INTERNAL_SERVER_ERROR) request.log.error({ err: error }, `${error.code}: ${error.message}`);
  request.log.info({ method: request.method, url: loggableUrl(request.url), statusCode: body.statusCode }, 'Anfrage beantwortet');
  reply.header('x-request-id', request.id).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  void sendError(reply, body);
}
