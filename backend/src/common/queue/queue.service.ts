import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { Environment } from '../config/environment';
import { bullConnection } from './bullmq-connection';
import { JobName, JobPayloads, QUEUE_NAMES, QueueName, queueOf } from './jobs';

/**
 * Finished jobs are kept only as long as someone needs to look at them: a completed job for an hour
 * (enough to see that it ran), a failed one for a week (to find the cause and retry it after a
 * weekend). Payloads carry ids only and failure reasons are redacted at the source (worker host).
 */
export const JOB_RETENTION = {
  completedSeconds: 3600,
  failedSeconds: 7 * 24 * 3600,
};

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: JOB_RETENTION.completedSeconds, count: 1000 },
  removeOnFail: { age: JOB_RETENTION.failedSeconds, count: 5000 },
};

@Injectable()
export class QueueService implements OnApplicationShutdown {
  readonly queues: Record<QueueName, Queue>;

  constructor(env: Environment) {
    const connection = bullConnection(env.REDIS_URL);
    this.queues = Object.fromEntries(
      QUEUE_NAMES.map((name) => [
        name,
        new Queue(name, { connection, prefix: env.QUEUE_PREFIX, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
      ]),
    ) as Record<QueueName, Queue>;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: JobsOptions = {}): Promise<string> {
    const job = await this.queues[queueOf(name)].add(name, payload, options);
    return job.id ?? '';
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((queue) => queue.close()));
  }
}
