import { Global, Module } from '@nestjs/common';
import { OutboxService } from './outbox.service';
import { PurgeOutboxProcessor } from './purge-outbox.processor';

@Global()
@Module({ providers: [OutboxService, PurgeOutboxProcessor], exports: [OutboxService] })
export class OutboxModule {}
