import { CloudServerOutlined } from '@ant-design/icons';
import { App, Button, Card, InputNumber, Switch } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { useStartRun } from '../api/mutations';
import styles from './image-migration.module.css';

/** Starts the background migration of all products with external images (admin spec: dryRun, limit, offset). */
export function ServerMigrationCard({ disabled, onStarted }: { disabled: boolean; onStarted: (runId: string) => void }) {
  const { notification } = App.useApp();
  const start = useStartRun();
  const [dryRun, setDryRun] = useState(false);
  const [limit, setLimit] = useState<number | null>(null);
  const [offset, setOffset] = useState<number | null>(0);

  const submit = () =>
    start.mutate(
      { dryRun, limit: limit ?? undefined, offset: offset ?? 0 },
      {
        onSuccess: (run) => onStarted(run.id),
        onError: (error) => notification.error({ message: 'Server-Migration fehlgeschlagen', description: userMessageFor(error) }),
      },
    );

  return (
    <Card title="Server-Migration" className={styles.section}>
      <p className={styles.hint}>
        Lädt die externen Bilder aller betroffenen Produkte im Hintergrund in den eigenen Bildspeicher: in Blöcken von 20 Produkten mit
        einer halben Sekunde Pause. Ein Bild, das nicht geladen werden kann, behält seine bisherige Adresse.
      </p>
      <div className={styles.form}>
        <label className={styles.field}>
          Probelauf
          <Switch checked={dryRun} onChange={setDryRun} aria-label="Probelauf" />
        </label>
        <label className={styles.field}>
          Höchstens (Produkte)
          <InputNumber min={1} max={100000} precision={0} placeholder="alle" value={limit} onChange={setLimit} aria-label="Limit" />
        </label>
        <label className={styles.field}>
          Ab Produkt Nr. (Versatz)
          <InputNumber min={0} max={10000000} precision={0} value={offset} onChange={setOffset} aria-label="Versatz" />
        </label>
        <Button type="primary" icon={<CloudServerOutlined />} loading={start.isPending} disabled={disabled} onClick={submit}>
          {dryRun ? 'Probelauf starten' : 'Server-Migration starten'}
        </Button>
      </div>
    </Card>
  );
}
