import { Module } from '@nestjs/common';
import { AuthCoreModule } from './auth/auth-core.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { StorageModule } from './storage/storage.module';

/** Infrastructure both processes share: config, database, Redis, queues, storage, auth guard. */
@Module({
  imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, StorageModule, AuthCoreModule],
})
export class CommonModule {}
