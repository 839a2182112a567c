#!/usr/bin/env node
// Quick order benchmark: `node scripts/bench/quick-order-bench.mjs` (build the backend first: npm run build -w backend).
//
// A catalogue of 100,000 products (database portal_bench_quick, Redis db 12). Part 1: the type-ahead
// GET /api/catalogue/lookup?q= from 20 concurrent approved dealers for BENCH_SECONDS against the real API pinned to
// CPU 0, with a mix of terms (exact EAN, exact SKU, SKU prefix, name fragment); beside it, in the same run, exactly
// the same SQL text (lookupQuery from backend/dist) bare through a `pg.Pool` of 20 from 20 concurrent loops.
// Part 2: a 200-row list into the cart, POST /api/cart/items/bulk, repeated, against the bare statements
// (products by code, cart quantities, upsert). Prints p50/p95/p99 and writes them into docs/performance.md.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { fillCatalogue, PRODUCT_COUNT } from './fill.mjs';
import { childCpuSeconds, createBenchDatabase, fmt, keepAliveClient, LOAD_CPU, pinToLoadCore, requireBuiltBackend, SERVER_CPU, startApi, writeReportSection } from './harness.mjs';
import { percentiles } from './percentiles.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BULK_ROUNDS = Number(process.env.BENCH_BULK_ROUNDS ?? 30);
const BULK_LINES = 200;
const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench_quick';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const API_POOL_SIZE = 20; // data-source-options.ts: extra.max
const PASSWORD = 'Bench-Passwort-2026';
const TARGET_LOOKUP_P95_MS = 30;
const TARGET_BULK_MS = 500;

pinToLoadCore();

const require = createRequire(import.meta.url);
const { lookupQuery } = require(requireBuiltBackend(join('modules', 'catalogue', 'catalogue-lookup.sql.js')));
const { hashPassword } = require(requireBuiltBackend(join('common', 'auth', 'password.js')));

const log = (line) => console.log(`bench: ${line}`);
const random = (n) => Math.floor(Math.random() * n);
const NAME_TERMS = ['kette', 'Nordrad Sat', 'titan', 'bremsbel', 'xenon', 'Carbon', 'deichlicht', 'schlauch tour', 'Möwe'];

/** A realistic type-ahead mix: a scanned EAN, a full SKU, an SKU being typed, a part of a name. */
function nextTerm() {
  const i = 1 + random(PRODUCT_COUNT);
  switch (random(4)) {
    case 0:
      return String(4000000000000 + i);
    case 1:
      return `bx-${String(i).padStart(6, '0')}`;
    case 2:
      return `BX-${String(i).padStart(6, '0').slice(0, 4)}`;
    default:
      return NAME_TERMS[random(NAME_TERMS.length)];
  }
}

async function prepare() {
  const url = await createBenchDatabase(DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await fillCatalogue(client);
  // every 10th product comes in boxes of 10
  await client.query(`UPDATE products SET min_order_quantity = 10, order_multiple = 10 WHERE right(sku, 1) = '0'`);
  const hash = await hashPassword(PASSWORD);
  const dealers = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const email = `bench-quick-${i}@example.com`;
    const { rows } = await client.query(
      `WITH dealer AS (INSERT INTO users (email, password_hash, roles, email_confirmed_at) VALUES ($1, $2, '{dealer}', now()) RETURNING id),
            company AS (INSERT INTO companies (id) SELECT id FROM dealer),
            owner AS (INSERT INTO company_members (company_id, user_id, role, joined_at) SELECT id, id, 'owner', now() FROM dealer)
       INSERT INTO dealer_profiles (company_id, user_id, company_name, contact_person, ust_id, address, postal_code, city, is_approved, approved_at, discount_level)
       SELECT id, id, $3, 'Erika Muster', 'DE811569869', 'Hafenstraße 5', '28217', 'Bremen', true, now(), 10 FROM dealer RETURNING user_id`,
      [email, hash, `Bench Radhaus ${i}`],
    );
    dealers.push({ email, userId: rows[0].user_id });
  }
  await client.query('VACUUM ANALYZE');
  await client.query('CHECKPOINT');
  await client.end();
  log(`${PRODUCT_COUNT.toLocaleString('de')} Produkte, ${dealers.length} Händler in ${((Date.now() - started) / 1000).toFixed(1)} s angelegt`);
  return { url, dealers };
}

async function signIn(apiUrl, email) {
  const response = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Anmeldung ${email}: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${(await response.json()).accessToken}`, 'content-type': 'application/json' };
}

async function runLookupApi(apiUrl, sessions, seconds) {
  const latencies = [];
  let errors = 0;
  let hits = 0;
  const until = Date.now() + seconds * 1000;
  const request = keepAliveClient(apiUrl, sessions.length);
  const loop = async (headers) => {
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      const response = await request('GET', `/api/catalogue/lookup?q=${encodeURIComponent(nextTerm())}`, { authorization: headers.authorization });
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (response.status !== 200) errors += 1;
      else hits += JSON.parse(response.body.toString('utf8')).length;
    }
  };
  await Promise.all(sessions.map(loop));
  return { ...percentiles(latencies), rps: latencies.length / seconds, requests: latencies.length, errors, hitsPerRequest: hits / Math.max(1, latencies.length) };
}

async function runLookupBare(pool, seconds) {
  const latencies = [];
  let errors = 0;
  let hits = 0;
  const until = Date.now() + seconds * 1000;
  const loop = async () => {
    while (Date.now() < until) {
      const query = lookupQuery(nextTerm());
      const started = process.hrtime.bigint();
      try {
        const { rows } = await pool.query(query.text, query.values);
        hits += rows.length;
      } catch (error) {
        errors += 1;
        console.error(`bench: bare ${error.message}`);
      }
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { ...percentiles(latencies), rps: latencies.length / seconds, requests: latencies.length, errors, hitsPerRequest: hits / Math.max(1, latencies.length) };
}

/** 200 distinct active products in stock, half by SKU and half by EAN, each at its smallest allowed quantity. */
async function bulkLines(pool) {
  const { rows } = await pool.query(
    `SELECT sku, ean_code, min_order_quantity FROM products WHERE is_active AND stock_quantity >= 10 ORDER BY random() LIMIT ${BULK_LINES}`,
  );
  return rows.map((row, index) => (index % 2 ? { sku: row.sku.toLowerCase(), quantity: row.min_order_quantity } : { ean: row.ean_code, quantity: row.min_order_quantity }));
}

async function runBulkApi(apiUrl, pool, session, userId, rounds) {
  const latencies = [];
  let added = 0;
  for (let round = 0; round < rounds; round++) {
    const lines = await bulkLines(pool);
    await pool.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
    const started = process.hrtime.bigint();
    const response = await fetch(`${apiUrl}/api/cart/items/bulk`, { method: 'POST', headers: session, body: JSON.stringify({ lines }) });
    const body = await response.json();
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.status !== 200) throw new Error(`bulk: ${response.status} ${JSON.stringify(body)}`);
    added += body.added.length;
  }
  return { ...percentiles(latencies), rounds, addedPerRound: added / rounds };
}

/** The bulk add's statements bare: lock, cart, products by code, upsert, cart read back (as the answer does). */
async function runBulkBare(pool, userId, rounds) {
  const latencies = [];
  for (let round = 0; round < rounds; round++) {
    const lines = await bulkLines(pool);
    await pool.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
    const client = await pool.connect();
    const started = process.hrtime.bigint();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`cart:${userId}`]);
      await client.query('SELECT product_id, quantity FROM cart_items WHERE user_id = $1', [userId]);
      const { rows } = await client.query(
        `SELECT p.id, p.sku, p.ean_code, p.stock_quantity, p.is_active, p.min_order_quantity, p.order_multiple, p.base_price
           FROM products p WHERE upper(p.sku::text) = ANY($1::text[]) OR p.ean_code = ANY($2::text[])`,
        [lines.flatMap((line) => (line.sku ? [line.sku.toUpperCase()] : [])), lines.flatMap((line) => (line.ean ? [line.ean] : []))],
      );
      await client.query(
        `INSERT INTO cart_items (user_id, product_id, quantity)
         SELECT $1, l.product_id, l.quantity FROM unnest($2::uuid[], $3::int[]) AS l(product_id, quantity)
         ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`,
        [userId, rows.map((row) => row.id), rows.map((row) => row.min_order_quantity)],
      );
      await client.query(
        `SELECT c.id, c.product_id, c.quantity, p.name, p.base_price FROM cart_items c JOIN products p ON p.id = c.product_id WHERE c.user_id = $1`,
        [userId],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { ...percentiles(latencies), rounds, addedPerRound: BULK_LINES };
}

async function loadAverage() {
  const { readFileSync } = await import('node:fs');
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

async function main() {
  const { url, dealers } = await prepare();
  const pool = new pg.Pool({ connectionString: url, max: API_POOL_SIZE });
  const api = await startApi({ databaseUrl: url, redisUrl: REDIS_URL });
  const loadBefore = await loadAverage();
  try {
    const sessions = await Promise.all(dealers.map((dealer) => signIn(api.url, dealer.email)));
    await runLookupApi(api.url, sessions, WARMUP_SECONDS);
    const cpuBefore = await childCpuSeconds();
    const lookupApi = await runLookupApi(api.url, sessions, SECONDS);
    lookupApi.cpuMsPerRequest = ((await childCpuSeconds()) - cpuBefore) * 1000 / Math.max(1, lookupApi.requests);
    log(`Lookup API: ${lookupApi.cpuMsPerRequest.toFixed(2)} ms CPU des API-Prozesses je Anfrage`);
    log(`Lookup API: p50 ${fmt(lookupApi.p50)} p95 ${fmt(lookupApi.p95)} p99 ${fmt(lookupApi.p99)} ms, ${lookupApi.rps.toFixed(0)}/s, Fehler ${lookupApi.errors}`);
    await runBulkApi(api.url, pool, sessions[0], dealers[0].userId, 3);
    const bulkCpuBefore = await childCpuSeconds();
    const bulkApi = await runBulkApi(api.url, pool, sessions[0], dealers[0].userId, BULK_ROUNDS);
    bulkApi.cpuMsPerRequest = ((await childCpuSeconds()) - bulkCpuBefore) * 1000 / BULK_ROUNDS;
    log(`Bulk API (${BULK_LINES} Zeilen): p50 ${fmt(bulkApi.p50)} p95 ${fmt(bulkApi.p95)} max ${fmt(bulkApi.max ?? bulkApi.p99)} ms, ${bulkApi.addedPerRound} hinzugefügt`);
    await api.stop();

    await runLookupBare(pool, WARMUP_SECONDS);
    const lookupBare = await runLookupBare(pool, SECONDS);
    log(`Lookup SQL: p50 ${fmt(lookupBare.p50)} p95 ${fmt(lookupBare.p95)} p99 ${fmt(lookupBare.p99)} ms, ${lookupBare.rps.toFixed(0)}/s`);
    await runBulkBare(pool, dealers[1].userId, 3);
    const bulkBare = await runBulkBare(pool, dealers[1].userId, BULK_ROUNDS);
    log(`Bulk SQL: p50 ${fmt(bulkBare.p50)} p95 ${fmt(bulkBare.p95)} ms`);
    const loadAfter = await loadAverage();
    writeReport({ lookupApi, lookupBare, bulkApi, bulkBare, loadBefore, loadAfter });
    if (lookupApi.p95 >= TARGET_LOOKUP_P95_MS || bulkApi.p95 >= TARGET_BULK_MS) process.exitCode = 1;
  } finally {
    await pool.end();
    await api.stop().catch(() => undefined);
  }
}

function writeReport({ lookupApi, lookupBare, bulkApi, bulkBare, loadBefore, loadAfter }) {
  const row = (name, result) => `| ${name} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} | ${result.rps.toFixed(0)} | ${result.errors} | ${result.hitsPerRequest.toFixed(1)} |`;
  const bulkRow = (name, result) => `| ${name} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} | ${result.rounds} | ${result.addedPerRound} |`;
  writeReportSection('<!-- quick-order-bench:start (written by scripts/bench/quick-order-bench.mjs) -->', '<!-- quick-order-bench:end -->', [
    '',
    `Generated by \`node scripts/bench/quick-order-bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; machine: 2 cores shared with other engineers' work, load average ${loadBefore} before and ${loadAfter} after the run.`,
    '',
    `- ${PRODUCT_COUNT.toLocaleString('en')} products (every 10th in boxes of 10), ${CONNECTIONS} approved dealers (10 % discount). Type-ahead terms drawn per request: a full EAN (scanner), a full SKU in lower case, a 4-character SKU prefix, or a name fragment (kette, titan, xenon, …). ${SECONDS} s counted after ${WARMUP_SECONDS} s of warm-up.`,
    `- API: \`backend/dist/main.js\` (NODE_ENV=production) pinned to CPU ${SERVER_CPU}; the load (${CONNECTIONS} concurrent loops over \`node:http\` keep-alive sockets, one per dealer session) and the bare \`pg\` client pinned to CPU ${LOAD_CPU}; PostgreSQL unpinned. Bare SQL runs the very same text (\`lookupQuery\` from backend/dist) over a \`pg.Pool\` of ${API_POOL_SIZE} from ${CONNECTIONS} concurrent loops.`,
    `- Bulk: one dealer sends ${BULK_LINES} distinct products (half by SKU, half by EAN) to \`POST /api/cart/items/bulk\`, cart emptied before each of ${BULK_ROUNDS} rounds; bare: the same lock, cart read, product lookup, upsert and cart read in one transaction.`,
    '',
    '| Type-ahead | p50 ms | p95 ms | p99 ms | requests/s | errors | hits/request |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('API `GET /api/catalogue/lookup`', lookupApi),
    row('Bare SQL (same query)', lookupBare),
    '',
    `Type-ahead API p95 ${fmt(lookupApi.p95)} ms (target < ${TARGET_LOOKUP_P95_MS} ms); API ÷ bare requests/s: **${(lookupApi.rps / lookupBare.rps).toFixed(2)}**; p95 API − bare: ${fmt(lookupApi.p95 - lookupBare.p95)} ms. The API process used **${lookupApi.cpuMsPerRequest.toFixed(2)} ms CPU per request** (user + system from /proc), i.e. one free core would serve about ${Math.floor(1000 / lookupApi.cpuMsPerRequest)} requests/s.`,
    '',
    `| ${BULK_LINES}-row list | p50 ms | p95 ms | p99 ms | rounds | lines added |`,
    '|---|---:|---:|---:|---:|---:|',
    bulkRow('API `POST /api/cart/items/bulk`', bulkApi),
    bulkRow('Bare SQL (same statements)', bulkBare),
    '',
    `Bulk API p95 ${fmt(bulkApi.p95)} ms (target < ${TARGET_BULK_MS} ms); the API process used **${bulkApi.cpuMsPerRequest.toFixed(0)} ms CPU per 200-row request**.`,
    '',
  ]);
  log('docs/performance.md geschrieben');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
