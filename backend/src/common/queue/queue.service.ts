import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { Environment } from '../config/environment';
import { bullConnection } from './bullmq-connection';
import { JobName, JobPayloads, QUEUE_NAMES, QueueName, queueOf } from './jobs';

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
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
