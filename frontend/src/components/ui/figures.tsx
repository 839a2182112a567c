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
    <div className={`${styles.figures} ${className ?? ''}`}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <span className={styles.label}>{item.label}</span>
          <span className={`${styles.value} ${item.bad ? styles.bad : ''}`}>{item.value}</span>
          {item.hint && <span className={styles.hint}>{item.hint}</span>}
        </div>
      ))}
    </div>
  );
}
