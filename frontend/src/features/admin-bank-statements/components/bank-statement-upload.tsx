import { InboxOutlined } from '@ant-design/icons';
import { App, Card, Progress, Upload } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { useUploadBankStatement } from '../api/mutations';
import type { BankStatementDetail } from '../api/types';

/** The statement file goes up with a progress bar; the server reads it at once and answers with its proposals. */
export function BankStatementUpload({ onUploaded }: { onUploaded: (detail: BankStatementDetail) => void }) {
  const { notification } = App.useApp();
  const upload = useUploadBankStatement();
  const [percent, setPercent] = useState<number | null>(null);

  const send = (file: File) => {
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: (detail) => {
          setPercent(null);
          onUploaded(detail);
        },
        onError: (error) => {
          setPercent(null);
          notification.error({ message: 'Kontoauszug nicht eingelesen', description: userMessageFor(error), duration: 10 });
        },
      },
    );
  };

  return (
    <Card title="Kontoauszug einlesen">
      <Upload.Dragger
        accept=".xml,application/xml,text/xml"
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
        <p className="ant-upload-text">CAMT.053-Datei (XML) hierher ziehen oder klicken</p>
        <p className="ant-upload-hint">
          Den Tagesauszug, wie ihn Ihre Bank liefert (camt.053, UTF-8, entpackt). Gutschriften werden über Rechnungsnummer und Betrag den offenen
          Rechnungen zugeordnet; gebucht wird erst nach Ihrer Bestätigung. Höchstens 20 MB.
        </p>
      </Upload.Dragger>
      {percent !== null && (
        <div aria-live="polite" style={{ marginTop: 12 }}>
          <Progress percent={percent} status={upload.isPending ? 'active' : 'success'} />
          <span>{percent < 100 ? 'Datei wird hochgeladen …' : 'Auszug wird gelesen und abgeglichen …'}</span>
        </div>
      )}
    </Card>
  );
}
