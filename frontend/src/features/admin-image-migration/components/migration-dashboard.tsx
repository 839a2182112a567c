import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { Figures } from '@/components/ui/figures';
import { analysisQueryOptions, imageMigrationKeys, isRunActive, runsQueryOptions } from '../api/queries';
import { ExternalProducts } from './external-products';
import styles from './image-migration.module.css';
import { RunPanel } from './run-panel';
import { RunsHistory } from './runs-history';
import { ServerMigrationCard } from './server-migration-card';

const count = new Intl.NumberFormat('de-DE');

/** /admin/images/migration: analysis, server migration with live progress and report, per-product migration. */
export function MigrationDashboard() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const analysis = useQuery(analysisQueryOptions(1));
  const runs = useQuery(runsQueryOptions());
  const bulkActive = runs.data?.items.some((run) => run.kind === 'bulk' && isRunActive(run)) ?? false;
  const selectedRun = params.get('lauf') ?? runs.data?.items.find((run) => run.kind === 'bulk')?.id ?? null;
  const select = (id: string) => setParams({ lauf: id }, { replace: true });
  const data = analysis.data;

  return (
    <>
      <div className={styles.columns}>
        <Card
          title="Analyse"
          className={styles.section}
          extra={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries({ queryKey: imageMigrationKeys.all })}>
              Neu analysieren
            </Button>
          }
        >
          <Figures
            items={[
              { label: 'Produkte mit externen Bildern', value: data ? count.format(data.products) : '…' },
              { label: 'Externe Bilder', value: data ? count.format(data.images) : '…' },
              {
                label: 'Davon früherer Shop',
                value: data ? count.format(data.legacyImages) : '…',
                hint: data?.legacyHosts.length ? data.legacyHosts.join(', ') : 'kein Host konfiguriert',
              },
            ]}
          />
        </Card>
        <ServerMigrationCard disabled={bulkActive} onStarted={select} />
      </div>
      {selectedRun && <RunPanel key={selectedRun} runId={selectedRun} />}
      <ExternalProducts />
      <RunsHistory selected={selectedRun} onSelect={select} />
    </>
  );
}
