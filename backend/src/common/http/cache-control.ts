import { FastifyInstance } from 'fastify';

/**
 * Answers under these paths are personal (sessions, profiles, documents, admin data) or may be: none
 * may be kept by a browser or a proxy. A route that wants caching sets its own Cache-Control.
 */
export function registerNoStoreByDefault(fastify: FastifyInstance, pathPrefixes: string[]): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && pathPrefixes.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
