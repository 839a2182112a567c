// Shared by the benchmarks: CPU pinning, a fresh migrated database, the real API started from backend/dist,
// and the report section they write into docs/performance.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startS3Server } from '../lib/s3-server.mjs';
import { freePort, waitForHttp } from '../lib/services.mjs';
import { percentiles } from './percentiles.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const SERVER_CPU = '0';
export const LOAD_CPU = '1';
/**
 * BENCH_NO_PIN=1: nothing pinned, the scheduler places API, load generator and PostgreSQL as in a deployment. For runs
 * with other load beside the bench: pinned, the API shares its one core with that load while PostgreSQL uses both.
 */
export const PINNED = !process.env.BENCH_NO_PIN;
/** The deployment's level (one access line per request) since session 20; BENCH_LOG_LEVEL=warn runs as until then. */
export const API_LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

/** Re-runs this script pinned to the load core (once); the API started later gets the other core. */
export function pinToLoadCore() {
  if (process.env.BENCH_PINNED || !PINNED || cpus().length < 2) return;
  const child = spawnSync('taskset', ['-c', LOAD_CPU, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(child.status ?? 1);
}

export function requireBuiltBackend(file) {
  const path = join(root, 'backend', 'dist', file);
  if (!existsSync(path)) {
    console.error('bench: backend/dist fehlt – erst "npm run build -w backend" ausführen.');
    process.exit(1);
  }
  return path;
}

/** Drops and creates the database, then applies the migrations exactly as deployments do. */
export async function createBenchDatabase(name) {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = `${PG_BASE}/${name}`;
  const migrate = spawnSync(process.execPath, ['dist/common/database/migrate.js'], {
    cwd: join(root, 'backend'),
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`Migration fehlgeschlagen: ${migrate.stderr || migrate.stdout}`);
  return url;
}

/**
 * The API as deployed (NODE_ENV=production), pinned to the server core, with its own S3 stand-in; with
 * `withWorker` also the worker on the same configuration (not pinned: it shares the cores with PostgreSQL).
 */
export async function startApi({ databaseUrl, redisUrl, extraEnv = {}, withWorker = false, dist: distOverride, entry, nodeArgs: nodeArgsOverride }) {
  const port = await freePort();
  const s3Port = await freePort();
  const s3 = await startS3Server({ port: s3Port, directory: mkdtempSync(join(tmpdir(), 'bench-s3-')) });
  // The API's log lines (stdout) go to a file, as a deployment's go to its log collector; crashes still show (stderr).
  // Removed when the API stops (tens of MB per run at info), kept with BENCH_KEEP_API_LOG=1 or when it did not start.
  const logFile = join(tmpdir(), `bench-api-${port}.log`);
  const options = {
    cwd: join(root, 'backend'),
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: 'bench',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      APP_URL: `http://127.0.0.1:${port}`,
      FRONTEND_DIST: '',
      LOG_LEVEL: API_LOG_LEVEL,
      // Every simulated dealer signs in from 127.0.0.1; the per-address limit is for attackers, not for the load generator.
      SIGN_IN_MAX_PER_IP: '100000',
      ...extraEnv,
    },
  };
  // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API (Node refuses these in NODE_OPTIONS).
  const nodeArgs = nodeArgsOverride ?? process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_API_DIST=dist-before runs another build of the API (inside backend/, for A/B runs of two builds).
  const dist = distOverride ?? process.env.BENCH_API_DIST ?? 'dist';
  // BENCH_API_NODE=/path/to/node runs the API on another Node (the deployment image's line, say: Dockerfile NODE_IMAGE).
  const node = process.env.BENCH_API_NODE ?? process.execPath;
  const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  // `entry`: another server in the API's place (the checkout bench's floor server), started the same way.
  const apiCommand = [node, ...nodeArgs, entry ?? `${dist}/main.js`];
  const processes = [PINNED ? spawn('taskset', ['-c', SERVER_CPU, ...apiCommand], options) : spawn(apiCommand[0], apiCommand.slice(1), options)];
  // BENCH_WORKER_NODE_ARGS does the same for the worker.
  const workerArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000).catch((error) => {
    throw new Error(`${error.message} (Protokoll der API: ${logFile})`);
  });
  // After the API: both create the buckets at start-up, and two at once on a fresh S3 stand-in can collide.
  if (withWorker) processes.push(spawn(process.execPath, [...workerArgs, `${dist}/worker.js`], options));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: processes[0].pid, // taskset execs node: the API's own process
    nodeVersion,
    logFile,
    stop: async () => {
      for (const child of processes) {
        if (child.exitCode !== null) continue;
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      await s3.close?.();
      if (!process.env.BENCH_KEEP_API_LOG) rmSync(logFile, { force: true });
    },
  };
}

export const fmt = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** Replaces the section between the markers in docs/performance.md (or appends it). */
export function writeReportSection(startMarker, endMarker, lines) {
  const file = join(root, 'docs', 'performance.md');
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = before.indexOf(startMarker);
  const end = before.indexOf(endMarker);
  const generated = [startMarker, ...lines, endMarker].join('\n');
  writeFileSync(
    file,
    start >= 0 && end > start ? `${before.slice(0, start)}${generated}${before.slice(end + endMarker.length)}` : `${before.trimEnd()}\n\n${generated}\n`,
  );
}

/**
 * The bare baseline of a read: `connections` workers run one request's queries (in parallel, as the API issues them)
 * back to back for `seconds` through `pool` (as large as the API's).
 */
export async function runBareQueries(pool, queries, { seconds, connections }) {
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      await Promise.all(queries.map((query) => pool.query(query.text, query.values)));
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { ...percentiles(latencies), rps: latencies.length / seconds, requests: latencies.length, errors: 0 };
}

/** The executed plan of a query, for the report. */
export async function explainQuery(pool, query) {
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${query.text}`, query.values);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** A process's parent and CPU ticks (user + system) from /proc/<pid>/stat (fields after the name). */
function procStat(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** CPU seconds (user + system) used so far by one process (an API of startApi, by its pid). */
export function processCpuSeconds(pid) {
  return procStat(pid).ticks / 100;
}

/** CPU seconds (user + system) used so far by our own child processes: the API started by startApi. */
export function childCpuSeconds() {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = procStat(entry);
      if (stat.parent === process.pid) ticks += stat.ticks;
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

/**
 * A light HTTP client for load loops: node:http over keep-alive sockets. `fetch` (undici's WHATWG streams) cost
 * the load generator about three times the CPU per request, and on a 2-core machine the load generator's CPU is
 * taken from the system under test.
 */
export function keepAliveClient(baseUrl, maxSockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  return (method, path, headers = {}, body) =>
    new Promise((resolvePromise, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const request = http.request(
        { agent, hostname, port, method, path, headers: payload ? { ...headers, 'content-length': payload.length } : headers },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolvePromise({ status: response.statusCode, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
}
