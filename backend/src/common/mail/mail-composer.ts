import { SetMetadata } from '@nestjs/common';
import { MailTemplateName, MailTemplateParams } from '../queue/jobs';
import { RenderedMail } from './mail-layout';

export interface OutgoingMail extends RenderedMail {
  to: string[];
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export const MAIL_COMPOSERS = 'mailComposers';

/**
 * A module's e-mails: the worker calls the composer of a template with the job's ids; it reads the
 * record, creates what is secret (a link token) and returns the mail, or null when there is nothing
 * to send any more (the record is gone, the address already confirmed).
 */
export type MailComposerSet<T extends MailTemplateName> = {
  readonly templates: { [K in T]: (params: MailTemplateParams[K]) => Promise<OutgoingMail | null> };
};

/** Marks a provider whose `templates` the mail processor may use. */
export const MailComposers = () => SetMetadata(MAIL_COMPOSERS, true);
