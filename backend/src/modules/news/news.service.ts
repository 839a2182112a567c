import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { NewsDto, toNewsDto } from './dto/news.dto';
import { News } from './entities/news.entity';

/** Published and due: an item published "at a date" shows from that moment on, without a job. */
export const VISIBLE = 'n.is_published AND n.publish_date <= now()';
/** The newest this many items make up the /news page. */
export const NEWS_PAGE_LIMIT = 100;

const UNREAD = 'NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.news_id = n.id AND r.user_id = :userId)';

/** News for approved dealers (the route checks the approval), with what each of them has not read yet. */
@Injectable()
export class NewsService {
  constructor(private readonly tx: TransactionHost) {}

  async list(userId: string): Promise<NewsDto[]> {
    const { entities, raw } = await this.tx.manager
      .createQueryBuilder(News, 'n')
      .addSelect(UNREAD, 'unread')
      .where(VISIBLE)
      .setParameters({ userId })
      .orderBy('n.publishDate', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(NEWS_PAGE_LIMIT)
      .getRawAndEntities<{ unread: boolean }>();
    return entities.map((news, index) => toNewsDto(news, raw[index].unread));
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.tx.manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM news n
        WHERE ${VISIBLE} AND NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.news_id = n.id AND r.user_id = $1)`,
      [userId],
    );
    return row.count;
  }

  /** Everything visible now counts as read; what appears later is unread again. */
  async markAllRead(userId: string): Promise<number> {
    await this.tx.manager.query(
      `INSERT INTO news_reads (user_id, news_id) SELECT $1, n.id FROM news n WHERE ${VISIBLE} ON CONFLICT DO NOTHING`,
      [userId],
    );
    return this.unreadCount(userId);
  }
}
