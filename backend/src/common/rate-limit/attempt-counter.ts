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

/**
 * Failures are counted after the check, but a check may only start while failures plus the checks still
 * running stay below the limit: at most `max` wrong guesses are ever checked, and a right one is never refused
 * because others are running at the same moment; it waits for a free place instead (-1). KEYS are pairs of
 * failure counter and sorted set of running checks (score: when a check that never reported back is given up);
 * ARGV: how long a running check holds its place (ms), the check's token, then the maximum of each pair.
 */
const TAKE_SLOT = `
local hold, token = tonumber(ARGV[1]), ARGV[2]
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local busy = false
for i = 1, #KEYS, 2 do
  local max = tonumber(ARGV[2 + (i + 1) / 2])
  local failures = tonumber(redis.call('GET', KEYS[i]) or '0')
  if failures >= max then return math.max(redis.call('PTTL', KEYS[i]), 1000) end
  redis.call('ZREMRANGEBYSCORE', KEYS[i + 1], '-inf', now)
  if failures + redis.call('ZCARD', KEYS[i + 1]) >= max then busy = true end
end
if busy then return -1 end
for i = 1, #KEYS, 2 do
  redis.call('ZADD', KEYS[i + 1], now + hold, token)
  redis.call('PEXPIRE', KEYS[i + 1], hold)
end
return 0`;

/** Ends a running check; a failed one is counted in the window (ARGV: window seconds, token, '1' if failed). */
const RELEASE_SLOT = `
for i = 1, #KEYS, 2 do
  redis.call('ZREM', KEYS[i + 1], ARGV[2])
  if ARGV[3] == '1' and redis.call('INCR', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], tonumber(ARGV[1])) end
end
return 0`;

export type SlotAnswer = { taken: true } | { taken: false; busy: true } | { taken: false; busy: false; retryAfterSeconds: number };

type WithScripts = Redis & {
  reserveAttempt(numberOfKeys: number, ...args: (string | number)[]): Promise<number>;
  takeAttemptSlot(numberOfKeys: number, ...args: (string | number)[]): Promise<number>;
  releaseAttemptSlot(numberOfKeys: number, ...args: (string | number)[]): Promise<number>;
};

/** A check that never reports back (the process died) frees its place after this. */
const SLOT_HOLD_MS = 30_000;
const slotKeys = (limits: AttemptLimit[]) => limits.flatMap((limit) => [limit.key, `${limit.key}:running`]);

/** Fixed-window attempt counters in Redis (sign-in, second factor). */
@Injectable()
export class AttemptCounter {
  private readonly redis: WithScripts;

  constructor(@Inject(REDIS) redis: Redis) {
    if (!('reserveAttempt' in redis)) {
      redis.defineCommand('reserveAttempt', { lua: RESERVE });
      redis.defineCommand('takeAttemptSlot', { lua: TAKE_SLOT });
      redis.defineCommand('releaseAttemptSlot', { lua: RELEASE_SLOT });
    }
    this.redis = redis as WithScripts;
  }

  /** Counts one attempt under every key unless one of them already reached its maximum. */
  async reserve(limits: AttemptLimit[], windowSeconds: number): Promise<Reservation> {
    const keys = limits.map((limit) => limit.key);
    const waitMs = await this.redis.reserveAttempt(keys.length, ...keys, windowSeconds, ...limits.map((limit) => limit.max));
    return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }

  /** Starts a check under every limit (see TAKE_SLOT): taken, busy (try again shortly) or refused until the window ends. */
  async takeSlot(limits: AttemptLimit[], token: string): Promise<SlotAnswer> {
    const keys = slotKeys(limits);
    const answer = await this.redis.takeAttemptSlot(keys.length, ...keys, SLOT_HOLD_MS, token, ...limits.map((limit) => limit.max));
    if (answer === 0) return { taken: true };
    if (answer < 0) return { taken: false, busy: true };
    return { taken: false, busy: false, retryAfterSeconds: Math.ceil(answer / 1000) };
  }

  /** Ends the check `token`; only a failed one counts against the limits. */
  async releaseSlot(limits: AttemptLimit[], windowSeconds: number, token: string, failed: boolean): Promise<void> {
    const keys = slotKeys(limits);
    await this.redis.releaseAttemptSlot(keys.length, ...keys, windowSeconds, token, failed ? '1' : '0');
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys);
  }
}
