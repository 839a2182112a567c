import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { useMarkNewsRead } from '../api/mutations';
import { newsQueryOptions } from '../api/queries';
import { NewsCard } from './news-card';
import styles from './news-card.module.css';

/** Loading (three placeholder cards), error (in a card, no retry), empty, list; opening it marks all as read. */
export function NewsFeed() {
  const news = useQuery(newsQueryOptions());
  const markRead = useMarkNewsRead();
  const marked = useRef(false);

  useEffect(() => {
    if (marked.current || !news.data?.some((item) => item.unread)) return;
    marked.current = true;
    markRead.mutate();
  }, [news.data, markRead]);

  if (news.isPending) {
    return (
      <div className={styles.list} aria-busy="true" aria-label="News werden geladen">
        {[0, 1, 2].map((index) => (
          <Card key={index} data-testid="news-placeholder">
            <Skeleton active title paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (news.isError) {
    return (
      <Card>
        <Alert type="error" showIcon message="Die News konnten nicht geladen werden." description={userMessageFor(news.error)} />
      </Card>
    );
  }
  if (news.data.length === 0) {
    return (
      <Card>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>Keine News verfügbar</Typography.Text>
              <br />
              Derzeit sind keine News veröffentlicht. Schauen Sie später noch einmal vorbei!
            </>
          }
        />
      </Card>
    );
  }
  return (
    <div className={styles.list}>
      {news.data.map((item) => (
        <NewsCard key={item.id} item={item} isNew={item.unread} />
      ))}
    </div>
  );
}
