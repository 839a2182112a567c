#!/usr/bin/env node
// Dashboard benchmark: `node scripts/bench/dashboard-bench.mjs` (build the backend first: npm run build -w backend).
//
// Fills a separate database (portal_bench_dash) with 100,000 products, 2,000 dealers, 50,000 orders over the
// last year (150,000 order lines) and 5,000 tickets, starts the real API pinned to CPU 0 and drives the admin
// dashboard's two endpoints (summary cards, charts) with autocannon at 10 connections, pinned to CPU 1. Beside
// each API run, the same SQL the API runs (imported from backend/dist) runs bare through `pg` at the same
// concurrency. Prints p50/p95/p99 and requests per second, samples the load average, and writes the figures
// and the query plans into docs/performance.md between the dashboard bench markers.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fillCatalogue } from './fill.mjs';
import { createBenchDatabase, fmt, LOAD_CPU, pinToLoadCore, requireBuiltBackend, root, runBareQueries, SERVER_CPU, startApi, writeReportSection, explainQuery } from './harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench_dash';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const API_POOL_SIZE = 20; // data-source-options.ts: extra.max
const COUNTS = { dealers: 2_000, orders: 50_000, tickets: 5_000 };
const TARGET_P95_MS = 50;

pinToLoadCore();

const require = createRequire(import.meta.url);
const { SUMMARY_SQL, CHART_WEEKS, CHART_TOP } = require(requireBuiltBackend(join('modules', 'dashboard', 'dashboard.service.js')));
const figures = require(requireBuiltBackend(join('modules', 'orders', 'order-figures.service.js')));
const { hashPassword } = require(join(root, 'backend', 'dist', 'common', 'auth', 'password.js'));
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Passwort-2026' };

const log = (line) => console.log(`bench: ${line}`);

async function prepareDatabase() {
  const url = await createBenchDatabase(DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await fillCatalogue(client);
  await client.query('BEGIN');
  await client.query(`INSERT INTO users (email, password_hash, roles, email_confirmed_at) VALUES ($1, $2, '{admin}', now())`, [
    ADMIN.email,
    await hashPassword(ADMIN.password),
  ]);
  // 90 % approved, 7.5 % waiting, 2.5 % rejected
  await client.query(
    `WITH made AS (
       INSERT INTO users (email, password_hash, roles, email_confirmed_at)
       SELECT 'bench-haendler-' || i || '@example.com', 'x', '{dealer}', now() FROM generate_series(1, $1) AS i RETURNING id, email),
          company AS (INSERT INTO companies (id) SELECT id FROM made),
          owner AS (INSERT INTO company_members (company_id, user_id, role, joined_at) SELECT id, id, 'owner', now() FROM made)
     INSERT INTO dealer_profiles (company_id, user_id, company_name, contact_person, phone, ust_id, address, postal_code, city,
                                  is_approved, approved_at, rejected_at, rejection_reason, discount_level, created_at)
     SELECT id, id, 'Radhaus ' || n, 'Erika Muster', '0421 ' || n, 'DE811569869', 'Hafenstraße ' || n, '28217', 'Bremen',
            n % 40 < 36, CASE WHEN n % 40 < 36 THEN now() END, CASE WHEN n % 40 = 39 THEN now() END,
            CASE WHEN n % 40 = 39 THEN 'Unvollständig' END, (n % 4) * 5, now() - (n % 700) * interval '1 day'
       FROM (SELECT id, split_part(split_part(email, '-', 3), '@', 1)::int AS n FROM made) d`,
    [COUNTS.dealers],
  );
  // Orders evenly over the last 365 days, by approved dealers; 10 % cancelled; three lines each.
  await client.query(
    `WITH dealers AS (SELECT array_agg(p.user_id ORDER BY p.company_name) AS ids, array_agg(p.company_name ORDER BY p.company_name) AS names
                        FROM dealer_profiles p WHERE p.is_approved)
     INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                         payment_method, payment_status, status, shipping_address, billing_address, planned_delivery_date, created_at)
     SELECT d.ids[1 + i % cardinality(d.ids)], d.ids[1 + i % cardinality(d.ids)], 'B-BENCH-' || lpad(i::text, 6, '0'),
            round((50 + (i % 977))::numeric, 2), 0, 15, round(((65 + (i % 977)) * 0.19)::numeric, 2), round(((65 + (i % 977)) * 1.19)::numeric, 2),
            (ARRAY['prepayment', 'cash_on_delivery', 'stripe'])[1 + i % 3]::payment_method,
            (ARRAY['pending', 'completed', 'completed', 'cash_on_delivery'])[1 + i % 4]::payment_status,
            (ARRAY['pending', 'processing', 'shipped', 'delivered', 'delivered', 'delivered', 'delivered', 'shipped', 'processing', 'cancelled'])[1 + i % 10]::order_status,
            jsonb_build_object('company', d.names[1 + i % cardinality(d.names)], 'contact_person', 'Erika Muster', 'address', 'Hafenstraße 5', 'postal_code', '28217', 'city', 'Bremen', 'phone', NULL),
            jsonb_build_object('company', d.names[1 + i % cardinality(d.names)], 'contact_person', 'Erika Muster', 'address', 'Hafenstraße 5', 'postal_code', '28217', 'city', 'Bremen', 'phone', NULL),
            current_date, now() - (i * (365.0 / $1)) * interval '1 day'
       FROM generate_series(1, $1) AS i, dealers d`,
    [COUNTS.orders],
  );
  await client.query(
    `WITH picked AS (SELECT id, sku, name, base_price, row_number() OVER (ORDER BY sku) AS n FROM products),
          lines AS (SELECT o.id AS order_id, (abs(hashtext(o.order_number || l)) % 100000) + 1 AS n, 1 + l AS quantity
                      FROM orders o, generate_series(0, 2) AS l)
     INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price, base_price, product_snapshot)
     SELECT lines.order_id, p.id, lines.quantity, p.base_price, p.base_price * lines.quantity, p.base_price,
            jsonb_build_object('sku', p.sku, 'name', p.name)
       FROM lines JOIN picked p USING (n)`,
  );
  await client.query(
    `WITH dealers AS (SELECT array_agg(id ORDER BY id) AS ids FROM dealer_profiles)
     INSERT INTO tickets (ticket_number, dealer_profile_id, subject, description, status, priority, created_at)
     SELECT 'T-BENCH-' || lpad(i::text, 5, '0'), d.ids[1 + i % cardinality(d.ids)], 'Frage ' || i, 'Eine Frage zur Lieferung ' || i,
            (ARRAY['open', 'in_progress', 'resolved', 'closed', 'closed'])[1 + i % 5]::ticket_status,
            (ARRAY['low', 'medium', 'high', 'urgent'])[1 + i % 4]::ticket_priority, now() - (i % 365) * interval '1 day'
       FROM generate_series(1, $1) AS i, dealers d`,
    [COUNTS.tickets],
  );
  await client.query('COMMIT');
  for (const table of ['users', 'dealer_profiles', 'orders', 'order_items', 'tickets']) await client.query(`VACUUM ANALYZE ${table}`);
  await client.query('CHECKPOINT');
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM orders)::int AS orders,
    (SELECT count(*) FROM order_items)::int AS lines, (SELECT count(*) FROM tickets)::int AS tickets, (SELECT count(*) FROM dealer_profiles)::int AS dealers`);
  await client.end();
  log(`${JSON.stringify(rows[0])} in ${((Date.now() - started) / 1000).toFixed(1)} s angelegt`);
  return { url, counts: rows[0] };
}

function runApi(url, headers, seconds = SECONDS) {
  const options = JSON.stringify({ url, headers, connections: CONNECTIONS, seconds });
  const child = spawnSync(process.execPath, [join(root, 'scripts', 'bench', 'load.mjs'), options], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`Lastlauf fehlgeschlagen: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

async function signInAdmin(apiUrl) {
  const response = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`Admin-Anmeldung fehlgeschlagen: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${(await response.json()).accessToken}` };
}

const runBare = (pool, queries) => runBareQueries(pool, queries, { seconds: SECONDS, connections: CONNECTIONS });

async function main() {
  const { url: databaseUrl, counts } = await prepareDatabase();
  const api = await startApi({ databaseUrl, redisUrl: REDIS_URL });
  const uncachedApi = await startApi({ databaseUrl, redisUrl: REDIS_URL, extraEnv: { DASHBOARD_CACHE_SECONDS: '0' } });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: API_POOL_SIZE });
  const headers = await signInAdmin(api.url);
  const uncachedHeaders = await signInAdmin(uncachedApi.url);
  const now = () => new Date();
  const scenarios = [
    { name: 'Kennzahlen `GET /api/admin/dashboard`', path: '/api/admin/dashboard', queries: () => [{ text: SUMMARY_SQL }, { text: figures.TOTALS_SQL }] },
    {
      name: 'Diagramme `GET /api/admin/dashboard/charts`',
      path: '/api/admin/dashboard/charts',
      queries: () => [
        { text: figures.WEEKS_SQL, values: [now(), CHART_WEEKS] },
        { text: figures.STATUS_SQL },
        { text: figures.TOP_PRODUCTS_SQL, values: [now(), CHART_WEEKS, CHART_TOP] },
        { text: figures.TOP_DEALERS_SQL, values: [now(), CHART_WEEKS, CHART_TOP] },
      ],
    },
  ];
  const results = [];
  const loads = [];
  for (const scenario of scenarios) {
    const missStarted = process.hrtime.bigint();
    const first = await fetch(`${api.url}${scenario.path}`, { headers });
    if (first.status !== 200) throw new Error(`${scenario.path}: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    const missMs = Number(process.hrtime.bigint() - missStarted) / 1e6;
    runApi(`${api.url}${scenario.path}`, headers, WARMUP_SECONDS);
    loads.push(loadavg()[0]);
    const apiResult = runApi(`${api.url}${scenario.path}`, headers);
    loads.push(loadavg()[0]);
    runApi(`${uncachedApi.url}${scenario.path}`, uncachedHeaders, WARMUP_SECONDS);
    const uncachedResult = runApi(`${uncachedApi.url}${scenario.path}`, uncachedHeaders);
    loads.push(loadavg()[0]);
    const bare = await runBare(pool, scenario.queries());
    loads.push(loadavg()[0]);
    const plans = [];
    for (const query of scenario.queries()) plans.push(await explainQuery(pool, query));
    results.push({ ...scenario, missMs, apiResult, uncachedResult, bare, plans });
    log(`${scenario.name.padEnd(46)} 1st ${fmt(missMs)} ms | API p50 ${fmt(apiResult.p50)} p95 ${fmt(apiResult.p95)} ms ${apiResult.rps.toFixed(0)}/s | ohne Cache p95 ${fmt(uncachedResult.p95)} ms ${uncachedResult.rps.toFixed(0)}/s | SQL p95 ${fmt(bare.p95)} ms ${bare.rps.toFixed(0)}/s | load ${loadavg()[0].toFixed(2)}${apiResult.errors ? ` | ${apiResult.errors} Fehler` : ''}`);
  }
  await pool.end();
  await api.stop();
  await uncachedApi.stop();
  writeReport(results, counts, loads);
  log('docs/performance.md geschrieben');
}

const BENCH_START = '<!-- dashboard-bench:start (written by scripts/bench/dashboard-bench.mjs) -->';
const BENCH_END = '<!-- dashboard-bench:end -->';

function writeReport(results, counts, loads) {
  const pass = (row) => row.apiResult.p95 < TARGET_P95_MS && row.apiResult.errors + row.uncachedResult.errors === 0;
  const lines = [
    '',
    `Generated by \`node scripts/bench/dashboard-bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    '### Set-up',
    '',
    `- Database \`${DATABASE}\`: ${counts.products.toLocaleString('en')} products, ${counts.dealers.toLocaleString('en')} dealers, ${counts.orders.toLocaleString('en')} orders over the last 365 days (${counts.lines.toLocaleString('en')} order lines, 10 % cancelled), ${counts.tickets.toLocaleString('en')} tickets; then \`VACUUM ANALYZE\`.`,
    `- Machine: 2 cores, shared with other work. API (\`backend/dist/main.js\`, NODE_ENV=production) pinned to CPU ${SERVER_CPU}; autocannon and the bare \`pg\` client pinned to CPU ${LOAD_CPU}; PostgreSQL not pinned. Load average (1 min) sampled around the runs: ${loads.map((value) => value.toFixed(2)).join(', ')}.`,
    `- ${CONNECTIONS} connections as a signed-in administrator (bearer token), ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up. The API is started twice: as deployed ("API": figures shared in Redis for DASHBOARD_CACHE_SECONDS = 10 s, so the run measures the cached answer) and with \`DASHBOARD_CACHE_SECONDS=0\` ("ohne Cache": every request runs its SQL). "1st (miss)": the first request, unloaded, before the warm-up: the SQL runs once and the answer is stored.`,
    '- Bare SQL: the exact statements the API runs (imported from `backend/dist`), each request\'s statements in parallel as the API issues them, at the same concurrency over a pool as large as the API\'s.',
    '',
    '### Results (latency in ms)',
    '',
    '| Endpoint | 1st (miss) | API p50 | API p95 | API p99 | API req/s | ohne Cache p50 | ohne Cache p95 | ohne Cache req/s | SQL p50 | SQL p95 | SQL req/s | ohne Cache / SQL (req/s) | Target p95 | OK |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|',
    ...results.map(
      (row) =>
        `| ${row.name} | ${fmt(row.missMs)} | ${fmt(row.apiResult.p50)} | ${fmt(row.apiResult.p95)} | ${fmt(row.apiResult.p99)} | ${row.apiResult.rps.toFixed(0)} | ` +
        `${fmt(row.uncachedResult.p50)} | ${fmt(row.uncachedResult.p95)} | ${row.uncachedResult.rps.toFixed(0)} | ` +
        `${fmt(row.bare.p50)} | ${fmt(row.bare.p95)} | ${row.bare.rps.toFixed(0)} | ${(row.uncachedResult.rps / row.bare.rps).toFixed(2)} | ${row.path === '/api/admin/dashboard' ? `< ${TARGET_P95_MS}` : '–'} | ${row.path === '/api/admin/dashboard' ? (pass(row) ? '✅' : '❌') : row.apiResult.errors + row.uncachedResult.errors === 0 ? '–' : '❌'} |`,
    ),
    '',
    '### Query plans',
    '',
  ];
  for (const row of results) {
    lines.push(`#### ${row.name}`, '');
    for (const plan of row.plans) lines.push('```', plan, '```', '');
  }
  writeReportSection(BENCH_START, BENCH_END, lines);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
