import net from 'node:net';

export const START_POSTGRES = 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';
export const START_REDIS =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log';
const COMPOSE_HINT = 'oder mit Docker: docker compose up -d postgres redis minio mailpit';

/** Opens a TCP connection within `timeoutMs`; resolves true/false, never hangs. */
export function canConnect(host, port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const hostPort = (url, defaultPort) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
};

/**
 * Checks PostgreSQL and Redis; returns a list of German problem descriptions (empty when both answer),
 * each naming where it looked and how to start the service.
 */
export async function checkBackingServices({ databaseUrl, redisUrl }) {
  const problems = [];
  const pg = hostPort(databaseUrl, 5432);
  if (!(await canConnect(pg.host, pg.port))) {
    problems.push(
      `PostgreSQL ist unter ${pg.host}:${pg.port} nicht erreichbar (DATABASE_URL).\n  Starten: ${START_POSTGRES}\n  ${COMPOSE_HINT}`,
    );
  }
  const redis = hostPort(redisUrl, 6379);
  if (!(await canConnect(redis.host, redis.port))) {
    problems.push(`Redis ist unter ${redis.host}:${redis.port} nicht erreichbar (REDIS_URL).\n  Starten: ${START_REDIS}\n  ${COMPOSE_HINT}`);
  }
  return problems;
}

/** Finds a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls an HTTP URL until it answers 2xx or the deadline passes. */
export async function waitForHttp(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} antwortet nicht (${last})`);
}
