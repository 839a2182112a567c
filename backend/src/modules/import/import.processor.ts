import { Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobContext, JobHandler, JobProcessor } from '../../common/queue/job-processor';
import { JobPayloads } from '../../common/queue/jobs';
import { handBackToQueue, isHandBack, isLastAttempt } from '../../common/queue/resumable-job';
import { IMPORT_FAILED_MESSAGE, ImportRunner } from './import-runner.service';

/**
 * Runs a started import. Delivered at least once: a repeated delivery resumes after the last committed batch.
 * When the worker shuts down mid-import, the job goes back to the queue (no attempt used) for the next worker.
 */
@Injectable()
@JobProcessor('import.run')
export class ImportProcessor implements JobHandler<'import.run'> {
  private readonly logger = new Logger(ImportProcessor.name);

  constructor(private readonly runner: ImportRunner) {}

  async handle(job: Job<JobPayloads['import.run']>, { token, shutdown }: JobContext): Promise<string> {
    const id = job.data.importJobId;
    try {
      const outcome = await this.runner.run(id, { shouldStop: () => shutdown.aborted, progress: (percent) => job.updateProgress(percent) });
      if (outcome === 'interrupted') {
        this.logger.log(`Import ${id} beim Herunterfahren unterbrochen; der nächste Worker setzt fort`);
        return handBackToQueue(job, token);
      }
      return outcome;
    } catch (error) {
      if (isHandBack(error)) throw error;
      this.logger.warn(`Import ${id}, Versuch ${job.attemptsMade + 1}: ${(error as Error).message}`);
      // The technical reason goes to the log; the administrator reads the German sentence.
      if (isLastAttempt(job)) await this.runner.fail(id, IMPORT_FAILED_MESSAGE);
      throw error;
    }
  }
}
