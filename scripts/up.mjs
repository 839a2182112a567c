#!/usr/bin/env node
// `npm run up`: installs what is missing, builds, migrates, loads demo data and runs the whole portal.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localEnvironment } from './lib/local-env.mjs';
import { run } from './lib/run.mjs';
import { checkBackingServices } from './lib/services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.data');
const say = (line) => console.log(`[up] ${line}`);

async function main() {
  const env = localEnvironment(root, dataDir);
  const problems = await checkBackingServices({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
  if (problems.length) {
    console.error(`[up] Das Portal kann nicht starten:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  if (!existsSync(join(root, 'node_modules', '@nestjs', 'core')) || !existsSync(join(root, 'node_modules', 'vite'))) {
    say('Installiere Abhängigkeiten (npm ci) …');
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  }
  say('Baue Backend und Frontend …');
  await run('npm', ['run', 'build', '-w', 'backend'], { cwd: root, quiet: true });
  await run('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, quiet: true });

  // imported late: the stand-ins come from node_modules, which may only now exist
  const { startPortal } = await import('./lib/portal.mjs');
  const demoData = (env.DEMO_DATA ?? 'true') !== 'false';
  const portal = await startPortal({ root, env, dataDir, demoData, log: say });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    say('Beende alle gestarteten Prozesse …');
    await portal.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  console.log(`
  Radwerk B2B-Portal läuft: ${portal.url}
  API-Dokumentation:        ${portal.url}/api/docs
  Job-Warteschlangen:       ${portal.url}/admin/queues (als Admin oder Betrieb über die Seitenleiste)
  ${portal.mailUrl ? `Mail-Postfach (MailDev):  ${portal.mailUrl}` : `Mails gehen an ${env.SMTP_URL}`}
  Logs:                     ${portal.logDir}
${demoData ? `
  Demo-Zugänge (Passwort jeweils Fahrrad-2026):
    admin@example.com     Administrator
    haendler@example.com  freigeschalteter Händler (10 % Rabatt)
    wartet@example.com    Händler, Freischaltung ausstehend
    ops@example.com       Betrieb (Job-Warteschlangen)
` : ''}
  Beenden mit Strg+C.
`);
}

main().catch((error) => {
  console.error(`[up] Fehler: ${error.message}`);
  process.exit(1);
});
