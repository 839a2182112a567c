import { Injectable } from '@nestjs/common';
import { CacheNamespace } from '../../common/cache/cache-namespace';
import { CacheService } from '../../common/cache/cache.service';
import { Environment } from '../../common/config/environment';

/**
 * The storefront's two namespaces of the process-wide cache (CacheService):
 * - `catalogue.aggregates`: list totals, category counts, category id lists and names, 30 s: counting 100,000
 *   rows on every page turn would cost more than the page itself;
 * - `catalogue.answers`: whole storefront list and type-ahead answers (`rememberPage`),
 *   CATALOGUE_ANSWER_CACHE_SECONDS (10 s; 0 = off), at most 500 of them: one pinned core serves a cached answer
 *   an order of magnitude faster than Nest + pg + JSON can build it.
 *
 * Every catalogue write clears both after its commit, in every API process (`clear()`).
 */
@Injectable()
export class CatalogueCache {
  static readonly TTL_MS = 30_000;
  static readonly MAX_PAGES = 500;
  private readonly aggregates: CacheNamespace;
  private readonly answers: CacheNamespace;

  constructor(cache: CacheService, env: Environment) {
    this.aggregates = cache.namespace('catalogue.aggregates', { ttlMs: CatalogueCache.TTL_MS, maxEntries: 2_000 });
    this.answers = cache.namespace('catalogue.answers', { ttlMs: env.CATALOGUE_ANSWER_CACHE_SECONDS * 1000, maxEntries: CatalogueCache.MAX_PAGES });
  }

  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.aggregates.get(key, load);
  }

  /** A whole answer. The key must hold everything the answer depends on (filters and the caller's price scope). */
  rememberPage<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.answers.get(key, load);
  }

  get pageCount(): number {
    return this.answers.size;
  }

  /** After a catalogue write: both namespaces, in every process, once the surrounding transaction (if any) commits. */
  async clear(): Promise<void> {
    await Promise.all([this.aggregates.clear(), this.answers.clear()]);
  }
}
