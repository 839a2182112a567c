import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEnvFile } from './env-file.mjs';

/**
 * The environment for a local run: built-in defaults, overridden by `.env` (if present), overridden by
 * the shell. S3_ENDPOINT and SMTP_URL stay unset unless configured, so the stand-ins start.
 */
export function localEnvironment(root, dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const secretFile = join(dataDir, 'jwt-secret');
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(36).toString('base64url'), { mode: 0o600 });
  const defaults = {
    NODE_ENV: 'development',
    PORT: '3000',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal',
    REDIS_URL: 'redis://127.0.0.1:6379',
    JWT_SECRET: readFileSync(secretFile, 'utf8').trim(),
    APP_URL: 'http://localhost:3000',
    ADMIN_EMAILS: 'admin@example.com',
    FRONTEND_DIST: join(root, 'frontend', 'dist'),
    LOG_LEVEL: 'info',
  };
  const fromShell = Object.fromEntries(Object.entries(process.env).filter(([key]) => /^[A-Z][A-Z0-9_]*$/.test(key)));
  const env = { ...defaults, ...readEnvFile(join(root, '.env')), ...pick(fromShell, Object.keys(defaults).concat(EXTRA_KEYS)) };
  if (!env.APP_URL || env.APP_URL === defaults.APP_URL) env.APP_URL = `http://localhost:${env.PORT}`;
  return env;
}

const EXTRA_KEYS = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'S3_PUBLIC_URL',
  'S3_REGION',
  'SMTP_URL',
  'MAIL_FROM',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'ADMIN_REQUIRE_MFA',
  'QUEUE_PREFIX',
  'DEMO_DATA',
];

const pick = (source, keys) => Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
