#!/usr/bin/env node
// Catalogue benchmark: `node scripts/bench/catalogue-bench.mjs` (build the backend first: npm run build -w backend).
//
// Fills a separate database (portal_bench) with 100,000 products in 200 categories, starts the real API twice
// pinned to CPU 0 (as deployed, and with the answer cache switched off), and drives GET /api/catalogue/products
// over loopback with autocannon (one child process per run, fresh heap), pinned to CPU 1. Beside each API run,
// the same SQL (built by the API's own product-list.sql) runs bare through `pg` at the same concurrency. Prints
// p50/p95/p99 and requests per second and writes them, with the query plans, into docs/performance.md (between
// the bench markers; the hand-written findings around them stay). Bounded: per scenario
// 2 × BENCH_WARMUP_SECONDS (2) + 4 × BENCH_SECONDS (8), 12 scenarios, plus the fill: about 9 minutes.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { fillCatalogue, PRODUCT_COUNT, SEARCH_TERMS } from './fill.mjs';
import {
  createBenchDatabase,
  explainQuery,
  fmt,
  LOAD_CPU,
  pinToLoadCore,
  requireBuiltBackend,
  root,
  runBareQueries,
  SERVER_CPU,
  startApi as startBenchApi,
  writeReportSection,
} from './harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const API_POOL_SIZE = 20; // data-source-options.ts: extra.max

// Pin this process (load generator and bare-SQL client) to its own core; the server gets the other one.
pinToLoadCore();

const require = createRequire(import.meta.url);
const distFile = requireBuiltBackend(join('modules', 'catalogue', 'product-list.sql.js'));
const { categoryIdsQuery, productPageQuery, productCountQuery } = require(distFile);
const { hashPassword } = require(join(root, 'backend', 'dist', 'common', 'auth', 'password.js'));
const DEALER = { email: 'bench-haendler@example.com', password: 'Bench-Passwort-2026', discount: 15 };

const log = (line) => console.log(`bench: ${line}`);

async function prepareDatabase() {
  const url = await createBenchDatabase(DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await fillCatalogue(client);
  const [{ products, categories }] = (
    await client.query('SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM categories)::int AS categories')
  ).rows;
  const { rows: mains } = await client.query(`SELECT id FROM categories WHERE parent_id IS NULL ORDER BY name LIMIT 1`);
  const { rows: subs } = await client.query(`SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY name LIMIT 1`);
  // An approved dealer: his list answers carry his EK (JWT check, session revocation lookup, discount lookup).
  await client.query(
    `WITH dealer AS (INSERT INTO users (email, password_hash, roles, email_confirmed_at) VALUES ($1, $2, '{dealer}', now()) RETURNING id),
          company AS (INSERT INTO companies (id) SELECT id FROM dealer),
          owner AS (INSERT INTO company_members (company_id, user_id, role, joined_at) SELECT id, id, 'owner', now() FROM dealer)
     INSERT INTO dealer_profiles (company_id, user_id, company_name, contact_person, ust_id, is_approved, approved_at, discount_level)
     SELECT id, id, 'Bench Radhaus GmbH', 'Erika Muster', 'DE811569869', true, now(), $3 FROM dealer`,
    [DEALER.email, await hashPassword(DEALER.password), DEALER.discount],
  );
  await client.end();
  log(`${products} Produkte, ${categories} Kategorien in ${((Date.now() - started) / 1000).toFixed(1)} s angelegt`);
  return { url, mainCategory: mains[0].id, subCategory: subs[0].id };
}

const startApi = (databaseUrl, extraEnv = {}) => startBenchApi({ databaseUrl, redisUrl: REDIS_URL, extraEnv });

/** One load run in a child process (scripts/bench/load.mjs), which inherits this process's CPU pinning. */
function runApi(url, { headers = {}, seconds = SECONDS } = {}) {
  const options = JSON.stringify({ url, headers, connections: CONNECTIONS, seconds });
  const child = spawnSync(process.execPath, [join(root, 'scripts', 'bench', 'load.mjs'), options], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`Lastlauf fehlgeschlagen: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

async function signInDealer(apiUrl) {
  const response = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEALER.email, password: DEALER.password }),
  });
  if (!response.ok) throw new Error(`Händler-Anmeldung fehlgeschlagen: ${response.status} ${await response.text()}`);
  const { accessToken } = await response.json();
  return { authorization: `Bearer ${accessToken}` };
}

const runBare = (pool, queries) => runBareQueries(pool, queries, { seconds: SECONDS, connections: CONNECTIONS });

async function main() {
  const { url: databaseUrl, mainCategory, subCategory } = await prepareDatabase();
  const api = await startApi(databaseUrl);
  const uncachedApi = await startApi(databaseUrl, { CATALOGUE_ANSWER_CACHE_SECONDS: '0' });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: API_POOL_SIZE });
  const dealerHeaders = await signInDealer(api.url);
  const uncachedDealerHeaders = await signInDealer(uncachedApi.url);

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
    { name: `Händler (${DEALER.discount} %), erste Seite`, params: {}, target: 25, dealer: true },
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
    const path = `/api/catalogue/products${query ? `?${query}` : ''}`;
    const headers = scenario.dealer ? dealerHeaders : {};
    const uncachedHeaders = scenario.dealer ? uncachedDealerHeaders : {};
    // The first request is a cache miss (the page is read, the total counted); its time is reported.
    const missStarted = process.hrtime.bigint();
    await (await fetch(`${api.url}${path}`, { headers })).arrayBuffer();
    const missMs = Number(process.hrtime.bigint() - missStarted) / 1e6;
    // Warm-up (not counted): JIT, connection pool and PostgreSQL's buffers, as in a running portal.
    runApi(`${api.url}${path}`, { headers, seconds: WARMUP_SECONDS });
    const apiResult = runApi(`${api.url}${path}`, { headers });
    runApi(`${uncachedApi.url}${path}`, { headers: uncachedHeaders, seconds: WARMUP_SECONDS });
    const uncachedResult = runApi(`${uncachedApi.url}${path}`, { headers: uncachedHeaders });
    const barePage = await runBare(pool, [page]);
    const bareBoth = await runBare(pool, [page, count]);
    const plans = { page: await explainQuery(pool, page), count: await explainQuery(pool, count) };
    const row = { ...scenario, query, missMs, apiResult, uncachedResult, barePage, bareBoth, plans, sql: page.text };
    results.push(row);
    log(
      `${scenario.name.padEnd(44)} API p95 ${fmt(apiResult.p95)} ms ${apiResult.rps.toFixed(0)}/s` +
        ` | ohne Cache p95 ${fmt(uncachedResult.p95)} ms ${uncachedResult.rps.toFixed(0)}/s` +
        ` | SQL p95 ${fmt(barePage.p95)} ms ${barePage.rps.toFixed(0)}/s` +
        ` | SQL+count p95 ${fmt(bareBoth.p95)} ms ${bareBoth.rps.toFixed(0)}/s` +
        `${apiResult.errors + uncachedResult.errors ? ` | ${apiResult.errors + uncachedResult.errors} Fehler` : ''}`,
    );
  }

  await pool.end();
  await api.stop();
  await uncachedApi.stop();
  writeReport(results);
  log('docs/performance.md geschrieben');
}

const BENCH_START = '<!-- bench:start (written by scripts/bench/catalogue-bench.mjs) -->';
const BENCH_END = '<!-- bench:end -->';

function writeReport(results) {
  const ratio = (row) => row.apiResult.rps / row.barePage.rps;
  const uncachedRatio = (row) => row.uncachedResult.rps / row.barePage.rps;
  const pass = (row) => row.apiResult.p95 < row.target && ratio(row) >= 0.5 && row.apiResult.errors + row.uncachedResult.errors === 0;
  const lines = [
    '',
    `Generated by \`node scripts/bench/catalogue-bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    '### Set-up',
    '',
    `- ${PRODUCT_COUNT.toLocaleString('en')} products (≈ 1 % inactive, 2.5 % on promotion) in 200 categories (20 main categories × 9 subcategories), database \`${DATABASE}\`, then \`VACUUM ANALYZE\` (what autovacuum does after a bulk load).`,
    `- API: \`backend/dist/main.js\` (NODE_ENV=production, LOG_LEVEL=warn) pinned to CPU ${SERVER_CPU} with \`taskset\`, started twice: as deployed ("API") and with \`CATALOGUE_ANSWER_CACHE_SECONDS=0\` ("ohne Cache": every request runs the page query; totals and category id lists stay cached 30 s). autocannon (a fresh child process per run) and the bare \`pg\` client run pinned to CPU ${LOAD_CPU}. PostgreSQL is not pinned.`,
    `- ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up that is not counted, loopback; as a visitor except the dealer row (approved dealer, bearer token: JWT check, session-revocation lookup in Redis, cached discount lookup).`,
    `- Bare SQL: the exact text from \`backend/src/modules/catalogue/product-list.sql.ts\`, ${CONNECTIONS} concurrent workers over a \`pg.Pool\` of ${API_POOL_SIZE} (the API's pool size). "SQL" is the page query alone, i.e. what "ohne Cache" runs per request; "SQL + count" adds the count query (what a request costs when the total is not cached either).`,
    '- "1st (miss)": the first request for the query, unloaded, before the warm-up: page and total both read from the database.',
    '- OK: the API as deployed has its p95 under the target and at least half the requests per second of the bare page query, and no run had errors. "ohne Cache / SQL" is the same ratio for the uncached API: there the API process and PostgreSQL share the two cores, while the bare run leaves the API\'s core to PostgreSQL (see the findings).',
    '',
    '### Results (latency in ms)',
    '',
    '| Scenario | 1st (miss) | API p50 | API p95 | API p99 | API req/s | ohne Cache p50 | ohne Cache p95 | ohne Cache req/s | SQL p50 | SQL p95 | SQL q/s | SQL+count p95 | SQL+count q/s | API / SQL | ohne Cache / SQL | Target p95 | OK |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|',
    ...results.map(
      (row) =>
        `| ${row.name} | ${fmt(row.missMs)} | ${fmt(row.apiResult.p50)} | ${fmt(row.apiResult.p95)} | ${fmt(row.apiResult.p99)} | ${row.apiResult.rps.toFixed(0)} | ` +
        `${fmt(row.uncachedResult.p50)} | ${fmt(row.uncachedResult.p95)} | ${row.uncachedResult.rps.toFixed(0)} | ` +
        `${fmt(row.barePage.p50)} | ${fmt(row.barePage.p95)} | ${row.barePage.rps.toFixed(0)} | ` +
        `${fmt(row.bareBoth.p95)} | ${row.bareBoth.rps.toFixed(0)} | ${ratio(row).toFixed(2)} | ${uncachedRatio(row).toFixed(2)} | < ${row.target} | ${pass(row) ? '✅' : '❌'} |`,
    ),
    '',
    'Errors (non-200 answers, timeouts): ' + results.map((row) => row.apiResult.errors + row.uncachedResult.errors).reduce((a, b) => a + b, 0) + '.',
    '',
    '### Query plans',
    '',
    'Captured with `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)` right after each run.',
    '',
  ];
  for (const row of results.filter((row) => !row.dealer)) {
    lines.push(`#### ${row.name}`, '', `\`GET /api/catalogue/products${row.query ? `?${row.query}` : ''}\``, '', 'Page query:', '', '```', row.plans.page, '```', '', 'Count query (cached by the API):', '', '```', row.plans.count, '```', '');
  }
  writeReportSection(BENCH_START, BENCH_END, lines);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
