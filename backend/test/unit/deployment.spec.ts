import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { parse } from 'yaml';

/**
 * The deployment files are checked by reading (no Docker engine in CI): environment.ts,
 * .env.example and docker-compose.yml must name the same variables, and the Dockerfile and the
 * compose file must keep the shape docs/architecture.md describes.
 */

const repoRoot = join(__dirname, '..', '..', '..');
const read = (relative: string) => readFileSync(join(repoRoot, relative), 'utf8');

type Healthcheck = { test?: string | string[]; disable?: boolean };
type Service = {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: Healthcheck;
  volumes?: Array<string | { type?: string; source?: string }>;
};
type ComposeFile = { version?: unknown; services: Record<string, Service>; volumes?: Record<string, unknown> };

const APP_SERVICES = ['api', 'worker'] as const;
const BACKING_SERVICES = ['postgres', 'redis', 'minio'] as const;
const ALL_SERVICES = [...BACKING_SERVICES, 'mailpit', ...APP_SERVICES];
const COMPOSE_ONLY = /^(MINIO|POSTGRES)_[A-Z0-9_]+$/;

/** Names of the properties declared in the Environment class, each with whether a decorator precedes it. */
function environmentProperties(source: string): Array<{ name: string; decorated: boolean }> {
  const start = source.indexOf('export class Environment {');
  expect(start).toBeGreaterThanOrEqual(0);
  const end = source.indexOf('\n}', start);
  const body = source.slice(start, end).split('\n').slice(1);
  const properties: Array<{ name: string; decorated: boolean }> = [];
  let decorated = false;
  for (const line of body) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('/**') || trimmed.startsWith('*') || trimmed.startsWith('//')) continue;
    const property = /^ {2}([A-Z][A-Z0-9_]*)\??\s*[:=]/.exec(line);
    if (property) {
      properties.push({ name: property[1], decorated });
      decorated = false;
    } else {
      decorated = trimmed.startsWith('@');
    }
  }
  return properties;
}

/** `NAME=value` lines of .env.example (comments and commented-out examples excluded), in order. */
function envExampleEntries(source: string): Array<{ name: string; commentAbove: boolean }> {
  const lines = source.split('\n');
  const entries: Array<{ name: string; commentAbove: boolean }> = [];
  lines.forEach((line, index) => {
    const match = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match) entries.push({ name: match[1], commentAbove: (lines[index - 1] ?? '').startsWith('# ') });
  });
  return entries;
}

function environmentOf(service: Service): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, String(value ?? '')]));
}

/** Resolves Compose's `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}` and `${VAR}` as if nothing were set. */
function interpolateDefaults(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (_all, _name: string, operator?: string, rest?: string) =>
    operator?.endsWith('-') ? (rest ?? '') : 'x',
  );
}

function hostOf(value: string): string {
  return new URL(interpolateDefaults(value)).hostname;
}

/** The image every FROM starts from, with `${ARG}` replaced by the ARG's default; stage names are left as they are. */
function baseImages(dockerfile: string): Array<{ image: string; stage: boolean }> {
  const defaults = Object.fromEntries([...dockerfile.matchAll(/^ARG\s+([A-Za-z_][A-Za-z0-9_]*)=(\S+)/gm)].map((match) => [match[1], match[2]]));
  const stages = new Set<string>();
  return [...dockerfile.matchAll(/^FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/gim)].map((match) => {
    const image = match[1].replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_all, name: string) => defaults[name] ?? '');
    const stage = stages.has(image.toLowerCase());
    if (match[2]) stages.add(match[2].toLowerCase());
    return { image, stage };
  });
}

function commandText(command: Service['command']): string {
  return Array.isArray(command) ? command.join(' ') : (command ?? '');
}

describe('deployment files', () => {
  const environmentTs = read('backend/src/common/config/environment.ts');
  const envExample = read('.env.example');
  const compose = parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
  const dockerfile = read('Dockerfile');

  const classProperties = environmentProperties(environmentTs);
  const exampleEntries = envExampleEntries(envExample);
  const exampleNames = exampleEntries.map((entry) => entry.name);

  describe('environment.ts and .env.example', () => {
    it('finds the Environment class properties, every one decorated', () => {
      expect(classProperties.length).toBeGreaterThanOrEqual(20);
      expect(classProperties.filter((property) => !property.decorated).map((property) => property.name)).toEqual([]);
    });

    it('.env.example lists exactly the Environment properties, each once', () => {
      expect(new Set(exampleNames).size).toBe(exampleNames.length);
      expect([...exampleNames].sort()).toEqual(classProperties.map((property) => property.name).sort());
    });

    it('.env.example explains every variable in a comment line directly above it', () => {
      expect(exampleEntries.filter((entry) => !entry.commentAbove).map((entry) => entry.name)).toEqual([]);
    });

    it('.env.example keeps the start-script variables as comments only', () => {
      expect(envExample).toMatch(/^# DEMO_DATA=/m);
      expect(envExample).toMatch(/^# S3_DATA_DIR=/m);
      expect(exampleNames).not.toContain('DEMO_DATA');
    });
  });

  describe('docker-compose.yml', () => {
    it('uses the Compose specification without a version key', () => {
      expect(compose.version).toBeUndefined();
    });

    it('defines the six services', () => {
      for (const name of ALL_SERVICES) expect(compose.services).toHaveProperty(name);
    });

    it('runs api and worker from the same build and image', () => {
      const { api, worker } = compose.services;
      expect(api.build).toBeDefined();
      expect(worker.build).toEqual(api.build);
      expect(api.image).toBeDefined();
      expect(worker.image).toBe(api.image);
      expect(worker.environment).toEqual(api.environment);
    });

    it('migrates before the api starts and runs the worker entry point', () => {
      const api = commandText(compose.services.api.command);
      expect(api).toMatch(/node dist\/common\/database\/migrate\.js && (exec )?node dist\/main\.js/);
      expect(commandText(compose.services.worker.command)).toMatch(/node dist\/worker\.js/);
    });

    it('gives every service except mailpit a healthcheck', () => {
      for (const name of ALL_SERVICES.filter((service) => service !== 'mailpit')) {
        const healthcheck = compose.services[name].healthcheck;
        expect({ name, test: healthcheck?.test !== undefined, disabled: healthcheck?.disable === true }).toEqual({
          name,
          test: true,
          disabled: false,
        });
      }
    });

    it('starts api and worker only when postgres, redis and minio are healthy', () => {
      for (const app of APP_SERVICES) {
        const dependsOn = compose.services[app].depends_on;
        expect(Array.isArray(dependsOn)).toBe(false);
        for (const backing of BACKING_SERVICES) {
          expect({ app, backing, condition: (dependsOn as Record<string, { condition?: string }>)[backing]?.condition }).toEqual({
            app,
            backing,
            condition: 'service_healthy',
          });
        }
      }
    });

    it('sets every .env.example variable in the api environment', () => {
      const api = Object.keys(environmentOf(compose.services.api));
      expect(exampleNames.filter((name) => !api.includes(name))).toEqual([]);
    });

    it('sets no api variable that .env.example does not document', () => {
      const api = Object.keys(environmentOf(compose.services.api));
      expect(api.filter((name) => !exampleNames.includes(name) && !COMPOSE_ONLY.test(name))).toEqual([]);
    });

    it('points the api at the compose services, not at the host', () => {
      const environment = environmentOf(compose.services.api);
      expect(hostOf(environment.DATABASE_URL)).toBe('postgres');
      expect(hostOf(environment.REDIS_URL)).toBe('redis');
      expect(hostOf(environment.S3_ENDPOINT)).toBe('minio');
      expect(hostOf(environment.SMTP_URL)).toBe('mailpit');
      expect(environment.NODE_ENV).toBe('production');
      expect(environment.FRONTEND_DIST).toBe('/app/frontend/dist');
    });

    it('loads no demo data', () => {
      for (const app of APP_SERVICES) {
        expect(['', 'false', undefined]).toContain(environmentOf(compose.services[app]).DEMO_DATA);
      }
    });

    it('keeps postgres, redis and minio data in named volumes', () => {
      for (const name of BACKING_SERVICES) {
        const sources = (compose.services[name].volumes ?? []).map((volume) =>
          typeof volume === 'string' ? volume.split(':')[0] : (volume.source ?? ''),
        );
        const named = sources.filter((source) => Object.keys(compose.volumes ?? {}).includes(source));
        expect({ name, named: named.length }).toEqual({ name, named: 1 });
      }
    });
  });

  describe('Dockerfile', () => {
    it('builds in at least two stages', () => {
      expect((dockerfile.match(/^FROM\s+/gim) ?? []).length).toBeGreaterThanOrEqual(2);
    });

    it('builds every stage on a maintained Node LTS line (22 or 24), Debian slim', () => {
      const images = baseImages(dockerfile).filter((from) => !from.stage).map((from) => from.image);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image).toMatch(/^node:(22|24)(\.\d+)*-[a-z]+-slim$/);
    });

    it('checks /api/health', () => {
      expect(dockerfile).toMatch(/^HEALTHCHECK\s[\s\S]*\/api\/health/m);
    });

    it('runs as a non-root user', () => {
      const users = [...dockerfile.matchAll(/^USER\s+(\S+)/gim)].map((match) => match[1]);
      expect(users.length).toBeGreaterThan(0);
      expect(['root', '0', '0:0']).not.toContain(users[users.length - 1]);
    });

    it('runs the api from backend/ in production mode, serving the built frontend', () => {
      expect(dockerfile).toMatch(/^WORKDIR\s+\/app\/backend\s*$/m);
      expect(dockerfile).toMatch(/NODE_ENV=production/);
      expect(dockerfile).toMatch(/FRONTEND_DIST=\/app\/frontend\/dist/);
      expect(dockerfile).toMatch(/^CMD\s+\["node",\s*"dist\/main\.js"\]/m);
    });

    it('has a .dockerignore that keeps host dependencies and secrets out of the image', () => {
      expect(existsSync(join(repoRoot, '.dockerignore'))).toBe(true);
      const ignore = read('.dockerignore').split('\n').map((line) => line.trim());
      expect(ignore).toEqual(expect.arrayContaining(['**/node_modules', '.env', '.git']));
    });
  });
});
