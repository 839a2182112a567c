import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Job, UnrecoverableError } from 'bullmq';
import Redis from 'ioredis';
import { createTransport, Transporter } from 'nodemailer';
import { Environment } from '../config/environment';
import { JobHandler, JobProcessor } from '../queue/job-processor';
import { MailJobPayload } from '../queue/jobs';
import { REDIS } from '../redis/redis.module';
import { MAIL_COMPOSERS, OutgoingMail } from './mail-composer';

type Compose = (params: unknown) => Promise<OutgoingMail | null>;

/** A sent job is remembered this long, so a redelivered job does not send its mail twice. */
const SENT_MEMORY_SECONDS = 7 * 24 * 3600;

/**
 * Worker side of 'mail.send': the module's composer builds the mail from the record, SMTP_URL delivers
 * it. A failure throws, so BullMQ retries with backoff; an unknown template is not retried. Idempotent
 * per job: once sent, a second delivery of the same job sends nothing.
 */
@Injectable()
@JobProcessor('mail.send')
export class SendMailProcessor implements JobHandler<'mail.send'>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly composers = new Map<string, Compose>();
  private transporter?: Transporter;

  constructor(
    private readonly env: Environment,
    private readonly discovery: DiscoveryService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance || !Reflect.getMetadata(MAIL_COMPOSERS, wrapper.metatype)) continue;
      const templates = (wrapper.instance as { templates: Record<string, Compose> }).templates;
      for (const [name, compose] of Object.entries(templates)) this.composers.set(name, compose.bind(wrapper.instance));
    }
  }

  async handle(job: Job<MailJobPayload>): Promise<{ sent: number; skipped?: string }> {
    const compose = this.composers.get(job.data.template);
    if (!compose) throw new UnrecoverableError(`Unbekannte Mail-Vorlage ${job.data.template}`);
    const sentKey = `mail-sent:${this.env.QUEUE_PREFIX}:${job.id}`;
    if (await this.redis.exists(sentKey)) return { sent: 0, skipped: 'bereits gesendet' };
    const mail = await compose(job.data.params);
    if (!mail || mail.to.length === 0) return { sent: 0, skipped: 'nichts mehr zu senden' };
    if (!this.env.SMTP_URL) {
      this.logger.warn(`SMTP_URL ist nicht gesetzt – Mail „${mail.subject}“ (${job.data.template}) nicht gesendet.`);
      return { sent: 0, skipped: 'SMTP_URL fehlt' };
    }
    this.transporter ??= createTransport(this.env.SMTP_URL, { from: this.env.MAIL_FROM });
    await this.transporter.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
    await this.redis.set(sentKey, '1', 'EX', SENT_MEMORY_SECONDS);
    return { sent: mail.to.length };
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
