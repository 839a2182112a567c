import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { LessThan, MoreThan } from 'typeorm';
import { Environment } from '../config/environment';
import { TransactionHost } from '../database/transaction-host';
import { ChannelListener } from '../redis/channel-listener';
import { REDIS } from '../redis/redis.module';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';
import { SessionRevocation } from './session-revocation.entity';

/** Redis pub/sub ignores database numbers: the channel carries the installation's QUEUE_PREFIX, as the cache's does. */
export const revocationChannel = (queuePrefix: string) => `${queuePrefix}:sessions:revoked`;

/** Published ids per message when every live revocation goes out again. */
const BATCH = 500;
const RETRY_REPUBLISH_MS = 2000;
const PING_EVERY_MS = 1000;
/** A Redis that hangs keeps its connections open: without an answer to a ping for this long, messages may be missing. */
const SILENCE_LIMIT_MS = 2500;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** What goes over the channel: session ids with the time (ms) their last access token expires. */
type RevocationMessage = [sessionId: string, expiresAtMs: number][];

/**
 * Access tokens are stateless for an hour; when a session ends (sign-out, reuse detection, password change, a person
 * locked or removed) its id is refused until then. PostgreSQL holds every revocation, written in the caller's
 * transaction. Every process keeps the live ones in memory and answers the per-request check from there, without a
 * round trip (a Redis EXISTS per request was 9 % of a checkout's CPU, docs/performance.md session 17): after the
 * commit the revoking process adds them to its own list and publishes them, every other process adds them as they
 * arrive. Redis hands a message to every subscriber before it answers the publisher, so it is on its way to the other
 * processes before the signed-out browser even has its answer.
 *
 * The list answers only while it is complete: subscribed and loaded from PostgreSQL since the listening connection was
 * last in doubt (dropped, or a ping unanswered), and Redis answered a ping within SILENCE_LIMIT_MS. Otherwise the check
 * asks PostgreSQL. A publish that fails is sent again with every live revocation once Redis takes it, so the others
 * learn what they missed.
 */
@Injectable()
export class SessionRevocationService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionRevocationService.name);
  private readonly channel: string;
  private listener: ChannelListener | null = null;
  /** Live revocations: session id → when its last access token expires (ms). */
  private readonly revoked = new Map<string, number>();
  private complete = false;
  private lastPongAt = 0;
  /** Bumped whenever messages may have been missed; a reload counts only if none happened meanwhile. */
  private generation = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private republishTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly tx: TransactionHost,
    env: Environment,
  ) {
    this.channel = revocationChannel(env.QUEUE_PREFIX);
  }

  onModuleInit(): void {
    this.listener = new ChannelListener(
      this.redis,
      this.channel,
      // once shutdown has let go of the listener, its closing is expected and warns of nothing
      { message: (text) => this.receive(text), subscribed: () => this.resync(), lost: () => this.listener && this.doubt() },
      this.logger,
    );
    this.timers.push(setInterval(() => this.ping(), PING_EVERY_MS), setInterval(() => this.sweep(), SWEEP_EVERY_MS));
    for (const timer of this.timers) timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    if (this.republishTimer) clearTimeout(this.republishTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.close();
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
    const entries: RevocationMessage = sessionIds.map((id) => [id, expiresAt.getTime()]);
    if (this.tx.inTransaction) this.tx.afterCommit(() => this.announce(entries));
    else await this.announce(entries);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    if (this.answersLocally()) return (this.revoked.get(sessionId) ?? 0) > Date.now();
    return this.tx.manager.exists(SessionRevocation, { where: { sessionId, expiresAt: MoreThan(new Date()) } });
  }

  /** Whether the in-memory list answers the check, or PostgreSQL does (tests ask). */
  answersLocally(): boolean {
    return this.complete && Date.now() - this.lastPongAt < SILENCE_LIMIT_MS;
  }

  /** Maintenance: rows whose access tokens have all expired. */
  async purgeExpired(): Promise<number> {
    return (await this.tx.manager.delete(SessionRevocation, { expiresAt: LessThan(new Date()) })).affected ?? 0;
  }

  private async announce(entries: RevocationMessage): Promise<void> {
    this.add(entries);
    try {
      await this.redis.publish(this.channel, JSON.stringify(entries));
    } catch (error) {
      this.logger.warn(`Widerruf nicht veröffentlicht, wird erneut gesendet: ${(error as Error).message}`);
      this.scheduleRepublish();
    }
  }

  private receive(text: string): void {
    try {
      this.add(JSON.parse(text) as RevocationMessage);
    } catch {
      this.startOver(); // whatever was meant: a reload from PostgreSQL is never wrong
    }
  }

  /** Subscribed (again): the confirmation counts as an answer of Redis, and what was missed comes from PostgreSQL. */
  private resync(): void {
    this.lastPongAt = Date.now();
    void this.reload();
  }

  private add(entries: RevocationMessage): void {
    for (const [sessionId, expiresAtMs] of entries) {
      if (typeof sessionId === 'string' && Number.isFinite(expiresAtMs)) this.revoked.set(sessionId, Math.max(expiresAtMs, this.revoked.get(sessionId) ?? 0));
    }
  }

  /** Messages may have been missed while the connection stayed open: the list is distrusted and loaded afresh. */
  private startOver(): void {
    this.doubt();
    void this.reload();
  }

  private doubt(): void {
    this.generation++;
    if (this.complete) this.logger.warn('Widerrufe werden bis zum Abgleich in PostgreSQL geprüft');
    this.complete = false;
  }

  /** Every live revocation from PostgreSQL, after the subscription was confirmed: nothing committed can slip between. */
  private async reload(): Promise<void> {
    const generation = this.generation;
    try {
      const live = await this.liveEntries();
      this.add(live);
      if (generation !== this.generation) return; // in doubt again meanwhile: the next confirmation reloads
      this.complete = true;
      this.logger.log(`Widerrufe geladen (${live.length})`);
    } catch (error) {
      this.logger.warn(`Widerrufe nicht geladen: ${(error as Error).message}`);
    }
  }

  private ping(): void {
    const listener = this.listener;
    if (!listener || listener.connection.status !== 'ready') return;
    listener.connection.ping().then(
      () => {
        const wasSilent = this.complete && Date.now() - this.lastPongAt >= SILENCE_LIMIT_MS;
        this.lastPongAt = Date.now();
        if (wasSilent) this.startOver(); // Redis hung and answers again: what it passed on meanwhile is uncertain
      },
      () => undefined, // the silence itself is what counts
    );
  }

  private scheduleRepublish(): void {
    if (this.republishTimer) return;
    this.republishTimer = setTimeout(() => {
      this.republishTimer = null;
      void this.republishAll();
    }, RETRY_REPUBLISH_MS);
    this.republishTimer.unref();
  }

  /** After a failed publish: every live revocation goes out again, so that no process keeps missing one. */
  private async republishAll(): Promise<void> {
    try {
      const live = await this.liveEntries();
      for (let start = 0; start < live.length; start += BATCH) {
        await this.redis.publish(this.channel, JSON.stringify(live.slice(start, start + BATCH)));
      }
      this.logger.log(`Widerrufe erneut veröffentlicht (${live.length})`);
    } catch (error) {
      this.logger.warn(`Widerrufe nicht erneut veröffentlicht: ${(error as Error).message}`);
      this.scheduleRepublish();
    }
  }

  private async liveEntries(): Promise<RevocationMessage> {
    const rows = await this.tx.manager.find(SessionRevocation, { where: { expiresAt: MoreThan(new Date()) } });
    return rows.map((row) => [row.sessionId, row.expiresAt.getTime()]);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [sessionId, expiresAtMs] of this.revoked) if (expiresAtMs <= now) this.revoked.delete(sessionId);
  }
}
