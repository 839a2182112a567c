import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatEuro } from '@/lib/format';
import { importPreviewQueryOptions } from '../api/queries';
import type { ImportMapping, ImportPreviewRow } from '../api/types';
import styles from './admin-import.module.css';

const ACTIONS: Record<ImportPreviewRow['action'], { color: string; label: string }> = {
  create: { color: 'green', label: 'Neu' },
  update: { color: 'blue', label: 'Aktualisierung' },
  error: { color: 'red', label: 'Fehler' },
};

const money = (value: string | null) => (value === null ? '–' : formatEuro(value));
const weight = (value: string | null) => (value === null ? '–' : `${Number(value).toLocaleString('de-DE', { maximumFractionDigits: 3 })} kg`);

const COLUMNS: ColumnsType<ImportPreviewRow> = [
  { title: 'Zeile', dataIndex: 'rowNumber', width: 64, className: styles.tabular },
  {
    title: 'Aktion',
    dataIndex: 'action',
    width: 120,
    render: (action: ImportPreviewRow['action']) => <Tag color={ACTIONS[action].color}>{ACTIONS[action].label}</Tag>,
  },
  { title: 'Artikelnummer', dataIndex: 'sku', render: (value: string | null) => value ?? '–' },
  { title: 'Name', dataIndex: 'name', ellipsis: true, render: (value: string | null) => value ?? '–' },
  { title: 'Eigener EK', dataIndex: 'adminCostPrice', align: 'right', className: styles.tabular, render: money },
  { title: 'Grundpreis', dataIndex: 'basePrice', align: 'right', className: styles.tabular, render: money },
  { title: 'Verkaufspreis', dataIndex: 'retailPrice', align: 'right', className: styles.tabular, render: money },
  {
    title: 'Bestand',
    dataIndex: 'stockQuantity',
    align: 'right',
    className: styles.tabular,
    render: (value: number | null) => (value === null ? <Tooltip title="Neu: 0, bestehend: unverändert">–</Tooltip> : value.toLocaleString('de-DE')),
  },
  { title: 'Gewicht', dataIndex: 'weight', align: 'right', render: weight },
  { title: 'Kategorie', dataIndex: 'category', ellipsis: true, render: (value: string | null) => value ?? '–' },
  {
    title: 'Hinweise',
    dataIndex: 'issues',
    width: 260,
    render: (issues: ImportPreviewRow['issues']) =>
      issues.length === 0 ? (
        <span className={styles.dropHint}>keine</span>
      ) : (
        <ul className={styles.issues}>
          {issues.map((issue, index) => (
            <li key={index} className={issue.severity === 'error' ? styles.required : undefined}>
              {issue.message}
            </li>
          ))}
        </ul>
      ),
  },
];

/** The first five rows as the server will store them with the current mapping (derived prices included). */
export function PreviewTable({ importId, mapping }: { importId: string; mapping: ImportMapping }) {
  const preview = useQuery(importPreviewQueryOptions(importId, mapping));
  if (preview.isError) return <Alert type="error" showIcon message="Die Vorschau konnte nicht geladen werden." />;
  return (
    <Table<ImportPreviewRow>
      rowKey="rowNumber"
      size="small"
      columns={COLUMNS}
      dataSource={preview.data?.rows ?? []}
      loading={preview.isFetching && !preview.data}
      pagination={false}
      scroll={{ x: 1100 }}
      locale={{ emptyText: preview.data?.mappingError ?? 'Keine Vorschau' }}
    />
  );
}
