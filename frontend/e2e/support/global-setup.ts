import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import Redis from 'ioredis';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module shared with `npm run up`
import { startPortal } from '../../../scripts/lib/portal.mjs';
// @ts-expect-error plain ES module shared with `npm run up`
import { freePort } from '../../../scripts/lib/services.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailUrl: string;
  }
}

const root = resolve(__dirname, '..', '..', '..');
const DATABASE = process.env.E2E_DATABASE ?? 'portal_e2e';
const REDIS_DB = process.env.E2E_REDIS_DB ?? '9';
/** Several sessions on one machine may each run their own Redis server. */
const REDIS_URL = `${process.env.E2E_REDIS_BASE_URL ?? 'redis://127.0.0.1:6379'}/${REDIS_DB}`;

/** A fresh database with demo data, then the real built portal on free ports. */
export default async function setup(project: TestProject) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();

  const [port, s3Port, smtpPort, mailWebPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const portal = await startPortal({
    root,
    dataDir: mkdtempSync(join(tmpdir(), 'portal-e2e-')),
    demoData: true,
    s3Port,
    smtpPort,
    mailWebPort,
    log: () => undefined,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
      REDIS_URL,
      QUEUE_PREFIX: 'e2e',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      APP_URL: `http://localhost:${port}`,
      ADMIN_EMAILS: '',
      FRONTEND_DIST: join(root, 'frontend', 'dist'),
      LOG_LEVEL: 'warn',
      // The image migration test downloads from a local HTTP server; small import batches make progress visible.
      IMAGE_FETCH_ALLOW_LOOPBACK: 'true',
      IMPORT_BATCH_SIZE: '50',
    },
  });
  project.provide('baseUrl', portal.url);
  project.provide('mailUrl', portal.mailUrl ?? '');
  return () => portal.stop();
}
