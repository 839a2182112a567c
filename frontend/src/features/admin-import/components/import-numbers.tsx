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

const products = (n: number) => `${count.format(n)} ${n === 1 ? 'Produkt' : 'Produkte'}`;

/** The headline of a finished import says what changed: an unchanged list changed nothing, and says so. */
export function outcomeHeadline(summary: ImportSummary): string {
  const changed = summary.createdCount + summary.updatedCount;
  if (changed > 0) return `${products(changed)} ${changed === 1 ? 'wurde' : 'wurden'} erfolgreich importiert`;
  if (summary.unchangedCount > 0) return `Keine Änderungen: ${products(summary.unchangedCount)} ${summary.unchangedCount === 1 ? 'war' : 'waren'} schon aktuell`;
  return 'Es wurde kein Produkt importiert';
}

export const hasReport = (summary: ImportSummary) => summary.failedCount + summary.skippedCount + summary.warningCount > 0;
