import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { LessThan, MoreThan } from 'typeorm';
import { TransactionHost } from '../database/transaction-host';
import { REDIS } from '../redis/redis.module';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';
import { SessionRevocation } from './session-revocation.entity';

const key = (sessionId: string) => `revoked-session:${sessionId}`;
const RETRY_REPLAY_MS = 2000;

/**
 * Access tokens are stateless for an hour; when a session ends (sign-out, reuse detection, password
 * change) its id is refused until then. PostgreSQL holds every revocation (never lost, written in the
 * caller's transaction); Redis holds a copy for the cheap per-request check. Redis is trusted only
 * once every live revocation has been written into it since it last (re)connected: until then, and
 * whenever a write to it fails, the check asks PostgreSQL and a replay refills Redis.
 */
@Injectable()
export class SessionRevocationService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionRevocationService.name);
  private redisComplete = false;
  /** Bumped on every event that may have cost Redis a revocation; a replay only counts if none happened meanwhile. */
  private generation = 0;
  private replayTimer: NodeJS.Timeout | null = null;
  private replays: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.redis.on('ready', () => this.scheduleReplay(0));
    for (const event of ['close', 'reconnecting', 'end']) this.redis.on(event, () => this.distrustRedis());
    if (this.redis.status === 'ready') this.scheduleReplay(0);
  }

  onApplicationShutdown(): void {
    if (this.replayTimer) clearTimeout(this.replayTimer);
  }

  async revoke(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    await this.tx.manager
      .createQueryBuilder()
      .insert()
      .into(SessionRevocation)
      .values(sessionIds.map((sessionId) => ({ sessionId, expiresAt })))
      .orUpdate(['expires_at'], ['session_id'])
      .execute();
    if (this.tx.inTransaction) this.tx.afterCommit(() => this.copyToRedis(sessionIds));
    else await this.copyToRedis(sessionIds);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    if (this.redisComplete && this.redis.status === 'ready') {
      try {
        return (await this.redis.exists(key(sessionId))) === 1;
      } catch (error) {
        this.distrustRedis(error as Error);
      }
    }
    return this.tx.manager.exists(SessionRevocation, { where: { sessionId, expiresAt: MoreThan(new Date()) } });
  }

  /** Maintenance: rows whose access tokens have all expired. */
  async purgeExpired(): Promise<number> {
    return (await this.tx.manager.delete(SessionRevocation, { expiresAt: LessThan(new Date()) })).affected ?? 0;
  }

  private async copyToRedis(sessionIds: string[]): Promise<void> {
    try {
      const pipeline = this.redis.pipeline();
      for (const id of sessionIds) pipeline.set(key(id), '1', 'EX', ACCESS_TOKEN_TTL_SECONDS);
      assertAllSucceeded(await pipeline.exec());
    } catch (error) {
      this.distrustRedis(error as Error);
    }
  }

  private distrustRedis(error?: Error): void {
    this.generation++;
    if (this.redisComplete) this.logger.warn(`Widerrufe werden bis zum Abgleich in PostgreSQL geprüft${error ? `: ${error.message}` : ''}`);
    this.redisComplete = false;
    if (error) this.scheduleReplay(RETRY_REPLAY_MS);
  }

  private scheduleReplay(delayMs: number): void {
    if (this.replayTimer) return;
    this.replayTimer = setTimeout(() => {
      this.replayTimer = null;
      this.replays = this.replays.then(() => this.replay());
    }, delayMs);
    this.replayTimer.unref();
  }

  /** Writes every live revocation into Redis; afterwards Redis alone answers the check again. */
  private async replay(): Promise<void> {
    if (this.redis.status !== 'ready') return; // the next 'ready' schedules it
    const generation = this.generation;
    try {
      const now = Date.now();
      const live = await this.tx.manager.find(SessionRevocation, { where: { expiresAt: MoreThan(new Date(now)) } });
      if (live.length > 0) {
        const pipeline = this.redis.pipeline();
        for (const row of live) pipeline.set(key(row.sessionId), '1', 'PX', Math.max(row.expiresAt.getTime() - now, 1));
        assertAllSucceeded(await pipeline.exec());
      }
      if (generation === this.generation) {
        this.redisComplete = true;
        this.logger.log(`Widerrufe in Redis abgeglichen (${live.length})`);
      } else {
        this.scheduleReplay(0);
      }
    } catch (error) {
      this.distrustRedis(error as Error);
    }
  }
}

function assertAllSucceeded(results: [Error | null, unknown][] | null): void {
  const failure = results === null ? new Error('Pipeline abgebrochen') : results.find(([error]) => error)?.[0];
  if (failure) throw failure;
}
