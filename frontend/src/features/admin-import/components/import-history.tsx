import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { importListQueryOptions } from '../api/queries';
import type { ImportStatus, ImportSummary } from '../api/types';
import styles from './admin-import.module.css';
import { useDownloadReport } from './import-progress';
import { hasReport } from './import-numbers';

export const STATUS_TAGS: Record<ImportStatus, { color: string; label: string }> = {
  uploaded: { color: 'default', label: 'Hochgeladen' },
  queued: { color: 'gold', label: 'Wartet' },
  running: { color: 'processing', label: 'Läuft' },
  completed: { color: 'green', label: 'Abgeschlossen' },
  failed: { color: 'red', label: 'Fehlgeschlagen' },
  cancelled: { color: 'orange', label: 'Abgebrochen' },
};

const PHONE = '(max-width: 575.98px)';
const count = new Intl.NumberFormat('de-DE');
const figure = (value: number) => count.format(value);

/** Past imports with their counts and the error report to download. */
export function ImportHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const list = useQuery(importListQueryOptions(page));
  const download = useDownloadReport();
  const phone = useMediaQuery(PHONE);
  const reportCell = (row: ImportSummary) =>
    hasReport(row) ? (
      <Button size="small" icon={<DownloadOutlined />} onClick={() => download(row.id)}>
        CSV
      </Button>
    ) : (
      <span className={styles.dropHint}>keine Fehler</span>
    );
  const wide: ColumnsType<ImportSummary> = [
    {
      title: 'Gestartet',
      dataIndex: 'createdAt',
      width: 190,
      render: (value: string, row) => (
        <>
          {dayjs(value).format('DD.MM.YYYY HH:mm')}
          <span className={styles.samples}>{row.createdByEmail ?? '–'}</span>
        </>
      ),
    },
    {
      title: 'Datei',
      dataIndex: 'fileName',
      ellipsis: true,
      render: (name: string, row) => (
        <Typography.Link onClick={() => onOpen(row.id)} title={name}>
          {name}
        </Typography.Link>
      ),
    },
    { title: 'Status', dataIndex: 'status', width: 120, render: (status: ImportStatus) => <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag> },
    { title: 'Zeilen', dataIndex: 'totalRows', align: 'right', width: 80, className: styles.tabular, render: figure },
    { title: 'Neu', dataIndex: 'createdCount', align: 'right', width: 70, className: styles.tabular, render: figure },
    { title: 'Aktualisiert', dataIndex: 'updatedCount', align: 'right', width: 120, className: styles.tabular, render: figure },
    { title: 'Unverändert', dataIndex: 'unchangedCount', align: 'right', width: 124, className: styles.tabular, render: figure },
    { title: 'Fehler', dataIndex: 'failedCount', align: 'right', width: 70, className: styles.tabular, render: figure },
    {
      title: 'Fehlerbericht',
      key: 'report',
      width: 130,
      render: (_, row) => reportCell(row),
    },
  ];
  // On a phone one column tells the same in sentences, so nothing hides behind a sideways scroll.
  const narrow: ColumnsType<ImportSummary> = [
    {
      title: 'Import',
      key: 'import',
      render: (_, row) => (
        <div className={styles.historyPhone}>
          <Typography.Link onClick={() => onOpen(row.id)}>{row.fileName}</Typography.Link>
          <span className={styles.samples}>
            {dayjs(row.createdAt).format('DD.MM.YYYY HH:mm')} · {row.createdByEmail ?? '–'}
          </span>
          <span>
            <Tag color={STATUS_TAGS[row.status].color}>{STATUS_TAGS[row.status].label}</Tag>
            {figure(row.totalRows)} Zeilen: {figure(row.createdCount)} neu, {figure(row.updatedCount)} aktualisiert, {figure(row.unchangedCount)} unverändert,{' '}
            {figure(row.failedCount)} Fehler
          </span>
          <span>{reportCell(row)}</span>
        </div>
      ),
    },
  ];
  return (
    <Card title="Import-Verlauf" className={styles.section}>
      <Table<ImportSummary>
        rowKey="id"
        size="middle"
        columns={phone ? narrow : wide}
        dataSource={list.data?.items ?? []}
        loading={list.isLoading}
        locale={{ emptyText: 'Noch keine Importe' }}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={phone ? undefined : { x: 1000 }}
        className={styles.history}
      />
    </Card>
  );
}
