import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { ensureDatabaseExists } from './ensure-database';

/** `npm run migrate`: creates the database when missing, then applies pending migrations. */
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL fehlt');
  await ensureDatabaseExists(url);
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  console.log(`Migrationen: ${applied.length} angewendet`);
  await dataSource.destroy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
