#!/usr/bin/env node
// Catalogue benchmark: `node scripts/bench/catalogue-bench.mjs` (build the backend first: npm run build -w backend).
//
// Fills a separate database (portal_bench) with 100,000 products in 200 categories, starts the real API pinned
// to CPU 0, and drives GET /api/catalogue/products over loopback with autocannon from this process, pinned to
// CPU 1. Beside each API run, the same SQL (built by the API's own product-list.sql) runs bare through `pg` at the
// same concurrency. Prints p50/p95/p99 and requests per second and writes them, with the query plans, into
// docs/performance.md. Bounded: BENCH_SECONDS per run (default 8) × 3 runs × 11 scenarios.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startS3Server } from '../lib/s3-server.mjs';
import { freePort, waitForHttp } from '../lib/services.mjs';
import { fillCatalogue, PRODUCT_COUNT, SEARCH_TERMS } from './fill.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench';
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const API_POOL_SIZE = 20; // data-source-options.ts: extra.max
const SERVER_CPU = '0';
const LOAD_CPU = '1';

// Pin this process (load generator and bare-SQL client) to its own core; the server gets the other one.
if (!process.env.BENCH_PINNED && cpus().length > 1) {
  const child = spawnSync('taskset', ['-c', LOAD_CPU, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(child.status ?? 1);
}

const require = createRequire(import.meta.url);
const distFile = join(root, 'backend', 'dist', 'modules', 'catalogue', 'product-list.sql.js');
if (!existsSync(distFile)) {
  console.error('bench: backend/dist fehlt – erst "npm run build -w backend" ausführen.');
  process.exit(1);
}
const { categoryIdsQuery, productPageQuery, productCountQuery } = require(distFile);

const log = (line) => console.log(`bench: ${line}`);

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  const url = `${PG_BASE}/${DATABASE}`;
  const migrate = spawnSync(process.execPath, ['dist/common/database/migrate.js'], {
    cwd: join(root, 'backend'),
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`Migration fehlgeschlagen: ${migrate.stderr || migrate.stdout}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await fillCatalogue(client);
  const [{ products, categories }] = (
    await client.query('SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM categories)::int AS categories')
  ).rows;
  const { rows: mains } = await client.query(`SELECT id FROM categories WHERE parent_id IS NULL ORDER BY name LIMIT 1`);
  const { rows: subs } = await client.query(`SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY name LIMIT 1`);
  await client.end();
  log(`${products} Produkte, ${categories} Kategorien in ${((Date.now() - started) / 1000).toFixed(1)} s angelegt`);
  return { url, mainCategory: mains[0].id, subCategory: subs[0].id };
}

async function startApi(databaseUrl) {
  const port = await freePort();
  const s3Port = await freePort();
  const s3 = await startS3Server({ port: s3Port, directory: mkdtempSync(join(tmpdir(), 'bench-s3-')) });
  const server = spawn('taskset', ['-c', SERVER_CPU, process.execPath, 'dist/main.js'], {
    cwd: join(root, 'backend'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: 'bench',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      APP_URL: `http://127.0.0.1:${port}`,
      FRONTEND_DIST: '',
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
      await s3.close?.();
    },
  };
}

function percentiles(samples) {
  const sorted = Float64Array.from(samples).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

function runApi(url) {
  return new Promise((done, fail) => {
    const latencies = [];
    let errors = 0;
    const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      if (error) return fail(error);
      const total = latencies.length;
      done({ ...percentiles(latencies), rps: total / SECONDS, requests: total, errors: errors + result.errors + result.timeouts });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) errors += 1;
    });
  });
}

/** CONNECTIONS workers issue the queries back to back through a pool as large as the API's. */
async function runBare(pool, queries) {
  const latencies = [];
  const until = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      await Promise.all(queries.map((query) => pool.query(query.text, query.values)));
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { ...percentiles(latencies), rps: latencies.length / SECONDS, requests: latencies.length, errors: 0 };
}

async function explain(pool, query) {
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${query.text}`, query.values);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const fmt = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

async function main() {
  const { url: databaseUrl, mainCategory, subCategory } = await prepareDatabase();
  const api = await startApi(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: API_POOL_SIZE });

  const scenarios = [
    { name: 'Erste Seite (Name)', params: {}, target: 25 },
    { name: 'Tiefe Seite 100 (Offset 2.376)', params: { page: 100 }, target: 25 },
    { name: 'Tiefe Seite 1.000 (Offset 23.976)', params: { page: 1000 }, target: 25 },
    { name: 'Sortierung Preis', params: { sort: 'retail_price' }, target: 25 },
    { name: 'Sortierung Bestand', params: { sort: 'stock_quantity' }, target: 25 },
    { name: 'Sortierung Artikelnummer, Seite 50', params: { sort: 'sku', page: 50 }, target: 25 },
    { name: 'Hauptkategorie (inkl. 9 Unterkategorien)', params: { category: mainCategory }, target: 25 },
    { name: 'Unterkategorie, nach Preis', params: { category: subCategory, sort: 'retail_price' }, target: 25 },
    ...Object.entries(SEARCH_TERMS).map(([share, term]) => ({
      name: `Suche „${term}“ (≈ ${share})`,
      params: { q: term },
      target: share === '5 %' ? 60 : 25,
    })),
  ];

  const results = [];
  for (const scenario of scenarios) {
    const query = new URLSearchParams(Object.entries(scenario.params).map(([k, v]) => [k, String(v)])).toString();
    const filters = { sort: 'name', page: 1, pageSize: 24, ...scenario.params };
    if (filters.category) {
      // The API resolves a category to its id list once (cached), then runs the page query with it.
      const ids = categoryIdsQuery(filters.category);
      filters.categoryIds = (await pool.query(ids.text, ids.values)).rows.map((row) => row.id);
    }
    const page = productPageQuery(filters, { admin: false });
    const count = productCountQuery(filters);
    // Warm-up: the first request is a cache miss (the page is read, the total counted); its time is reported.
    const missStarted = process.hrtime.bigint();
    await (await fetch(`${api.url}/api/catalogue/products?${query}`)).arrayBuffer();
    const missMs = Number(process.hrtime.bigint() - missStarted) / 1e6;
    const apiResult = await runApi(`${api.url}/api/catalogue/products?${query}`);
    const barePage = await runBare(pool, [page]);
    const bareBoth = await runBare(pool, [page, count]);
    const plans = { page: await explain(pool, page), count: await explain(pool, count) };
    const row = { ...scenario, query, missMs, apiResult, barePage, bareBoth, plans, sql: page.text };
    results.push(row);
    log(
      `${scenario.name.padEnd(44)} API p50 ${fmt(apiResult.p50)} p95 ${fmt(apiResult.p95)} p99 ${fmt(apiResult.p99)} ms ` +
        `${apiResult.rps.toFixed(0)} req/s | SQL p95 ${fmt(barePage.p95)} ms ${barePage.rps.toFixed(0)}/s` +
        ` | SQL+count p95 ${fmt(bareBoth.p95)} ms ${bareBoth.rps.toFixed(0)}/s${apiResult.errors ? ` | ${apiResult.errors} Fehler` : ''}`,
    );
  }

  await pool.end();
  await api.stop();
  writeReport(results);
  log('docs/performance.md geschrieben');
}

function writeReport(results) {
  const pass = (row) => row.apiResult.p95 < row.target && row.apiResult.rps >= row.barePage.rps / 2 && row.apiResult.errors === 0;
  const lines = [
    '# Performance: catalogue list',
    '',
    `Generated by \`node scripts/bench/catalogue-bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    '## Set-up',
    '',
    `- ${PRODUCT_COUNT.toLocaleString('en')} products (≈ 1 % inactive, 2.5 % on promotion) in 200 categories (20 main categories × 9 subcategories), database \`${DATABASE}\`, freshly \`ANALYZE\`d.`,
    `- API: \`backend/dist/main.js\` (NODE_ENV=production, LOG_LEVEL=warn) pinned to CPU ${SERVER_CPU} with \`taskset\`; autocannon and the bare \`pg\` client run in the bench process pinned to CPU ${LOAD_CPU}. PostgreSQL is not pinned (it runs on whichever core is free).`,
    `- ${CONNECTIONS} connections, ${SECONDS} s per run, loopback, as a visitor (no bearer token: no dealer-discount lookup).`,
    `- Bare SQL: the exact text from \`backend/src/modules/catalogue/product-list.sql.ts\`, ${CONNECTIONS} concurrent workers over a \`pg.Pool\` of ${API_POOL_SIZE} (the API's pool size). "SQL" is the page query alone — what the API runs per request once the total is cached; "SQL + count" adds the count query, i.e. what every request would cost without the total cache.`,
    '- The API caches whole storefront list answers for 10 s per query and price scope (LRU, 500 entries), and list totals (and category counts) for 30 s, in process; every catalogue write clears both, here and — over the Redis channel `catalogue:invalidate` — in every other API process (`catalogue-cache.ts`). The runs below therefore measure the cached answer, apart from a miss each 10 s per key; "1st (miss)" is the single warm-up request before the run, unloaded, which reads the page and counts the total.',
    `- Targets (2 cores): p95 < 25 ms for pages, sorts and filters; < 60 ms for the 5 % search; API throughput ≥ ½ of the bare page query.`,
    '',
    '## Results (latency in ms)',
    '',
    '| Scenario | 1st (miss) | API p50 | API p95 | API p99 | API req/s | SQL p50 | SQL p95 | SQL p99 | SQL q/s | SQL+count p95 | SQL+count q/s | API/SQL | Target p95 | OK |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|',
    ...results.map(
      (row) =>
        `| ${row.name} | ${fmt(row.missMs)} | ${fmt(row.apiResult.p50)} | ${fmt(row.apiResult.p95)} | ${fmt(row.apiResult.p99)} | ${row.apiResult.rps.toFixed(0)} | ` +
        `${fmt(row.barePage.p50)} | ${fmt(row.barePage.p95)} | ${fmt(row.barePage.p99)} | ${row.barePage.rps.toFixed(0)} | ` +
        `${fmt(row.bareBoth.p95)} | ${row.bareBoth.rps.toFixed(0)} | ${(row.apiResult.rps / row.barePage.rps).toFixed(2)} | < ${row.target} | ${pass(row) ? '✅' : '❌'} |`,
    ),
    '',
    'Errors (non-200 answers, timeouts): ' + results.map((row) => row.apiResult.errors).reduce((a, b) => a + b, 0) + '.',
    '',
    '## Query plans',
    '',
    'Captured with `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)` right after each run.',
    '',
  ];
  for (const row of results) {
    lines.push(`### ${row.name}`, '', `\`GET /api/catalogue/products${row.query ? `?${row.query}` : ''}\``, '', 'Page query:', '', '```', row.plans.page, '```', '', 'Count query (cached by the API):', '', '```', row.plans.count, '```', '');
  }
  writeFileSync(join(root, 'docs', 'performance.md'), lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
