#!/usr/bin/env node
// `npm test`: every test of the portal — backend unit and integration, frontend, browser — plus the
// build checks (types, lint, OpenAPI freshness, bundle budget). Installs what it needs when missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { checkBackingServices } from './lib/services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const backend = join(root, 'backend');
const frontend = join(root, 'frontend');
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const started = Date.now();
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const say = (line) => console.log(`\n[test] ${line}`);

async function step(name, fn, { report } = {}) {
  say(`${name} …`);
  const t0 = Date.now();
  try {
    await fn();
    results.push({ name, ok: true, seconds: (Date.now() - t0) / 1000 });
  } catch (error) {
    console.error(`[test] ${name} fehlgeschlagen: ${error.message.split('\n').slice(0, 3).join(' | ')}`);
    results.push({ name, ok: false, seconds: (Date.now() - t0) / 1000 });
  }
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  return results.at(-1).ok;
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium fehlt unter ${path}: bitte 'apt-get install -y chromium' ausführen.`);
  say('Installiere Chromium aus den Debian-Paketen …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

/** The invoice tests check every e-invoice with Debian's tools: xmllint (schema), qpdf and poppler (PDF/A, attachment). */
const INVOICE_TOOLS = { '/usr/bin/xmllint': 'libxml2-utils', '/usr/bin/qpdf': 'qpdf', '/usr/bin/pdfinfo': 'poppler-utils' };

function ensureInvoiceTools() {
  const missing = Object.entries(INVOICE_TOOLS).filter(([path]) => !existsSync(path)).map(([, name]) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Für die Rechnungstests fehlen: bitte 'apt-get install -y ${missing.join(' ')}' ausführen.`);
  say(`Installiere ${missing.join(', ')} aus den Debian-Paketen …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}

async function main() {
  const problems = await checkBackingServices({
    databaseUrl: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  if (problems.length) {
    console.error(`[test] Die Tests brauchen PostgreSQL und Redis:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  const installed = ['@nestjs/core', 'vite', 'eslint'].every((name) => existsSync(join(root, 'node_modules', name)));
  if (!installed) {
    say('Installiere Abhängigkeiten (npm ci) …');
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  }
  ensureChromium();
  ensureInvoiceTools();

  const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules' };
  const backendJson = join(reports, 'backend.json');
  const frontendJson = join(reports, 'frontend.json');
  const e2eJson = join(reports, 'e2e.json');

  await step('Backend: Typprüfung', () => run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: backend }));
  await step('Lint: Modul- und Feature-Grenzen (ESLint)', () => run('npx', ['eslint', '--max-warnings', '0', '.'], { cwd: root }));
  // The scale-out test starts the built API and worker (backend/dist) as separate processes.
  await step('Backend: Build', () => run('npm', ['run', 'build', '-w', 'backend'], { cwd: root }));
  await step('Backend: Unit- und Integrationstests (PostgreSQL, Redis, s3rver)', () =>
    run('npx', ['jest', '--json', `--outputFile=${backendJson}`], { cwd: backend, env: jestEnv }), { report: backendJson });
  await step('OpenAPI-Typen des Frontends aktuell', () => run('node', ['scripts/gen-openapi.mjs', '--check'], { cwd: root }));
  await step('Frontend: Unit-Tests', () =>
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${frontendJson}`], { cwd: frontend }), {
    report: frontendJson,
  });
  const built = await step('Frontend: Typprüfung und Produktions-Build', () => run('npm', ['run', 'build'], { cwd: frontend }));
  await step('Bundle-Budget der Startseite', () => run('node', ['scripts/check-bundle.mjs'], { cwd: root }));
  if (built) {
    await step('Browser-Tests (Chromium gegen das gebaute Portal)', () =>
      run(
        'npx',
        ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eJson}`],
        { cwd: frontend },
      ), { report: e2eJson });
  }

  console.log('\n[test] Zusammenfassung');
  for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
  const failedSteps = results.filter((result) => !result.ok).length;
  console.log(`  Dauer gesamt: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed + failedSteps} failed, ${totals.skipped} skipped`);
  process.exit(failedSteps ? 1 : 0);
}

main().catch((error) => {
  console.error(`[test] ${error.message}`);
  process.exit(1);
});
