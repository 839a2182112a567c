import { DataSource } from 'typeorm';

export interface SchemaDiff {
  up: string[];
  down: string[];
}

/** What TypeORM would still change to make the database match the entities (empty when they agree). */
export async function schemaDiff(dataSource: DataSource): Promise<SchemaDiff> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: log.upQueries.map((query) => query.query),
    down: log.downQueries.map((query) => query.query).reverse(),
  };
}
