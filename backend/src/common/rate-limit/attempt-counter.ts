import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

export interface AttemptLimit {
  key: string;
  max: number;
}

/** "1 Minute", "15 Minuten": how long a refused caller waits, for German messages. */
export function minutesToWait(seconds: number): string {
  const minutes = Math.max(Math.ceil(seconds / 60), 1);
  return `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Checks every limit and, if none is reached, counts the attempt under each, in one Lua script:
 * Redis runs it atomically, so parallel requests cannot all pass the check before any of them is
 * counted (40 parallel wrong passwords once got 36 past a limit of 5).
 */
const RESERVE = `
local window = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    return math.max(redis.call('PTTL', key), 1000)
  end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, window) end
end
return 0`;

/** Refunds one counted attempt without going below zero or touching the window. */
const REFUND = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

type WithScripts = Redis & {
  reserveAttempt(numberOfKeys: number, ...args: (string | number)[]): Promise<number>;
  refundAttempt(numberOfKeys: number, ...keys: string[]): Promise<number>;
};

/** Fixed-window attempt counters in Redis (sign-in, second factor). */
@Injectable()
export class AttemptCounter {
  private readonly redis: WithScripts;

  constructor(@Inject(REDIS) redis: Redis) {
    if (!('reserveAttempt' in redis)) {
      redis.defineCommand('reserveAttempt', { lua: RESERVE });
      redis.defineCommand('refundAttempt', { lua: REFUND });
    }
    this.redis = redis as WithScripts;
  }

  /** Counts one attempt under every key unless one of them already reached its maximum. */
  async reserve(limits: AttemptLimit[], windowSeconds: number): Promise<Reservation> {
    const keys = limits.map((limit) => limit.key);
    const waitMs = await this.redis.reserveAttempt(keys.length, ...keys, windowSeconds, ...limits.map((limit) => limit.max));
    return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }

  async refund(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.refundAttempt(keys.length, ...keys);
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys);
  }
}
