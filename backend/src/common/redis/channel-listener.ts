import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

export interface ChannelHandlers {
  message(text: string): void;
  /** Redis confirmed the subscription (again): from here on every message arrives; earlier ones may be lost. */
  subscribed(): void;
  /** The connection dropped: messages may be missed until `subscribed` is called again. */
  lost?(): void;
}

/**
 * One Redis channel listened to on a connection of its own (a subscribed connection takes no other commands).
 * ioredis subscribes again by itself after a reconnect; `subscribed` is called only once Redis has answered the
 * subscription, so that whoever reloads what was missed does so after no message can be missed any more.
 */
export class ChannelListener {
  readonly connection: Redis;

  constructor(
    redis: Redis,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
    logger: Logger,
  ) {
    const warn = (error: Error) => logger.warn(`Redis-Abonnement ${channel}: ${error.message}`);
    // No auto-pipelining: there is nothing to batch.
    this.connection = redis.duplicate({ enableAutoPipelining: false });
    this.connection.on('error', warn);
    this.connection.on('message', (from: string, text: string) => {
      if (from === channel) handlers.message(text);
    });
    for (const event of ['close', 'reconnecting', 'end']) this.connection.on(event, () => handlers.lost?.());
    // 'ready' comes before ioredis's own resubscription; asking once more is harmless and tells when it took effect.
    this.connection.on('ready', () => void this.subscribe().catch(warn));
  }

  /** Resolves once subscribed for the first time (rejects if Redis cannot be reached). */
  async subscribe(): Promise<void> {
    await this.connection.subscribe(this.channel);
    this.handlers.subscribed();
  }

  async close(): Promise<void> {
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
