import { FastifyInstance } from 'fastify';
import { IncomingMessage, ServerResponse } from 'http';
import helmet, { HelmetOptions } from 'helmet';

/**
 * Helmet's response headers for these options, worked out once. Our options are static, so every response
 * gets the same headers; @fastify/helmet instead rebuilds helmet and re-parses the CSP on every request
 * (a cached catalogue answer went from 3,000 to 4,640 req/s without that, docs/performance.md).
 */
function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the headers before any handler runs, so a route may still override one of them. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
