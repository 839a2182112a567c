import 'reflect-metadata';
import { ConfigError, parseEnvironment } from './common/config/environment';
import { createApp } from './create-app';
import { createRootLogger } from './common/logging/logger';

async function bootstrap() {
  const env = parseEnvironment(process.env);
  const logger = createRootLogger(env.LOG_LEVEL);
  const app = await createApp(env, logger);
  await app.listen({ port: env.PORT, host: '0.0.0.0' });
  logger.info(`API bereit auf Port ${env.PORT}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
