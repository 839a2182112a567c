#!/usr/bin/env node
// CAMT benchmark: `node scripts/bench/camt-bench.mjs` (build the backend first: npm run build -w backend).
//
// Fills a separate database (portal_bench_camt) with 200 dealer companies and 5,000 open invoices bought on
// account, starts the real API (backend/dist, NODE_ENV=production, pinned to one core) and uploads a generated
// camt.053.001.08 statement of 5,000 credit lines through POST /api/admin/bank-statements: read, matched against
// the invoices and stored, answered with the statement and its proposals. Three runs (each a new statement with
// new bank references). Beside it, in the same run, the bare SQL of the same work: the invoice lookup for the
// 5,000 numbers and one INSERT … SELECT unnest(…) of 5,000 lines, and the reading and matching alone in this
// process. Writes docs/performance.md between the camt-bench markers. About a minute.
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { createBenchDatabase, requireBuiltBackend, startApi, writeReportSection } from './harness.mjs';

const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench_camt';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const LINES = 5_000;
const COMPANIES = 200;
const RUNS = 3;
const TARGET_MS = 10_000;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Passwort-2026' };

const require = createRequire(import.meta.url);
const { hashPassword } = require(requireBuiltBackend(join('common', 'auth', 'password.js')));
const { parseCamt } = require(requireBuiltBackend(join('modules', 'accounting', 'camt', 'parsing', 'parse-camt.js')));
const { invoiceNumbersIn } = require(requireBuiltBackend(join('modules', 'accounting', 'camt', 'matching', 'invoice-numbers.js')));
const { matchLine } = require(requireBuiltBackend(join('modules', 'accounting', 'camt', 'matching', 'match-line.js')));
const log = (line) => console.log(`camt-bench: ${line}`);
const ms = (value) => `${value.toFixed(0)} ms`;
const invoiceNumber = (n) => `RE-2026-${String(n).padStart(5, '0')}`;

async function prepareDatabase() {
  const url = await createBenchDatabase(DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const hash = await hashPassword(ADMIN.password);
  await client.query(`INSERT INTO users (email, password_hash, roles, email_confirmed_at) VALUES ($1, $2, '{admin}', now())`, [ADMIN.email, hash]);
  await client.query(
    `WITH u AS (INSERT INTO users (email, password_hash, roles, email_confirmed_at)
                SELECT 'haendler-' || n || '@example.com', $1, '{dealer}', now() FROM generate_series(1, $2) n RETURNING id, email),
          c AS (INSERT INTO companies (purchase_on_account) SELECT true FROM generate_series(1, $2) RETURNING id),
          pairs AS (SELECT u.id AS user_id, c.id AS company_id, row_number() OVER () AS n
                      FROM (SELECT id, row_number() OVER (ORDER BY id) r FROM u) u JOIN (SELECT id, row_number() OVER (ORDER BY id) r FROM c) c USING (r)),
          m AS (INSERT INTO company_members (company_id, user_id, role, joined_at) SELECT company_id, user_id, 'owner', now() FROM pairs)
     INSERT INTO dealer_profiles (company_id, user_id, company_name, contact_person, phone, ust_id, address, postal_code, city, is_approved, approved_at, discount_level)
     SELECT company_id, user_id, 'Fahrradhandel Nummer ' || n || ' GmbH', 'Erika Muster', '0421 1', 'DE811569869', 'Teststraße 1', '28195', 'Bremen', true, now(), 0 FROM pairs`,
    [hash, COMPANIES],
  );
  // invoice n: 119.00 € (every fifth with 2 % Skonto until the statement's day) in company n mod 200
  await client.query(
    `WITH co AS (SELECT c.id AS company_id, m.user_id, row_number() OVER (ORDER BY c.id) - 1 AS k FROM companies c JOIN company_members m ON m.company_id = c.id),
          o AS (INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                                    payment_method, payment_status, status, shipping_address, billing_address, planned_delivery_date)
                SELECT co.user_id, co.company_id, 'B-2026-' || lpad(n::text, 6, '0'), 100, 0, 0, 19, 119, 'invoice', 'pending', 'shipped', '{}', '{}', '2026-11-20'
                  FROM generate_series(1, $1) n JOIN co ON co.k = n % ${COMPANIES} RETURNING id, order_number, company_id, placed_by_user_id)
     INSERT INTO invoices (number, kind, order_id, order_number, company_id, user_id, issue_date, delivery_date, due_date, payment_method, paid,
                           skonto_percent, skonto_until, payment_terms, payment_reference, seller, buyer, delivery_address, lines,
                           subtotal_amount, discount_amount, shipping_amount, express_amount, vat_percent, tax_amount, total_amount)
     SELECT 'RE-2026-' || right(o.order_number, 5), 'invoice', o.id, o.order_number, o.company_id, o.placed_by_user_id, '2026-11-20', '2026-11-20', '2026-12-20',
            'invoice', false, CASE WHEN right(o.order_number, 1) IN ('0', '5') THEN 2 END, CASE WHEN right(o.order_number, 1) IN ('0', '5') THEN date '2026-11-30' END,
            '30 Tage netto', 'RE', '{}', '{}', '{}', '[]', 100, 0, 0, 0, 19, 19, 119 FROM o`,
    [LINES],
  );
  return { url, client };
}

/**
 * 5,000 credit lines: 4,000 pay one invoice in full (in all the spellings payers use), 500 take Skonto,
 * 300 pay a wrong amount, 200 name no invoice (review list). Every line its own entry and bank reference.
 */
function statement(run) {
  const spellings = [(n) => invoiceNumber(n), (n) => invoiceNumber(n).replace(/-/g, ' '), (n) => invoiceNumber(n).replace(/-/g, ''), (n) => `Rg. ${invoiceNumber(n).toLowerCase()}`];
  const entries = [];
  for (let n = 1; n <= LINES; n++) {
    const skonto = n % 5 === 0 && n <= 2500;
    const amount = n > 4800 ? '119.00' : n > 4500 ? '100.00' : skonto ? '116.62' : '119.00';
    const text = n > 4800 ? `Abschlag Bestellung B-2026-${String(n).padStart(6, '0')}` : `Rechnung ${spellings[n % 4](n)} Grüße aus Köln`;
    entries.push(
      `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-26</Dt></BookgDt><ValDt><Dt>2026-11-26</Dt></ValDt>` +
        `<AcctSvcrRef>R${run}-${n}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>E2E-${n}</EndToEndId></Refs><Amt Ccy="EUR">${amount}</Amt>` +
        `<RltdPties><Dbtr><Pty><Nm>Fahrradhandel Nummer ${n % COMPANIES} GmbH</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct></RltdPties>` +
        `<RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    );
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>BENCH-${run}</MsgId>` +
      `<CreDtTm>2026-11-27T06:00:00+01:00</CreDtTm></GrpHdr><Stmt><Id>BENCH-${run}</Id><ElctrncSeqNb>${run}</ElctrncSeqNb><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id>` +
      `<Ccy>EUR</Ccy></Acct>${entries.join('\n')}</Stmt></BkToCstmrStmt></Document>`,
  );
}

async function api(baseUrl, path, options = {}) {
  const response = await fetch(`${baseUrl}${path}`, options);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)?.slice(0, 300)}`);
  return body;
}

/** The bare SQL of an import: the invoice lookup and one INSERT of all lines, rolled back. */
async function bareSql(client, file) {
  const camt = parseCamt(file);
  const numbers = camt.lines.map((line) => invoiceNumbersIn(line.remittanceLines)[0]).filter(Boolean);
  const started = performance.now();
  await client.query('BEGIN');
  await client.query(
    `SELECT i.id, i.number, i.company_id, i.total_amount, i.total_amount - i.paid_amount - i.skonto_amount AS open_amount, i.skonto_percent, i.skonto_until
       FROM invoices i WHERE i.number = ANY($1::text[]) AND i.kind = 'invoice'`,
    [numbers],
  );
  const [{ id }] = (
    await client.query(
      `INSERT INTO bank_statements (account_iban, identifier, sequence_number, message_id, camt_version, currency, file_name, file_sha256)
       VALUES ('DE00BARE', 'BARE', '', 'BARE', 'camt.053.001.08', 'EUR', 'bare.xml', repeat('0', 64)) RETURNING id`,
    )
  ).rows;
  await client.query(
    `INSERT INTO bank_statement_lines (statement_id, position, line_key, entry_reference, direction, amount, currency, booking_date, counterparty_name, remittance, status, note, allocations)
     SELECT $1, p, md5(p::text || 'bare') || md5(p::text), 'R', 'credit', a, 'EUR', '2026-11-26', 'Fahrradhandel', r, 'proposed', 'RE: offener Betrag', '[]'
       FROM unnest($2::int[], $3::numeric[], $4::text[]) AS t(p, a, r)`,
    [id, camt.lines.map((line) => line.position), camt.lines.map((line) => line.amount), camt.lines.map((line) => line.remittanceLines.join(' '))],
  );
  const elapsed = performance.now() - started;
  await client.query('ROLLBACK');
  return elapsed;
}

/** Reading and matching alone, in this process (no database): what the API adds to the SQL. */
function inProcess(file, candidates) {
  const started = performance.now();
  const camt = parseCamt(file);
  const parsed = performance.now();
  const ledger = new Map();
  let proposed = 0;
  for (const line of camt.lines) {
    const match = matchLine({ amountCents: Math.round(Number(line.amount) * 100), bookingDate: line.bookingDate, invoiceNumbers: invoiceNumbersIn(line.remittanceLines) }, candidates, ledger);
    if (match.status === 'proposed') proposed += 1;
  }
  return { parse: parsed - started, match: performance.now() - parsed, proposed };
}

async function main() {
  const load = loadavg();
  log(`Datenbank ${DATABASE} füllen …`);
  const { url: databaseUrl, client } = await prepareDatabase();
  spawnSync('redis-cli', ['-n', REDIS_URL.split('/').pop(), 'flushdb']);
  const portal = await startApi({ databaseUrl, redisUrl: REDIS_URL, extraEnv: { QUEUE_PREFIX: 'camt-bench' } });
  const runs = [];
  let summary;
  try {
    const { accessToken } = await api(portal.url, '/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    for (let run = 1; run <= RUNS; run++) {
      const file = statement(run);
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'application/xml' }), `bench-${run}.xml`);
      const started = performance.now();
      summary = await api(portal.url, '/api/admin/bank-statements', { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: form });
      const elapsed = performance.now() - started;
      runs.push(elapsed);
      log(`Lauf ${run}: ${ms(elapsed)} (${(file.length / 1e6).toFixed(1)} MB, ${summary.proposedCount} Vorschläge, ${summary.unmatchedCount} offen)`);
    }
  } finally {
    await portal.stop();
  }
  const file = statement(RUNS + 1);
  const bare = [];
  for (let run = 0; run < RUNS; run++) bare.push(await bareSql(client, file));
  const { rows } = await client.query(`SELECT i.id, i.number, i.company_id, i.total_amount, i.skonto_percent, i.skonto_until::text FROM invoices i`);
  const candidates = new Map(
    rows.map((row) => {
      const total = Math.round(Number(row.total_amount) * 100);
      const skonto = row.skonto_percent ? Math.round((total * Number(row.skonto_percent)) / 100) : 0;
      return [row.number, { invoiceId: row.id, number: row.number, companyId: row.company_id, companyName: 'x', payable: true, openCents: total, skontoCents: skonto, skontoUntil: row.skonto_until }];
    }),
  );
  const local = inProcess(file, candidates);
  await client.end();

  const sorted = [...runs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const bareMedian = [...bare].sort((a, b) => a - b)[Math.floor(bare.length / 2)];
  const pg = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout.trim();
  const machine = `${cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, ${cpus().length} Kerne (geteilt mit anderen Sitzungen), ${Math.round(totalmem() / 1024 ** 3)} GB RAM; ${pg}; Node ${process.version}`;
  writeReportSection('<!-- camt-bench:start (written by scripts/bench/camt-bench.mjs) -->', '<!-- camt-bench:end -->', [
    '',
    `Generated by \`node scripts/bench/camt-bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `Machine: ${machine}. Load average at the start: ${load.map((value) => value.toFixed(1)).join(' / ')}.`,
    '',
    `- Data: ${COMPANIES} dealer companies, ${LINES.toLocaleString('en')} open invoices of 119.00 € (every fifth with 2 % Skonto), database \`${DATABASE}\`.`,
    `- Statement: camt.053.001.08, ${LINES.toLocaleString('en')} credit entries (${(file.length / 1e6).toFixed(1)} MB): 4,000 pay one invoice in full in four spellings of the number, 500 take Skonto, 300 pay a wrong amount, 200 name no invoice.`,
    '- Measured: the upload request from its start to the answer (statement with all 5,000 lines and proposals), through `backend/dist` with NODE_ENV=production, the API pinned to CPU 0.',
    '- Bare SQL: the invoice lookup for the 5,000 numbers and one `INSERT … SELECT unnest(…)` of 5,000 lines (rolled back), from this process.',
    '',
    '| | Target | Result | OK |',
    '|---|---|---|:-:|',
    `| Upload, read, matched and stored, ${LINES.toLocaleString('en')} lines (median of ${RUNS}) | < 10 s | ${ms(median)} (runs: ${runs.map(ms).join(', ')}) | ${median < TARGET_MS ? '✅' : '❌'} |`,
    `| Bare SQL of the same (median of ${RUNS}) | – | ${ms(bareMedian)} | |`,
    `| Reading (parseCamt) and matching alone, in process | – | ${ms(local.parse)} + ${ms(local.match)} (${local.proposed} proposals) | |`,
    '',
    `Result of the last run: ${summary.proposedCount} proposed, ${summary.unmatchedCount} unmatched (the 300 wrong amounts and 200 without a number), ${summary.ignoredCount} ignored.`,
    '',
  ]);
  log(`Median ${ms(median)}, blankes SQL ${ms(bareMedian)}; docs/performance.md geschrieben`);
}

await main();
