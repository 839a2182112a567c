import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobHandler, JobProcessor } from '../../common/queue/job-processor';
import { JobPayloads } from '../../common/queue/jobs';
import { InvoiceRendererService, RenderOutcome } from './invoice-renderer.service';

/** 'invoices.render': PDF and XML of an issued invoice into the private bucket, then its e-mail. Idempotent. */
@Injectable()
@JobProcessor('invoices.render')
export class RenderInvoiceProcessor implements JobHandler<'invoices.render'> {
  constructor(private readonly renderer: InvoiceRendererService) {}

  warmUp(): Promise<void> {
    return this.renderer.warmUp();
  }

  async handle(job: Job<JobPayloads['invoices.render']>): Promise<{ outcome: RenderOutcome; ms: number }> {
    const started = performance.now();
    const outcome = await this.renderer.render(job.data.invoiceId);
    return { outcome, ms: Math.round(performance.now() - started) };
  }
}
