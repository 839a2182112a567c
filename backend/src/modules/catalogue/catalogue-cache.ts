import { Injectable } from '@nestjs/common';

/**
 * A short-lived in-process cache for aggregate reads (list totals, category counts): counting 100,000
 * rows on every page turn would cost more than the page itself. Every catalogue write clears it, and the
 * TTL bounds how stale a total can be when another process (the import worker) changes products.
 */
@Injectable()
export class CatalogueCache {
  static readonly TTL_MS = 30_000;
  private static readonly MAX_ENTRIES = 2_000;
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

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

  clear(): void {
    this.entries.clear();
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
