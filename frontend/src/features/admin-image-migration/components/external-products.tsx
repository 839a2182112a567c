import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import { userMessageFor } from '@/lib/api/errors';
import { useRunFinished, useStartRun } from '../api/mutations';
import { analysisQueryOptions, isRunActive, runQueryOptions } from '../api/queries';
import type { ExternalImageProduct } from '../api/types';
import styles from './image-migration.module.css';
import { counted } from './run-labels';

/** The per-product migration: starts a run for one product and follows it until its images are stored. */
function MigrateButton({ product }: { product: ExternalImageProduct }) {
  const { notification } = App.useApp();
  const start = useStartRun();
  const finished = useRunFinished();
  const [runId, setRunId] = useState<string | null>(null);
  const run = useQuery({ ...runQueryOptions(runId ?? ''), enabled: Boolean(runId) });
  const active = start.isPending || isRunActive(run.data);
  const wasActive = useRef(false);

  useEffect(() => {
    if (wasActive.current && !active && run.data) {
      const failed = run.data.items.filter((item) => item.status === 'failed');
      if (failed.length) {
        notification.error({ message: 'Migration fehlgeschlagen', description: `${product.name}: ${failed[0].reason ?? 'Unbekannter Fehler'}` });
      } else {
        notification.success({
          message: 'Bilder migriert',
          description: `${product.name}: ${counted(run.data.migratedImages, 'Bild liegt', 'Bilder liegen')} jetzt im eigenen Speicher.`,
        });
      }
      finished();
    }
    wasActive.current = active;
  }, [active, finished, notification, product.name, run.data]);

  return (
    <Button
      size="small"
      loading={active}
      onClick={() =>
        start.mutate(
          { productId: product.id },
          { onSuccess: (started) => setRunId(started.id), onError: (error) => notification.error({ message: 'Migration fehlgeschlagen', description: userMessageFor(error) }) },
        )
      }
    >
      Migrieren
    </Button>
  );
}

/** Products whose images are still external, ten per page, each with its own migrate button. */
export function ExternalProducts() {
  const [page, setPage] = useState(1);
  const analysis = useQuery(analysisQueryOptions(page));
  const columns: ColumnsType<ExternalImageProduct> = [
    { title: 'Bild', key: 'image', width: 64, render: (_, product) => <ProductImage url={product.externalUrls[0]} alt={product.name} className={styles.thumb} /> },
    { title: 'Produkt', dataIndex: 'name', ellipsis: true },
    { title: 'Artikelnummer', dataIndex: 'sku', width: 150 },
    {
      title: 'Externe Bilder',
      dataIndex: 'externalUrls',
      render: (urls: string[], product) => (
        <ul className={styles.urls}>
          {urls.map((url) => (
            <li key={url} title={url}>
              {url}
            </li>
          ))}
          {product.imageCount > urls.length && <Tag>{product.imageCount - urls.length} bereits im eigenen Speicher</Tag>}
        </ul>
      ),
    },
    { title: 'Aktion', key: 'action', width: 120, render: (_, product) => <MigrateButton product={product} /> },
  ];
  return (
    <Card title="Produkte mit externen Bildern" className={styles.section}>
      <Table<ExternalImageProduct>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={analysis.data?.items ?? []}
        loading={analysis.isLoading}
        locale={{ emptyText: 'Alle Produktbilder liegen im eigenen Speicher.' }}
        pagination={{ current: page, pageSize: 10, total: analysis.data?.products ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 900 }}
      />
    </Card>
  );
}
