import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { randomUUID } from 'crypto';
import { existsSync } from 'fs';
import { resolve } from 'path';
import Redis from 'ioredis';
import { Logger } from 'pino';
import { AppModule } from './app.module';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { QUEUE_BOARD_PATH, QueueBoardSession } from './modules/auth/queue-board-session';
import { Environment } from './common/config/environment';
import { NestPinoLogger } from './common/logging/logger';
import { registerAccessLog } from './common/logging/access-log';
import { registerHttpMetrics } from './common/metrics/metrics';
import { registerQueueBoard } from './common/queue/board/queue-board';
import { REDIS } from './common/redis/redis.module';
import { QueueService } from './common/queue/queue.service';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { registerSecurityHeaders } from './common/http/security-headers';
import { registerCompression } from './common/http/compression';
import { registerNoStoreByDefault } from './common/http/cache-control';
import { registerFrontendStatic } from './common/http/frontend-static';
import { MAX_UPLOAD_BYTES } from './common/http/read-upload';
import { clientErrorHandler, registerBodyRules } from './common/http/body-rules';
import { createValidationPipe } from './common/http/validation';
import { frameworkErrorHandler } from './common/http/framework-errors';

const JSON_BODY_LIMIT = 1024 * 1024;

/** A caller-supplied X-Request-Id is kept when it looks sane, so logs can be followed across systems. */
const correlationId = (header: unknown) =>
  typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Radwerk B2B-Portal API')
    .setDescription('REST-API des B2B-Bestellportals. Fehler haben immer die Form { statusCode, code, message, correlationId }.')
    .setVersion('0.1.1')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

/** Builds the API process exactly as main.ts runs it; tests boot the same function. */
export async function createApp(env: Environment, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    genReqId: (request: { headers: Record<string, unknown> }) => correlationId(request.headers['x-request-id']),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler, // a path with broken percent escapes: German, not Fastify's English
    disableRequestLogging: true, // registerAccessLog writes one line instead
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
    logger: new NestPinoLogger(logger),
    rawBody: true, // the Stripe webhook's signature covers the exact bytes
  });
  const fastify = app.getHttpAdapter().getInstance();
  const frontendDist = env.FRONTEND_DIST ? resolve(env.FRONTEND_DIST) : '';
  const serveSpa = Boolean(frontendDist) && existsSync(resolve(frontendDist, 'index.html'));

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(serveSpa));
  app.enableShutdownHooks();

  await app.register(cookie);
  registerCompression(fastify);
  registerSecurityHeaders(fastify, { contentSecurityPolicy: { directives: cspDirectives(env) } });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerNoStoreByDefault(fastify, ['/api/', QUEUE_BOARD_PATH]);
  registerHttpMetrics(fastify);
  registerAccessLog(fastify);

  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });

  const queueBoardSession = app.get(QueueBoardSession);
  const redis = app.get<Redis>(REDIS);
  await registerQueueBoard(fastify, app.get(QueueService), {
    path: QUEUE_BOARD_PATH,
    authorize: (request) => queueBoardSession.authorize(request),
    redisAvailable: () => redis.status === 'ready',
  });

  if (serveSpa) {
    const catalogue = app.get(CatalogueService);
    await registerFrontendStatic(app, frontendDist, {
      preconnect: storageOrigin(env),
      cardImage: () => catalogue.firstCatalogueCardImage(),
    });
  }
  await app.init();
  registerBodyRules(fastify); // after init: Nest registers its body parsers there
  return app;
}

const storageOrigin = (env: Environment) => new URL(env.S3_PUBLIC_URL ?? env.S3_ENDPOINT).origin;

function cspDirectives(env: Environment) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', storageOrigin(env)],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: env.APP_URL.startsWith('https://') ? [] : null,
  };
}
