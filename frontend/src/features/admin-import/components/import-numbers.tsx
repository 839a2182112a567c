import { Figures } from '@/components/ui/figures';
import type { ImportSummary } from '../api/types';
import styles from './admin-import.module.css';

const count = new Intl.NumberFormat('de-DE');

/** Rows read, created, updated, failed and skipped, as big figures. */
export function ImportNumbers({ summary }: { summary: ImportSummary }) {
  return (
    <Figures
      className={styles.outcomeFigures}
      items={[
        { label: 'Gelesen', value: count.format(summary.processedRows), hint: `von ${count.format(summary.totalRows)} Zeilen` },
        { label: 'Neu angelegt', value: count.format(summary.createdCount) },
        { label: 'Aktualisiert', value: count.format(summary.updatedCount) },
        { label: 'Fehlerhaft', value: count.format(summary.failedCount), bad: summary.failedCount > 0 },
        { label: 'Übersprungen (doppelt)', value: count.format(summary.skippedCount) },
      ]}
    />
  );
}

export const hasReport = (summary: ImportSummary) => summary.failedCount + summary.skippedCount + summary.warningCount > 0;
