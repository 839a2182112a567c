import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Job, Worker } from 'bullmq';
import { Environment } from '../config/environment';
import { JobDurations } from '../metrics/queue-metrics';
import { bullConnection } from './bullmq-connection';
import { JOB_PROCESSOR, JobHandler, JobProcessorOptions } from './job-processor';
import { JobName, QUEUE_NAMES, queueOf } from './jobs';
import { QueueService } from './queue.service';
import { redactError } from './redact';

interface FoundProcessor extends JobProcessorOptions {
  jobName: JobName;
  handler: JobHandler;
}

/**
 * Runs in worker.ts only: one BullMQ worker per queue, each job dispatched to the processor of its name.
 * On shutdown the processors are told first (JobContext.shutdown) and the workers closed before any module
 * tears down its connections, so a running job ends cleanly or hands itself back.
 */
@Injectable()
export class WorkerHostService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];
  private readonly shutdown = new AbortController();

  constructor(
    private readonly env: Environment,
    private readonly discovery: DiscoveryService,
    private readonly queues: QueueService,
    private readonly durations: JobDurations,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const processors = this.findProcessors();
    const byName = new Map(processors.map((processor) => [processor.jobName as string, processor.handler]));
    for (const queue of QUEUE_NAMES) {
      if (!processors.some((processor) => queueOf(processor.jobName) === queue)) continue;
      const worker = new Worker(
        queue,
        async (job: Job, token?: string) => {
          const handler = byName.get(job.name);
          if (!handler) throw new Error(`Kein Prozessor für Job ${job.name}`);
          try {
            return await handler.handle(job as never, { token, shutdown: this.shutdown.signal });
          } catch (error) {
            // BullMQ stores message and stack as the job's failure reason, which operators read.
            throw redactError(error);
          }
        },
        { connection: bullConnection(this.env.REDIS_URL), prefix: this.env.QUEUE_PREFIX, concurrency: 4 },
      );
      worker.on('failed', (job, error) => {
        this.logger.warn(`Job ${job?.name} (${job?.id}) fehlgeschlagen, Versuch ${job?.attemptsMade}: ${error.message}`);
        if (job) void this.durations.record(queue, 'failed', job);
      });
      worker.on('completed', (job) => void this.durations.record(queue, 'completed', job));
      worker.on('error', (error) => this.logger.warn(`Worker ${queue}: ${error.message}`));
      this.workers.push(worker);
    }
    for (const { jobName, schedule } of processors) {
      if (!schedule) continue;
      await this.queues.queues[queueOf(jobName)].upsertJobScheduler(
        jobName,
        { pattern: schedule, tz: 'Europe/Berlin' },
        { name: jobName, data: {} },
      );
    }
    this.logger.log(`Worker bereit für: ${processors.map((processor) => processor.jobName).join(', ')}`);
    for (const { jobName, handler } of processors) {
      handler.warmUp?.().catch((error: Error) => this.logger.warn(`Vorbereitung von ${jobName} fehlgeschlagen: ${error.message}`));
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.shutdown.abort();
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  private findProcessors(): FoundProcessor[] {
    const found: FoundProcessor[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const type = wrapper.metatype as object | undefined;
      if (!type || !wrapper.instance) continue;
      const options = Reflect.getMetadata(JOB_PROCESSOR, type) as (JobProcessorOptions & { jobName: JobName }) | undefined;
      if (!options) continue;
      if (found.some((processor) => processor.jobName === options.jobName)) {
        throw new Error(`Zwei Prozessoren für Job ${options.jobName}`);
      }
      found.push({ ...options, handler: wrapper.instance as JobHandler });
    }
    return found;
  }
}
