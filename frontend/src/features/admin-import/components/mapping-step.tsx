import { App, Alert, Button, Card, Checkbox, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { useCancelImport, useStartImport } from '../api/mutations';
import type { ImportDetail, ImportMapping, ImportTarget } from '../api/types';
import { missingTargets, REQUIRED_TARGETS, TARGET_LABELS, targetOptions } from '../import-targets';
import styles from './admin-import.module.css';
import { PreviewTable } from './preview-table';

const count = new Intl.NumberFormat('de-DE');

interface ColumnRow {
  key: string;
  name: string;
  samples: string;
}

/** Step 2: a target for every column, a preview of the stored rows, optionally saving the mapping per supplier. */
export function MappingStep({ detail, onDiscarded }: { detail: ImportDetail; onDiscarded: () => void }) {
  const { notification } = App.useApp();
  const [mapping, setMapping] = useState<ImportMapping>(detail.mapping);
  const [saveMapping, setSaveMapping] = useState(false);
  const [mappingName, setMappingName] = useState(detail.suggestedMappingName ?? '');
  const start = useStartImport(detail.id);
  const discard = useCancelImport(detail.id);
  const missing = missingTargets(mapping);

  const rows: ColumnRow[] = detail.columns.map((name, index) => ({
    key: String(index),
    name,
    samples: detail.previewRows
      .map((row) => row[index]?.trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' · '),
  }));
  const columns: ColumnsType<ColumnRow> = [
    {
      title: 'Spalte in der Datei',
      dataIndex: 'name',
      render: (name: string, row) => (
        <>
          <span className={styles.columnName}>{name}</span>
          <span className={styles.samples} title={row.samples}>
            {row.samples ? `z. B. ${row.samples}` : 'leer in den ersten Zeilen'}
          </span>
        </>
      ),
    },
    {
      title: 'Zielfeld im Portal',
      dataIndex: 'key',
      width: 380,
      render: (key: string, row) => (
        <Select<ImportTarget>
          aria-label={`Zielfeld für Spalte ${row.name}`}
          className={styles.targetSelect}
          value={mapping[key] ?? 'ignore'}
          options={targetOptions(mapping, key)}
          showSearch
          optionFilterProp="label"
          onChange={(target) => setMapping((current) => ({ ...current, [key]: target }))}
        />
      ),
    },
  ];

  const startImport = () =>
    start.mutate(
      { mapping, saveMappingAs: saveMapping && mappingName.trim() ? mappingName.trim() : undefined },
      { onError: (error) => notification.error({ message: 'Import fehlgeschlagen', description: userMessageFor(error) }) },
    );

  return (
    <>
      <Card title="Spalten zuordnen" className={styles.section}>
        <div className={styles.facts}>
          <span>
            Datei: <strong>{detail.fileName}</strong>
          </span>
          {detail.encoding && (
            <span>
              Zeichenkodierung: <strong>{detail.encoding}</strong>
            </span>
          )}
          {detail.delimiter && (
            <span>
              Trennzeichen: <strong>{detail.delimiter}</strong>
            </span>
          )}
          <span>
            Kopfzeile: <strong>Zeile {detail.headerRow}</strong>
          </span>
          <span>
            Datenzeilen: <strong>{count.format(detail.totalRows)}</strong>
          </span>
        </div>
        {detail.savedMappings.length > 0 && (
          <div className={styles.mappingTools}>
            <span>Gespeicherte Zuordnung:</span>
            <Select
              style={{ minWidth: 260 }}
              defaultValue={detail.suggestedMappingName ?? undefined}
              options={detail.savedMappings.map((saved) => ({ value: saved.name, label: saved.name }))}
              onChange={(name) => {
                const saved = detail.savedMappings.find((entry) => entry.name === name);
                if (saved) setMapping(saved.mapping);
                setMappingName(name);
              }}
            />
            {detail.suggestedMappingName && <span className={styles.dropHint}>für diese Kopfzeile gespeichert und übernommen</span>}
          </div>
        )}
        <Table<ColumnRow> size="middle" rowKey="key" columns={columns} dataSource={rows} pagination={false} />
        {missing.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            message="Pflichtfelder fehlen"
            description={`Bitte ordnen Sie ${REQUIRED_TARGETS.map((target) => TARGET_LABELS[target]).join(', ')} je einer Spalte zu. Es fehlt: ${missing
              .map((target) => TARGET_LABELS[target])
              .join(', ')}.`}
          />
        )}
      </Card>

      <Card title="Vorschau: so werden die ersten Zeilen gespeichert" className={styles.section}>
        <PreviewTable importId={detail.id} mapping={mapping} />
        <div className={styles.actions}>
          <Popconfirm
            title="Andere Datei wählen?"
            description="Diese Datei wird verworfen."
            okText="Verwerfen"
            cancelText="Zurück"
            onConfirm={() => discard.mutate(undefined, { onSuccess: onDiscarded })}
          >
            <Button loading={discard.isPending}>Andere Datei wählen</Button>
          </Popconfirm>
          <span className={styles.spacer} />
          <Space wrap>
            <Checkbox checked={saveMapping} onChange={(event) => setSaveMapping(event.target.checked)}>
              Zuordnung speichern als
            </Checkbox>
            <Input
              aria-label="Name der Zuordnung"
              placeholder="z. B. Lieferant Velotec"
              maxLength={100}
              disabled={!saveMapping}
              value={mappingName}
              onChange={(event) => setMappingName(event.target.value)}
              style={{ width: 220 }}
            />
          </Space>
          <Button type="primary" size="large" disabled={missing.length > 0} loading={start.isPending} onClick={startImport}>
            Import starten ({count.format(detail.totalRows)} Zeilen)
          </Button>
        </div>
      </Card>
    </>
  );
}
