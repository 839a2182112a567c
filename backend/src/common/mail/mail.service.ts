import { Injectable } from '@nestjs/common';
import { OutboxOptions, OutboxService } from '../outbox/outbox.service';
import { MailJobPayload, MailTemplateName, MailTemplateParams } from '../queue/jobs';

/**
 * The API side of e-mail: it writes the intent into the caller's transaction (outbox); after the
 * commit the worker composes the mail from the record and sends it.
 */
@Injectable()
export class MailService {
  constructor(private readonly outbox: OutboxService) {}

  send<T extends MailTemplateName>(template: T, params: MailTemplateParams[T], options: OutboxOptions = {}): Promise<void> {
    return this.outbox.add('mail.send', { template, params } as MailJobPayload, options);
  }

  /** Several mails of one change, written in one round trip. */
  sendAll(mails: MailJobPayload[]): Promise<void> {
    return this.outbox.addAll(mails.map((payload) => ({ jobName: 'mail.send' as const, payload })));
  }
}
