import { Global, Module } from '@nestjs/common';
import { CacheService } from './cache.service';

/** The process-wide cache (CacheService); every module asks it for its own namespaces. */
@Global()
@Module({
  providers: [CacheService],
  exports: [CacheService],
})
export class CacheModule {}
