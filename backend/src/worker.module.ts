import { Module } from '@nestjs/common';
import { CommonModule } from './common/common.module';
import { JOB_HANDLERS, JobHandler } from './common/queue/job-handler';
import { MaintenanceScheduler } from './common/queue/maintenance.scheduler';
import { WorkerHostService } from './common/queue/worker-host.service';
import { AuthModule } from './modules/auth/auth.module';
import { PurgeExpiredTokensHandler } from './modules/auth/purge-expired-tokens.handler';

/** The worker process: the same modules, but only BullMQ processors run here. */
@Module({
  imports: [CommonModule, AuthModule],
  providers: [
    {
      provide: JOB_HANDLERS,
      inject: [PurgeExpiredTokensHandler],
      useFactory: (...handlers: JobHandler[]) => handlers,
    },
    WorkerHostService,
    MaintenanceScheduler,
  ],
})
export class WorkerModule {}
