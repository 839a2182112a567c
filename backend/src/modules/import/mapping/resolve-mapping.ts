import { CATEGORY_LEVELS, ImportTarget, REQUIRED_TARGETS, TARGET_LABELS } from './import-targets';

/** Target → column index, for every target that is mapped (ignore excluded). */
export type ResolvedMapping = ReadonlyMap<ImportTarget, number>;

export const MISSING_REQUIRED_MESSAGE = 'Pflichtfelder fehlen';

const TARGETS = new Set<string>(Object.values(ImportTarget));

/**
 * ok: startable. Otherwise `message` says why; with required targets missing, `mapping` still holds what is
 * mapped (the preview shows it), with a malformed mapping it is null.
 */
export type MappingCheck =
  | { ok: true; mapping: ResolvedMapping }
  | { ok: false; message: string; missing: ImportTarget[]; mapping: ResolvedMapping | null };

/**
 * Checks a mapping from the screen (column index → target) against the file's columns: known targets only,
 * each target at most once, and sku, name and retail_price mapped ('Pflichtfelder fehlen' otherwise).
 */
export function resolveMapping(raw: Record<string, string>, columnCount: number): MappingCheck {
  const resolved = new Map<ImportTarget, number>();
  for (const [key, target] of Object.entries(raw)) {
    const index = /^\d{1,4}$/.test(key) ? Number(key) : -1;
    if (index < 0 || index >= columnCount) {
      return { ok: false, missing: [], mapping: null, message: `Die Zuordnung nennt eine Spalte, die es in der Datei nicht gibt (${key.slice(0, 20).replace(/[\u0000-\u001f]/g, '?')}).` };
    }
    if (!TARGETS.has(target)) return { ok: false, missing: [], mapping: null, message: `Unbekanntes Zielfeld: ${String(target).slice(0, 40).replace(/[\u0000-\u001f]/g, '?')}` };
    if (target === ImportTarget.Ignore) continue;
    if (resolved.has(target as ImportTarget)) {
      return { ok: false, missing: [], mapping: null, message: `Das Zielfeld „${TARGET_LABELS[target as ImportTarget]}“ ist mehreren Spalten zugeordnet.` };
    }
    resolved.set(target as ImportTarget, index);
  }
  const missing = REQUIRED_TARGETS.filter((target) => !resolved.has(target));
  if (missing.length) {
    return {
      ok: false,
      missing: [...missing],
      mapping: resolved,
      message: `${MISSING_REQUIRED_MESSAGE}: ${missing.map((target) => TARGET_LABELS[target]).join(', ')} ${missing.length === 1 ? 'muss' : 'müssen'} zugeordnet sein.`,
    };
  }
  return { ok: true, mapping: resolved };
}

export const mappedCategoryLevels = (mapping: ResolvedMapping) => CATEGORY_LEVELS.filter((level) => mapping.has(level));
