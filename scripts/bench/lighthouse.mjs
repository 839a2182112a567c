#!/usr/bin/env node
// Lighthouse bench: `node scripts/bench/lighthouse.mjs` (build first: npm run build).
//
// Starts the built portal with demo data in its own database (portal_bench_lighthouse, Redis db 11, override with
// LIGHTHOUSE_DATABASE / LIGHTHOUSE_REDIS_DB) or uses a running one (LIGHTHOUSE_URL=http://localhost:3000), then runs
// Lighthouse with its default mobile preset (simulated slow 4G, 4× CPU slowdown) on the home page and the catalogue,
// LIGHTHOUSE_RUNS times each (default 3, the median run by performance score counts). Beside them, the same
// Lighthouse on a bare static page as the machine's baseline (what a page with nothing in it scores here). Prints
// the four category scores and FCP, LCP, TBT, CLS; with --json also the raw figures; LIGHTHOUSE_REPORTS=dir keeps
// every full report there (JSON, for the details of failed audits); LIGHTHOUSE_ONLY=/products measures one page.
// Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import pg from 'pg';
import Redis from 'ioredis';
import { startPortal } from '../lib/portal.mjs';
import { freePort, waitForHttp } from '../lib/services.mjs';
import { PG_BASE, root } from './harness.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DATABASE = process.env.LIGHTHOUSE_DATABASE ?? 'portal_bench_lighthouse';
const REDIS_DB = process.env.LIGHTHOUSE_REDIS_DB ?? '11';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGES = [
  { name: 'Startseite', path: '/' },
  { name: 'Katalog', path: '/products' },
].filter((page) => !process.env.LIGHTHOUSE_ONLY || process.env.LIGHTHOUSE_ONLY === page.path);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' };

const log = (line) => console.error(`lighthouse: ${line}`);

async function startBenchPortal() {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  const redis = new Redis(`redis://127.0.0.1:6379/${REDIS_DB}`);
  await redis.flushdb();
  redis.disconnect();
  const [port, s3Port, smtpPort, mailWebPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  log(`starte das gebaute Portal mit Demodaten (Datenbank ${DATABASE}, Redis ${REDIS_DB}) …`);
  const portal = await startPortal({
    root,
    dataDir,
    demoData: true,
    s3Port,
    smtpPort,
    mailWebPort,
    log: () => undefined,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: `${PG_BASE}/${DATABASE}`,
      REDIS_URL: `redis://127.0.0.1:6379/${REDIS_DB}`,
      QUEUE_PREFIX: 'lighthouse',
      JWT_SECRET: 'lighthouse-secret-lighthouse-secret-0123456789',
      APP_URL: `http://localhost:${port}`,
      ADMIN_EMAILS: '',
      FRONTEND_DIST: join(root, 'frontend', 'dist'),
      LOG_LEVEL: 'warn',
    },
  });
  return {
    url: portal.url,
    stop: async () => {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page with a heading and a paragraph: what this machine and Lighthouse's throttling give at best. */
async function startBarePage() {
  const html =
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="Leere Vergleichsseite"><title>Vergleich</title></head>' +
    '<body><h1>Vergleichsseite</h1><p>Nur Text, keine Skripte.</p></body></html>';
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') return response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://localhost:${server.address().port}`, stop: () => new Promise((done) => server.close(done)) };
}

async function startChrome() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'));
  const child = spawn(CHROME, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  await waitForHttp(`http://127.0.0.1:${port}/json/version`, 30_000);
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(chromePort, url) {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), result.report);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]));
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return { url, scores, metrics, failed, benchmarkIndex: lhr.environment?.benchmarkIndex };
}

/** Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
async function auditWithRetry(chromePort, url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chromePort, url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`${error.message.split('\n')[0]} – neuer Versuch`);
    }
  }
}

const median = (runs) => [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

function row(name, run, all) {
  const s = run.scores;
  const m = run.metrics;
  const perfRange = all.map((r) => r.scores.performance).join('/');
  return `| ${name} | ${s.performance} (${perfRange}) | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${seconds(m.FCP)} | ${seconds(m.LCP)} | ${Math.round(m.TBT)} ms | ${m.CLS.toFixed(3).replace('.', ',')} |`;
}

async function main() {
  const external = process.env.LIGHTHOUSE_URL;
  const portal = external ? { url: external.replace(/\/$/, ''), stop: async () => undefined } : await startBenchPortal();
  const bare = await startBarePage();
  const chrome = await startChrome();
  const loads = [loadavg()[0]];
  const results = [];
  try {
    // One throw-away visit so the API's caches and the OS page cache are warm, as on a running portal.
    for (const page of PAGES) await fetch(`${portal.url}${page.path}`).then((r) => r.text());
    for (const page of [{ name: 'Leere Vergleichsseite', path: '/', base: bare.url }, ...PAGES]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await auditWithRetry(chrome.port, `${page.base ?? portal.url}${page.path}`));
        loads.push(loadavg()[0]);
        log(`${page.name} Lauf ${i + 1}/${RUNS}: Performance ${runs.at(-1).scores.performance}`);
      }
      results.push({ page, runs, median: median(runs) });
    }
  } finally {
    await chrome.stop();
    await bare.stop();
    await portal.stop();
  }

  const lines = [
    `Lighthouse (Standard-Mobilprofil), ${RUNS} Läufe je Seite, Median nach Performance; ${cpus().length} Kerne, ` +
      `Load-Average (1 min) während der Läufe ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}, ` +
      `Lighthouse-BenchmarkIndex ${Math.round(results[0].median.benchmarkIndex ?? NaN)}`,
    '',
    '| Seite | Performance (alle Läufe) | Barrierefreiheit | Best Practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(({ page, runs, median: run }) => row(`${page.name} \`${page.path}\``, run, runs)),
  ];
  const bareLcp = results[0].median.metrics.LCP;
  for (const { page, median: run } of results.slice(1)) {
    lines.push('', `${page.name}: LCP ${(run.metrics.LCP / bareLcp).toFixed(2).replace('.', ',')} × Vergleichsseite; unter 90 Punkten: ${run.failed.join(', ') || '–'}`);
  }
  console.log(lines.join('\n'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(results.map(({ page, median: run }) => ({ page: page.path, ...run })), null, 2));
}

main().catch((error) => {
  console.error(`lighthouse: ${error.stack ?? error.message}`);
  process.exit(1);
});
