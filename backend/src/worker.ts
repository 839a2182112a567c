import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, parseEnvironment } from './common/config/environment';
import { createRootLogger, NestPinoLogger } from './common/logging/logger';
import { WorkerModule } from './worker.module';

async function bootstrap() {
  process.env.PROCESS_NAME = 'worker';
  const env = parseEnvironment(process.env);
  const logger = createRootLogger(env.LOG_LEVEL);
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: new NestPinoLogger(logger) });
  app.enableShutdownHooks();
  logger.info('Worker gestartet');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
