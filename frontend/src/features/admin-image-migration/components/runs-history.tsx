import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { runsQueryOptions } from '../api/queries';
import type { ImageMigrationRunSummary } from '../api/types';
import styles from './image-migration.module.css';
import { RUN_KIND, RUN_STATUS, runSummaryText } from './run-labels';

/** The last 20 runs; a click shows a run's report above. */
export function RunsHistory({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const runs = useQuery(runsQueryOptions());
  const columns: ColumnsType<ImageMigrationRunSummary> = [
    { title: 'Gestartet', dataIndex: 'createdAt', width: 150, render: (value: string) => new Date(value).toLocaleString('de-DE', { dateStyle: 'short', timeStyle: 'short' }) },
    { title: 'Art', dataIndex: 'kind', width: 190, render: (kind: ImageMigrationRunSummary['kind'], run) => `${RUN_KIND[kind]}${run.dryRun ? ' (Probelauf)' : ''}` },
    { title: 'Status', dataIndex: 'status', width: 140, render: (status: ImageMigrationRunSummary['status']) => <Tag color={RUN_STATUS[status].color}>{RUN_STATUS[status].label}</Tag> },
    { title: 'Ergebnis', key: 'summary', render: (_, run) => runSummaryText(run) },
  ];
  return (
    <Card title="Letzte Migrationsläufe" className={styles.section}>
      <Table<ImageMigrationRunSummary>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={runs.data?.items ?? []}
        loading={runs.isLoading}
        pagination={false}
        locale={{ emptyText: 'Noch keine Migration gelaufen' }}
        rowClassName={(run) => (run.id === selected ? styles.selectedRun : '')}
        onRow={(run) => ({ onClick: () => onSelect(run.id), style: { cursor: 'pointer' } })}
        scroll={{ x: 700 }}
      />
    </Card>
  );
}
