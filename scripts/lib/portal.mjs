import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startMailServer } from './mail-server.mjs';
import { run } from './run.mjs';
import { startS3Server } from './s3-server.mjs';
import { waitForHttp } from './services.mjs';

/** The stand-in's key pair: S3_ACCESS_KEY/S3_SECRET_KEY when configured, else one made up once per data directory. */
function s3Credentials(env, dataDir) {
  if (env.S3_ACCESS_KEY && env.S3_SECRET_KEY) return { accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY };
  const file = join(dataDir, 's3-credentials.json');
  if (!existsSync(file)) {
    const made = { accessKey: `radwerk-${randomBytes(6).toString('hex')}`, secretKey: randomBytes(24).toString('base64url') };
    writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Starts a whole portal from built code: S3 stand-in and mail catcher when the environment names
 * none, migrations, optional demo data, then the API (serving the built frontend) and the worker.
 * Shared by `npm run up` and the browser tests.
 */
export async function startPortal({ root, env, dataDir, demoData, s3Port = 9000, smtpPort = 1025, mailWebPort = 1080, log = console.log }) {
  const backend = join(root, 'backend');
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };
  try {
    const fullEnv = { ...env };
    if (!fullEnv.S3_ENDPOINT) {
      const s3 = await startS3Server({ port: s3Port, directory: join(dataDir, 's3'), ...s3Credentials(fullEnv, dataDir) });
      stops.push(s3.close);
      Object.assign(fullEnv, { S3_ENDPOINT: s3.endpoint, S3_PUBLIC_URL: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey });
      log(`S3-Stand-in (s3rver hinter Signaturprüfung) läuft auf ${s3.endpoint}, Daten unter ${join(dataDir, 's3')}`);
    }
    let mailUrl = null;
    if (!fullEnv.SMTP_URL) {
      const mail = await startMailServer({ smtpPort, webPort: mailWebPort });
      stops.push(mail.close);
      fullEnv.SMTP_URL = mail.smtpUrl;
      mailUrl = mail.webUrl;
      log(`Mail-Catcher (MailDev) läuft, Postfach: ${mail.webUrl}`);
    }
    await run('node', ['dist/common/database/migrate.js'], { cwd: backend, env: fullEnv, quiet: true }).then((out) => log(out.trim()));
    if (demoData) {
      await run('node', ['dist/seed/seed.js'], { cwd: backend, env: fullEnv, quiet: true }).then((out) => log(out.trim()));
    }
    const logDir = join(dataDir, 'logs');
    mkdirSync(logDir, { recursive: true });
    for (const [name, script] of [
      ['api', 'dist/main.js'],
      ['worker', 'dist/worker.js'],
    ]) {
      const child = spawn('node', [script], { cwd: backend, env: { ...process.env, ...fullEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
      const file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
      child.stdout.pipe(file);
      child.stderr.pipe(file);
      child.once('exit', (code, signal) => {
        if (!child.stopping) log(`${name} beendet (Code ${code ?? signal}); Log: ${join(logDir, `${name}.log`)}`);
      });
      stops.push(
        () =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.stopping = true;
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      );
    }
    const url = `http://localhost:${fullEnv.PORT ?? 3000}`;
    await waitForHttp(`http://127.0.0.1:${fullEnv.PORT ?? 3000}/api/health`, 60000);
    return { url, mailUrl, env: fullEnv, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
