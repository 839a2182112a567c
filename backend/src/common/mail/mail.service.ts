import { Injectable } from '@nestjs/common';
import { JobsOptions } from 'bullmq';
import { QueueService } from '../queue/queue.service';
import { MailTemplateData, MailTemplateName } from './mail-templates';

/** The API side of e-mail: it only enqueues a 'mail.send' job; the worker renders and delivers it. */
@Injectable()
export class MailService {
  constructor(private readonly queues: QueueService) {}

  async send<N extends MailTemplateName>(to: string, template: N, data: MailTemplateData[N], options: JobsOptions = {}): Promise<void> {
    await this.queues.enqueue('mail.send', { to, template, data: data as unknown as Record<string, unknown> }, options);
  }
}
