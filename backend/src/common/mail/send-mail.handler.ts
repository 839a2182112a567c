import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { createTransport, Transporter } from 'nodemailer';
import { Environment } from '../config/environment';
import { JobHandler } from '../queue/job-handler';
import { MailJobPayload } from '../queue/jobs';
import { isMailTemplate, MailTemplateData, renderMail } from './mail-templates';

/**
 * Worker side of 'mail.send': renders the template and hands it to SMTP_URL. A failure throws, so
 * BullMQ retries with backoff (5 attempts); an unknown template is not retried.
 */
@Injectable()
export class SendMailHandler implements JobHandler<'mail.send'>, OnModuleDestroy {
  readonly jobName = 'mail.send' as const;
  private readonly logger = new Logger('Mail');
  private transporter?: Transporter;

  constructor(private readonly env: Environment) {}

  async handle(job: Job<MailJobPayload>): Promise<{ messageId?: string; skipped?: boolean }> {
    const { to, template, data } = job.data;
    if (!isMailTemplate(template)) throw new UnrecoverableError(`Unbekannte Mail-Vorlage ${template}`);
    const mail = renderMail(template, data as unknown as MailTemplateData[typeof template]);
    if (!this.env.SMTP_URL) {
      this.logger.warn(`SMTP_URL ist nicht gesetzt – Mail „${mail.subject}“ an ${to} nicht gesendet:\n${mail.text}`);
      return { skipped: true };
    }
    this.transporter ??= createTransport(this.env.SMTP_URL, { from: this.env.MAIL_FROM });
    const info = await this.transporter.sendMail({ to, subject: mail.subject, text: mail.text, html: mail.html });
    return { messageId: info.messageId };
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
