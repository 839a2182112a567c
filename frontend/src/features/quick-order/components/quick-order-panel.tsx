import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card } from 'antd';
import { useRef, useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatEuro } from '@/lib/format';
import { useBulkAddToCart } from '../api/mutations';
import { type LookupItem, lookupQueryOptions, type RefusedLine } from '../api/queries';
import { addToRows, lineCents, type QuickRow, readyLines } from '../quick-order-rows';
import { QuickOrderEntry } from './quick-order-entry';
import { QuickOrderRowList } from './quick-order-row-list';
import styles from './quick-order.module.css';

/**
 * Scanning and typing rows, then 'In den Warenkorb' for all rows that can go, in one request. Scans are looked up
 * one after another, so the same EAN scanned twice in quick succession raises one row instead of making two.
 */
export function QuickOrderPanel() {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<QuickRow[]>([]);
  const [refused, setRefused] = useState<RefusedLine[]>([]);
  const queue = useRef(Promise.resolve());
  const add = useBulkAddToCart();

  const takeCode = (code: string) => {
    queue.current = queue.current.then(async () => {
      try {
        const items = await queryClient.fetchQuery(lookupQueryOptions(code));
        const exact = items.find((item) => item.exact) ?? null;
        setRows((current) => addToRows(current, code, exact));
      } catch (error) {
        notification.error({ message: 'Suche fehlgeschlagen', description: userMessageFor(error) });
      }
    });
  };
  const pick = (item: LookupItem) => setRows((current) => addToRows(current, item.sku, item));
  const setQuantity = (key: string, quantity: number) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, quantity, refusal: null } : row)));
  const remove = (key: string) => setRows((current) => current.filter((row) => row.key !== key));

  const ready = readyLines(rows);
  const totalCents = ready.reduce((sum, { row }) => sum + lineCents(row), 0);

  const submit = () =>
    add.mutate(
      ready.map(({ line }) => line),
      {
        onSuccess: (answer) => {
          const sent = ready.map(({ row }) => row.key);
          const addedKeys = new Set(answer.added.map((line) => sent[line.line - 1]));
          const refusals = new Map(answer.refused.map((line) => [sent[line.line - 1], line.message]));
          setRows((current) =>
            current.filter((row) => !addedKeys.has(row.key)).map((row) => (refusals.has(row.key) ? { ...row, refusal: refusals.get(row.key)! } : row)),
          );
          setRefused(answer.refused);
          if (answer.added.length) {
            notification.success({
              message: 'In den Warenkorb gelegt',
              description: `${answer.added.length} ${answer.added.length === 1 ? 'Position' : 'Positionen'} liegen jetzt im Warenkorb.`,
            });
          }
        },
        onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
      },
    );

  const flagged = rows.length - ready.length;
  return (
    <Card title="Artikel erfassen" className={styles.card}>
      <QuickOrderEntry onCode={takeCode} onPick={pick} />
      <QuickOrderRowList rows={rows} onQuantity={setQuantity} onRemove={remove} />
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setRefused([])}
          message="Nicht alle Zeilen konnten in den Warenkorb"
          description="Die markierten Zeilen sind stehen geblieben; passen Sie sie an oder entfernen Sie sie."
          className={styles.alert}
        />
      )}
      <div className={styles.footer}>
        <span className={styles.footerNote}>
          {rows.length === 0 ? '' : flagged > 0 ? `${flagged} ${flagged === 1 ? 'Zeile wird' : 'Zeilen werden'} nicht übernommen.` : 'Alle Zeilen sind bestellbar.'}
        </span>
        <span className={styles.footerTotal}>
          Summe netto: <strong>{formatEuro(totalCents / 100)}</strong>
        </span>
        <Button type="primary" size="large" icon={<ShoppingCartOutlined />} disabled={ready.length === 0} loading={add.isPending} onClick={submit} data-testid="quick-order-submit">
          In den Warenkorb
        </Button>
      </div>
    </Card>
  );
}
