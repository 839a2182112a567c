import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { Job } from 'bullmq';
import Redis from 'ioredis';
import { Environment } from '../config/environment';
import { QueueName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { REDIS } from '../redis/redis.module';

/** Upper bounds (seconds) of the job-duration histogram: a mail takes a second, an import up to minutes. */
const BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 1800];
const STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'] as const;
type Outcome = 'completed' | 'failed';

const hashKey = (env: Environment) => `${env.QUEUE_PREFIX}:metrics:job-duration`;

/**
 * Job durations, recorded by the worker into Redis (a cumulative histogram per queue and outcome), because
 * /api/metrics is served by the API process, which runs no jobs itself.
 */
@Injectable()
export class JobDurations {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: Environment,
  ) {}

  async record(queue: QueueName, outcome: Outcome, job: Pick<Job, 'processedOn' | 'finishedOn'>): Promise<void> {
    if (!job.processedOn) return;
    const seconds = Math.max(0, ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000);
    const prefix = `${queue}|${outcome}`;
    const multi = this.redis.multi().hincrbyfloat(hashKey(this.env), `${prefix}|sum`, seconds).hincrby(hashKey(this.env), `${prefix}|count`, 1);
    for (const bound of BUCKETS) if (seconds <= bound) multi.hincrby(hashKey(this.env), `${prefix}|${bound}`, 1);
    await multi.exec().catch(() => undefined);
  }
}

/** Per-queue job counts and job durations in the Prometheus text format, appended to /api/metrics. */
@Injectable()
export class QueueMetrics {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: Environment,
    private readonly queues: QueueService,
  ) {}

  async render(): Promise<string> {
    const entries = Object.entries(this.queues.queues);
    const counts = await Promise.all(entries.map(([, queue]) => queue.getJobCounts(...STATES)));
    const lines = ['# HELP bullmq_queue_jobs Jobs je Warteschlange und Zustand', '# TYPE bullmq_queue_jobs gauge'];
    entries.forEach(([name], index) => {
      for (const state of STATES) lines.push(`bullmq_queue_jobs{queue="${name}",state="${state}"} ${counts[index][state] ?? 0}`);
    });
    const stored = await this.redis.hgetall(hashKey(this.env));
    lines.push('# HELP bullmq_job_duration_seconds Laufzeit beendeter Jobs je Warteschlange und Ergebnis', '# TYPE bullmq_job_duration_seconds histogram');
    for (const [name] of entries) {
      for (const outcome of ['completed', 'failed'] as const) {
        const field = (suffix: string) => Number(stored[`${name}|${outcome}|${suffix}`] ?? 0);
        const labels = `queue="${name}",status="${outcome}"`;
        for (const bound of BUCKETS) lines.push(`bullmq_job_duration_seconds_bucket{${labels},le="${bound}"} ${field(String(bound))}`);
        lines.push(`bullmq_job_duration_seconds_bucket{${labels},le="+Inf"} ${field('count')}`);
        lines.push(`bullmq_job_duration_seconds_sum{${labels}} ${field('sum')}`);
        lines.push(`bullmq_job_duration_seconds_count{${labels}} ${field('count')}`);
      }
    }
    return `${lines.join('\n')}\n`;
  }
}

@Global()
@Module({ providers: [JobDurations, QueueMetrics], exports: [JobDurations, QueueMetrics] })
export class QueueMetricsModule {}
