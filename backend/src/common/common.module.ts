import { Module } from '@nestjs/common';
import { AuthCoreModule } from './auth/auth-core.module';
import { CacheModule } from './cache/cache.module';
import { ConfigModule } from './config/config.module';
import { DomainEventsModule } from './events/domain-events';
import { QueueMetricsModule } from './metrics/queue-metrics';
import { OutboxModule } from './outbox/outbox.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { StorageModule } from './storage/storage.module';

/** Infrastructure both processes share: config, Redis, cache, queues, outbox, domain events, storage, auth guard. The database comes from the top (DatabaseModule.forRoot). */
@Module({
  imports: [ConfigModule, DomainEventsModule, RedisModule, CacheModule, QueueModule, QueueMetricsModule, OutboxModule, StorageModule, AuthCoreModule],
})
export class CommonModule {}
