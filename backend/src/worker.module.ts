import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CommonModule } from './common/common.module';
import { DatabaseModule } from './common/database/database.module';
import { OutboxDispatcher } from './common/outbox/outbox-dispatcher';
import { WorkerHostService } from './common/queue/worker-host.service';
import { ENTITIES } from './entities';
import { FEATURE_MODULES } from './feature-modules';
import { ModulePortsModule } from './module-ports.module';

/**
 * The worker process: the same feature modules, no HTTP. The worker host finds every @JobProcessor
 * of those modules; the dispatcher moves committed outbox messages into BullMQ.
 */
@Module({
  imports: [CommonModule, DatabaseModule.forRoot(ENTITIES), DiscoveryModule, ...FEATURE_MODULES, ModulePortsModule],
  providers: [WorkerHostService, OutboxDispatcher],
})
export class WorkerModule {}
