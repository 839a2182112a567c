import { InboxOutlined } from '@ant-design/icons';
import { App, Card, Progress, Upload } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { useUploadImport } from '../api/mutations';
import type { ImportDetail } from '../api/types';
import styles from './admin-import.module.css';

const ACCEPTED = /\.(csv|xlsx|xls)$/i;

/** Step 1: the file, sent with a progress bar; the server reads it at once and answers with what it found. */
export function UploadStep({ onUploaded }: { onUploaded: (detail: ImportDetail) => void }) {
  const { notification } = App.useApp();
  const upload = useUploadImport();
  const [percent, setPercent] = useState<number | null>(null);

  const send = (file: File) => {
    if (!ACCEPTED.test(file.name)) {
      notification.error({ message: 'Ungültiger Dateityp', description: 'Bitte laden Sie eine CSV- oder XLSX-Datei hoch.' });
      return;
    }
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: onUploaded,
        onError: (error) => {
          setPercent(null);
          notification.error({ message: 'Upload fehlgeschlagen', description: userMessageFor(error), duration: 8 });
        },
      },
    );
  };

  return (
    <Card title="Datei hochladen" className={styles.section}>
      <Upload.Dragger
        accept=".csv,.xlsx,.xls"
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          send(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">CSV- oder Excel-Datei (XLSX) hierher ziehen oder klicken</p>
        <p className={`ant-upload-hint ${styles.dropHint}`}>
          Zeichenkodierung (UTF-8, Windows-1252, ISO-8859-1), Trennzeichen (; , Tab |) und Kopfzeile werden automatisch erkannt.
          <br />
          Pflichtspalten: Artikelnummer, Name und Verkaufspreis. Höchstens 30 MB.
        </p>
      </Upload.Dragger>
      {percent !== null && (
        <div className={styles.uploadProgress} aria-live="polite">
          <Progress percent={percent} status={upload.isPending ? 'active' : 'success'} />
          <p className={styles.dropHint}>{percent < 100 ? 'Datei wird hochgeladen …' : 'Datei wird gelesen …'}</p>
        </div>
      )}
    </Card>
  );
}
