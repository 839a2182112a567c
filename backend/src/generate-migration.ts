import 'reflect-metadata';
import { writeFileSync } from 'fs';
import { join } from 'path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './common/database/data-source-options';
import { schemaDiff } from './common/database/schema-diff';
import { ENTITIES } from './entities';

/**
 * Developer tool: `node dist/generate-migration.js <Name>` writes a timestamped
 * migration for whatever the migrated database (DATABASE_URL) lacks compared to the entities.
 */
async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Aufruf: generate-migration <PascalCaseName>');
  const dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? '', ENTITIES)).initialize();
  const diff = await schemaDiff(dataSource);
  await dataSource.destroy();
  if (diff.up.length === 0) {
    console.log('Keine Änderungen.');
    return;
  }
  const timestamp = Date.now();
  const body = (queries: string[]) =>
    queries.map((query) => `    await queryRunner.query(${JSON.stringify(query)});`).join('\n');
  const source = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${body(diff.up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${body(diff.down)}
  }
}
`;
  const file = join(__dirname, '..', 'src', 'common', 'database', 'migrations', `${timestamp}-${name}.ts`);
  writeFileSync(file, source);
  console.log(`geschrieben: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
