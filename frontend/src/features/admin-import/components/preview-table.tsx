import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatEuro } from '@/lib/format';
import { importPreviewQueryOptions } from '../api/queries';
import type { ImportMapping, ImportPreviewRow, ImportTarget } from '../api/types';
import styles from './admin-import.module.css';

const ACTIONS: Record<ImportPreviewRow['action'], { color: string; label: string }> = {
  create: { color: 'green', label: 'Neu' },
  update: { color: 'blue', label: 'Aktualisierung' },
  error: { color: 'red', label: 'Fehler' },
};

const money = (value: string | null) => (value === null ? '–' : formatEuro(value));
const weight = (value: string | null) => (value === null ? '–' : `${Number(value).toLocaleString('de-DE', { maximumFractionDigits: 3 })} kg`);

type Column = ColumnsType<ImportPreviewRow>[number];
const nowrap = styles.nowrap;

function Issues({ issues }: { issues: ImportPreviewRow['issues'] }) {
  return (
    <ul className={styles.issues}>
      {issues.map((issue, index) => (
        <li key={index} className={issue.severity === 'error' ? styles.required : styles.warning}>
          {issue.column ? `${issue.column}: ` : ''}
          {issue.message}
        </li>
      ))}
    </ul>
  );
}

/** Always shown: what every product has. The optional ones appear when a column is mapped to them. */
const BASE: Column[] = [
  { title: 'Zeile', dataIndex: 'rowNumber', width: 56, className: `${styles.tabular} ${nowrap}` },
  {
    title: 'Aktion',
    dataIndex: 'action',
    width: 104,
    className: nowrap,
    render: (action: ImportPreviewRow['action']) => <Tag color={ACTIONS[action].color}>{ACTIONS[action].label}</Tag>,
  },
  { title: 'Artikelnummer', dataIndex: 'sku', width: 124, className: nowrap, render: (value: string | null) => value ?? '–' },
  { title: 'Name', dataIndex: 'name', width: 190, render: (value: string | null) => value ?? '–' },
  { title: 'Eigener EK', dataIndex: 'adminCostPrice', width: 96, align: 'right', className: `${styles.tabular} ${nowrap}`, render: money },
  { title: 'Grundpreis', dataIndex: 'basePrice', width: 96, align: 'right', className: `${styles.tabular} ${nowrap}`, render: money },
  { title: 'Verkaufspreis', dataIndex: 'retailPrice', width: 116, align: 'right', className: `${styles.tabular} ${nowrap}`, render: money },
];

function packagingColumn(title: string, dataIndex: 'minOrderQuantity' | 'orderMultiple', width: number): Column {
  return {
    title,
    dataIndex,
    width,
    align: 'right',
    className: `${styles.tabular} ${nowrap}`,
    render: (value: number | null) => (value === null ? <Tooltip title="Neu: 1, bestehend: unverändert">–</Tooltip> : value.toLocaleString('de-DE')),
  };
}

const OPTIONAL: { targets: ImportTarget[]; column: Column }[] = [
  {
    targets: ['stock_quantity'],
    column: {
      title: 'Bestand',
      dataIndex: 'stockQuantity',
      width: 80,
      align: 'right',
      className: `${styles.tabular} ${nowrap}`,
      render: (value: number | null) => (value === null ? <Tooltip title="Neu: 0, bestehend: unverändert">–</Tooltip> : value.toLocaleString('de-DE')),
    },
  },
  { targets: ['weight'], column: { title: 'Gewicht', dataIndex: 'weight', width: 100, align: 'right', className: nowrap, render: weight } },
  {
    targets: ['category_level_1', 'category_level_2', 'category_level_3', 'category_level_4', 'category_level_5'],
    column: { title: 'Kategorie', dataIndex: 'category', width: 170, render: (value: string | null) => value ?? '–' },
  },
  { targets: ['gtin'], column: { title: 'GTIN', dataIndex: 'gtin', width: 140, className: nowrap, render: (value: string | null) => value ?? '–' } },
  { targets: ['han'], column: { title: 'HAN', dataIndex: 'han', width: 130, className: nowrap, render: (value: string | null) => value ?? '–' } },
  { targets: ['min_order_quantity'], column: packagingColumn('Mindestbestellmenge', 'minOrderQuantity', 150) },
  { targets: ['order_multiple'], column: packagingColumn('Bestellvielfaches', 'orderMultiple', 130) },
  {
    targets: ['description'],
    column: { title: 'Beschreibung', dataIndex: 'description', width: 200, ellipsis: true, render: (value: string | null) => value ?? '–' },
  },
];

function columnsFor(mapping: ImportMapping): Column[] {
  const mapped = new Set(Object.values(mapping));
  return [...BASE, ...OPTIONAL.filter((entry) => entry.targets.some((target) => mapped.has(target))).map((entry) => entry.column)];
}

/**
 * The first five rows as the server will store them with the current mapping (derived prices included);
 * a row's errors and warnings show right below it.
 */
export function PreviewTable({ importId, mapping }: { importId: string; mapping: ImportMapping }) {
  const preview = useQuery(importPreviewQueryOptions(importId, mapping));
  if (preview.isError) return <Alert type="error" showIcon message="Die Vorschau konnte nicht geladen werden." />;
  const columns = columnsFor(mapping);
  return (
    <Table<ImportPreviewRow>
      rowKey="rowNumber"
      size="small"
      columns={columns}
      dataSource={preview.data?.rows ?? []}
      loading={preview.isFetching && !preview.data}
      pagination={false}
      expandable={{
        expandedRowRender: (row) => <Issues issues={row.issues} />,
        rowExpandable: (row) => row.issues.length > 0,
        expandedRowKeys: (preview.data?.rows ?? []).filter((row) => row.issues.length > 0).map((row) => row.rowNumber),
        showExpandColumn: false,
      }}
      scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 120), 0) }}
      locale={{ emptyText: preview.data?.mappingError ?? 'Keine Vorschau' }}
    />
  );
}
