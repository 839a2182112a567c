import { Injectable } from '@nestjs/common';
import { JobHandler, JobProcessor } from '../../../common/queue/job-processor';
import { DunningRunResult, DunningRunService } from './dunning-run.service';

/**
 * Daily at 06:15 (Berlin): the dunning run. A BullMQ job scheduler (one per queue, however many workers start it)
 * makes it run once a day across replicas; a second delivery writes nothing new (one letter per invoice and level).
 */
@Injectable()
@JobProcessor('maintenance.dunning-run', { schedule: '15 6 * * *' })
export class DunningRunProcessor implements JobHandler<'maintenance.dunning-run'> {
  constructor(private readonly runs: DunningRunService) {}

  handle(): Promise<DunningRunResult> {
    return this.runs.run();
  }
}
