import { CalendarOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { company } from '@/config/company';
import { formatLongDate } from '@/lib/format';
import type { NewsItem } from '../api/queries';
import styles from './news-card.module.css';

/** The fixed author line of every news item (storefront spec: the company's team). */
export const NEWS_AUTHOR = `${company.shortName}-Team`;

/**
 * One news item. `contentHtml` has passed the server's allow-list (sanitize-html) on save and again
 * on the way out, which is why it may be set as HTML here.
 */
export function NewsCard({ item, isNew }: { item: NewsItem; isNew: boolean }) {
  return (
    <Card data-testid="news-card">
      <div className={styles.head}>
        <Typography.Title level={3} className={styles.title}>
          {item.title}
        </Typography.Title>
        {isNew && <Tag color="red">Neu</Tag>}
        <Tag color="green">Aktuell</Tag>
      </div>
      <div className={styles.byline}>
        <span>
          <CalendarOutlined /> {formatLongDate(item.date)}
        </span>
        <span>
          <TeamOutlined /> {NEWS_AUTHOR}
        </span>
      </div>
      {item.excerpt && <Typography.Paragraph className={styles.excerpt}>{item.excerpt}</Typography.Paragraph>}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: item.contentHtml }} />
    </Card>
  );
}
