import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import Redis from 'ioredis';
import type { DestinationStream } from 'pino';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { Environment, parseEnvironment } from '../../src/common/config/environment';
import { CacheService } from '../../src/common/cache/cache.service';
import { createApp } from '../../src/create-app';
import { createRootLogger } from '../../src/common/logging/logger';
import { REDIS } from '../../src/common/redis/redis.module';
import { StorageService } from '../../src/common/storage/storage.service';
import { emptyingStatement } from './emptying-tables';
import { testEnvironment } from './test-env';

export interface TestApp {
  app: NestFastifyApplication;
  env: Environment;
  dataSource: DataSource;
  redis: Redis;
  storage: StorageService;
  /** Empties every table, this worker's Redis database and this app's cache. */
  reset(): Promise<void>;
  /** Closes the app; fails when a pool connection was asked for inside a transaction (watchNestedConnects). */
  close(): Promise<void>;
  /** What watchNestedConnects found so far (a test of the watcher empties it again). */
  nestedConnects: string[];
}

/** Overrides of the last app started in this process: the next one must not inherit them through process.env. */
let previousOverrides: string[] = [];

/** Boots the real API (createApp, as main.ts does) against this worker's database, Redis and S3. */
export async function startTestApp(overrides: Record<string, string> = {}, options: { logTo?: DestinationStream } = {}): Promise<TestApp> {
  const raw = { ...testEnvironment(), ...overrides };
  for (const name of previousOverrides) delete process.env[name];
  previousOverrides = Object.keys(overrides);
  Object.assign(process.env, raw);
  const env = parseEnvironment(raw);
  const app = await createApp(env, createRootLogger(env.LOG_LEVEL, options.logTo));
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const redis = app.get<Redis>(REDIS);
  const nestedConnects = watchNestedConnects(dataSource, app.get(TransactionHost));
  const emptyTables = await emptyingStatement(dataSource);
  const reset = async () => {
    // The app's own background work (outbox dispatch, after-commit hooks, a test worker's jobs of the last test)
    // may still hold a row lock; the reset's table locks can then meet it in the other order. PostgreSQL breaks that
    // circle: try again once the other side had a moment to finish (three quick tries were not always enough while
    // a worker retried the last test's jobs, session 11).
    for (let attempt = 1; ; attempt += 1) {
      try {
        await dataSource.query(emptyTables);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt === 6) throw error;
        await new Promise((resume) => setTimeout(resume, 200 * attempt));
      }
    }
    // the unlocked number sequences (NumberSequenceService.nextExpression) start again at 1
    await dataSource.query(`SELECT setval(oid, 1, false) FROM pg_class WHERE relkind = 'S' AND relname LIKE 'number\\_seq\\_%'`);
    await redis.flushdb();
    app.get(CacheService).dropAllLocal();
  };
  await reset();
  const close = async () => {
    await app.close();
    if (nestedConnects.length) throw new Error(`Verbindung innerhalb einer Transaktion angefordert (docs/decisions.md, "Eine Verbindung je Transaktion"):\n${[...new Set(nestedConnects)].join('\n')}`);
  };
  return { app, env, dataSource, redis, storage: app.get(StorageService), reset, close, nestedConnects };
}

/**
 * Every pool connection asked for while the caller's transaction already holds one: under load such callers each
 * hold a connection and wait for a second until the pool gives up (docs/decisions.md, "Eine Verbindung je
 * Transaktion"). Collected here, reported by `close()`, so a new one fails its test file.
 */
function watchNestedConnects(dataSource: DataSource, tx: TransactionHost): string[] {
  const found: string[] = [];
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (tx.inTransaction) {
      const callers = (new Error().stack ?? '').split('\n').filter((line) => line.includes('/backend/src/'));
      found.push(`${expect.getState().currentTestName}: ${callers.slice(0, 3).map((line) => line.trim()).join(' ← ')}`);
    }
    return connect(...args);
  };
  return found;
}
