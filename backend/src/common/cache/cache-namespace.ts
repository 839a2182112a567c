export interface CacheNamespaceOptions {
  /** How long an entry is served; 0 switches the namespace off (every call loads). */
  ttlMs: number;
  /** At most this many entries; the least recently used go first. */
  maxEntries: number;
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/** Raises an invalidation: this process's entries now, every other process's over Redis, after the commit. */
export type Invalidate = (namespace: string, key?: string) => Promise<void>;

/**
 * One named part of the cache, held in this process's memory: a hit is a Map lookup, no Redis round trip.
 * Concurrent misses of a key share one load. An entry is stored before its load runs, so an invalidation
 * during the load drops it and its (possibly stale) result is never served to a later caller; a failed load
 * is not remembered.
 */
export class CacheNamespace<T = unknown> {
  /** Map order is recency order: a hit moves to the end, eviction takes from the front. */
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly name: string,
    private readonly options: CacheNamespaceOptions,
    private readonly invalidate: Invalidate,
  ) {}

  get<V extends T>(key: string, load: () => Promise<V>): Promise<V> {
    if (this.options.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.expires > now) {
        this.entries.set(key, hit);
        return hit.value as Promise<V>;
      }
    }
    while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    const entry = { expires: now + this.options.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  /** After a change of what `key` stands for: forgotten in every process once the surrounding transaction commits. */
  forget(key: string): Promise<void> {
    return this.invalidate(this.name, key);
  }

  /** After a change that touches many keys: the whole namespace, in every process, after the commit. */
  clear(): Promise<void> {
    return this.invalidate(this.name);
  }

  /** Called by the cache service for this process's share of an invalidation. */
  dropLocal(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
