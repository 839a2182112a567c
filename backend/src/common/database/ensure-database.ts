import { Client } from 'pg';

/** Connects to the server's `postgres` database and creates the target database if it is missing. */
export async function ensureDatabaseExists(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const exists = async () => ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
    if (!(await exists())) {
      // Another process starting at the same moment may create it first (42P04 or a unique violation).
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch(async (error: unknown) => {
        if (!(await exists())) throw error;
      });
    }
  } finally {
    await client.end();
  }
}
