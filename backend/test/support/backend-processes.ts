import { ChildProcess, spawn } from 'child_process';
import { readdirSync, statSync } from 'fs';
import { join } from 'path';
import { freePort } from './free-port';

const BACKEND = join(__dirname, '..', '..');
// Generous: on a loaded machine four Nest processes starting at once take most of a minute.
const START_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 5_000;

export interface BackendProcess {
  readonly name: string;
  /** http://127.0.0.1:<port> of an API process; empty for a worker. */
  readonly url: string;
  /** Everything the process wrote, for the failure message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Every process started here and not stopped yet: killed when the test process exits. Should it be killed
 * itself, the children notice their stdin close (exit-with-parent.cjs) and end too.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The built backend must be at least as new as every source file, or the test would run yesterday's code. */
export function assertFreshBuild(): void {
  const built = join(BACKEND, 'dist', 'main.js');
  let builtAt: number;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    throw new Error(`${built} fehlt: zuerst \`npm run build -w backend\``);
  }
  const newer = sourceFiles(join(BACKEND, 'src')).find((file) => statSync(file).mtimeMs > builtAt);
  if (newer) throw new Error(`backend/dist ist älter als ${newer}: zuerst \`npm run build -w backend\``);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * Starts `node dist/main.js` (on a free port) or `node dist/worker.js` with the given environment and waits
 * until it is ready: the API answers /api/health with 200, the worker has logged that its queues run.
 * A process that exits or takes too long fails the start with its output; it is never left running.
 */
export async function startBackendProcess(kind: 'api' | 'worker', name: string, env: Record<string, string>): Promise<BackendProcess> {
  const port = kind === 'api' ? await freePort() : 0;
  const script = join('dist', kind === 'api' ? 'main.js' : 'worker.js');
  const child = spawn(process.execPath, ['--require', join(__dirname, 'exit-with-parent.cjs'), script], {
    cwd: BACKEND,
    env: { PATH: process.env.PATH ?? '', ...env, ...(kind === 'api' ? { PORT: String(port) } : {}), LOG_LEVEL: 'info' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  const chunks: string[] = [];
  child.stdout!.on('data', (data: Buffer) => chunks.push(data.toString()));
  child.stderr!.on('data', (data: Buffer) => chunks.push(data.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
  };
  const output = () => chunks.join('');
  const url = kind === 'api' ? `http://127.0.0.1:${port}` : '';
  const ready = kind === 'api' ? () => healthy(url) : async () => output().includes('Worker bereit');

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} beendet beim Start (${child.exitCode ?? child.signalCode}):\n${output().slice(-4000)}`);
    }
    if (await ready()) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} nach ${START_TIMEOUT_MS} ms nicht bereit:\n${output().slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, url, output, stop };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

/** Starts them all at once; if one fails, the others are stopped before the error is passed on. */
export async function startBackendProcesses(
  specs: { kind: 'api' | 'worker'; name: string }[],
  env: Record<string, string>,
): Promise<BackendProcess[]> {
  const results = await Promise.allSettled(specs.map((spec) => startBackendProcess(spec.kind, spec.name, env)));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failed) return results.map((result) => (result as PromiseFulfilledResult<BackendProcess>).value);
  await stopBackendProcesses(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
  throw failed.reason;
}

export async function stopBackendProcesses(processes: BackendProcess[]): Promise<void> {
  await Promise.all(processes.map((started) => started.stop()));
}

/** Runs `node dist/common/database/migrate.js` to its end (it ends by itself); resolves with its exit code and output. */
export function runMigrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join('dist', 'common', 'database', 'migrate.js')], {
    cwd: BACKEND,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const chunks: string[] = [];
  child.stdout!.on('data', (data: Buffer) => chunks.push(data.toString()));
  child.stderr!.on('data', (data: Buffer) => chunks.push(data.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve({ code, output: chunks.join('') });
    }),
  );
}
