import { Client } from 'pg';
import { Role } from '../../src/common/auth/role';
import { makeUser, signIn } from '../support/factories';
import { ProductStatusFilter } from '../../src/modules/catalogue/dto/product-list-query.dto';
import { productCountQuery } from '../../src/modules/catalogue/product-list.sql';
import { schemaDiff } from '../../src/common/database/schema-diff';
import { startTestApp, TestApp } from '../support/test-app';

const METRICS_TOKEN = 'prometheus-scrape-token-0123456789abcdef';

describe('platform: health, metrics, docs, schema', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ METRICS_TOKEN })));
  afterAll(() => t.close());

  it('reports database, Redis and storage as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up', storage: 'up' }, down: [] });
  });

  it('answers 503 naming what is down', async () => {
    const broken = await startTestApp({ S3_ENDPOINT: t.env.S3_ENDPOINT }).then(async (other) => {
      // a second app whose storage client points at a closed port
      (other.storage.client as unknown as { port: number }).port = 1;
      return other;
    });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', checks: { storage: 'down', database: 'up', redis: 'up' }, down: ['storage'] });
    } finally {
      await broken.close();
    }
  });

  it('exposes Prometheus metrics including request durations by route to ops', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const ops = await makeUser(t.dataSource, { roles: [Role.Ops] });
    const { auth } = await signIn(t.app, ops.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: auth });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\}/);
  });

  it('lets a scraper read the metrics with METRICS_TOKEN, and nothing else with it', async () => {
    const scrape = (token: string, url = '/api/metrics') => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const scraped = await scrape(METRICS_TOKEN);
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('http_request_duration_seconds');
    expect((await scrape(`${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    expect((await scrape(METRICS_TOKEN, '/api/auth/me')).statusCode).toBe(401);
    expect((await scrape(METRICS_TOKEN, '/api/admin/dealers')).statusCode).toBe(401);
  });

  it('serves the OpenAPI document with operation ids named after the handlers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs-json' });
    const document = response.json();
    expect(document.paths['/api/auth/sign-in'].post.operationId).toBe('signIn');
    expect(document.components.schemas.ErrorResponseDto).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });

  it('sets helmet headers and echoes the correlation id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers['x-request-id']).toBe('trace-12345678');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers with error answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-request-id']).toEqual(response.json().correlationId);
  });

  it('refuses bodies over the JSON limit and invalid JSON in German', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Die Anfrage ist zu groß.');
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: '{kaputt' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
  });

  it('has entities and migrations that agree (nothing left to generate)', async () => {
    expect(await schemaDiff(t.dataSource)).toEqual({ up: [], down: [] });
  });

  it('has the trigram index the catalogue search needs, on exactly the expression the search uses', async () => {
    const client = new Client({ connectionString: t.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT indexname FROM pg_indexes WHERE tablename = 'products' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`,
      );
      // The catalogue search's index, and the quick order's type-ahead over names (catalogue-lookup.sql.ts).
      expect(rows.map((row) => row.indexname)).toEqual(['ix_products_name_trgm', 'ix_products_search_trgm']);
      // With sequential scans priced out and no other filter, only an index on the very same expression serves it.
      await client.query('SET enable_seqscan = off');
      const search = productCountQuery({ q: 'kette', status: ProductStatusFilter.All, page: 1, pageSize: 24 });
      const plan = await client.query(`EXPLAIN ${search.text}`, search.values);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('Bitmap Index Scan on ix_products_search_trgm');
    } finally {
      await client.end();
    }
  });
});
