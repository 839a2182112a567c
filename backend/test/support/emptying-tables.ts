import { DataSource } from 'typeorm';

/**
 * The statement that empties, between two tests, what `TRUNCATE <every entity table> RESTART IDENTITY CASCADE` would
 * empty: the entity tables, every table that references one of them by foreign key (the trigger-kept receivables
 * summary, say), and the sequences those tables own. It deletes instead of truncating: TRUNCATE gives each of ≈ 40
 * tables a new file and took 80 ms per test, about 90 s of the suite; the deletes take a few ms.
 *
 * The shared locks first: they wait for writers still at work (a background job of the last test), as TRUNCATE's
 * lock did, so no row they commit can survive the reset. Foreign-key triggers are off for the statement
 * (session_replication_role, local to its implicit transaction): every referencing table is emptied as well.
 */
export async function emptyingStatement(dataSource: DataSource): Promise<string> {
  const entityTables = dataSource.entityMetadatas.map((meta) => meta.tableName);
  const [{ tables, sequences }] = await dataSource.query<{ tables: string[]; sequences: string[] | null }[]>(
    `WITH RECURSIVE cleared(oid) AS (
       SELECT c.oid FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1) AND c.relkind IN ('r', 'p')
       UNION
       SELECT con.conrelid FROM pg_constraint con JOIN cleared ON con.confrelid = cleared.oid WHERE con.contype = 'f'
     )
     SELECT (SELECT array_agg(oid::regclass::text ORDER BY oid::regclass::text) FROM cleared) AS tables,
            (SELECT array_agg(d.objid::regclass::text ORDER BY d.objid::regclass::text)
               FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
              WHERE d.classid = 'pg_class'::regclass AND d.refobjid IN (SELECT oid FROM cleared) AND d.deptype IN ('a', 'i')) AS sequences`,
    [entityTables],
  );
  return [
    `SELECT set_config('session_replication_role', 'replica', true)`,
    `LOCK TABLE ${tables.join(', ')} IN SHARE MODE`,
    ...tables.map((table) => `DELETE FROM ${table}`),
    ...(sequences ?? []).map((sequence) => `ALTER SEQUENCE ${sequence} RESTART`),
  ].join(';\n');
}
