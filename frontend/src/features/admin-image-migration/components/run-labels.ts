import type { ImageMigrationRunSummary } from '../api/types';

export const RUN_STATUS: Record<ImageMigrationRunSummary['status'], { color: string; label: string }> = {
  queued: { color: 'gold', label: 'Wartet' },
  running: { color: 'processing', label: 'Läuft' },
  completed: { color: 'green', label: 'Abgeschlossen' },
  failed: { color: 'red', label: 'Fehlgeschlagen' },
};

export const RUN_KIND: Record<ImageMigrationRunSummary['kind'], string> = {
  bulk: 'Server-Migration',
  product: 'Einzelnes Produkt',
  storefront: 'Aus dem Shop gemeldet',
};

const count = new Intl.NumberFormat('de-DE');

/** "3 Bilder migriert, 1 fehlgeschlagen" */
export function runSummaryText(run: ImageMigrationRunSummary): string {
  if (run.dryRun) return `Probelauf: ${count.format(run.totalProducts)} Produkte würden migriert.`;
  return `${count.format(run.migratedImages)} Bilder von ${count.format(run.migratedProducts)} Produkten migriert, ${count.format(run.failedImages)} fehlgeschlagen.`;
}
