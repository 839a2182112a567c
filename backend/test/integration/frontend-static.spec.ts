import { execFileSync } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { brotliDecompressSync, gunzipSync } from 'zlib';
import { CatalogueCache } from '../../src/modules/catalogue/catalogue-cache';
import { startTestApp, TestApp } from '../support/test-app';

const PRECOMPRESS = resolve(__dirname, '..', '..', '..', 'frontend', 'scripts', 'precompress.mjs');
const ENTRY = `/* entry */ ${'export const greeting = "Willkommen im Radwerk-Portal";\n'.repeat(200)}`;
const ROUTE_PRELOADS = {
  '/': { modules: ['/assets/pilot-phase-modal-Aa1.js'], data: ['/api/catalogue/home'] },
  '/products': {
    modules: ['/assets/products-Bb2.js', '/assets/Pagination-Cc3.js'],
    data: ['/api/catalogue/products?sort=name&page=1&pageSize=24'],
    cardImageSizes: '(max-width: 520px) 100vw, 400px',
  },
};
const INDEX = `<!doctype html><html lang="de"><head><title>Radwerk</title>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>`;

/** The built frontend as the API serves it: precompressed twins, immutable hashed assets, index.html revalidated. */
describe('Serving the built frontend', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'frontend-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), ENTRY);
    writeFileSync(join(dist, 'assets', 'tiny-XyZ789.js'), 'export {};\n');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    execFileSync(process.execPath, [PRECOMPRESS, dist], { stdio: 'pipe' });
    t = await startTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers a hashed asset with the brotli twin and immutable caching when brotli is accepted', async () => {
    const answer = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.length).toBeLessThan(ENTRY.length / 5);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(ENTRY);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ENTRY);
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(ENTRY);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('writes no twin for a file too small to gain from it and still serves that file, immutable', async () => {
    expect(existsSync(join(dist, 'assets', 'tiny-XyZ789.js.br'))).toBe(false);
    const answer = await get('/assets/tiny-XyZ789.js', { 'accept-encoding': 'identity' });
    expect(answer.statusCode).toBe(200);
    expect(answer.payload).toBe('export {};\n');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html, also for deep links of the app, compressed and with no-cache', async () => {
    for (const url of ['/', '/products']) {
      const answer = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(INDEX);
      expect(String(answer.headers.link)).toMatch(new RegExp(`^<${new URL(t.env.S3_PUBLIC_URL ?? t.env.S3_ENDPOINT).origin}>; rel=preconnect`));
    }
  });

  it('hints the chunks, first data and first card image of a page with index.html, only at its own address', async () => {
    t.app.get(CatalogueCache).clear(); // it still holds the empty list of the test above
    const image = t.storage.publicUrl('products/kette.png');
    await t.dataSource.query(
      `INSERT INTO products (name, sku, base_price, retail_price, stock_quantity, image_urls)
       VALUES ('Zahnkranz', 'Z-1', 10, 20, 5, '{}'), ('Kette', 'K-1', 10, 20, 5, ARRAY[$1])`,
      [image],
    );
    const links = async (url: string) => String((await get(url, { accept: 'text/html' })).headers.link).split(/, (?=<)/).slice(1);

    expect(await links('/')).toEqual(['</assets/pilot-phase-modal-Aa1.js>; rel=modulepreload', '</api/catalogue/home>; rel=preload; as=fetch; crossorigin']);
    expect(await links('/products')).toEqual([
      '</assets/products-Bb2.js>; rel=modulepreload',
      '</assets/Pagination-Cc3.js>; rel=modulepreload',
      '</api/catalogue/products?sort=name&page=1&pageSize=24>; rel=preload; as=fetch; crossorigin',
      `<${image}>; rel=preload; as=image; imagesrcset="${t.storage.cardSrcSet(image)}"; imagesizes="(max-width: 520px) 100vw, 400px"; fetchpriority=high`,
    ]);
    // Another page or query of the catalogue asks for other data: no hints; nor on the scripts themselves.
    expect(await links('/products?page=2')).toEqual([]);
    expect(await links('/impressum')).toEqual([]);
    expect((await get('/assets/index-AbC123.js')).headers.link).toBeUndefined();
  });

  it('compresses larger API answers on the fly and leaves small ones alone', async () => {
    const large = await get('/api/docs-json', { 'accept-encoding': 'br' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get('/api/docs-json', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toMatch(/^3\./);
    const plain = await get('/api/docs-json', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
