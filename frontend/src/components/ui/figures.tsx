import type { ReactNode } from 'react';
import styles from './figures.module.css';

export interface Figure {
  label: string;
  value: ReactNode;
  hint?: string;
  /** Shown in red when something went wrong (e.g. failed rows). */
  bad?: boolean;
}

/** A row of large figures with labels: counts of a running or finished job. */
export function Figures({ items, className }: { items: Figure[]; className?: string }) {
  return (
    <dl className={`${styles.figures} ${className ?? ''}`}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure} data-figure={item.label}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={`${styles.value} ${item.bad ? styles.bad : ''}`}>{item.value}</dd>
          {item.hint && <dd className={styles.hint}>{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
