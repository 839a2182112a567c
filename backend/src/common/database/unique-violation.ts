/**
 * Whether a write failed on a unique index (PostgreSQL 23505), optionally on the named one: where two requests may
 * write the same key at once, the index decides and the loser gets the same German answer as one that came later.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure?.code === '23505' && (constraint === undefined || failure.constraint === constraint);
}
