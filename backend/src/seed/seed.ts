import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseEnvironment } from '../common/config/environment';
import { dataSourceOptions } from '../common/database/data-source-options';
import { StorageService } from '../common/storage/storage.service';
import { ENTITIES } from '../entities';
import { seedDemoData } from './seed-demo-data';

/** `npm run seed -w backend`: demo data for a migrated database (run `npm run migrate` first). */
async function main(): Promise<void> {
  const env = parseEnvironment(process.env);
  Logger.overrideLogger(['fatal', 'error', 'warn']);
  const dataSource = await new DataSource(dataSourceOptions(env.DATABASE_URL, ENTITIES)).initialize();
  try {
    const storage = new StorageService(env);
    await storage.ensureBuckets();
    await seedDemoData(dataSource, storage, (line) => console.log(line));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
