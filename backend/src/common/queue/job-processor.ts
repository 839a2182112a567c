import { SetMetadata } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobName, JobPayloads } from './jobs';

export const JOB_PROCESSOR = 'jobProcessor';

export interface JobProcessorOptions {
  /** A cron pattern (Europe/Berlin): the worker schedules the job itself, idempotently on every start. */
  schedule?: string;
}

/**
 * Marks a provider as the processor of one job name. The worker finds every processor of the modules
 * it loads; nobody lists them by hand. A processor must be idempotent: BullMQ delivers at least once.
 */
export const JobProcessor = (jobName: JobName, options: JobProcessorOptions = {}) =>
  SetMetadata(JOB_PROCESSOR, { jobName, ...options });

/** What the worker hands a processor besides the job. */
export interface JobContext {
  /** The lock token of this delivery (for job.moveToWait / moveToDelayed). */
  token?: string;
  /** Aborted when the worker shuts down: a long job stops at its next safe point and hands itself back. */
  shutdown: AbortSignal;
}

export interface JobHandler<N extends JobName = JobName> {
  handle(job: Job<JobPayloads[N]>, context: JobContext): Promise<unknown>;
  /** Optional: prepares costly state once when the worker starts (not in the API), so the first job is not slower. */
  warmUp?(): Promise<void>;
}
