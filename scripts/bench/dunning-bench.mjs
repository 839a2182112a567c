#!/usr/bin/env node
// Dunning benchmark: `node scripts/bench/dunning-bench.mjs` (build the backend first: npm run build -w backend).
//
// Fills a separate database (portal_bench_dunning) with 2,000 companies, 200,000 invoices on account of which
// 50,000 are overdue with money open (7–60 days past due, some partly paid; the rest not yet due, settled or
// cancelled), starts the real API pinned to CPU 0 and has an administrator start the dunning run by hand
// (POST /api/admin/dunning/run: the nightly job's code). Beside it, in the same run, the bare SQL of a run —
// the keyset batches over the open invoices, the letter state of each batch, the INSERT of the letters and
// their outbox messages — goes through `pg` in one rolled-back transaction per batch. Target: < 60 s.
// Writes the figures into docs/performance.md between the dunning bench markers.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createBenchDatabase, fmt, pinToLoadCore, requireBuiltBackend, root, startApi, writeReportSection } from './harness.mjs';

const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench_dunning';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const COUNTS = { companies: 2_000, invoices: 200_000, overdue: 50_000 };
const BATCH = 2_000; // dunning-run.service.ts
const TARGET_S = 60;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Passwort-2026' };

pinToLoadCore();
const require = createRequire(import.meta.url);
const { hashPassword } = require(requireBuiltBackend(join('common', 'auth', 'password.js')));
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
       SELECT 'bench-haendler-' || i || '@example.com', 'x', '{dealer}', now() FROM generate_series(1, $1) AS i RETURNING id),
          company AS (INSERT INTO companies (id, purchase_on_account) SELECT id, true FROM made)
     INSERT INTO company_members (company_id, user_id, role, joined_at) SELECT id, id, 'owner', now() FROM made`,
    [COUNTS.companies],
  );
  const address = JSON.stringify({ company: 'Radhaus Müller GmbH', contact_person: 'Erika Muster', address: 'Hafenstraße 1', postal_code: '28217', city: 'Bremen' });
  await client.query(
    `CREATE TEMP TABLE bench_companies AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM companies;
     INSERT INTO orders (id, placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                         payment_method, status, shipping_address, billing_address, planned_delivery_date)
     SELECT md5('o' || i)::uuid, c.id, c.id, 'B-B-' || i, 1000, 0, 0, 190, 1190, 'invoice', 'delivered', '${address}', '${address}', current_date
       FROM generate_series(1, ${COUNTS.invoices}) AS i JOIN bench_companies c ON c.n = 1 + i % ${COUNTS.companies}`,
  );
  // invoices 1..50,000 overdue and open (every fifth partly paid); the rest: not yet due, settled, or cancelled
  const seller = JSON.stringify({ name: 'Radwerk Großhandel GmbH', street: 'Am Speicherhafen 12', postalCode: '28217', city: 'Bremen', countryCode: 'DE', vatId: 'DE811569869', taxNumber: '60 145 23456', register: 'HRB 36512', managingDirector: 'Jana Brinkmann', email: 'service@example.com', phone: '+49 421 555 0190', bankName: 'Sparkasse Bremen', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  const buyer = JSON.stringify({ company: 'Radhaus Müller GmbH', contactPerson: 'Erika Muster', street: 'Hafenstraße 1', postalCode: '28217', city: 'Bremen', countryCode: 'DE', vatId: null, email: 'einkauf@example.com' });
  await client.query(
    `INSERT INTO invoices (number, kind, order_id, order_number, company_id, user_id, issue_date, delivery_date, due_date, payment_method, paid,
                           payment_terms, payment_reference, seller, buyer, delivery_address, lines, subtotal_amount, discount_amount, shipping_amount,
                           express_amount, vat_percent, tax_amount, total_amount, paid_amount, settled_at, cancelled_at)
     SELECT 'RE-B-' || lpad(i::text, 6, '0'), 'invoice', md5('o' || i)::uuid, 'B-B-' || i, c.id, c.id, due - 30, due - 30, due, 'invoice', false,
            '30 Tage netto', 'RE-B-' || i, '${seller}', '${buyer}', '{}', '[]', 1000, 0, 0, 0, 19, 190, 1190,
            CASE WHEN i <= ${COUNTS.overdue} AND i % 5 = 0 THEN 300 WHEN i > ${COUNTS.overdue} AND i % 3 = 1 THEN 1190 ELSE 0 END,
            CASE WHEN i > ${COUNTS.overdue} AND i % 3 = 1 THEN now() END,
            CASE WHEN i > ${COUNTS.overdue} AND i % 3 = 2 THEN now() END
       FROM (SELECT i, CASE WHEN i <= ${COUNTS.overdue} THEN current_date - (7 + i % 54) WHEN i % 3 = 0 THEN current_date + i % 30 ELSE current_date - 90 + i % 120 END AS due
               FROM generate_series(1, ${COUNTS.invoices}) AS i) g
       JOIN bench_companies c ON c.n = 1 + g.i % ${COUNTS.companies}`,
  );
  await client.query('COMMIT');
  await client.query('ANALYZE');
  const [{ overdue }] = (await client.query(
    `SELECT count(*)::int AS overdue FROM invoices WHERE kind = 'invoice' AND cancelled_at IS NULL AND settled_at IS NULL AND due_date < current_date
        AND total_amount - paid_amount - skonto_amount > 0`,
  )).rows;
  const [{ total }] = (await client.query('SELECT count(*)::int AS total FROM invoices')).rows;
  log(`Daten: ${total} Rechnungen, davon ${overdue} überfällig offen (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await client.end();
  return { url, overdue, total };
}

/** The database work of a run without the application: batches, state, INSERT of letters and outbox rows, rolled back. */
async function bareRun(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  let after = null;
  let letters = 0;
  for (;;) {
    const { rows } = await client.query(
      `SELECT i.id, i.company_id, to_char(i.due_date, 'YYYY-MM-DD') AS due, (i.total_amount - i.paid_amount - i.skonto_amount)::text AS open FROM invoices i
        WHERE i.kind = 'invoice' AND i.cancelled_at IS NULL AND i.settled_at IS NULL AND i.due_date IS NOT NULL
          AND i.total_amount - i.paid_amount - i.skonto_amount > 0 AND i.due_date <= current_date - 7
          AND ($1::date IS NULL OR (i.due_date, i.id) > ($1::date, $2::uuid)) ORDER BY i.due_date, i.id LIMIT $3`,
      [after?.due ?? null, after?.id ?? null, BATCH],
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1];
    await client.query('BEGIN');
    const ids = rows.map((row) => row.id);
    await client.query(
      `SELECT b.invoice_id, (SELECT max(l.level) FROM dunning_letters l WHERE l.invoice_id = b.invoice_id),
              EXISTS (SELECT 1 FROM dunning_holds h WHERE h.invoice_id = b.invoice_id) FROM unnest($1::uuid[]) AS b(invoice_id)`,
      [ids],
    );
    const inserted = await client.query(
      `INSERT INTO dunning_letters (invoice_id, company_id, level, label, letter_date, open_amount, interest_amount, interest_periods, fee_amount, total_amount, pay_by)
       SELECT invoice_id, company_id, 1, 'Zahlungserinnerung', current_date, open, 0, '[]', 0, open, current_date + 10
         FROM unnest($1::uuid[], $2::uuid[], $3::numeric[]) AS t(invoice_id, company_id, open)
       ON CONFLICT (invoice_id, level) DO NOTHING RETURNING id`,
      [ids, rows.map((row) => row.company_id), rows.map((row) => row.open)],
    );
    await client.query(
      `INSERT INTO outbox_messages (job_name, payload, delay_ms, dedupe_key)
       SELECT 'invoices.render-dunning-letter', jsonb_build_object('letterId', id), 0, 'dunning-letter-' || id FROM unnest($1::uuid[]) AS id`,
      [inserted.rows.map((row) => row.id)],
    );
    letters += inserted.rowCount;
    await client.query('ROLLBACK');
    if (rows.length < BATCH) break;
  }
  await client.end();
  return { seconds: (performance.now() - started) / 1000, letters };
}

async function signIn(apiUrl) {
  const response = await fetch(`${apiUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!response.ok) throw new Error(`Anmeldung fehlgeschlagen: ${response.status}`);
  return { authorization: `Bearer ${(await response.json()).accessToken}` };
}

async function apiRun(apiUrl, headers) {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/admin/dunning/run`, { method: 'POST', headers });
  if (!response.ok) throw new Error(`Mahnlauf fehlgeschlagen: ${response.status} ${await response.text()}`);
  return { seconds: (performance.now() - started) / 1000, ...(await response.json()) };
}

const { url, overdue, total } = await prepareDatabase();
const loadBefore = loadavg();
const bare = await bareRun(url);
log(`bare SQL: ${bare.letters} Schreiben in ${bare.seconds.toFixed(1)} s (zurückgerollt)`);
const api = await startApi({ databaseUrl: url, redisUrl: REDIS_URL });
let first;
let second;
try {
  const headers = await signIn(api.url);
  first = await apiRun(api.url, headers);
  log(`Mahnlauf (API): ${first.examined} geprüft, ${first.letters} Schreiben, ${first.blocked} Liefersperren in ${first.seconds.toFixed(1)} s`);
  second = await apiRun(api.url, headers);
  log(`zweiter Lauf am selben Tag: ${second.letters} Schreiben in ${second.seconds.toFixed(1)} s`);
} finally {
  await api.stop();
}
const loadAfter = loadavg();
const client = new pg.Client({ connectionString: url });
await client.connect();
const [{ letters, outbox }] = (await client.query(
  `SELECT (SELECT count(*)::int FROM dunning_letters) AS letters, (SELECT count(*)::int FROM outbox_messages WHERE job_name = 'invoices.render-dunning-letter') AS outbox`,
)).rows;
await client.end();
const passed = first.seconds < TARGET_S && letters === overdue && outbox === overdue;
log(`${passed ? 'Ziel erreicht' : 'ZIEL VERFEHLT'}: ${letters} Schreiben, ${outbox} Outbox-Nachrichten`);

writeReportSection('<!-- dunning bench: start -->', '<!-- dunning bench: end -->', [
  `## Mahnlauf über ${COUNTS.overdue.toLocaleString('en')} überfällige Rechnungen (generated by scripts/bench/dunning-bench.mjs, ${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, API pinned to CPU 0, PostgreSQL unpinned; load average before ${loadBefore.map((value) => value.toFixed(2)).join(' / ')}, after ${loadAfter.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min; other sessions share the machine).`,
  `Data: ${total.toLocaleString('en')} invoices of ${COUNTS.companies.toLocaleString('en')} companies, ${overdue.toLocaleString('en')} of them overdue with money open (7–60 days, every fifth partly paid; the others not yet due, settled or cancelled).`,
  '',
  '| Run | Letters | Seconds | Target |',
  '|---|---:|---:|---:|',
  `| bare SQL (batches of ${BATCH}, state, INSERT letters + outbox; rolled back) | ${bare.letters} | ${fmt(bare.seconds)} | – |`,
  `| POST /api/admin/dunning/run (the nightly job's code) | ${first.letters} | ${fmt(first.seconds)} | < ${TARGET_S} |`,
  `| the same run again that day (nothing new) | ${second.letters} | ${fmt(second.seconds)} | – |`,
  '',
  `After the run: ${letters} letters, ${outbox} outbox messages to render and mail them (the worker does that afterwards, one job per letter, like invoices). ${passed ? 'Target met.' : 'TARGET MISSED.'}`,
]);
process.exit(passed ? 0 : 1);
