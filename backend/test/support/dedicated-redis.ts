import { ChildProcess, spawn } from 'child_process';
import Redis from 'ioredis';
import { freePort } from './free-port';

/**
 * A redis-server of the test's own on a free port, so a test can stop it (an outage), freeze it (a
 * hang) and start it again empty (a restart that lost its data) without touching the shared one.
 */
export class DedicatedRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<DedicatedRedis> {
    const redis = new DedicatedRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  /** Starts (again) with no data, as a Redis without persistence comes back after a crash. */
  async restart(): Promise<void> {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const deadline = Date.now() + 5000;
    for (;;) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /** Kills the server: connections drop, the port refuses. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** Freezes the server: connections stay open but nothing answers. */
  freeze(): void {
    this.process?.kill('SIGSTOP');
  }

  thaw(): void {
    this.process?.kill('SIGCONT');
  }

  client(): Redis {
    return new Redis(this.url, { maxRetriesPerRequest: 1 });
  }
}

/** Polls until `check` is true or the time is up. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Bedingung nach ${timeoutMs} ms nicht erfüllt`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
