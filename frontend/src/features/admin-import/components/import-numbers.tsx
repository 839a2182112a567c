import { Figures } from '@/components/ui/figures';
import type { ImportSummary } from '../api/types';
import styles from './admin-import.module.css';

const count = new Intl.NumberFormat('de-DE');

/** Rows read, created, updated, unchanged, failed and skipped, as big figures. */
export function ImportNumbers({ summary }: { summary: ImportSummary }) {
  return (
    <Figures
      className={styles.outcomeFigures}
      items={[
        { label: 'Gelesen', value: count.format(summary.processedRows), hint: `von ${count.format(summary.totalRows)} Zeilen` },
        { label: 'Neu angelegt', value: count.format(summary.createdCount) },
        { label: 'Aktualisiert', value: count.format(summary.updatedCount) },
        { label: 'Unverändert', value: count.format(summary.unchangedCount), hint: 'schon wie in der Datei' },
        { label: 'Fehlerhaft', value: count.format(summary.failedCount), bad: summary.failedCount > 0 },
        { label: 'Übersprungen (doppelt)', value: count.format(summary.skippedCount) },
      ]}
    />
  );
}

/** Products that are in the portal as the file says: created, updated, or already equal. */
export const importedCount = (summary: ImportSummary) => summary.createdCount + summary.updatedCount + summary.unchangedCount;

export const hasReport = (summary: ImportSummary) => summary.failedCount + summary.skippedCount + summary.warningCount > 0;
