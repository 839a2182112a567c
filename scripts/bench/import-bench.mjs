#!/usr/bin/env node
// Import benchmark: `node scripts/bench/import-bench.mjs` (build the backend first: npm run build -w backend).
//
// Fills a separate database (portal_bench_import) with the catalogue bench's 100,000 products, starts the real
// API and worker, and imports a generated price list of 100,000 rows (windows-1252, semicolons, decimal commas,
// two category levels; half the rows update existing SKUs, half create new ones) end to end through the API:
// upload, start, the worker's batches, until the screen's poll sees it completed. Run twice: once alone (the
// time that counts) and once while autocannon asks the storefront (the API must stay responsive). Beside it, in
// the same run, the bare floor: the same 100,000 rows, already parsed and priced, loaded with COPY into a copy of
// the products table with the same indexes and the same 100,000 rows in it. Writes docs/performance.md between
// the import-bench markers. About 3 minutes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { fillCatalogue, PRODUCT_COUNT } from './fill.mjs';
import { createBenchDatabase, requireBuiltBackend, root, SERVER_CPU, startApi, writeReportSection } from './harness.mjs';

const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench_import';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const ROWS = 100_000;
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Passwort-2026' };
const TARGETS = { seconds: 10, floorShare: 0.35, p95: 50 };

const require = createRequire(import.meta.url);
const { hashPassword } = require(requireBuiltBackend(join('common', 'auth', 'password.js')));
const iconv = require('iconv-lite');
const log = (line) => console.log(`import-bench: ${line}`);
const seconds = (ms) => (ms / 1000).toFixed(2);

async function prepareDatabase() {
  const url = await createBenchDatabase(DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await fillCatalogue(client);
  await client.query(`INSERT INTO users (email, password_hash, roles, email_confirmed_at) VALUES ($1, $2, '{admin}', now())`, [
    ADMIN.email,
    await hashPassword(ADMIN.password),
  ]);
  return { url, client };
}

/**
 * The price list: rows 1–50,000 update BX-000001… (the catalogue's SKUs), rows 50,001–100,000 create IM-…;
 * the categories are the catalogue's main categories with two subcategories each that exist and one that is new.
 * Also returns the same rows as the bare floor loads them (parsed, priced, category ids resolved).
 */
function priceList(categories) {
  const lines = ['Artikelnummer;Bezeichnung;Beschreibung;EK netto;UVP;Bestand;Gewicht;Warengruppe;Unterkategorie'];
  const floor = [];
  for (let i = 1; i <= ROWS; i++) {
    const sku = i <= ROWS / 2 ? `BX-${String(i).padStart(6, '0')}` : `IM-${String(i).padStart(6, '0')}`;
    const costCents = 150 + (i % 4000);
    const retailCents = costCents * 3 + 99;
    const main = categories[i % categories.length];
    const sub = i % 3 === 0 ? `Neu ${main.name.slice(-2).trim()}` : main.subs[i % main.subs.length];
    const name = `Nordrad ${['Kette', 'Bremsbelag', 'Schlauch', 'Mantel', 'Lenkerband', 'Speiche'][i % 6]} Größe ${i % 97}`;
    const description = `Geprüfte Qualität für Werkstatt & Handel, Charge ${i % 311}`;
    const euro = (cents) => `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`;
    const weight = `${Math.floor((i % 5000) / 1000)},${String(i % 1000).padStart(3, '0')}`;
    lines.push([sku, name, description, euro(costCents), euro(retailCents), i % 400, weight, main.name, sub].join(';'));
    const baseCents = Math.floor((costCents * 3 + 1) / 2);
    floor.push([`F${sku}`, name, description, (costCents / 100).toFixed(2), (baseCents / 100).toFixed(2), (retailCents / 100).toFixed(2), i % 400, weight.replace(',', '.'), main.subIds[sub] ?? main.id].join(';'));
  }
  return { csv: iconv.encode(`${lines.join('\r\n')}\r\n`, 'windows-1252'), floor: `${floor.join('\n')}\n` };
}

async function categoriesOf(client) {
  const { rows: mains } = await client.query('SELECT id, name FROM categories WHERE parent_id IS NULL ORDER BY name');
  const { rows: subs } = await client.query('SELECT id, name, parent_id FROM categories WHERE parent_id IS NOT NULL ORDER BY name');
  return mains.map((main) => {
    const own = subs.filter((sub) => sub.parent_id === main.id).slice(0, 2);
    return { ...main, subs: own.map((sub) => sub.name), subIds: Object.fromEntries(own.map((sub) => [sub.name, sub.id])) };
  });
}

async function api(baseUrl, path, options = {}) {
  const response = await fetch(`${baseUrl}${path}`, options);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Upload, start with the suggested mapping, poll like the screen (every 100 ms here) until the import ends. */
async function importOnce(baseUrl, headers, csv) {
  const started = Date.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-preisliste.csv');
  const detail = await api(baseUrl, '/api/admin/imports', { method: 'POST', headers, body: form });
  const uploaded = Date.now();
  await api(baseUrl, `/api/admin/imports/${detail.id}/start`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ mapping: detail.mapping }),
  });
  for (;;) {
    const current = await api(baseUrl, `/api/admin/imports/${detail.id}`, { headers });
    if (current.status === 'completed' || current.status === 'failed') {
      const ended = Date.now();
      if (current.status === 'failed') throw new Error(`Import fehlgeschlagen: ${current.errorMessage}`);
      return {
        total: ended - started,
        upload: uploaded - started,
        queued: Date.parse(current.startedAt) - uploaded,
        worker: Date.parse(current.finishedAt) - Date.parse(current.startedAt),
        created: current.createdCount,
        updated: current.updatedCount,
        unchanged: current.unchangedCount,
        failed: current.failedCount,
        encoding: detail.encoding,
        mapping: detail.mapping,
      };
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Back to the state before an import: the new SKUs gone, the table vacuumed (as autovacuum would soon). */
const RESTORED_COLUMNS = ['name', 'description', 'admin_cost_price', 'base_price', 'retail_price', 'stock_quantity', 'weight', 'specifications', 'category_id', 'updated_at'];

/** Keeps the catalogue's values before the first import, so that every run updates the same rows from the same state. */
async function rememberCatalogue(client) {
  await client.query('DROP TABLE IF EXISTS bench_import_before');
  await client.query(`CREATE TABLE bench_import_before AS SELECT id, ${RESTORED_COLUMNS.join(', ')} FROM products`);
}

async function undoImport(client) {
  // the updated products get their values back (otherwise the next run would find them unchanged)
  await client.query(
    `UPDATE products p SET ${RESTORED_COLUMNS.map((column) => `${column} = b.${column}`).join(', ')}
       FROM bench_import_before b WHERE p.id = b.id AND p.updated_at IS DISTINCT FROM b.updated_at`,
  );
  await client.query(`DELETE FROM products WHERE sku LIKE 'IM-%'`);
  await client.query(`DELETE FROM categories WHERE name LIKE 'Neu %'`);
  await client.query('VACUUM ANALYZE products');
  await client.query('CHECKPOINT');
}

/** autocannon in a child process (scripts/bench/load.mjs) for `secondsToRun`. */
function startLoad(url, headers, secondsToRun) {
  const options = JSON.stringify({ url, headers, connections: LOAD_CONNECTIONS, seconds: secondsToRun });
  const child = spawn(process.execPath, [join(root, 'scripts', 'bench', 'load.mjs'), options], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((done, fail) => child.once('exit', (code) => (code === 0 ? done(JSON.parse(out.trim().split('\n').pop())) : fail(new Error('Lastlauf fehlgeschlagen')))));
}

/** The bare floor: COPY of the same rows (parsed and priced) into a copy of products with the same indexes and rows. */
async function bareFloor(client, floorText) {
  await client.query('DROP TABLE IF EXISTS bench_floor');
  await client.query('CREATE TABLE bench_floor (LIKE products INCLUDING ALL)');
  await client.query('INSERT INTO bench_floor SELECT * FROM products');
  await client.query('VACUUM ANALYZE bench_floor');
  await client.query('CHECKPOINT');
  const file = join(mkdtempSync(join(tmpdir(), 'import-bench-')), 'floor.csv');
  writeFileSync(file, floorText, { mode: 0o644 });
  spawnSync('chmod', ['755', dirname(file)]);
  const started = Date.now();
  await client.query(
    `COPY bench_floor (sku, name, description, admin_cost_price, base_price, retail_price, stock_quantity, weight, category_id)
     FROM '${file}' WITH (FORMAT csv, DELIMITER ';')`,
  );
  const ms = Date.now() - started;
  const { rows } = await client.query('SELECT count(*)::int AS n FROM bench_floor');
  const { rows: indexes } = await client.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'bench_floor'`);
  await client.query('DROP TABLE bench_floor');
  return { ms, rows: rows[0].n, indexes: indexes[0].n };
}

function machine() {
  const pgVersion = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout.trim();
  return `${cpus()[0].model}, ${cpus().length} Kerne (geteilt mit anderen Entwicklern), ${Math.round(totalmem() / 2 ** 30)} GB RAM; ${pgVersion}; Node ${process.version}`;
}

async function main() {
  const loadAverage = loadavg().map((value) => value.toFixed(1)).join(' / ');
  log('Datenbank wird gefüllt …');
  const { url: databaseUrl, client } = await prepareDatabase();
  const categories = await categoriesOf(client);
  const { csv, floor } = priceList(categories);
  log(`Preisliste: ${ROWS} Zeilen, ${(csv.length / 2 ** 20).toFixed(1)} MB (windows-1252)`);

  await rememberCatalogue(client);
  const floorRun = await bareFloor(client, floor);
  log(`Boden: COPY ${ROWS} Zeilen in ${seconds(floorRun.ms)} s (${floorRun.indexes} Indizes, ${floorRun.rows} Zeilen danach)`);

  if (process.env.BENCH_AB) return compareSettings(databaseUrl, client, csv, floor, process.env.BENCH_AB.split('|'));

  spawnSync('redis-cli', ['-n', REDIS_URL.split('/').pop(), 'flushdb']);
  const portal = await startApi({ databaseUrl, redisUrl: REDIS_URL, extraEnv: { QUEUE_PREFIX: 'import-bench' }, withWorker: true });
  const baseUrl = portal.url;
  try {
    const { accessToken } = await api(baseUrl, '/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const headers = { authorization: `Bearer ${accessToken}` };
    await new Promise((done) => setTimeout(done, 2000)); // worker connected and idle

    log('Import ohne Last …');
    const quiet = await importOnce(baseUrl, headers, csv);
    log(`… ${seconds(quiet.total)} s (Upload ${seconds(quiet.upload)} s, Worker ${seconds(quiet.worker)} s), ${quiet.created} neu, ${quiet.updated} aktualisiert`);
    // the supplier sends the same list again: every row is now unchanged
    const resent = await importOnce(baseUrl, headers, csv);
    log(`Dieselbe Liste noch einmal: ${seconds(resent.total)} s (Worker ${seconds(resent.worker)} s), ${resent.unchanged} unverändert, ${resent.updated} aktualisiert`);
    await undoImport(client);
    if (process.env.BENCH_QUIET_ONLY) return log('BENCH_QUIET_ONLY: ohne Lastlauf, kein Bericht');

    const { rows: sample } = await client.query(`SELECT id FROM products WHERE is_active ORDER BY sku LIMIT 1 OFFSET 7777`);
    const loadSeconds = Math.ceil(quiet.total / 1000) + 2;
    log(`Import unter Last (${LOAD_CONNECTIONS} + ${LOAD_CONNECTIONS} Verbindungen, ${loadSeconds} s) …`);
    const listLoad = startLoad(`${baseUrl}/api/catalogue/products?page=3`, {}, loadSeconds);
    const detailLoad = startLoad(`${baseUrl}/api/catalogue/products/${sample[0].id}`, {}, loadSeconds);
    await new Promise((done) => setTimeout(done, 500));
    const loaded = await importOnce(baseUrl, headers, csv);
    const [list, detail] = await Promise.all([listLoad, detailLoad]);
    log(`… ${seconds(loaded.total)} s; Liste p95 ${list.p95.toFixed(1)} ms, Produkt p95 ${detail.p95.toFixed(1)} ms`);

    writeReport({ quiet, resent, loaded, list, detail, floorRun, loadSeconds, csvBytes: csv.length, loadAverage });
  } finally {
    await portal.stop();
    await client.end();
  }
}

/**
 * BENCH_AB='IMPORT_CONCURRENCY=1|IMPORT_CONCURRENCY=2,IMPORT_BATCH_SIZE=2000|…': the quiet import once per
 * setting (a fresh API and worker each, in the given order), the floor before and after; for comparing
 * settings on a machine whose load changes from minute to minute. Writes no report.
 */
async function compareSettings(databaseUrl, client, csv, floorText, settings) {
  for (const setting of settings) {
    const env = Object.fromEntries(setting.split(',').filter(Boolean).map((pair) => pair.split('=')));
    spawnSync('redis-cli', ['-n', REDIS_URL.split('/').pop(), 'flushdb']);
    const portal = await startApi({ databaseUrl, redisUrl: REDIS_URL, extraEnv: { QUEUE_PREFIX: 'import-bench', ...env }, withWorker: true });
    try {
      const { accessToken } = await api(portal.url, '/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      await new Promise((done) => setTimeout(done, 2000));
      const load = loadavg()[0].toFixed(1);
      const run = await importOnce(portal.url, { authorization: `Bearer ${accessToken}` }, csv);
      log(`${setting || 'Standard'} (Last ${load}): ${seconds(run.total)} s (Upload ${seconds(run.upload)} s, Worker ${seconds(run.worker)} s)`);
      await undoImport(client);
    } finally {
      await portal.stop();
    }
  }
  const after = await bareFloor(client, floorText);
  log(`Boden danach: COPY ${seconds(after.ms)} s`);
  await client.end();
}

function writeReport({ quiet, resent, loaded, list, detail, floorRun, loadSeconds, csvBytes, loadAverage }) {
  const rate = (ms) => Math.round(ROWS / (ms / 1000));
  const floorRate = rate(floorRun.ms);
  const share = (ms) => (rate(ms) / floorRate).toFixed(2);
  const ok = (condition) => (condition ? '✅' : '❌');
  const lines = [
    '',
    `Generated by \`node scripts/bench/import-bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `Machine: ${machine()}.`,
    '',
    `- Catalogue: the catalogue bench's ${PRODUCT_COUNT.toLocaleString('en')} products in 200 categories (database \`${DATABASE}\`).`,
    `- File: ${ROWS.toLocaleString('en')} rows, ${(csvBytes / 2 ** 20).toFixed(1)} MB, detected as ${quiet.encoding}, semicolons, decimal commas, EK and UVP (base price derived), stock, weight, two category levels (a third of the subcategories new); rows 1–50,000 update existing SKUs, 50,001–100,000 create. Mapping as suggested by the upload.`,
    `- End to end: from the start of the upload request until the poll (every 100 ms) sees the import completed: upload and reading in the API, outbox → BullMQ, worker (\`IMPORT_BATCH_SIZE\` ${process.env.IMPORT_BATCH_SIZE ?? 1000}, \`IMPORT_CONCURRENCY\` ${process.env.IMPORT_CONCURRENCY ?? 2}), all through \`backend/dist\` with NODE_ENV=production; the API pinned to CPU ${SERVER_CPU}, worker, PostgreSQL and the load generators not pinned. Load average at the start: ${loadAverage}.`,
    `- Floor: \`COPY\` (server-side file, CSV) of the same 100,000 rows, already parsed and priced with category ids, into \`CREATE TABLE … (LIKE products INCLUDING ALL)\` holding the same 100,000 products (${floorRun.indexes} indexes, both trigram indexes included; a \`LIKE\` copy has no foreign keys).`,
    `- Under load: ${LOAD_CONNECTIONS} autocannon connections on the storefront list (page 3, as deployed: answer cache on) and ${LOAD_CONNECTIONS} on a product page (no answer cache: a query per request), for ${loadSeconds} s starting 0.5 s before the upload.`,
    '',
    '| | Target | Result | OK |',
    '|---|---|---|:-:|',
    `| End to end, alone | < ${TARGETS.seconds} s | ${seconds(quiet.total)} s (upload ${seconds(quiet.upload)} s, queue ${seconds(quiet.queued)} s, worker ${seconds(quiet.worker)} s) | ${ok(quiet.total < TARGETS.seconds * 1000)} |`,
    `| Rows per second, end to end ÷ floor | ≥ ${TARGETS.floorShare} | ${rate(quiet.total).toLocaleString('en')} ÷ ${floorRate.toLocaleString('en')} = ${share(quiet.total)} (worker alone ${share(quiet.worker)}) | ${ok(Number(share(quiet.total)) >= TARGETS.floorShare)} |`,
    `| Storefront list p95 during the import | < ${TARGETS.p95} ms | ${list.p95.toFixed(1)} ms (p50 ${list.p50.toFixed(1)}, p99 ${list.p99.toFixed(1)}, ${Math.round(list.rps)} req/s, ${list.errors} errors) | ${ok(list.p95 < TARGETS.p95 && list.errors === 0)} |`,
    `| Product page p95 during the import | < ${TARGETS.p95} ms | ${detail.p95.toFixed(1)} ms (p50 ${detail.p50.toFixed(1)}, p99 ${detail.p99.toFixed(1)}, ${Math.round(detail.rps)} req/s, ${detail.errors} errors) | ${ok(detail.p95 < TARGETS.p95 && detail.errors === 0)} |`,
    `| End to end under that load | – | ${seconds(loaded.total)} s (worker ${seconds(loaded.worker)} s) | |`,
    `| Floor: COPY | – | ${seconds(floorRun.ms)} s, ${floorRate.toLocaleString('en')} rows/s | |`,
    `| The same list again (resent: ${resent.unchanged.toLocaleString('en')} rows unchanged, ${resent.updated.toLocaleString('en')} updated) | – | ${seconds(resent.total)} s (worker ${seconds(resent.worker)} s) | |`,
    '',
    `Rows: ${quiet.created.toLocaleString('en')} created, ${quiet.updated.toLocaleString('en')} updated, ${quiet.failed} failed (both runs alike).`,
    '',
  ];
  writeReportSection('<!-- import-bench:start (written by scripts/bench/import-bench.mjs) -->', '<!-- import-bench:end -->', lines);
  log(`docs/performance.md geschrieben`);
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
