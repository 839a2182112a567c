import { DataSource } from 'typeorm';
import { News } from '../modules/news/entities/news.entity';
import { DEMO_NEWS } from './data/news';
import { emptyCount, lockDemoSeed, SeedCount } from './seed-support';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Finds news by title. New items are published with dates spread over the last weeks; existing
 * ones only get the seed's text back when it differs (publication state and date stay).
 */
export async function seedNews(dataSource: DataSource, authorId: string | null, now: Date): Promise<SeedCount> {
  return dataSource.transaction(async (manager) => {
    await lockDemoSeed(manager);
    const count = emptyCount(DEMO_NEWS.length);
    for (const item of DEMO_NEWS) {
      const existing = await manager.findOne(News, { where: { title: item.title }, order: { createdAt: 'ASC' } });
      if (!existing) {
        await manager.insert(News, {
          title: item.title,
          excerpt: item.excerpt,
          content: item.content,
          isPublished: true,
          publishDate: new Date(now.getTime() - item.daysAgo * DAY),
          authorId,
        });
        count.inserted++;
      } else if (existing.excerpt !== item.excerpt || existing.content !== item.content) {
        await manager.update(News, existing.id, { excerpt: item.excerpt, content: item.content });
        count.updated++;
      }
    }
    return count;
  });
}
