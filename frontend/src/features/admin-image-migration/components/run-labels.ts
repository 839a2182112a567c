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

/** "1 Bild", "3 Bilder" */
export const counted = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/** "3 Bilder von 2 Produkten migriert, 1 fehlgeschlagen." */
export function runSummaryText(run: ImageMigrationRunSummary): string {
  if (run.dryRun) return `Probelauf: ${counted(run.totalProducts, 'Produkt würde', 'Produkte würden')} migriert.`;
  return `${counted(run.migratedImages, 'Bild', 'Bilder')} von ${counted(run.migratedProducts, 'Produkt', 'Produkten')} migriert, ${count.format(run.failedImages)} fehlgeschlagen.`;
}
