/**
 * How deep the objects and arrays of a JSON body may nest. Our deepest DTO (the receivables settings: levels in a
 * list in an object) needs four; class-transformer walks every level recursively and overflows the stack at a few
 * thousand, which would be a 500 for a body of a few kilobytes.
 */
export const MAX_BODY_DEPTH = 16;

/** Whether `value` nests objects or arrays deeper than `limit` levels; walks without recursion, stops at the first. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}
