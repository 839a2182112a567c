import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodyFrom } from '../http/error-body';
import { AppError } from '../http/app-error';
import { QueueService } from './queue.service';

/**
 * Bull Board at `path`, inside its own encapsulated Fastify scope whose onRequest hook lets only
 * callers through that `allows` accepts (admin or ops with a queue-board cookie).
 */
export async function registerQueueBoard(
  fastify: FastifyInstance,
  queues: QueueService,
  path: string,
  allows: (request: FastifyRequest) => boolean,
): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(path);
  createBullBoard({
    queues: Object.values(queues.queues).map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Job-Warteschlangen' } },
  });
  await fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (allows(request)) return;
      const error = new AppError(
        403,
        'FORBIDDEN',
        'Zugriff verweigert: Die Job-Warteschlangen sind nur für Administration und Betrieb. Bitte öffnen Sie sie über die Seitenleiste.',
      );
      return reply.status(403).send(errorBodyFrom(error, String(request.id)));
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: path });
  });
}
