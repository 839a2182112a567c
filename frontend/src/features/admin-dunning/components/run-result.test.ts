import { describe, expect, it } from 'vitest';
import { runResultNotice } from './run-result';

const skipped = (n: number) =>
  Array.from({ length: n }, (_, index) => ({
    invoiceId: `i${index}`,
    invoiceNumber: `RE-2026-0000${index}`,
    level: 2,
    label: '1. Mahnung',
    reason: `1. Mahnung zu Rechnung RE-2026-0000${index} nicht geschrieben: Die Verzugspauschale übersteigt den größten Betrag.`,
  }));

describe('the notice after the dunning run', () => {
  it('names the letters not written with count and reasons', () => {
    const notice = runResultNotice({ examined: 3, letters: 1, blocked: 0, skippedCount: 2, skipped: skipped(2) });
    expect(notice).toEqual({
      type: 'warning',
      message: 'Mahnlauf beendet: 1 Schreiben erstellt, 2 Schreiben nicht geschrieben',
      reasons: [skipped(2)[0].reason, skipped(2)[1].reason],
    });
  });

  it('lists five reasons and counts the rest', () => {
    const notice = runResultNotice({ examined: 120, letters: 0, blocked: 0, skippedCount: 120, skipped: skipped(100) });
    expect(notice.message).toBe('Mahnlauf beendet: keine neuen Schreiben, 120 Schreiben nicht geschrieben');
    expect(notice.reasons).toHaveLength(6);
    expect(notice.reasons[5]).toBe('und 115 weitere (alle im Audit-Log)');
  });

  it('stays a success without skipped letters', () => {
    expect(runResultNotice({ examined: 3, letters: 0, blocked: 0, skippedCount: 0, skipped: [] })).toEqual({ type: 'success', message: 'Mahnlauf beendet: keine neuen Schreiben fällig', reasons: [] });
    expect(runResultNotice({ examined: 3, letters: 2, blocked: 1, skippedCount: 0, skipped: [] }).message).toBe('Mahnlauf beendet: 2 Schreiben erstellt, 1 neue Liefersperre');
  });
});
