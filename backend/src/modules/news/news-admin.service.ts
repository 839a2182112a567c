import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { OutboxService } from '../../common/outbox/outbox.service';
import { AuditService } from '../audit/audit.service';
import { AdminNewsDto, newsStateOf, NewsState, toAdminNewsDto } from './dto/news.dto';
import { SaveNewsDto } from './dto/save-news.dto';
import { News } from './entities/news.entity';
import { newsText, sanitizeNewsHtml } from './news-html';

export const newsNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'NEWS_NOT_FOUND', 'News nicht gefunden.');

/**
 * The news editor of the back office. Content is sanitised before it is stored; publishing "at a date"
 * only sets the date (the dealer query hides it until then). The optional e-mail to the dealers is
 * written to the outbox, delayed to the publish date, in the same transaction as the item and its audit row.
 */
@Injectable()
export class NewsAdminService {
  constructor(
    readonly tx: TransactionHost,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminNewsDto[]> {
    // Drafts without a date first, then by publish date, newest first: the order dealers read them in.
    const items = await this.tx.manager
      .createQueryBuilder(News, 'n')
      .leftJoin('n.author', 'author')
      .addSelect(['author.id', 'author.email'])
      .orderBy('n.publishDate', 'DESC', 'NULLS FIRST')
      .addOrderBy('n.createdAt', 'DESC')
      .getMany();
    return items.map(toAdminNewsDto);
  }

  @Transactional()
  async create(admin: AuthUser, input: SaveNewsDto): Promise<AdminNewsDto> {
    const manager = this.tx.manager;
    const news = await manager.save(manager.create(News, { ...this.valuesFrom(input), authorId: admin.id }));
    await this.record(admin, 'news.create', news, `News „${news.title}“ angelegt (${stateLabel(news)})`);
    await this.scheduleNotification(news);
    return this.load(news.id);
  }

  @Transactional()
  async update(admin: AuthUser, id: string, input: SaveNewsDto): Promise<AdminNewsDto> {
    const current = await this.lock(id);
    const before = newsStateOf(current);
    const news = await this.tx.manager.save(Object.assign(current, this.valuesFrom(input, current)));
    const after = newsStateOf(news);
    const action = before === after ? 'news.update' : after === NewsState.Draft ? 'news.unpublish' : 'news.publish';
    await this.record(admin, action, news, `News „${news.title}“ gespeichert (${stateLabel(news)})`, { from: before, to: after });
    await this.scheduleNotification(news);
    return this.load(id);
  }

  @Transactional()
  async remove(admin: AuthUser, id: string): Promise<void> {
    const news = await this.lock(id);
    await this.tx.manager.delete(News, { id });
    await this.record(admin, 'news.delete', news, `News „${news.title}“ gelöscht`);
  }

  private valuesFrom(input: SaveNewsDto, current?: News): Partial<News> {
    const content = sanitizeNewsHtml(input.content);
    if (newsText(content) === '') {
      throw new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Bitte geben Sie einen Inhalt ein.');
    }
    const requested = input.publishDate ? new Date(input.publishDate) : null;
    // Publishing without a date means now; a draft keeps a planned date so it can be published later.
    const publishDate = input.isPublished ? (requested ?? (current?.isPublished ? current.publishDate : null) ?? new Date()) : requested;
    return {
      title: input.title,
      excerpt: input.excerpt ?? null,
      content,
      isPublished: input.isPublished,
      publishDate,
      notifyDealers: input.notifyDealers ?? false,
    };
  }

  /** Once per item: delayed to the publish date; a moved date adds a job for the new one (the job checks). */
  private async scheduleNotification(news: News): Promise<void> {
    if (!news.isPublished || !news.notifyDealers || news.notifiedAt || !news.publishDate) return;
    const due = news.publishDate.getTime();
    await this.outbox.add('news.notify-dealers', { newsId: news.id }, { delayMs: Math.max(0, due - Date.now()), dedupeKey: `news-notify-${news.id}-${due}` });
  }

  private async lock(id: string): Promise<News> {
    const news = await this.tx.manager.findOne(News, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!news) throw newsNotFound();
    return news;
  }

  private load(id: string): Promise<AdminNewsDto> {
    return this.tx.manager.findOneOrFail(News, { where: { id }, relations: { author: true } }).then(toAdminNewsDto);
  }

  private record(admin: AuthUser, actionType: string, news: News, message: string, details: Record<string, unknown> = {}): Promise<void> {
    return this.audit.record({ adminUserId: admin.id, actionType, targetType: 'news', targetId: news.id, message, details });
  }
}

function stateLabel(news: News): string {
  const state = newsStateOf(news);
  if (state === NewsState.Draft) return 'Entwurf';
  if (state === NewsState.Scheduled) return `geplant für ${news.publishDate!.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}`;
  return 'veröffentlicht';
}
