import { DeleteOutlined, EyeOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Progress, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { formatDate, formatFileSize } from '@/lib/format';
import { useOpenOwnDocument, useRemoveDocument, useUploadDocument } from '../api/mutations';
import type { DealerDocument, DealerDocumentKind } from '../api/queries';
import styles from './document-slots.module.css';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_SLOTS: { kind: DealerDocumentKind; label: string; hint: string; tag: 'empfohlen' | 'optional' }[] = [
  { kind: 'business-registration', label: 'Gewerbeanmeldung', hint: 'Gewerbeschein oder Gewerbeanmeldung', tag: 'empfohlen' },
  { kind: 'trade-register', label: 'Handelsregisterauszug', hint: 'Aktueller Auszug, falls eingetragen', tag: 'optional' },
  { kind: 'tax-certificate', label: 'Steuerbescheinigung / USt-ID-Nachweis', hint: 'Nachweis Ihrer Umsatzsteuer-Identifikationsnummer', tag: 'empfohlen' },
];

/**
 * The three PDF slots of onboarding and profile: upload with progress, open, replace, remove. `readOnly` for the
 * company's buyers and viewers: they open what is there; uploading and removing is the owners' (the server refuses them).
 */
export function DocumentSlots({ documents, readOnly = false }: { documents: DealerDocument[]; readOnly?: boolean }) {
  return (
    <div className={styles.slots}>
      {DOCUMENT_SLOTS.map((slot) => {
        const document = documents.find((candidate) => candidate.kind === slot.kind);
        return readOnly ? <ReadOnlySlot key={slot.kind} slot={slot} document={document} /> : <DocumentSlot key={slot.kind} slot={slot} document={document} />;
      })}
    </div>
  );
}

type Slot = (typeof DOCUMENT_SLOTS)[number];

function SlotHead({ slot }: { slot: Slot }) {
  return (
    <div className={styles.head}>
      <FilePdfOutlined className={styles.icon} />
      <div className={styles.title}>
        <Typography.Text strong>{slot.label}</Typography.Text> <Tag color={slot.tag === 'empfohlen' ? 'green' : 'default'}>{slot.tag}</Tag>
        <div>
          <Typography.Text type="secondary">{slot.hint}</Typography.Text>
        </div>
      </div>
    </div>
  );
}

function FileLine({ document }: { document: DealerDocument }) {
  return (
    <div className={styles.file}>
      <Typography.Text ellipsis={{ tooltip: document.fileName }} className={styles.fileName}>
        {document.fileName}
      </Typography.Text>
      <Typography.Text type="secondary" className={styles.meta}>
        {formatFileSize(document.sizeBytes)} · hochgeladen am {formatDate(document.uploadedAt)}
      </Typography.Text>
    </div>
  );
}

function ReadOnlySlot({ slot, document }: { slot: Slot; document: DealerDocument | undefined }) {
  const open = useOpenOwnDocument();
  return (
    <div className={styles.slot} data-testid={`document-${slot.kind}`}>
      <SlotHead slot={slot} />
      {document ? (
        <>
          <FileLine document={document} />
          <Space wrap className={styles.actions}>
            <Button icon={<EyeOutlined />} onClick={() => open.mutate(slot.kind)} loading={open.isPending}>
              Öffnen
            </Button>
          </Space>
        </>
      ) : (
        <Typography.Text type="secondary" className={styles.meta}>
          Noch nicht hochgeladen
        </Typography.Text>
      )}
    </div>
  );
}

function DocumentSlot({ slot, document }: { slot: Slot; document: DealerDocument | undefined }) {
  const { notification } = App.useApp();
  const [progress, setProgress] = useState(0);
  const upload = useUploadDocument(slot.kind, setProgress);
  const remove = useRemoveDocument(slot.kind);
  const open = useOpenOwnDocument();

  /** The same rules as the server, so the dealer learns at once; the server checks the bytes again. */
  const accept = (file: File): boolean => {
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      notification.error({ message: 'Ungültiger Dateityp', description: 'Bitte laden Sie eine PDF-Datei hoch.' });
      return false;
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      notification.error({ message: 'Datei zu groß', description: 'Die Datei darf maximal 10MB groß sein.' });
      return false;
    }
    setProgress(0);
    upload.mutate(file);
    return false;
  };

  return (
    <div className={styles.slot} data-testid={`document-${slot.kind}`}>
      <SlotHead slot={slot} />
      {document && !upload.isPending && <FileLine document={document} />}
      {upload.isPending && <Progress percent={progress} size="small" status="active" aria-label={`Upload ${slot.label}`} />}
      <Space wrap className={styles.actions}>
        <Upload accept="application/pdf,.pdf" showUploadList={false} beforeUpload={accept} disabled={upload.isPending}>
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {document ? 'Ersetzen' : 'PDF auswählen'}
          </Button>
        </Upload>
        {document && (
          <>
            <Button icon={<EyeOutlined />} onClick={() => open.mutate(slot.kind)} loading={open.isPending}>
              Öffnen
            </Button>
            <Popconfirm
              title="Dokument entfernen?"
              description={`${slot.label} wird gelöscht.`}
              okText="Entfernen"
              cancelText="Abbrechen"
              // A refusal is shown by the mutation's notification; the popup closes either way.
              onConfirm={() => remove.mutateAsync().catch(() => undefined)}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={`${slot.label} entfernen`}>
                Entfernen
              </Button>
            </Popconfirm>
          </>
        )}
      </Space>
    </div>
  );
}

/** The spec's help text on which documents count. */
export function DocumentHelp() {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
      Bitte laden Sie Ihre Dokumente als PDF hoch (höchstens 10 MB je Datei). Benötigt werden ein Gewerbeschein oder
      Handelsregisterauszug und ein Nachweis Ihrer USt-ID; bei einer GmbH zusätzlich der Gesellschaftsvertrag und
      gegebenenfalls eine Vollmacht der Geschäftsführung.
    </Typography.Paragraph>
  );
}
