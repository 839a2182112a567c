import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

export type Checksums = Record<string, string>;

/** The rows of every table as JSON, to put back what a request wrote. */
export interface Snapshot {
  checksums: Checksums;
  rows: Record<string, unknown[]>;
}

export interface TableWatch {
  /** One md5 per table over its rows as text: equal results mean no row was added, changed or removed anywhere. */
  checksums(): Promise<Checksums>;
  capture(): Promise<Snapshot>;
  /** Puts the given tables back as they were in the snapshot (foreign keys and triggers off while it does). */
  restore(snapshot: Snapshot, tables: string[]): Promise<void>;
}

/**
 * Watches every table of the schema (TypeORM's `migrations` aside), audit and outbox included. Sequences are left out:
 * a refused insert may draw a number in PostgreSQL without writing a row. The checksum runs as a prepared statement on
 * the app's pool: thousands of calls take a few seconds instead of fifteen.
 */
export async function watchTables(dataSource: DataSource): Promise<TableWatch> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const tables: string[] = (
    await pool.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class
        WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p') AND NOT relispartition AND relname <> 'migrations'
        ORDER BY relname`,
    )
  ).rows.map((row) => row.name);
  const checksumStatement = {
    name: 'watched-table-checksums',
    text: `SELECT ${tables.map((table) => `(SELECT md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) FROM "${table}" r) AS "${table}"`).join(',\n')}`,
  };
  const rowsStatement = `SELECT ${tables.map((table) => `(SELECT coalesce(json_agg(r), '[]') FROM "${table}" r) AS "${table}"`).join(',\n')}`;
  const checksums = async () => (await pool.query<Checksums>(checksumStatement)).rows[0];

  return {
    checksums,
    capture: async () => ({ checksums: await checksums(), rows: (await pool.query<Record<string, unknown[]>>(rowsStatement)).rows[0] }),
    async restore(snapshot, changed) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`SET LOCAL session_replication_role = replica`);
        for (const table of changed) {
          await client.query(`DELETE FROM "${table}"`);
          await client.query(`INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`, [JSON.stringify(snapshot.rows[table])]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** The tables whose checksum differs. */
export const changedTables = (before: Checksums, after: Checksums) => Object.keys(after).filter((table) => before[table] !== after[table]);
