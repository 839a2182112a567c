import { DeleteOutlined } from '@ant-design/icons';
import { Button, InputNumber, Tag } from 'antd';
import { ProductImage } from '@/components/catalogue/product-image';
import { formatCount, STOCK_COLORS, stockLevel } from '@/components/catalogue/stock';
import { formatEuro } from '@/lib/format';
import { MAX_INTEGER } from '@/lib/limits';
import { packagingNote } from '@/lib/packaging';
import { lineCents, type QuickRow, rowProblem } from '../quick-order-rows';
import styles from './quick-order.module.css';

interface QuickOrderRowListProps {
  rows: QuickRow[];
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

/** The captured rows: article, stock, EK, quantity (stepping by the packaging unit), line total, and what is wrong. */
export function QuickOrderRowList({ rows, onQuantity, onRemove }: QuickOrderRowListProps) {
  if (rows.length === 0) {
    return <p className={styles.empty}>Noch keine Artikel erfasst. Scannen Sie eine EAN oder geben Sie eine Artikelnummer ein.</p>;
  }
  return (
    <ul className={styles.rows} aria-label="Erfasste Artikel">
      <li className={`${styles.row} ${styles.head}`} aria-hidden>
        <span />
        <span>Artikel</span>
        <span>Bestand</span>
        <span>EK netto</span>
        <span>Menge</span>
        <span>Summe</span>
        <span />
      </li>
      {rows.map((row) => {
        const problem = row.refusal ? { kind: 'server', message: row.refusal } : rowProblem(row);
        const item = row.item;
        const level = item ? stockLevel(item.stockQuantity) : 'out';
        const note = item ? packagingNote(item) : null;
        return (
          <li key={row.key} className={`${styles.row} ${problem ? styles.flagged : ''}`} data-testid="quick-order-row" data-sku={item?.sku ?? row.code}>
            <span className={styles.thumb}>{item ? <ProductImage url={item.imageUrl ?? undefined} alt={item.name} className={styles.thumbImage} productId={item.id} /> : null}</span>
            <span className={styles.article}>
              <strong className={styles.articleName}>{item?.name ?? row.code}</strong>
              <span className={styles.articleMeta}>
                {item ? `Art.-Nr. ${item.sku}${item.eanCode ? ` · EAN ${item.eanCode}` : ''}` : 'Eingabe'}
                {note ? <Tag color="blue" className={styles.unitTag}>{note}</Tag> : null}
              </span>
              {problem && (
                <span className={styles.problem} role="alert" data-testid="quick-order-problem">
                  {problem.message}
                </span>
              )}
            </span>
            <span className={styles.cell} data-label="Bestand">
              {item ? <span style={{ color: STOCK_COLORS[level] }}>{formatCount(item.stockQuantity)}</span> : '–'}
            </span>
            <span className={styles.cell} data-label="EK netto">
              {item ? formatEuro(item.dealerPrice) : '–'}
            </span>
            <span className={styles.cell} data-label="Menge">
              <InputNumber
                aria-label={`Menge ${item?.name ?? row.code}`}
                size="middle"
                min={item?.minOrderQuantity ?? 1}
                step={item?.orderMultiple ?? 1}
                max={MAX_INTEGER}
                precision={0}
                value={row.quantity}
                disabled={!item}
                style={{ width: 104 }}
                onChange={(value) => typeof value === 'number' && onQuantity(row.key, value)}
              />
            </span>
            <span className={`${styles.cell} ${styles.total}`} data-label="Summe">
              {item ? formatEuro(lineCents(row) / 100) : '–'}
            </span>
            <span className={styles.remove}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${item?.name ?? row.code} entfernen`} onClick={() => onRemove(row.key)} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
