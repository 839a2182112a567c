import type { components } from '@/lib/api/schema.gen';

export type DunningRunResult = components['schemas']['DunningRunResultDto'];

/** Skipped letters named one by one in the notification; beyond that a count (the audit log and the server log name all). */
export const LISTED_REASONS = 5;

/**
 * The notice after 'Mahnlauf jetzt starten': what was written, and, when letters were skipped (their amounts do not
 * fit the books), how many and why, so the back office sees what was not written.
 */
export function runResultNotice(result: DunningRunResult): { type: 'success' | 'warning'; message: string; reasons: string[] } {
  const written = result.letters === 0 ? 'keine neuen Schreiben' : result.letters === 1 ? '1 Schreiben erstellt' : `${result.letters} Schreiben erstellt`;
  const blocked = result.blocked === 0 ? '' : result.blocked === 1 ? ', 1 neue Liefersperre' : `, ${result.blocked} neue Liefersperren`;
  if (result.skippedCount === 0) {
    return { type: 'success', message: result.letters === 0 ? 'Mahnlauf beendet: keine neuen Schreiben fällig' : `Mahnlauf beendet: ${written}${blocked}`, reasons: [] };
  }
  const skipped = result.skippedCount === 1 ? '1 Schreiben nicht geschrieben' : `${result.skippedCount} Schreiben nicht geschrieben`;
  const reasons = result.skipped.slice(0, LISTED_REASONS).map((letter) => letter.reason);
  const rest = result.skippedCount - reasons.length;
  if (rest > 0) reasons.push(rest === 1 ? 'und 1 weiteres (alle im Audit-Log)' : `und ${rest} weitere (alle im Audit-Log)`);
  return { type: 'warning', message: `Mahnlauf beendet: ${written}${blocked}, ${skipped}`, reasons };
}
