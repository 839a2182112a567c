#!/usr/bin/env node
// Receivables benchmark: `node scripts/bench/receivables-bench.mjs` (build the backend first: npm run build -w backend).
//
// Fills a separate database (portal_bench_recv) with 10,000 dealer companies and 200,000 invoices on account over the
// last two years (one order each): most settled, about a fifth still open (some partly paid) with due dates spread over
// every ageing bucket, plus credit rows. Starts the real API pinned to CPU 0 and drives `GET /api/admin/receivables`
// (first page of the whole list with the sum line, and the "only overdue" view) with autocannon at 10 connections,
// pinned to CPU 1, then runs the same SQL bare through `pg` at the same concurrency. Prints p50/p95, requests per
// second and the API process's CPU per request, and writes the figures and the query plan into docs/performance.md.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { childCpuSeconds, createBenchDatabase, explainQuery, fmt, LOAD_CPU, pinToLoadCore, requireBuiltBackend, root, runBareQueries, SERVER_CPU, startApi, writeReportSection } from './harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench_recv';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const API_POOL_SIZE = 20; // data-source-options.ts: extra.max
const COUNTS = { companies: 10_000, invoices: 200_000, credits: 2_000 };
/** Every fifth invoice is still open; of those every third partly paid. */
const OPEN_EVERY = 5;
const TARGET_P95_MS = 100;

pinToLoadCore();

const require = createRequire(import.meta.url);
const { receivablesPageSql, REFRESH_STALE_SQL } = require(requireBuiltBackend(join('modules', 'invoices', 'receivables', 'receivables-query.js')));
const { berlinDay } = require(join(root, 'backend', 'dist', 'common', 'money', 'pricing.js'));
const { hashPassword } = require(join(root, 'backend', 'dist', 'common', 'auth', 'password.js'));
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Passwort-2026' };

const log = (line) => console.log(`bench: ${line}`);

async function prepareDatabase() {
  const url = await createBenchDatabase(DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query('BEGIN');
  await client.query(`INSERT INTO users (email, password_hash, roles, email_confirmed_at) VALUES ($1, $2, '{admin}', now())`, [ADMIN.email, await hashPassword(ADMIN.password)]);
  await client.query(
    `WITH made AS (
       INSERT INTO users (email, password_hash, roles, email_confirmed_at)
       SELECT 'bench-firma-' || i || '@example.com', 'x', '{dealer}', now() FROM generate_series(1, $1) AS i RETURNING id, email),
          company AS (INSERT INTO companies (id, purchase_on_account, credit_limit) SELECT id, true, 50000 FROM made),
          owner AS (INSERT INTO company_members (company_id, user_id, role, joined_at) SELECT id, id, 'owner', now() FROM made)
     INSERT INTO dealer_profiles (company_id, user_id, company_name, contact_person, phone, ust_id, address, postal_code, city, is_approved, approved_at, discount_level)
     SELECT id, id, 'Radhaus ' || split_part(split_part(email, '-', 3), '@', 1), 'Erika Muster', '0421 1', 'DE811569869', 'Hafenstraße 5', '28217', 'Bremen', true, now(), 10
       FROM made`,
    [COUNTS.companies],
  );
  // one order per invoice: the invoice's foreign key and the unique open invoice per order want it
  await client.query(
    `WITH firms AS (SELECT array_agg(company_id ORDER BY company_name) AS ids FROM dealer_profiles)
     INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                         payment_method, payment_status, status, shipping_address, billing_address, planned_delivery_date, created_at)
     SELECT f.ids[1 + abs(hashtext(i::text)) % cardinality(f.ids)], f.ids[1 + abs(hashtext(i::text)) % cardinality(f.ids)], 'B-BENCH-' || lpad(i::text, 7, '0'),
            (80 + i % 900)::numeric, 0, 15, round(((95 + i % 900) * 0.19)::numeric, 2), round(((95 + i % 900) * 1.19)::numeric, 2),
            'invoice', CASE WHEN i % ${OPEN_EVERY} = 0 THEN 'pending' ELSE 'completed' END::payment_status, 'delivered',
            '{"company":"Radhaus","contact_person":null,"address":"Hafenstraße 5","postal_code":"28217","city":"Bremen","phone":null}',
            '{"company":"Radhaus","contact_person":null,"address":"Hafenstraße 5","postal_code":"28217","city":"Bremen","phone":null}',
            current_date - (i % 730), now() - (i % 730) * interval '1 day'
       FROM generate_series(1, $1) AS i, firms f`,
    [COUNTS.invoices],
  );
  // issued over the last 730 days, due 14 days later; open ones with nothing, a third, or (every third open) part paid
  await client.query(
    `INSERT INTO invoices (number, kind, order_id, order_number, company_id, user_id, issue_date, delivery_date, due_date, payment_method, paid,
                           payment_terms, payment_reference, seller, buyer, delivery_address, lines, subtotal_amount, discount_amount, shipping_amount,
                           express_amount, vat_percent, tax_amount, total_amount, paid_amount, settled_at)
     SELECT 'RE-B-' || lpad(n::text, 7, '0'), 'invoice', o.id, o.order_number, o.company_id, o.placed_by_user_id, o.planned_delivery_date,
            o.planned_delivery_date, o.planned_delivery_date + 14, 'invoice', false, 'Zahlbar in 14 Tagen', 'RE-B-' || n,
            '{}', '{"company":"Radhaus"}', '{}', '[]', o.subtotal_amount, 0, 15, 0, 19, o.tax_amount, o.total_amount,
            CASE WHEN n % ${OPEN_EVERY} <> 0 THEN o.total_amount WHEN n % ${OPEN_EVERY * 3} = 0 THEN round(o.total_amount / 3, 2) ELSE 0 END,
            CASE WHEN n % ${OPEN_EVERY} <> 0 THEN o.created_at + interval '10 days' END
       FROM (SELECT o.*, split_part(o.order_number, '-', 3)::int AS n FROM orders o) o`,
  );
  await client.query(
    `WITH firms AS (SELECT array_agg(company_id ORDER BY company_name) AS ids FROM dealer_profiles)
     INSERT INTO incoming_payments (company_id, invoice_id, amount, booked_on, reference, source)
     SELECT f.ids[1 + (i * 7) % cardinality(f.ids)], NULL, (5 + i % 50)::numeric, current_date - (i % 300), 'Überzahlung ' || i, 'manual'
       FROM generate_series(1, $1) AS i, firms f`,
    [COUNTS.credits],
  );
  await client.query('COMMIT');
  for (const table of ['users', 'companies', 'dealer_profiles', 'orders', 'invoices', 'incoming_payments']) await client.query(`VACUUM ANALYZE ${table}`);
  await client.query('CHECKPOINT');
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM invoices)::int AS invoices,
    (SELECT count(*) FROM invoices WHERE settled_at IS NULL)::int AS open, (SELECT count(*) FROM incoming_payments)::int AS credits`);
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

async function main() {
  const { url: databaseUrl, counts } = await prepareDatabase();
  const api = await startApi({ databaseUrl, redisUrl: REDIS_URL });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: API_POOL_SIZE });
  const headers = await signInAdmin(api.url);
  const today = berlinDay(new Date());
  const scenarios = [
    { name: 'Alle Firmen, Seite 1 mit Summenzeile', path: '/api/admin/receivables?page=1&pageSize=20', view: 'all' },
    { name: 'Nur überfällige, Seite 1', path: '/api/admin/receivables?view=overdue&page=1&pageSize=20', view: 'overdue' },
    { name: 'Suche „Radhaus 12“, Seite 1', path: '/api/admin/receivables?q=Radhaus%2012&page=1&pageSize=20', view: 'all', q: 'Radhaus 12' },
  ];
  const results = [];
  const loads = [];
  for (const scenario of scenarios) {
    const first = await fetch(`${api.url}${scenario.path}`, { headers });
    if (first.status !== 200) throw new Error(`${scenario.path}: ${first.status} ${await first.text()}`);
    const body = await first.json();
    runApi(`${api.url}${scenario.path}`, headers, WARMUP_SECONDS);
    loads.push(loadavg()[0]);
    const cpuBefore = childCpuSeconds();
    const apiResult = runApi(`${api.url}${scenario.path}`, headers);
    apiResult.cpuMsPerRequest = ((childCpuSeconds() - cpuBefore) * 1000) / Math.max(1, apiResult.requests);
    loads.push(loadavg()[0]);
    const query = { text: receivablesPageSql(scenario.view, 'summary'), values: [today, scenario.q ?? null, 20, 0] };
    const bare = await runBareQueries(pool, [query], { seconds: SECONDS, connections: CONNECTIONS });
    loads.push(loadavg()[0]);
    const plan = await explainQuery(pool, query);
    results.push({ ...scenario, companies: body.total, apiResult, bare, plan });
    log(`${scenario.name.padEnd(40)} ${body.total} Firmen | API p50 ${fmt(apiResult.p50)} p95 ${fmt(apiResult.p95)} ms ${apiResult.rps.toFixed(0)}/s, ${apiResult.cpuMsPerRequest.toFixed(1)} ms CPU/Anfrage | SQL p50 ${fmt(bare.p50)} p95 ${fmt(bare.p95)} ms ${bare.rps.toFixed(0)}/s | load ${loadavg()[0].toFixed(2)}${apiResult.errors ? ` | ${apiResult.errors} Fehler` : ''}`);
  }
  const refresh = await measureRefresh(pool, today);
  log(`Auffrischen: eine Firma ${fmt(refresh.oneMs)} ms (Median von 20), alle ${refresh.rows} Zeilen des Vortags ${fmt(refresh.allMs)} ms`);
  await pool.end();
  await api.stop();
  writeReport(results, counts, loads, refresh);
  log('docs/performance.md geschrieben');
}

/** What the summary costs the writers: one company's refresh (what a payment's trigger does) and the first read of a day. */
async function measureRefresh(pool, today) {
  const ids = (await pool.query(`SELECT company_id FROM receivable_summaries WHERE open_invoices > 0 ORDER BY company_id LIMIT 20`)).rows.map((row) => row.company_id);
  const times = [];
  for (const id of ids) {
    const started = process.hrtime.bigint();
    await pool.query(`SELECT receivables_refresh(ARRAY[$1::uuid], $2::date)`, [id, today]);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const { rowCount: rows } = await pool.query(`UPDATE receivable_summaries SET as_of = as_of - 1`);
  const started = process.hrtime.bigint();
  await pool.query(REFRESH_STALE_SQL, [today]);
  return { oneMs: times[Math.floor(times.length / 2)], allMs: Number(process.hrtime.bigint() - started) / 1e6, rows };
}

const BENCH_START = '<!-- receivables-bench:start (written by scripts/bench/receivables-bench.mjs) -->';
const BENCH_END = '<!-- receivables-bench:end -->';

function writeReport(results, counts, loads, refresh) {
  const lines = [
    '',
    `Generated by \`node scripts/bench/receivables-bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    '### Set-up',
    '',
    `- Database \`${DATABASE}\`: ${counts.companies.toLocaleString('en')} companies buying on account, ${counts.invoices.toLocaleString('en')} invoices (one order each) issued over the last 730 days and due 14 days later; every ${OPEN_EVERY}th still open (${counts.open.toLocaleString('en')}, a third of them partly paid), so every ageing bucket is filled; ${counts.credits.toLocaleString('en')} credit rows; then \`VACUUM ANALYZE\`.`,
    `- Machine: 2 cores, shared with other sessions. API (\`backend/dist/main.js\`, NODE_ENV=production) pinned to CPU ${SERVER_CPU}; autocannon and the bare \`pg\` client pinned to CPU ${LOAD_CPU}; PostgreSQL not pinned. Load average (1 min) sampled around the runs: ${loads.map((value) => value.toFixed(2)).join(', ')}.`,
    `- ${CONNECTIONS} connections as a signed-in administrator, ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up; no answer cache: every request runs its SQL against the summary table \`receivable_summaries\` the database keeps. CPU/request: user + system time of the API process during the run ÷ requests.`,
    '- Bare SQL: the statement the API runs (`receivablesPageSql(view, \'summary\')` imported from `backend/dist`: page, sum line over every filtered company and the staleness check in one statement), at the same concurrency over a pool as large as the API\'s.',
    `- What the summary costs the writers, same run: refreshing one company (what the trigger of a payment or an issued invoice does) ${fmt(refresh.oneMs)} ms (median of 20, alone); the first read of a new day refreshes all ${refresh.rows.toLocaleString('en')} rows in ${fmt(refresh.allMs)} ms.`,
    '',
    '### Results (latency in ms)',
    '',
    '| `GET /api/admin/receivables` | Companies | API p50 | API p95 | API p99 | API req/s | CPU ms/request | SQL p50 | SQL p95 | SQL req/s | API / SQL (req/s) | Target p95 | OK |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|',
    ...results.map(
      (row) =>
        `| ${row.name} | ${row.companies.toLocaleString('en')} | ${fmt(row.apiResult.p50)} | ${fmt(row.apiResult.p95)} | ${fmt(row.apiResult.p99)} | ${row.apiResult.rps.toFixed(0)} | ${row.apiResult.cpuMsPerRequest.toFixed(1)} | ` +
        `${fmt(row.bare.p50)} | ${fmt(row.bare.p95)} | ${row.bare.rps.toFixed(0)} | ${(row.apiResult.rps / row.bare.rps).toFixed(2)} | < ${TARGET_P95_MS} | ${row.apiResult.p95 < TARGET_P95_MS && row.apiResult.errors === 0 ? '✅' : '❌'} |`,
    ),
    '',
    '### Query plans',
    '',
  ];
  for (const row of results) lines.push(`#### ${row.name}`, '', '```', row.plan, '```', '');
  writeReportSection(BENCH_START, BENCH_END, lines);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
