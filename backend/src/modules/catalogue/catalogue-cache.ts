import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { Environment } from '../../common/config/environment';
import { REDIS } from '../../common/redis/redis.module';

/** Every process that changes the catalogue publishes here after its commit; every API process listens. */
export const CATALOGUE_INVALIDATE_CHANNEL = 'catalogue:invalidate';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * Short-lived in-process caches for the storefront:
 * - aggregates (list totals, category counts, category id lists), 30 s: counting 100,000 rows on every page
 *   turn would cost more than the page itself;
 * - whole storefront list answers (`rememberPage`), CATALOGUE_ANSWER_CACHE_SECONDS (10 s; 0 = off), at most
 *   500 of them (least recently used go first): one pinned core serves a cached answer an order of magnitude faster than Nest + pg + JSON can build it.
 *
 * Every catalogue write in this process clears both (`clear()`), and publishes on CATALOGUE_INVALIDATE_CHANNEL
 * so the other API processes clear theirs; the TTLs bound the staleness should a message be lost.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnApplicationShutdown {
  static readonly TTL_MS = 30_000;
  private static readonly MAX_ENTRIES = 2_000;
  static readonly MAX_PAGES = 500;
  private readonly logger = new Logger(CatalogueCache.name);
  private readonly entries = new Map<string, Entry>();
  /** Map order is recency order: a hit is moved to the end, eviction takes from the front. */
  private readonly pages = new Map<string, Entry>();
  private subscriber: Redis | null = null;

  private readonly pageTtlMs: number;

  constructor(@Inject(REDIS) private readonly redis: Redis, env: Environment) {
    this.pageTtlMs = env.CATALOGUE_ANSWER_CACHE_SECONDS * 1000;
  }

  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.duplicate({ enableAutoPipelining: false });
    this.subscriber = subscriber;
    subscriber.on('error', (error: Error) => this.logger.warn(`Redis-Abonnement: ${error.message}`));
    subscriber.on('message', (channel: string) => {
      if (channel === CATALOGUE_INVALIDATE_CHANNEL) this.clearLocal();
    });
    // After a reconnect messages may have been missed: start afresh (ioredis re-subscribes by itself).
    subscriber.on('ready', () => this.clearLocal());
    await subscriber.subscribe(CATALOGUE_INVALIDATE_CHANNEL);
  }

  async onApplicationShutdown(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  remember<T>(key: string, load: () => Promise<T>, ttlMs = CatalogueCache.TTL_MS): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.entries.size >= CatalogueCache.MAX_ENTRIES) this.evictExpired(now);
    const value = load();
    this.entries.set(key, { expires: now + ttlMs, value });
    // A failed load is not remembered.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    return value;
  }

  /**
   * A whole list answer. The key must hold everything the answer depends on (filters and the caller's price
   * scope). Concurrent misses share one load; an entry is set before its load runs, so a clear() during the
   * load drops it and the stale result is never served to later callers.
   */
  rememberPage<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.pageTtlMs === 0) return load();
    const now = Date.now();
    const hit = this.pages.get(key);
    if (hit) {
      this.pages.delete(key);
      if (hit.expires > now) {
        this.pages.set(key, hit);
        return hit.value as Promise<T>;
      }
    }
    while (this.pages.size >= CatalogueCache.MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    const value = load();
    const entry = { expires: now + this.pageTtlMs, value };
    this.pages.set(key, entry);
    value.catch(() => this.pages.get(key) === entry && this.pages.delete(key));
    return value;
  }

  get pageCount(): number {
    return this.pages.size;
  }

  /** After a catalogue write (committed): clears this process's caches and tells the other processes. */
  clear(): void {
    this.clearLocal();
    this.redis.publish(CATALOGUE_INVALIDATE_CHANNEL, String(process.pid)).catch((error: Error) => {
      this.logger.warn(`Katalog-Invalidierung nicht veröffentlicht: ${error.message}`);
    });
  }

  clearLocal(): void {
    this.entries.clear();
    this.pages.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full: drop the oldest insertions (Map keeps insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < CatalogueCache.MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }
}
