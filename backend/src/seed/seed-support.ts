import { EntityManager } from 'typeorm';

/** Count of one kind of demo data: how many the seed defines, and how many this run wrote. */
export interface SeedCount {
  total: number;
  inserted: number;
  updated: number;
}

export const emptyCount = (total: number): SeedCount => ({ total, inserted: 0, updated: 0 });

/**
 * Takes the demo seed's transaction-scoped advisory lock (released at commit or rollback), so two
 * runs at the same time wait for each other instead of both inserting a missing row.
 */
export async function lockDemoSeed(manager: EntityManager): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('portal:demo-seed'))");
}
