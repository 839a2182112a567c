import { describe, expect, it } from 'vitest';
import type { ImportSummary } from '../api/types';
import { outcomeHeadline } from './import-numbers';

const summary = (counts: Partial<ImportSummary>) =>
  ({ createdCount: 0, updatedCount: 0, unchangedCount: 0, failedCount: 0, skippedCount: 0, warningCount: 0, ...counts }) as ImportSummary;

describe('import outcome headline', () => {
  it('counts what changed, not what was already there', () => {
    expect(outcomeHeadline(summary({ createdCount: 9997 }))).toBe('9.997 Produkte wurden erfolgreich importiert');
    expect(outcomeHeadline(summary({ updatedCount: 1, unchangedCount: 5 }))).toBe('1 Produkt wurde erfolgreich importiert');
  });

  it('says so when an unchanged list changed nothing', () => {
    expect(outcomeHeadline(summary({ unchangedCount: 2 }))).toBe('Keine Änderungen: 2 Produkte waren schon aktuell');
    expect(outcomeHeadline(summary({ failedCount: 3 }))).toBe('Es wurde kein Produkt importiert');
  });
});
