import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { MailService } from '../../common/mail/mail.service';
import { OutboxService } from '../../common/outbox/outbox.service';
import { JobHandler, JobProcessor } from '../../common/queue/job-processor';
import { JobPayloads } from '../../common/queue/jobs';
import { DealersService } from '../dealers/dealers.service';
import { News } from './entities/news.entity';

export const NOTIFY_BATCH_SIZE = 200;

type Outcome = { mails: number; next?: string; skipped?: string };

/**
 * E-mails a published news item to every approved dealer, one batch of profiles per job; each batch
 * queues the next. The item's cursor makes every batch run exactly once: a redelivered job whose batch
 * is already done finds the cursor moved on and does nothing.
 */
@Injectable()
@JobProcessor('news.notify-dealers')
export class NotifyDealersProcessor implements JobHandler<'news.notify-dealers'> {
  constructor(
    readonly tx: TransactionHost,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly dealers: DealersService,
  ) {}

  handle(job: Job<JobPayloads['news.notify-dealers']>): Promise<Outcome> {
    return this.runBatch(job.data.newsId, job.data.afterProfileId);
  }

  @Transactional()
  async runBatch(newsId: string, afterProfileId?: string): Promise<Outcome> {
    const manager = this.tx.manager;
    const news = await manager.findOne(News, { where: { id: newsId }, lock: { mode: 'pessimistic_write' } });
    if (!news || !news.isPublished || !news.notifyDealers || !news.publishDate) return { mails: 0, skipped: 'nicht (mehr) zu versenden' };
    const first = afterProfileId === undefined;
    if (first && news.notifiedAt) return { mails: 0, skipped: 'bereits versendet' };
    if (!first && news.notifyCursor !== afterProfileId) return { mails: 0, skipped: 'Stapel bereits erledigt' };
    const due = news.publishDate.getTime();
    if (first && due > Date.now()) {
      // The date was moved later after this job was queued: wait for the new date.
      await this.outbox.add('news.notify-dealers', { newsId }, { delayMs: due - Date.now(), dedupeKey: `news-notify-${newsId}-${due}` });
      return { mails: 0, skipped: 'Veröffentlichung verschoben' };
    }

    const profiles = await this.dealers.approvedProfileIds(NOTIFY_BATCH_SIZE, afterProfileId);
    for (const profileId of profiles) await this.mail.send('news.published', { newsId, profileId });
    const last = profiles.at(-1) ?? null;
    await manager.update(News, { id: newsId }, { notifiedAt: news.notifiedAt ?? new Date(), notifyCursor: last ?? news.notifyCursor });
    if (profiles.length < NOTIFY_BATCH_SIZE || !last) return { mails: profiles.length };
    await this.outbox.add('news.notify-dealers', { newsId, afterProfileId: last });
    return { mails: profiles.length, next: last };
  }
}
