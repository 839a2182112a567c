import { ProductImage } from '@/components/catalogue/product-image';
import type { components } from '@/lib/api/schema.gen';
import { formatEuro } from '@/lib/format';
import styles from './order-items.module.css';

type OrderItem = components['schemas']['OrderItemDto'];

/**
 * The lines of a placed order as they were priced then (the product snapshot). A grid under one header
 * row where there is room; on a phone each line is a small card whose figures carry their own labels, so
 * nothing hides behind a sideways scroll.
 */
export function OrderItemsList({ items }: { items: OrderItem[] }) {
  return (
    <div className={styles.items}>
      <div className={styles.head} aria-hidden>
        <span>Artikel</span>
        <span>Menge</span>
        <span>EK netto</span>
        <span>Summe netto</span>
      </div>
      <ul className={styles.lines}>
        {items.map((item) => (
          <li key={item.id} className={styles.line} data-testid="order-line">
            <ProductImage url={item.imageUrl ?? undefined} alt={item.name} className={styles.thumb} />
            <div className={styles.article}>
              <div className={styles.name}>{item.name}</div>
              <div className={styles.muted}>Art.-Nr. {item.sku}</div>
            </div>
            <Figure label="Menge" value={String(item.quantity)} className={styles.quantity} />
            <Figure label="EK netto" value={formatEuro(item.unitPrice)} className={styles.unit} />
            <Figure label="Summe netto" value={formatEuro(item.totalPrice)} className={styles.total} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Figure({ label, value, className }: { label: string; value: string; className: string }) {
  return (
    <div className={`${styles.figure} ${className}`}>
      <span className={styles.figureLabel}>{label}</span>
      <span>{value}</span>
    </div>
  );
}
