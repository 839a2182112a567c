import { Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobContext, JobHandler, JobProcessor } from '../../common/queue/job-processor';
import { JobPayloads } from '../../common/queue/jobs';
import { handBackToQueue, isHandBack, isLastAttempt } from '../../common/queue/resumable-job';
import { ImageMigrationRunner, MIGRATION_FAILED_MESSAGE } from './image-migration-runner.service';

/** Runs an image migration run; resumable like the import (a shutdown hands the job back to the queue). */
@Injectable()
@JobProcessor('images.migrate-run')
export class ImageMigrationProcessor implements JobHandler<'images.migrate-run'> {
  private readonly logger = new Logger(ImageMigrationProcessor.name);

  constructor(private readonly runner: ImageMigrationRunner) {}

  async handle(job: Job<JobPayloads['images.migrate-run']>, { token, shutdown }: JobContext): Promise<string> {
    const { runId } = job.data;
    try {
      const outcome = await this.runner.run(runId, { shutdown, progress: (percent) => job.updateProgress(percent) });
      if (outcome === 'interrupted') return handBackToQueue(job, token);
      return outcome;
    } catch (error) {
      if (isHandBack(error)) throw error;
      this.logger.warn(`Bildmigration ${runId}, Versuch ${job.attemptsMade + 1}: ${(error as Error).message}`);
      if (isLastAttempt(job)) await this.runner.fail(runId, MIGRATION_FAILED_MESSAGE);
      throw error;
    }
  }
}
