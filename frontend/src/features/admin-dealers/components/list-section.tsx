import { Alert, Empty, Pagination, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import styles from './dealers-tab.module.css';

interface PageResult<T> {
  items: T[];
  total: number;
}

interface ListSectionProps<T> {
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; data?: PageResult<T> };
  loadError: string;
  empty: string;
  filters?: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

/** One list of the dealers tab: heading with the total, filters, the current page (from the server), paging. */
export function ListSection<T>({ id, title, query, loadError, empty, filters, page, pageSize, onPage, children }: ListSectionProps<T>) {
  const total = query.data?.total;
  return (
    <section aria-labelledby={id} className={styles.section} data-testid={id}>
      <Typography.Title level={3} id={id} className={styles.heading}>
        {title} {total !== undefined && <Tag data-testid={`${id}-total`}>{total.toLocaleString('de-DE')}</Tag>}
      </Typography.Title>
      {filters && <div className={styles.filters}>{filters}</div>}
      {query.isPending ? (
        <Spin />
      ) : query.isError ? (
        <Alert type="error" showIcon message={loadError} description={userMessageFor(query.error)} />
      ) : !query.data || query.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <Spin spinning={query.isFetching} delay={200}>
          {children(query.data.items)}
        </Spin>
      )}
      {total !== undefined && total > pageSize && (
        <Pagination
          className={styles.pagination}
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
          size="small"
          showTotal={(all, [from, to]) => `${from}–${to} von ${all.toLocaleString('de-DE')}`}
        />
      )}
    </section>
  );
}
