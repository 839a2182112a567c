import { Client } from 'pg';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { ensureDatabaseExists } from './ensure-database';

/** The same key in every process: replicas that start together migrate one after the other. */
const MIGRATION_LOCK_KEY = 73_402_026;

/**
 * `npm run migrate`: creates the database when missing, then applies pending migrations. A session-level
 * advisory lock, held by a connection of its own until the end, makes a second process wait and then find
 * nothing left to apply.
 */
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL fehlt');
  await ensureDatabaseExists(url);
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(`Migrationen: ${applied.length} angewendet`);
    await dataSource.destroy();
  } finally {
    await lock.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
