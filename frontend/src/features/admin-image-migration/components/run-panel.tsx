import { useQuery } from '@tanstack/react-query';
import { App, Card, Progress, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import { Figures } from '@/components/ui/figures';
import { useRunFinished } from '../api/mutations';
import { isRunActive, runQueryOptions } from '../api/queries';
import type { ImageMigrationItem } from '../api/types';
import styles from './image-migration.module.css';
import { RUN_KIND, RUN_STATUS, runSummaryText } from './run-labels';

const count = new Intl.NumberFormat('de-DE');

const ITEM_STATUS: Record<ImageMigrationItem['status'], { color: string; label: string }> = {
  migrated: { color: 'green', label: 'Migriert' },
  failed: { color: 'red', label: 'Migration fehlgeschlagen' },
  planned: { color: 'blue', label: 'Würde migriert' },
};

const COLUMNS: ColumnsType<ImageMigrationItem> = [
  { title: 'Produkt', dataIndex: 'productName', width: 220, ellipsis: true },
  {
    title: 'Bisherige Adresse',
    dataIndex: 'sourceUrl',
    render: (url: string) => (
      <span className={styles.url} title={url}>
        {url}
      </span>
    ),
  },
  {
    title: 'Ergebnis',
    dataIndex: 'status',
    width: 220,
    render: (status: ImageMigrationItem['status']) => <Tag color={ITEM_STATUS[status].color}>{ITEM_STATUS[status].label}</Tag>,
  },
  {
    title: 'Neue Adresse / Grund',
    key: 'result',
    render: (_, item) =>
      item.reason ? (
        <span className={styles.reason}>{item.reason}</span>
      ) : item.storedUrl ? (
        <a className={styles.url} href={item.storedUrl} target="_blank" rel="noreferrer" title={item.storedUrl}>
          {item.storedUrl}
        </a>
      ) : (
        '–'
      ),
  },
];

/** One run: live progress while it works, then its counts and the report per image; toasts when it ends. */
export function RunPanel({ runId }: { runId: string }) {
  const { notification } = App.useApp();
  const run = useQuery(runQueryOptions(runId));
  const finished = useRunFinished();
  const active = isRunActive(run.data);
  const wasActive = useRef(active);

  useEffect(() => {
    const data = run.data;
    if (!data) return;
    if (wasActive.current && !active) {
      finished();
      if (data.status === 'failed') {
        notification.error({ message: 'Server-Migration fehlgeschlagen', description: data.errorMessage ?? 'Unbekannter Fehler' });
      } else {
        notification.success({ message: 'Migration abgeschlossen', description: runSummaryText(data) });
      }
    }
    wasActive.current = active;
  }, [active, finished, notification, run.data]);

  if (!run.data) return <Skeleton active />;
  const data = run.data;
  const percent = data.totalProducts ? Math.floor((data.processedProducts / data.totalProducts) * 100) : data.status === 'completed' ? 100 : 0;
  return (
    <Card
      className={styles.section}
      title={`${RUN_KIND[data.kind]}${data.dryRun ? ' (Probelauf)' : ''} vom ${new Date(data.createdAt).toLocaleString('de-DE', { dateStyle: 'short', timeStyle: 'short' })}`}
      extra={<Tag color={RUN_STATUS[data.status].color}>{RUN_STATUS[data.status].label}</Tag>}
    >
      <Progress
        percent={percent}
        status={data.status === 'failed' ? 'exception' : active ? 'active' : 'success'}
        aria-label="Fortschritt der Migration"
      />
      {data.status === 'failed' && <p className={styles.reason}>Server-Migration fehlgeschlagen: {data.errorMessage ?? 'Unbekannter Fehler'}</p>}
      <Figures
        className={styles.runFigures}
        items={[
          { label: 'Verarbeitete Produkte', value: `${count.format(data.processedProducts)} / ${count.format(data.totalProducts)}` },
          { label: 'Migrierte Produkte', value: count.format(data.migratedProducts) },
          { label: 'Migrierte Bilder', value: count.format(data.migratedImages) },
          { label: 'Fehlgeschlagene Bilder', value: count.format(data.failedImages), bad: data.failedImages > 0 },
        ]}
      />
      <Table<ImageMigrationItem>
        size="small"
        rowKey={(item) => `${item.productId}|${item.sourceUrl}`}
        columns={COLUMNS}
        dataSource={data.items}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: active ? 'Noch keine Bilder bearbeitet' : 'Keine Bilder in diesem Lauf' }}
        scroll={{ x: 900 }}
      />
      {data.itemsTotal > data.items.length && <p className={styles.hint}>Die letzten {count.format(data.items.length)} von {count.format(data.itemsTotal)} Einträgen.</p>}
    </Card>
  );
}
