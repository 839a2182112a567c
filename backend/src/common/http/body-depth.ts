/**
 * How deep the objects and arrays of a JSON body may nest. Our deepest DTO (the receivables settings: levels in a
 * list in an object) needs four; class-transformer walks every level recursively and overflows the stack at a few
 * thousand, which would be a 500 for a body of a few kilobytes.
 */
export const MAX_BODY_DEPTH = 16;
/** The widest object a DTO takes: an import's column mapping, one key per column (import-mapping.validator.ts). */
export const MAX_OBJECT_KEYS = 500;
/** List entries of a whole body together: the longest list a DTO takes, the bank statement lines confirmed at once. */
export const MAX_LIST_ENTRIES = 10_000;

export type ShapeProblem = 'depth' | 'keys' | 'entries' | 'constructor';

/**
 * What no DTO takes, found before class-transformer walks the body: nesting deeper than `depthLimit` levels (objects and
 * arrays count, values not), an object with more keys than the widest form (class-transformer de-duplicates keys in
 * quadratic time: 50,000 keys took three seconds), more list entries than the longest list (also under unknown keys,
 * which class-transformer builds before the whitelist refuses them: a megabyte of empty objects took two seconds), or a
 * `constructor` key (no DTO declares one; class-validator's whitelist let it through, and class-transformer failed on
 * one inside a field). `field` names the place as validation errors do (none for the entries of all lists together).
 * Walks without recursion and stops at the first problem; never goes deeper than the limit.
 */
export function bodyShapeProblem(value: unknown, depthLimit = MAX_BODY_DEPTH): { field: string; problem: ShapeProblem } | null {
  const pending: [unknown, string, number][] = [[value, '', 1]];
  let entries = 0;
  while (pending.length > 0) {
    const [current, path, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > depthLimit) return { field: path, problem: 'depth' };
    const list = Array.isArray(current);
    if (list && (entries += current.length) > MAX_LIST_ENTRIES) return { field: '', problem: 'entries' };
    const keys = Object.keys(current);
    if (!list && keys.length > MAX_OBJECT_KEYS) return { field: path, problem: 'keys' };
    if (!list && Object.hasOwn(current, 'constructor')) return { field: path ? `${path}.constructor` : 'constructor', problem: 'constructor' };
    for (const key of keys) {
      const child = (current as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) pending.push([child, path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return null;
}
