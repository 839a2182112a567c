import { join } from 'path';
import { DataSourceOptions, EntitySchema } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityList = (Function | EntitySchema)[];

/** Migrations need no entities; the app, the seed and the migration generator pass the top-level list. */
export function dataSourceOptions(databaseUrl: string, entities: EntityList = [], poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}
