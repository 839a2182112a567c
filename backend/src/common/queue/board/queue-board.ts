import { createBullBoard } from '@bull-board/api';
import { FastifyAdapter } from '@bull-board/fastify';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { errorBodyFrom, sendError } from '../../http/error-body';
import { isDependencyUnavailable, serviceUnavailable } from '../../http/unavailable';
import { QUEUE_NAMES } from '../jobs';
import { QueueService } from '../queue.service';
import { BOARD_DURATIONS_FILE, BOARD_DURATIONS_SCRIPT } from './board-durations-de';
import { germanBoardError } from './board-errors';
import { addGermanBoardPages, BOARD_SIGN_IN_REDIRECT, BOARD_UI_CONFIG, isBoardPage } from './board-pages';
import { boardAllows, BoardRole, REDIS_DETAILS_PATH } from './board-permissions';
import { boardQueueTitle } from './board-queue-titles';
import { BoardActionRefused, RedactingBullMQAdapter } from './redacting-adapter';

/** A board call still unanswered after this (Redis hangs) gets a 503 instead of waiting for Redis. */
const DEADLINE_MS = 1500;

export interface QueueBoardOptions {
  path: string;
  /** The caller's board role from the board cookie (a live session of an admin or ops user), else null. */
  authorize(request: FastifyRequest): Promise<BoardRole | null>;
  /** False while the queues' Redis is unreachable: the board then answers 503 at once. */
  redisAvailable(): boolean;
}

const notForYou = () =>
  new AppError(
    403,
    'FORBIDDEN',
    'Zugriff verweigert: Die Job-Warteschlangen sind nur für Administration und Betrieb. Bitte öffnen Sie sie über die Seitenleiste.',
  );
const actionRefused = () => new AppError(403, 'FORBIDDEN', 'Diese Aktion ist im Job-Board nicht erlaubt.');
const redisDetailsRefused = () => new AppError(403, 'FORBIDDEN', 'Die Angaben zum Redis-Server sind nur für die Administration.');

type RenderView = (name: string, params: Record<string, unknown>) => unknown;

/** The page's settings arrive as JSON (escaped like Bull Board's entry point does); for ops without the Redis details button. */
function hideRedisDetails(params: Record<string, unknown>): Record<string, unknown> {
  const config = { ...(JSON.parse(String(params.uiConfig)) as Record<string, unknown>), hideRedisDetails: true };
  return { ...params, uiConfig: JSON.stringify(config).replace(/</g, '\\u003c').replace(/>/g, '\\u003e') };
}

const roles = new WeakMap<FastifyRequest, BoardRole>();
const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();

/**
 * Bull Board at `path`, in its own encapsulated Fastify scope. Every request is checked here, on the
 * server: a live session of an admin or ops user (the cookie dies with the session), and the call
 * allowed for that role. Job data reaches the page only through the redacting adapter.
 */
export async function registerQueueBoard(fastify: FastifyInstance, queues: QueueService, options: QueueBoardOptions): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(options.path);
  createBullBoard({
    queues: QUEUE_NAMES.map((name) => new RedactingBullMQAdapter(queues.queues[name], boardQueueTitle(name))),
    serverAdapter,
    options: { uiConfig: BOARD_UI_CONFIG },
  });
  serverAdapter.setErrorHandler((error: Error) => {
    const answer = error instanceof BoardActionRefused ? actionRefused() : isDependencyUnavailable(error) ? serviceUnavailable() : error;
    const body = errorBodyFrom(answer, '');
    return { status: body.statusCode as 403, body };
  });

  const boardPath = (request: FastifyRequest) => request.url.slice(options.path.length).split('?')[0];
  const send = (request: FastifyRequest, reply: FastifyReply, error: unknown) => sendError(reply, errorBodyFrom(error, String(request.id)));

  await fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!options.redisAvailable()) return send(request, reply, serviceUnavailable());
      deadlines.set(
        request,
        setTimeout(() => {
          if (!reply.sent) void send(request, reply, serviceUnavailable());
        }, DEADLINE_MS),
      );
      let role: BoardRole | null;
      try {
        role = await options.authorize(request);
      } catch (error) {
        return send(request, reply, error);
      }
      const path = boardPath(request);
      if (!role) {
        if (!isBoardPage(request.method, path)) return send(request, reply, notForYou());
        clearTimeout(deadlines.get(request));
        return reply.redirect(BOARD_SIGN_IN_REDIRECT);
      }
      if (!boardAllows(role, request.method, path)) return send(request, reply, path === REDIS_DETAILS_PATH ? redisDetailsRefused() : actionRefused());
      roles.set(request, role);
    });
    scope.addHook('onResponse', async (request) => clearTimeout(deadlines.get(request)));
    // The page shows buttons by the queues' flags and settings: operations get the read-only view without Redis
    // details (the server refuses anyway). Changed before serialising, as the root's compression runs first in onSend.
    scope.addHook('preSerialization', async (request, _reply, payload: { queues?: Record<string, unknown>[] }) => {
      if (roles.get(request) !== 'ops' || request.method !== 'GET' || boardPath(request) !== '/api/queues') return payload;
      for (const queue of payload?.queues ?? []) Object.assign(queue, { readOnlyMode: true, allowRetries: false, allowCompletedRetries: false });
      return payload;
    });
    scope.addHook('preSerialization', async (request, reply, payload) => germanBoardError(reply.statusCode, payload, String(request.id)));
    scope.addHook('preHandler', async (request, reply) => {
      const page = reply as unknown as { view?: RenderView };
      if (roles.get(request) !== 'ops' || typeof page.view !== 'function') return;
      const render = page.view.bind(reply);
      page.view = (name, params) => render(name, hideRedisDetails(params));
    });
    addGermanBoardPages(scope, boardPath);
    scope.get(`${options.path}/${BOARD_DURATIONS_FILE}`, (_request, reply) => reply.type('text/javascript; charset=utf-8').send(BOARD_DURATIONS_SCRIPT));
    await scope.register(serverAdapter.registerPlugin(), { prefix: options.path });
  });
}
