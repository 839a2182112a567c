import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Client } from 'pg';
import Redis from 'ioredis';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { freePort } from './free-port';
import { dataSourceOptions } from '../../src/common/database/data-source-options';
import { PG_BASE, REDIS_BASE, TEMPLATE_DATABASE, TEST_WORKERS, workerDatabase } from './test-env';

/** Migrates a template database once, clones one database per worker, starts one S3 server. */
export default async function globalSetup(): Promise<void> {
  await assertReachable();
  const admin = new Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  try {
    const names = [TEMPLATE_DATABASE, ...Array.from({ length: TEST_WORKERS }, (_, i) => workerDatabase(i + 1))];
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
    const dataSource = await new DataSource(dataSourceOptions(`${PG_BASE}/${TEMPLATE_DATABASE}`)).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
    for (let i = 1; i <= TEST_WORKERS; i++) {
      await admin.query(`CREATE DATABASE "${workerDatabase(i)}" TEMPLATE "${TEMPLATE_DATABASE}"`);
    }
  } finally {
    await admin.end();
  }

  // The same S3 stand-in as `npm run up` (s3rver behind a signature-checking gateway), with a made-up key pair.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startS3StandIn } = require('../../../scripts/lib/s3-stand-in.cjs');
  const s3 = await startS3StandIn({ directory: mkdtempSync(join(tmpdir(), 'portal-s3-')) });
  Object.assign(process.env, { TEST_S3_ENDPOINT: s3.endpoint, TEST_S3_ACCESS_KEY: s3.accessKey, TEST_S3_SECRET_KEY: s3.secretKey });
  (globalThis as { __S3__?: { close(): Promise<void> } }).__S3__ = s3;

  await startMailCatcher();
}

/** MailDev catches what the mail job sends: SMTP for the apps, its REST API (GET /email) for the tests. */
async function startMailCatcher(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const MailDev = require('maildev');
  const [smtp, web] = [await freePort(), await freePort()];
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', silent: true, noOpen: true });
  await new Promise<void>((resolve, reject) => maildev.listen((error?: Error) => (error ? reject(error) : resolve())));
  process.env.TEST_SMTP_URL = `smtp://127.0.0.1:${smtp}`;
  process.env.TEST_MAILDEV_URL = `http://127.0.0.1:${web}`;
  (globalThis as { __MAILDEV__?: { close(callback: () => void): void } }).__MAILDEV__ = maildev;
}


async function assertReachable(): Promise<void> {
  const pg = new Client({ connectionString: `${PG_BASE}/postgres`, connectionTimeoutMillis: 3000 });
  await pg.connect().catch((error: Error) => {
    throw new Error(`PostgreSQL unter ${PG_BASE} nicht erreichbar (${error.message}). Start: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`);
  });
  await pg.end();
  const redis = new Redis(REDIS_BASE, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
  await redis.connect().catch((error: Error) => {
    throw new Error(`Redis unter ${REDIS_BASE} nicht erreichbar (${error.message}). Start: redis-server --daemonize yes --bind 127.0.0.1 --port 6379`);
  });
  redis.disconnect();
}
