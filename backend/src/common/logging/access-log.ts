import { FastifyInstance } from 'fastify';

/** Query parameters that carry a secret (the links of our e-mails and document downloads): never logged. */
const SECRET_QUERY_PARAMETER = /([?&]token=)[^&#]*/gi;

/** The URL as a log may show it: the values of secret query parameters replaced. */
export const loggableUrl = (url: string): string => (url.includes('?') ? url.replace(SECRET_QUERY_PARAMETER, '$1[entfernt]') : url);

/**
 * One access line per answered request, in place of Fastify's two ("incoming request", "request completed"): the
 * same facts (method, URL, status, duration, the request id every line of the request carries), and without a
 * link's token, which Fastify's first line wrote into the log with the URL (docs/decisions.md, „Zugriffsprotokoll“).
 */
export function registerAccessLog(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: loggableUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'Anfrage beantwortet',
    );
    done();
  });
}
