import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { Environment } from '../config/environment';
import { bullConnection } from './bullmq-connection';
import { JOB_HANDLERS, JobHandler } from './job-handler';
import { QUEUE_NAMES, queueOf } from './jobs';

/** Runs in worker.ts only: one BullMQ worker per queue, dispatching each job to its handler by name. */
@Injectable()
export class WorkerHostService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly env: Environment,
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandler[],
  ) {}

  onApplicationBootstrap(): void {
    const byName = new Map(this.handlers.map((handler) => [handler.jobName as string, handler]));
    for (const queue of QUEUE_NAMES) {
      if (!this.handlers.some((handler) => queueOf(handler.jobName) === queue)) continue;
      const worker = new Worker(
        queue,
        async (job: Job) => {
          const handler = byName.get(job.name);
          if (!handler) throw new Error(`Kein Handler für Job ${job.name}`);
          return handler.handle(job as never);
        },
        { connection: bullConnection(this.env.REDIS_URL), prefix: this.env.QUEUE_PREFIX, concurrency: 4 },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn(`Job ${job?.name} (${job?.id}) fehlgeschlagen, Versuch ${job?.attemptsMade}: ${error.message}`),
      );
      this.workers.push(worker);
    }
    this.logger.log(`Worker bereit für: ${this.handlers.map((handler) => handler.jobName).join(', ')}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
