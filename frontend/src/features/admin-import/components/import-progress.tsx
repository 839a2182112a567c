import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Progress, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { userMessageFor } from '@/lib/api/errors';
import { downloadErrorReport } from '../api/download-report';
import { useCancelImport, useImportFinished } from '../api/mutations';
import { isImportActive } from '../api/queries';
import type { ImportDetail } from '../api/types';
import styles from './admin-import.module.css';
import { hasReport, importedCount, ImportNumbers, outcomeHeadline } from './import-numbers';

const count = new Intl.NumberFormat('de-DE');

export function useDownloadReport() {
  const { notification } = App.useApp();
  return (id: string) =>
    downloadErrorReport(id).catch((error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }));
}

/** Steps 3 and 4: live progress (the screen polls the import), cancel, then the outcome. */
export function ImportProgress({ detail, onAgain }: { detail: ImportDetail; onAgain: () => void }) {
  const { notification } = App.useApp();
  const cancel = useCancelImport(detail.id);
  const finished = useImportFinished();
  const download = useDownloadReport();
  const active = isImportActive(detail.status);
  const wasActive = useRef(active);

  useEffect(() => {
    if (wasActive.current && !active) {
      finished();
      if (detail.status === 'completed') {
        notification.success({ message: 'Import abgeschlossen', description: `${outcomeHeadline(detail)}.` });
      }
    }
    wasActive.current = active;
  }, [active, detail, finished, notification]);

  const reportButton = hasReport(detail) && (
    <Button icon={<DownloadOutlined />} onClick={() => download(detail.id)}>
      Fehlerbericht herunterladen (CSV)
    </Button>
  );
  const againButton = (
    <Button key="again" onClick={onAgain}>
      Weitere Datei importieren
    </Button>
  );

  if (active) {
    const percent = detail.totalRows ? Math.floor((detail.processedRows / detail.totalRows) * 100) : 0;
    return (
      <Card className={styles.section}>
        <div className={styles.progressHead}>
          <h2>{detail.status === 'queued' ? 'Import wartet auf den Hintergrunddienst …' : `Import läuft: ${detail.fileName}`}</h2>
          <Popconfirm
            title="Import abbrechen?"
            description="Bereits importierte Zeilen bleiben erhalten."
            okText="Abbrechen"
            okButtonProps={{ danger: true }}
            cancelText="Weiter importieren"
            onConfirm={() => cancel.mutate(undefined, { onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }) })}
          >
            <Button danger loading={cancel.isPending}>
              Import abbrechen
            </Button>
          </Popconfirm>
        </div>
        <Progress percent={percent} status="active" aria-label="Fortschritt des Imports" />
        <ImportNumbers summary={detail} />
      </Card>
    );
  }

  if (detail.status === 'completed') {
    return (
      <Card className={styles.section}>
        <Result
          status={importedCount(detail) > 0 ? 'success' : 'warning'}
          title={outcomeHeadline(detail)}
          subTitle={
            detail.failedCount > 0
              ? `${detail.failedCount === 1 ? 'Eine Zeile hatte Fehler und wurde' : `${count.format(detail.failedCount)} Zeilen hatten Fehler und wurden`} nicht importiert; der Fehlerbericht nennt Zeile, Spalte und Grund.`
              : `${count.format(detail.createdCount)} neu angelegt, ${count.format(detail.updatedCount)} aktualisiert, ${count.format(detail.unchangedCount)} unverändert.`
          }
          extra={[
            <LinkButton key="products" type="primary" to={paths.admin.products}>
              Zu den Produkten
            </LinkButton>,
            reportButton && <span key="report">{reportButton}</span>,
            againButton,
          ]}
        />
        <ImportNumbers summary={detail} />
      </Card>
    );
  }

  return (
    <Card className={styles.section}>
      <Result
        status={detail.status === 'failed' ? 'error' : 'warning'}
        title={detail.status === 'failed' ? 'Import fehlgeschlagen' : 'Import abgebrochen'}
        subTitle={
          detail.status === 'failed'
            ? (detail.errorMessage ?? 'Beim Import der Produkte ist ein Fehler aufgetreten.')
            : `Abgebrochen nach ${count.format(detail.processedRows)} von ${count.format(detail.totalRows)} Zeilen; bereits importierte Zeilen bleiben erhalten.`
        }
        extra={[reportButton && <span key="report">{reportButton}</span>, againButton]}
      />
      <ImportNumbers summary={detail} />
    </Card>
  );
}
