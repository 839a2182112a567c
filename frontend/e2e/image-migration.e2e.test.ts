import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { dismissPilotModal, signInThroughForm } from './support/session';

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'portal_e2e'}`;

// Real product pictures, drawn by the demo data's own painter (backend/dist is built before the browser tests).
const backendDist = resolve(__dirname, '..', '..', 'backend', 'dist', 'seed');
const require = createRequire(import.meta.url);
const { encodePng } = require(join(backendDist, 'png.js'));
const { drawProductPicture, IMAGE_HEIGHT, IMAGE_WIDTH } = require(join(backendDist, 'images', 'product-picture.js'));

const PRODUCTS = [
  { sku: 'BT-SATTEL', name: 'Zeitfahr-Sattel Bildtest', picture: 'SAT-SAT', file: 'sattel.png' },
  { sku: 'BT-LENKER', name: 'Zeitfahr-Lenker Bildtest', picture: 'LEN-LEN', file: 'lenker.png' },
  { sku: 'BT-PUMPE', name: 'Zeitfahr-Pumpe Bildtest', picture: 'WZG-RHP', file: 'pumpe.png' },
  { sku: 'BT-KLINGEL', name: 'Zeitfahr-Klingel Bildtest', picture: 'ZUB-KLI', file: 'fehlt.png' },
];

describe('image migration: external pictures into the portal storage, and the broken-image chain', () => {
  let browser: Browser;
  let db: pg.Client;
  let server: Server;
  let source: string;
  const served: string[] = [];

  beforeAll(async () => {
    const pictures = new Map(PRODUCTS.filter((p) => p.file !== 'fehlt.png').map((p, i) => [`/bilder/${p.file}`, encodePng(IMAGE_WIDTH, IMAGE_HEIGHT, drawProductPicture(p.picture, i))]));
    server = createServer((request, response) => {
      served.push(request.url ?? '');
      const picture = pictures.get(request.url ?? '');
      if (picture) return response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    source = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    const { rows } = await db.query("SELECT id FROM categories WHERE parent_id IS NOT NULL AND is_active ORDER BY sort_order LIMIT 1");
    for (const product of PRODUCTS) {
      await db.query(
        `INSERT INTO products (name, sku, base_price, admin_cost_price, retail_price, stock_quantity, image_urls, category_id, description)
         VALUES ($1, $2, 20, 12, 39.90, 15, $3, $4, 'Bild kam vom Server des Lieferanten.')`,
        [product.name, product.sku, [`${source}/bilder/${product.file}`], rows[0]?.id ?? null],
      );
    }
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await new Promise((done) => server?.close(done));
  });

  const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"] dd`).first();

  it('analyses, migrates one product, then all in the background with a per-image report, and repeats the analysis', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Bilder migrieren' }).click();
    await page.waitForURL('**/admin/images/migration');
    await expect.poll(() => figure(page, 'Produkte mit externen Bildern').innerText()).toBe('4');
    expect(await figure(page, 'Externe Bilder').innerText()).toBe('4');

    // one product by hand
    await page.locator('.ant-table-row', { hasText: 'Zeitfahr-Pumpe Bildtest' }).getByRole('button', { name: 'Migrieren' }).click();
    await expect.poll(() => page.getByText('Bilder migriert').first().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => figure(page, 'Produkte mit externen Bildern').innerText()).toBe('3');

    // all others on the server
    await page.getByRole('button', { name: 'Server-Migration starten' }).click();
    await expect.poll(() => page.getByLabel('Fortschritt der Migration').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Migration abgeschlossen').first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await figure(page, 'Migrierte Bilder').innerText()).toBe('2');
    expect(await figure(page, 'Fehlgeschlagene Bilder').innerText()).toBe('1');
    const failed = page.locator('.ant-table-row', { hasText: 'Zeitfahr-Klingel Bildtest' }).first();
    expect(await failed.innerText()).toContain('Migration fehlgeschlagen');
    expect(await failed.innerText()).toContain('Der Server antwortete mit Status 404.');
    // the analysis is repeated: only the broken picture is left
    await expect.poll(() => figure(page, 'Produkte mit externen Bildern').innerText()).toBe('1');
    for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
    await expect.poll(() => page.locator('.ant-notification-notice').count()).toBe(0);
    await screenshot(page, 'image-migration-dashboard-desktop');

    const { rows } = await db.query<{ sku: string; url: string }>("SELECT sku, image_urls[1] AS url FROM products WHERE sku LIKE 'BT-%' ORDER BY sku");
    const bySku = Object.fromEntries(rows.map((row) => [row.sku, row.url]));
    expect(bySku['BT-KLINGEL']).toBe(`${source}/bilder/fehlt.png`);
    for (const sku of ['BT-SATTEL', 'BT-LENKER', 'BT-PUMPE']) expect(bySku[sku]).toMatch(/^http:\/\/.+\/product-images\/products\/[0-9a-f-]{36}\/\d+-[0-9a-f]{12}\.png$/);
    await page.context().close();
  });

  it('the shop shows the migrated pictures from the portal storage; a broken external one gets the placeholder and is reported', async () => {
    const page = await openPage(browser, '/products?q=Zeitfahr');
    await dismissPilotModal(page);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(4);
    const sattel = page.getByTestId('product-card').filter({ hasText: 'Zeitfahr-Sattel Bildtest' }).locator('img');
    await expect.poll(() => sattel.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await sattel.getAttribute('src')).toMatch(/\/product-images\/products\//);
    const klingel = page.getByTestId('product-card').filter({ hasText: 'Zeitfahr-Klingel Bildtest' }).locator('img');
    await expect.poll(() => klingel.getAttribute('data-placeholder')).toBe('true');
    // the report reached the server and queued a migration of that product (which fails again: the file is gone)
    await expect
      .poll(async () => (await db.query("SELECT count(*)::int AS n FROM image_migration_runs r JOIN products p ON p.id = r.product_id WHERE r.kind = 'storefront' AND p.sku = 'BT-KLINGEL'")).rows[0].n)
      .toBe(1);
    await screenshot(page, 'image-migration-shop-desktop');
    await page.context().close();
  });
});
