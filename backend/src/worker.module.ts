import { Module } from '@nestjs/common';
import { CommonModule } from './common/common.module';
import { MailModule } from './common/mail/mail.module';
import { SendMailHandler } from './common/mail/send-mail.handler';
import { JOB_HANDLERS, JobHandler } from './common/queue/job-handler';
import { MaintenanceScheduler } from './common/queue/maintenance.scheduler';
import { WorkerHostService } from './common/queue/worker-host.service';
import { AuthModule } from './modules/auth/auth.module';
import { PurgeExpiredTokensHandler } from './modules/auth/purge-expired-tokens.handler';

/** The worker process: the same modules, but only BullMQ processors run here. */
@Module({
  imports: [CommonModule, AuthModule, MailModule],
  providers: [
    {
      provide: JOB_HANDLERS,
      inject: [PurgeExpiredTokensHandler, SendMailHandler],
      useFactory: (...handlers: JobHandler[]) => handlers,
    },
    WorkerHostService,
    MaintenanceScheduler,
  ],
})
export class WorkerModule {}
