import { useMediaQuery } from '@/hooks/use-media-query';
import { formatEuro } from '@/lib/format';
import type { CartLine } from '../api/queries';
import styles from './checkout-articles.module.css';

const PHONE = '(max-width: 767.98px)';

/** What is being ordered, in the summary beside the order button; folded on a phone, where the summary sits under the form. */
export function CheckoutArticles({ lines }: { lines: CartLine[] }) {
  const phone = useMediaQuery(PHONE);
  const list = (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line}>
          <span className={styles.name}>
            {line.quantity} × {line.name}
          </span>
          <span className={styles.total}>{formatEuro(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
  if (!phone) return list;
  return (
    <details className={styles.folded}>
      <summary>
        {lines.length} {lines.length === 1 ? 'Position' : 'Positionen'} anzeigen
      </summary>
      {list}
    </details>
  );
}
