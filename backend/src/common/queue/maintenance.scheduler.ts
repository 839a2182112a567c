import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { QueueService } from './queue.service';

/** Registers the recurring maintenance jobs with BullMQ's scheduler (idempotent on every start). */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(private readonly queues: QueueService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues.queues.maintenance.upsertJobScheduler(
      'purge-expired-tokens-hourly',
      { pattern: '0 * * * *', tz: 'Europe/Berlin' },
      { name: 'maintenance.purge-expired-tokens', data: {} },
    );
  }
}
