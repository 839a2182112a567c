import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { Environment } from '../../common/config/environment';
import { REDIS } from '../../common/redis/redis.module';

const KEY_PREFIX = 'dashboard:';

/**
 * The dashboard's figures for DASHBOARD_CACHE_SECONDS (0 = off), in Redis so that every API process shares
 * them: counting 100,000 products and 50,000 orders per request would take the database's two cores from
 * everyone else. Concurrent misses in one process share one load. An administrator's own change clears
 * them at once (DashboardFreshnessInterceptor); dealers' activity (orders, sign-ups, tickets) and the
 * worker's changes show after at most the TTL.
 */
@Injectable()
export class DashboardCache {
  private readonly logger = new Logger(DashboardCache.name);
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly ttlSeconds: number;
  /** Counts this process's clears, so a load that began before one is not stored after it. */
  private generation = 0;

  constructor(@Inject(REDIS) private readonly redis: Redis, env: Environment) {
    this.ttlSeconds = env.DASHBOARD_CACHE_SECONDS;
  }

  async remember<T>(name: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlSeconds === 0) return load();
    const key = KEY_PREFIX + name;
    const cached = await this.redis.get(key).catch(() => null);
    if (cached !== null) return JSON.parse(cached) as T;
    const running = this.loading.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const loaded = load()
      .then(async (value) => {
        if (generation === this.generation) {
          await this.redis.set(key, JSON.stringify(value), 'EX', this.ttlSeconds).catch((error: Error) => this.logger.warn(`Kennzahlen nicht zwischengespeichert: ${error.message}`));
        }
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    return loaded;
  }

  async clear(): Promise<void> {
    this.generation += 1;
    this.loading.clear();
    const keys = ['summary', 'charts'].map((name) => KEY_PREFIX + name);
    await this.redis.del(...keys).catch((error: Error) => this.logger.warn(`Kennzahlen nicht verworfen: ${error.message}`));
  }
}
