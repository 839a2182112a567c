import { EntityManager } from 'typeorm';

/**
 * Category names are unique per level (case-insensitive), checked before the write. Every writer of categories
 * (the admin's form, the import) takes this lock first, to its transaction's end: two at once would otherwise
 * both find the name free (a double click on „Speichern“ made two „Ketten“).
 */
export async function lockCategoryWrites(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('categories'))`);
}
