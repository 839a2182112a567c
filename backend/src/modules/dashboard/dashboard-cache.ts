import { Injectable } from '@nestjs/common';
import { CacheNamespace } from '../../common/cache/cache-namespace';
import { CacheService } from '../../common/cache/cache.service';
import { Environment } from '../../common/config/environment';
import { OnDomainEvent } from '../../common/events/domain-events';
import { OrderPaymentChanged, OrderStatusChanged } from '../orders/order-events';

/**
 * The dashboard's figures for DASHBOARD_CACHE_SECONDS (0 = off), the namespace `dashboard` of the process-wide
 * cache: counting 100,000 products and 50,000 orders per request would take the database's two cores from
 * everyone else. Concurrent misses in one process share one load. An administrator's own change clears them
 * in every API process at once (DashboardFreshnessHook), and so does every status or payment change of
 * an order, whoever makes it (the order process's events); new orders, sign-ups and tickets show after at most
 * the TTL, so fifty dealers ordering at once do not empty it fifty times.
 */
@Injectable()
export class DashboardCache {
  private readonly figures: CacheNamespace;

  constructor(cache: CacheService, env: Environment) {
    this.figures = cache.namespace('dashboard', { ttlMs: env.DASHBOARD_CACHE_SECONDS * 1000, maxEntries: 10 });
  }

  remember<T>(name: string, load: () => Promise<T>): Promise<T> {
    return this.figures.get(name, load);
  }

  clear(): Promise<void> {
    return this.figures.clear();
  }

  @OnDomainEvent(OrderStatusChanged)
  @OnDomainEvent(OrderPaymentChanged)
  async forgetOrderFigures(): Promise<void> {
    await this.clear();
  }
}
