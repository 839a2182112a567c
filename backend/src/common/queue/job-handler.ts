import { Job } from 'bullmq';
import { JobName, JobPayloads } from './jobs';

/** A processor for one job name; modules register theirs under JOB_HANDLERS for the worker. */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  handle(job: Job<JobPayloads[N]>): Promise<unknown>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
