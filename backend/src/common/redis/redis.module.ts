import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Environment } from '../config/environment';

export const REDIS = Symbol('REDIS');
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
const logger = new Logger('Redis');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [Environment],
      // Auto-pipelining sends the commands of one event-loop turn in one write: under load every signed-in
      // request's revocation check would otherwise be a socket write of its own. The rest makes a Redis
      // outage fail fast (a request answers 503 within about a second) instead of hanging until it is back.
      useFactory: (env: Environment) => {
        const redis = new Redis(env.REDIS_URL, {
          lazyConnect: false,
          enableAutoPipelining: true,
          maxRetriesPerRequest: 1,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
        });
        redis.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
