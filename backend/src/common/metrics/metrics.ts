import { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Dauer der HTTP-Anfragen nach Route und Status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** The histogram's series by method, route and status, looked up once: prom-client hashes the label object on every observe. */
const series = new Map<string, ReturnType<typeof httpDuration.labels>>();

/** Times every request by its route pattern (not its raw URL, which would explode the label set). */
export function registerHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions?.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let timer = series.get(key);
    if (!timer) {
      timer = httpDuration.labels({ method: request.method, route, status: String(reply.statusCode) });
      series.set(key, timer);
    }
    timer.observe(reply.elapsedTime / 1000);
    done();
  });
}
