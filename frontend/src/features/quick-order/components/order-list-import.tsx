import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Input, Space, Table, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatEuro } from '@/lib/format';
import { pastedListFile, previewOrderList, useBulkAddToCart } from '../api/mutations';
import type { AcceptedLine, BulkPreview } from '../api/queries';
import styles from './quick-order.module.css';

const withoutRowPrefix = (message: string) => message.replace(/^Zeile \d+: /, '');

/**
 * A list pasted or uploaded (SKU;Menge, or CSV/XLSX with those columns in any order): the server reads it with the
 * product import's reader and checks every row; the dealer sees what will be added and what not (and why), then adds.
 */
export function OrderListImport() {
  const { notification } = App.useApp();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const add = useBulkAddToCart();

  const read = async (file: File) => {
    setReading(true);
    try {
      setPreview(await previewOrderList(file));
    } catch (error) {
      notification.error({ message: 'Liste nicht lesbar', description: userMessageFor(error) });
    } finally {
      setReading(false);
    }
  };

  const addAccepted = () =>
    preview &&
    add.mutate(
      preview.accepted.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      {
        onSuccess: (answer) => {
          notification.success({
            message: 'In den Warenkorb gelegt',
            description: `${answer.added.length} ${answer.added.length === 1 ? 'Position' : 'Positionen'} aus der Liste liegen jetzt im Warenkorb.`,
          });
          setPreview(answer.refused.length ? { accepted: [], refused: answer.refused } : null);
          if (!answer.refused.length) setText('');
        },
        onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
      },
    );

  return (
    <Card title="Liste einfügen oder hochladen" className={styles.card}>
      <Tabs
        items={[
          {
            key: 'paste',
            label: 'Einfügen',
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input.TextArea
                  aria-label="Bestellliste"
                  rows={5}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  placeholder={'Eine Zeile je Artikel: Artikelnummer oder EAN;Menge\nKETTE-11;2\n4006381333931;10'}
                  className={styles.mono}
                />
                <Button onClick={() => read(pastedListFile(text))} disabled={!text.trim()} loading={reading}>
                  Vorschau anzeigen
                </Button>
              </Space>
            ),
          },
          {
            key: 'upload',
            label: 'Datei hochladen',
            children: (
              <Space direction="vertical">
                <Typography.Text type="secondary">CSV oder Excel (XLSX) mit den Spalten Artikelnummer (oder EAN) und Menge, in beliebiger Reihenfolge.</Typography.Text>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  hidden
                  data-testid="order-list-file"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void read(file);
                  }}
                />
                <Button icon={<UploadOutlined />} loading={reading} onClick={() => fileInput.current?.click()}>
                  Datei auswählen
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {preview && (
        <div className={styles.preview} data-testid="order-list-preview">
          {preview.accepted.length > 0 && (
            <>
              <Typography.Title level={5}>Wird hinzugefügt ({preview.accepted.length})</Typography.Title>
              <Table<AcceptedLine>
                size="small"
                rowKey="line"
                pagination={false}
                scroll={{ x: 520 }}
                dataSource={preview.accepted}
                columns={[
                  { title: 'Zeile', dataIndex: 'line', width: 64 },
                  { title: 'Artikel', render: (_, line) => <span>{line.name} <Typography.Text type="secondary">({line.sku})</Typography.Text></span> },
                  { title: 'Menge', dataIndex: 'quantity', width: 80, align: 'right' },
                  { title: 'EK netto', width: 100, align: 'right', render: (_, line) => formatEuro(line.unitPrice) },
                  { title: 'Summe', width: 110, align: 'right', render: (_, line) => formatEuro(line.lineTotal) },
                ]}
              />
            </>
          )}
          {preview.refused.length > 0 && (
            <Alert
              type="error"
              showIcon
              className={styles.alert}
              message={`Kann nicht hinzugefügt werden (${preview.refused.length})`}
              description={
                <ul className={styles.refusedList} data-testid="order-list-refused">
                  {preview.refused.map((line) => (
                    <li key={`${line.line}-${line.reason}`}>
                      <strong>Zeile {line.line}</strong>
                      {line.sku || line.ean ? ` (${line.sku ?? line.ean})` : ''}: {withoutRowPrefix(line.message)}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          <Space className={styles.previewActions}>
            <Button onClick={() => setPreview(null)}>Verwerfen</Button>
            <Button type="primary" disabled={preview.accepted.length === 0} loading={add.isPending} onClick={addAccepted}>
              {preview.accepted.length} {preview.accepted.length === 1 ? 'Position' : 'Positionen'} in den Warenkorb
            </Button>
          </Space>
        </div>
      )}
    </Card>
  );
}
