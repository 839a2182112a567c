import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Environment } from '../config/environment';

export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [Environment],
      // Auto-pipelining sends the commands of one event-loop turn in one write: under load every signed-in
      // request's revocation check would otherwise be a socket write of its own.
      useFactory: (env: Environment) =>
        new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false, enableAutoPipelining: true }),
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
