import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'crypto';
import Redis from 'ioredis';
import { Environment } from '../config/environment';
import { TransactionHost } from '../database/transaction-host';
import { ChannelListener } from '../redis/channel-listener';
import { REDIS } from '../redis/redis.module';
import { CacheNamespace, CacheNamespaceOptions } from './cache-namespace';

/**
 * Every process publishes its invalidations here after the commit; every process listens. Redis pub/sub ignores
 * database numbers, so the channel carries the installation's QUEUE_PREFIX: installations (and test runs)
 * sharing one Redis server do not hear each other.
 */
export const cacheInvalidationChannel = (queuePrefix: string) => `${queuePrefix}:cache:invalidate`;

/** What goes over the channel: the namespace and, unless the whole namespace goes, the key. */
export interface CacheInvalidation {
  origin: string;
  namespace: string;
  key?: string;
}

/**
 * The one cache of the API and worker processes: named namespaces of in-process entries (CacheNamespace),
 * invalidated in every process at once over Redis pub/sub. A hit never talks to Redis. An invalidation
 * raised inside a transaction waits for its commit (a rolled-back change invalidates nothing, and no
 * process can reload the old row in between); the own process drops its entries before the message goes
 * out, the others when it arrives. After a reconnect of the listening connection messages may have been
 * missed, so every namespace starts afresh; the TTLs bound the staleness should a publish itself fail.
 */
@Injectable()
export class CacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CacheService.name);
  private readonly namespaces = new Map<string, CacheNamespace>();
  /** Tells this process's own messages apart (it has dropped its entries before publishing). */
  private readonly origin = randomUUID();
  private listener: ChannelListener | null = null;
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly tx: TransactionHost,
    env: Environment,
  ) {
    this.channel = cacheInvalidationChannel(env.QUEUE_PREFIX);
  }

  /** Creates a namespace; its name must be unique in the process (it is the address of invalidations). */
  namespace<T = unknown>(name: string, options: CacheNamespaceOptions): CacheNamespace<T> {
    if (this.namespaces.has(name)) throw new Error(`Cache-Namensraum ${name} gibt es schon`);
    const created = new CacheNamespace<T>(name, options, (namespace, key) => this.invalidate(namespace, key));
    this.namespaces.set(name, created as CacheNamespace);
    return created;
  }

  async onModuleInit(): Promise<void> {
    // What was published while not listening is lost: every namespace starts afresh then.
    this.listener = new ChannelListener(this.redis, this.channel, { message: (text) => this.receive(text), subscribed: () => this.dropAllLocal() }, this.logger);
    await this.listener.subscribe();
  }

  async onApplicationShutdown(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.close();
  }

  /**
   * Inside a transaction: registered for after its commit, resolves at once (TransactionHost.run awaits the
   * hook before the request answers). Outside: drops and publishes now; resolves once published. Never rejects.
   */
  private invalidate(namespace: string, key?: string): Promise<void> {
    if (this.tx.inTransaction) {
      this.tx.afterCommit(() => this.invalidateNow(namespace, key));
      return Promise.resolve();
    }
    return this.invalidateNow(namespace, key);
  }

  private async invalidateNow(namespace: string, key?: string): Promise<void> {
    this.namespaces.get(namespace)?.dropLocal(key);
    const message: CacheInvalidation = { origin: this.origin, namespace, ...(key === undefined ? {} : { key }) };
    await this.redis.publish(this.channel, JSON.stringify(message)).catch((error: Error) => {
      this.logger.warn(`Cache-Invalidierung ${namespace} nicht veröffentlicht: ${error.message}`);
    });
  }

  private receive(raw: string): void {
    let message: CacheInvalidation;
    try {
      message = JSON.parse(raw) as CacheInvalidation;
    } catch {
      // Whatever was meant, forgetting everything is never wrong.
      this.dropAllLocal();
      return;
    }
    if (message.origin === this.origin) return;
    this.namespaces.get(message.namespace)?.dropLocal(typeof message.key === 'string' ? message.key : undefined);
  }

  /** Forgets this process's entries of every namespace (after a reconnect; tests after emptying the database). */
  dropAllLocal(): void {
    for (const namespace of this.namespaces.values()) namespace.dropLocal();
  }
}
