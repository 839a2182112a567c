import styles from './page-spinner.module.css';

/** Loading indicator for whole pages. CSS only: it is shown before antd's Spin would be loaded. */
export function PageSpinner({ label = 'Wird geladen …' }: { label?: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
