import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobHandler, JobProcessor } from '../../../common/queue/job-processor';
import { JobPayloads } from '../../../common/queue/jobs';
import { DunningLetterRendererService, LetterRenderOutcome } from './dunning-letter-renderer.service';

/** 'invoices.render-dunning-letter': the letter's PDF into the bucket, then its e-mail to the company's owners. Idempotent. */
@Injectable()
@JobProcessor('invoices.render-dunning-letter')
export class RenderDunningLetterProcessor implements JobHandler<'invoices.render-dunning-letter'> {
  constructor(private readonly renderer: DunningLetterRendererService) {}

  async handle(job: Job<JobPayloads['invoices.render-dunning-letter']>): Promise<{ outcome: LetterRenderOutcome }> {
    return { outcome: await this.renderer.render(job.data.letterId) };
  }
}
