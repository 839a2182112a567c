import { createServer, Server } from 'http';
import { AddressInfo } from 'net';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { CatalogueCache } from '../../src/modules/catalogue/catalogue-cache';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { ImageMigrationItem } from '../../src/modules/image-migration/entities/image-migration-item.entity';
import { ImageMigrationRun } from '../../src/modules/image-migration/entities/image-migration-run.entity';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';
import { makeProduct, PNG_1PX } from './catalogue.fixtures';
import { emptyBucket, listObjects, signInAdmin } from './import.fixtures';
import { CARD_WIDTHS } from '../../src/common/storage/product-image-variants';

const LEGACY_HOST = 'alter-shop.test';

describe('image migration: analysis, runs, safe downloads, the storefront broken-image report', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let server: Server;
  let source: string;
  let worker: TestWorker | null = null;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url?.endsWith('.png')) return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG_1PX);
      response.writeHead(404).end('nicht da');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    source = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await startTestApp({ IMAGE_FETCH_ALLOW_LOOPBACK: 'true', LEGACY_SHOP_HOSTS: LEGACY_HOST });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    await t.reset();
    await emptyBucket(t, 'productImages');
    t.app.get(CatalogueCache).clear();
    admin = await signInAdmin(t);
    requests.length = 0;
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
  });

  const own = (key: string) => t.storage.publicUrl(key);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: admin, payload: payload as Record<string, unknown> });

  async function runToEnd(runId: string): Promise<ImageMigrationRun> {
    worker ??= await startTestWorker(t.env);
    await worker.dispatch();
    for (let i = 0; i < 300; i++) {
      const run = await t.dataSource.getRepository(ImageMigrationRun).findOneByOrFail({ id: runId });
      if (run.status === 'completed' || run.status === 'failed') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('Migrationslauf endet nicht');
  }

  async function catalogueWithExternalImages() {
    const a = await makeProduct(t.dataSource, { name: 'Kette', imageUrls: [`${source}/kette.png`, own('products/x/vorhanden.png')] });
    const b = await makeProduct(t.dataSource, { name: 'Sattel', imageUrls: [`${source}/sattel-fehlt.jpg`] });
    const c = await makeProduct(t.dataSource, { name: 'Lenker', imageUrls: [`https://www.${LEGACY_HOST}/img/lenker.webp`, `${source}/lenker.png`] });
    const d = await makeProduct(t.dataSource, { name: 'Pedal', imageUrls: [own('products/y/pedal.png'), '/lokal/pedal.png'] });
    return { a, b, c, d };
  }

  it('analyses external images: other hosts and the former shop host, not the portal storage', async () => {
    const { a, b, c } = await catalogueWithExternalImages();
    const response = await call('GET', '/api/admin/image-migration/analysis');
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis).toMatchObject({ products: 3, images: 4, legacyImages: 1, legacyHosts: [LEGACY_HOST], page: 1, pageSize: 20 });
    expect(analysis.items).toEqual([
      { id: a.id, name: 'Kette', sku: a.sku, externalUrls: [`${source}/kette.png`], imageCount: 2 },
      { id: b.id, name: 'Sattel', sku: b.sku, externalUrls: [`${source}/sattel-fehlt.jpg`], imageCount: 1 },
      { id: c.id, name: 'Lenker', sku: c.sku, externalUrls: [`https://www.${LEGACY_HOST}/img/lenker.webp`, `${source}/lenker.png`], imageCount: 2 },
    ]);
  });

  it('migrates all products in the background: stored copies under generated names, failed images keep their address, analysis afterwards', async () => {
    const { a, b, c, d } = await catalogueWithExternalImages();
    const start = await call('POST', '/api/admin/image-migration/runs', {});
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ kind: 'bulk', status: 'queued', dryRun: false });
    const run = await runToEnd(start.json().id);
    expect(run).toMatchObject({ status: 'completed', totalProducts: 3, processedProducts: 3, migratedProducts: 2, migratedImages: 2, failedImages: 2 });

    const stored = await t.dataSource.getRepository(Product).findOneByOrFail({ id: a.id });
    expect(stored.imageUrls[0]).toMatch(new RegExp(`^${own(`products/${a.id}/`)}\\d+-[0-9a-f]{12}\\.png$`));
    expect(stored.imageUrls[1]).toBe(own('products/x/vorhanden.png'));
    const served = await fetch(stored.imageUrls[0]);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1PX);
    expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: b.id })).imageUrls).toEqual([`${source}/sattel-fehlt.jpg`]);
    const lenker = await t.dataSource.getRepository(Product).findOneByOrFail({ id: c.id });
    expect(lenker.imageUrls[0]).toBe(`https://www.${LEGACY_HOST}/img/lenker.webp`);
    expect(lenker.imageUrls[1]).toMatch(/\.png$/);
    expect(lenker.imageUrls[1].startsWith(own(`products/${c.id}/`))).toBe(true);
    expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: d.id })).imageUrls).toEqual(d.imageUrls);
    // the two copies, each with its card-size variants
    expect((await listObjects(t, 'productImages')).length).toBe(2 * (1 + CARD_WIDTHS.length));

    const report = (await call('GET', `/api/admin/image-migration/runs/${run.id}`)).json();
    expect(report.items.map((item: Record<string, unknown>) => [item.productName, item.sourceUrl, item.status, item.reason])).toEqual([
      ['Kette', `${source}/kette.png`, 'migrated', null],
      ['Sattel', `${source}/sattel-fehlt.jpg`, 'failed', 'Der Server antwortete mit Status 404.'],
      ['Lenker', `https://www.${LEGACY_HOST}/img/lenker.webp`, 'failed', `Der Host „www.${LEGACY_HOST}“ wurde nicht gefunden.`],
      ['Lenker', `${source}/lenker.png`, 'migrated', null],
    ]);
    const after = (await call('GET', '/api/admin/image-migration/analysis')).json();
    expect(after).toMatchObject({ products: 2, images: 2, legacyImages: 1 });
    const audit = await t.dataSource.getRepository(AdminAction).findOneByOrFail({ actionType: 'image_migration.start' });
    expect(audit.targetId).toBe(run.id);
  });

  it('a dry run reports what it would migrate and changes nothing', async () => {
    const { a } = await catalogueWithExternalImages();
    const start = await call('POST', '/api/admin/image-migration/runs', { dryRun: true, limit: 2, offset: 0 });
    const run = await runToEnd(start.json().id);
    expect(run).toMatchObject({ dryRun: true, totalProducts: 2, processedProducts: 2, migratedImages: 0, failedImages: 0 });
    const items = await t.dataSource.getRepository(ImageMigrationItem).find({ order: { id: 'ASC' } });
    expect(items.map((item) => [item.productName, item.status])).toEqual([
      ['Kette', 'planned'],
      ['Sattel', 'planned'],
    ]);
    expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: a.id })).imageUrls[0]).toBe(`${source}/kette.png`);
    expect(requests).toEqual([]);
    expect(await listObjects(t, 'productImages')).toEqual([]);
  });

  it('honours limit and offset, and migrates a single product on request', async () => {
    const { a, c } = await catalogueWithExternalImages();
    const partial = await runToEnd((await call('POST', '/api/admin/image-migration/runs', { limit: 1, offset: 2 })).json().id);
    expect(partial.productIds).toEqual([c.id]);
    const single = await call('POST', '/api/admin/image-migration/runs', { productId: a.id });
    expect(single.json()).toMatchObject({ kind: 'product', productId: a.id });
    expect(await runToEnd(single.json().id)).toMatchObject({ totalProducts: 1, migratedImages: 1, failedImages: 0 });
  });

  it.each([
    [{ productId: '00000000-0000-4000-8000-000000000000' }, 404, 'Produkt nicht gefunden.'],
    [{ productId: 'keine-id' }, 400, 'Das Produkt gibt es nicht.'],
    [{ limit: 0 }, 400, 'Das Limit muss eine ganze Zahl zwischen 1 und 100.000 sein.'],
    [{ offset: -1 }, 400, 'Der Versatz muss eine ganze Zahl ab 0 sein.'],
    [{ dryRun: 'ja' }, 400, 'Probelauf muss ja oder nein sein.'],
    [{ limit: 5, productId: '00000000-0000-4000-8000-000000000000' }, 400, 'Bitte entweder ein Produkt oder Limit und Versatz angeben.'],
  ])('refuses %j: %i %s', async (payload, status, message) => {
    const response = await call('POST', '/api/admin/image-migration/runs', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await t.dataSource.getRepository(ImageMigrationRun).count()).toBe(0);
  });

  it('runs one server migration at a time', async () => {
    expect((await call('POST', '/api/admin/image-migration/runs', {})).statusCode).toBe(200);
    const second = await call('POST', '/api/admin/image-migration/runs', { dryRun: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'IMAGE_MIGRATION_RUNNING', message: 'Es läuft bereits eine Server-Migration. Bitte warten Sie, bis sie beendet ist.' });
  });

  it('without the test switch a loopback source is refused and the image keeps its address', async () => {
    const product = await makeProduct(t.dataSource, { imageUrls: [`${source}/intern.png`] });
    const previous = process.env.IMAGE_FETCH_ALLOW_LOOPBACK;
    process.env.IMAGE_FETCH_ALLOW_LOOPBACK = 'false';
    try {
      worker = await startTestWorker(t.env);
    } finally {
      process.env.IMAGE_FETCH_ALLOW_LOOPBACK = previous;
    }
    const run = await runToEnd((await call('POST', '/api/admin/image-migration/runs', { productId: product.id })).json().id);
    expect(run).toMatchObject({ migratedImages: 0, failedImages: 1 });
    const [item] = await t.dataSource.getRepository(ImageMigrationItem).find();
    expect(item.reason).toBe('Die Adresse zeigt in ein internes Netz; solche Ziele werden nicht geladen.');
    expect(requests).toEqual([]);
    expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).imageUrls).toEqual([`${source}/intern.png`]);
  });

  describe('the storefront reports a broken external image', () => {
    const report = (productId: string, url: unknown, ip = '203.0.113.7') =>
      t.app.inject({ method: 'POST', url: `/api/catalogue/products/${productId}/broken-image`, payload: { url }, remoteAddress: ip });

    it('queues the migration of that product once (deduplicated); the next catalogue answer shows the stored copy', async () => {
      const product = await makeProduct(t.dataSource, { name: 'Klingel', imageUrls: [`${source}/klingel.png`] });
      const first = await report(product.id, `${source}/klingel.png`);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ queued: true });
      expect((await report(product.id, `${source}/klingel.png`)).json()).toEqual({ queued: false });
      const [run] = await t.dataSource.getRepository(ImageMigrationRun).find();
      expect(run).toMatchObject({ kind: 'storefront', productId: product.id, createdById: null });
      await t.app.inject({ method: 'GET', url: '/api/catalogue/products?q=Klingel' }); // cached with the old address
      await runToEnd(run.id);
      const answer = (await t.app.inject({ method: 'GET', url: '/api/catalogue/products?q=Klingel' })).json();
      expect(answer.items[0].imageUrls[0].startsWith(own(`products/${product.id}/`))).toBe(true);
    });

    it('never fetches an address the product does not have, nor one of the portal storage', async () => {
      const product = await makeProduct(t.dataSource, { imageUrls: [own('products/z/eigen.png'), `${source}/echt.png`] });
      expect((await report(product.id, 'http://169.254.169.254/latest/meta-data/')).json()).toEqual({ queued: false });
      expect((await report(product.id, own('products/z/eigen.png'))).json()).toEqual({ queued: false });
      expect(await t.dataSource.getRepository(ImageMigrationRun).count()).toBe(0);
      expect((await report('00000000-0000-4000-8000-000000000000', `${source}/echt.png`)).statusCode).toBe(404);
      const invalid = await report(product.id, 'javascript:alert(1)');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Die Bildadresse muss eine http(s)-Adresse sein.');
    });

    it('limits reports per client', async () => {
      const product = await makeProduct(t.dataSource, { imageUrls: [`${source}/viel.png`] });
      for (let i = 0; i < 30; i++) expect((await report(product.id, `${source}/viel.png`, '198.51.100.9')).statusCode).toBe(202);
      const limited = await report(product.id, `${source}/viel.png`, '198.51.100.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'BROKEN_IMAGE_RATE_LIMITED', message: 'Zu viele Meldungen. Bitte versuchen Sie es später erneut.' });
      expect((await report(product.id, `${source}/viel.png`, '198.51.100.10')).statusCode).toBe(202);
      expect(await t.dataSource.getRepository(ImageMigrationRun).count()).toBe(1);
    });
  });
});
