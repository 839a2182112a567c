import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { dismissPilotModal, signInThroughForm } from './support/session';

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'portal_e2e'}`;

const euro = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const cents = (numeric: string) => Math.round(Number(numeric) * 100);
const cards = (page: Page) => page.getByTestId('product-card');
const totalShown = async (page: Page) => Number((await page.getByTestId('catalogue-total').innerText()).replace(/\./g, ''));

describe('catalogue: storefront and back office', () => {
  let browser: Browser;
  let db: pg.Client;
  beforeAll(async () => {
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });

  const scalar = async <T>(sql: string, values: unknown[] = []) => Object.values((await db.query(sql, values)).rows[0])[0] as T;
  const firstByName = () =>
    db.query<{ sku: string; base_price: string; retail_price: string }>(
      'SELECT sku, base_price, retail_price FROM products WHERE is_active ORDER BY name, id LIMIT 1',
    ).then((result) => result.rows[0]);

  it('shows a visitor retail prices, the login prompt and no cart button', async () => {
    const page = await openPage(browser, '/products');
    await dismissPilotModal(page);
    await expect.poll(() => cards(page).count()).toBe(24);
    expect(await totalShown(page)).toBe(Number(await scalar<string>('SELECT count(*) FROM products WHERE is_active')));
    const first = cards(page).first();
    expect(await first.getByText('Anmelden für Händlerpreise').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'In den Warenkorb' }).count()).toBe(0);
    expect(await page.getByTestId('dealer-price').count()).toBe(0);
    const product = await firstByName();
    expect(await first.innerText()).toContain(product.sku);
    await screenshot(page, 'catalogue-visitor-desktop');
    await page.context().close();
  });

  it('tells an unapproved dealer his account is under review and disables the button', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'wartet@example.com');
    await page.goto('/products');
    await expect.poll(() => cards(page).count()).toBe(24);
    await expect.poll(() => cards(page).first().getByText('Ihr Händlerkonto wird noch geprüft').isVisible()).toBe(true);
    const button = cards(page).first().getByRole('button', { name: 'Freischaltung ausstehend' });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByTestId('dealer-price').count()).toBe(0);
    await page.context().close();
  });

  it('gives an approved dealer his EK (base price less 10 %, half-up) with the UVP struck through, and VK only when toggled off', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'haendler@example.com');
    await page.goto('/products');
    await expect.poll(() => page.getByTestId('dealer-price').count()).toBe(24);
    const product = await firstByName();
    const ek = Math.floor((cents(product.base_price) * 90 + 50) / 100);
    const first = cards(page).first();
    expect(await first.getByTestId('dealer-price').innerText()).toBe(euro(ek));
    expect(await first.getByTestId('retail-price').innerText()).toBe(`UVP ${euro(cents(product.retail_price))}`);
    expect(await page.getByRole('button', { name: 'In den Warenkorb' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'catalogue-dealer-desktop');

    await page.getByRole('switch').first().click(); // EK-Preise anzeigen
    await expect.poll(() => page.getByTestId('dealer-price').count()).toBe(0);
    await page.context().close();
  });

  it('searches, filters, sorts and pages in agreement with the database, all in the URL', async () => {
    const page = await openPage(browser, '/products');
    await dismissPilotModal(page);
    await page.getByLabel('Produkte durchsuchen').fill('kette');
    await page.waitForURL(/q=kette/);
    const matches = Number(
      await scalar<string>(
        "SELECT count(*) FROM products WHERE is_active AND (name ILIKE '%kette%' OR sku ILIKE '%kette%' OR description ILIKE '%kette%')",
      ),
    );
    await expect.poll(() => totalShown(page)).toBe(matches);

    // A main category includes its subcategories.
    const category = (await db.query("SELECT id, name FROM categories WHERE parent_id IS NULL AND is_active ORDER BY sort_order LIMIT 1")).rows[0];
    const inCategory = Number(
      await scalar<string>(
        'SELECT count(*) FROM products WHERE is_active AND category_id IN (SELECT id FROM categories WHERE id = $1 OR parent_id = $1)',
        [category.id],
      ),
    );
    // Chosen in the toolbar (native selects): the URL carries them, a new category starts again at page 1.
    await page.goto('/products?page=3');
    await expect.poll(() => cards(page).count()).toBe(24);
    await page.getByRole('combobox', { name: 'Kategorie', exact: true }).selectOption(category.id);
    await page.waitForURL((url) => url.searchParams.get('category') === category.id && !url.searchParams.has('page'));
    await page.getByRole('combobox', { name: 'Sortierung' }).selectOption('retail_price');
    await page.waitForURL(/sort=retail_price/);
    await expect.poll(() => totalShown(page)).toBe(inCategory);
    const cheapestSku = await scalar<string>(
      'SELECT sku FROM products WHERE is_active AND category_id IN (SELECT id FROM categories WHERE id = $1 OR parent_id = $1) ORDER BY retail_price, id LIMIT 1',
      [category.id],
    );
    await expect.poll(() => cards(page).first().innerText()).toContain(cheapestSku);

    // Paging, and the back button returns to the first page.
    await page.goto('/products');
    await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Seite 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    const secondPageFirst = await scalar<string>('SELECT sku FROM products WHERE is_active ORDER BY name, id OFFSET 24 LIMIT 1');
    await expect.poll(() => cards(page).first().innerText()).toContain(secondPageFirst);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page='));

    await page.getByRole('radio', { name: 'Kategorien' }).click();
    await page.waitForURL(/view=kategorien/);
    await expect.poll(() => page.getByRole('navigation', { name: 'Kategorien auf dieser Seite' }).isVisible()).toBe(true);
    await screenshot(page, 'catalogue-categories-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'catalogue-categories-phone');
    await page.goto('/products');
    await expect.poll(() => cards(page).count()).toBe(24);
    await screenshot(page, 'catalogue-grid-phone');
    await page.goto('/');
    await expect.poll(() => cards(page).count()).toBe(8);
    await screenshot(page, 'home-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'home-desktop');
    await page.context().close();
  });

  it('lets an administrator create a category and a product with an image, promote it and delete the category', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');

    // Category
    await page.goto('/admin#categories');
    await page.getByRole('button', { name: 'Neue Kategorie' }).click();
    await page.getByLabel('Name').fill('E2E Testkategorie');
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect.poll(() => page.getByText('Kategorie erstellt').isVisible()).toBe(true);

    // Product: required fields first
    await page.goto('/admin/product/new');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByText('Bitte füllen Sie alle Pflichtfelder aus.').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Produktname' }).fill('E2E Testkurbel');
    await page.getByLabel('Artikelnummer (SKU)').fill('E2E-KURBEL-1');
    await page.getByLabel('Grundpreis (netto)').fill('50');
    await page.getByLabel('VK / UVP (brutto)').fill('99,90');
    await page.getByLabel('Bestand', { exact: true }).fill('12');
    await page.getByLabel('Kategorie', { exact: true }).click();
    await page.getByTitle('E2E Testkategorie').click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admin\/product\/[0-9a-f-]{36}$/);

    // Image upload (the file is checked by its structure on the server): a JPEG header followed by HTML is refused
    await page.locator('input[type=file]').setInputFiles({
      name: 'falsch.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
    });
    await expect.poll(() => page.getByText('Das Bild konnte nicht hochgeladen werden: Bitte laden Sie nur Bilddateien hoch.').isVisible()).toBe(true);
    await screenshot(page, 'product-editor-image-refused');
    expect(await page.getByTestId('editor-image').count()).toBe(0);
    await page.locator('input[type=file]').setInputFiles({
      name: 'kurbel.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    });
    await expect.poll(() => page.getByTestId('editor-image').count()).toBe(1);
    expect(await scalar<number>("SELECT cardinality(image_urls) FROM products WHERE sku = 'E2E-KURBEL-1'")).toBe(1);

    // Promotion for 7 days
    await page.getByLabel('Aktionspreis (brutto)').fill('79,90');
    await page.getByRole('button', { name: '7 Tage' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByText('Produkt aktualisiert').isVisible()).toBe(true);
    await screenshot(page, 'product-editor-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'product-editor-phone');
    await page.setViewportSize(DESKTOP);

    // The catalogue shows it on promotion
    await page.goto('/products?q=E2E-KURBEL');
    await expect.poll(() => cards(page).count()).toBe(1);
    const card = cards(page).first();
    expect(await card.getByText('AKTION', { exact: true }).isVisible()).toBe(true);
    expect(await card.innerText()).toContain('E2E Testkategorie');
    expect(await card.getByTestId('retail-price').innerText()).toBe(euro(7990));
    expect(await card.locator('img').getAttribute('src')).toMatch(/\/products\/.+\.png$/);

    // Deleting the category moves the product to 'Keine Kategorie'
    await page.goto('/admin#categories');
    await page.getByRole('button', { name: 'E2E Testkategorie löschen' }).click();
    await expect.poll(() => page.getByText('1 Produkt wird nach „Keine Kategorie“ verschoben.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect.poll(() => page.getByText('Kategorie wurde erfolgreich gelöscht.').isVisible()).toBe(true);
    await page.goto('/admin/products?q=E2E-KURBEL');
    await expect.poll(() => page.getByTestId('admin-product-card').count()).toBe(1);
    expect(await page.getByTestId('admin-product-card').innerText()).toContain('Keine Kategorie');
    expect(await scalar<string | null>("SELECT category_id FROM products WHERE sku = 'E2E-KURBEL-1'")).toBeNull();

    await page.goto('/admin/products');
    await expect.poll(() => page.getByTestId('admin-product-card').count()).toBe(24);
    await screenshot(page, 'admin-products-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-products-phone');
    await page.context().close();
  });

  it('refuses a save on a form another administrator changed meanwhile, keeps the input, and saves over it on purpose; stock taken by orders is shown first', async () => {
    const { rows } = await db.query<{ id: string; name: string; stock_quantity: number }>(
      "SELECT id, name, stock_quantity FROM products WHERE is_active AND stock_quantity > 5 AND sku NOT LIKE 'E2E-%' ORDER BY name DESC LIMIT 1",
    );
    const [product] = rows;
    const editor = async () => {
      const page = await openPage(browser, '/');
      await signInThroughForm(page, 'admin@example.com');
      await page.goto(`/admin/product/${product.id}`);
      await expect.poll(() => page.getByRole('textbox', { name: 'Produktname' }).inputValue()).toBe(product.name);
      return page;
    };
    const mine = await editor();
    const theirs = await editor();
    await theirs.getByRole('textbox', { name: 'Produktname' }).fill(`${product.name} (neu)`);
    await theirs.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => theirs.getByText('Produkt aktualisiert').isVisible()).toBe(true);
    await theirs.context().close();

    await mine.getByLabel('Grundpreis (netto)').fill('44,40');
    await mine.getByRole('button', { name: 'Speichern' }).click();
    const conflict = mine.getByRole('alert').filter({ hasText: 'wurde inzwischen geändert' });
    await expect.poll(() => conflict.isVisible()).toBe(true);
    expect(await conflict.innerText()).toContain('von admin@example.com');
    expect(await mine.getByLabel('Grundpreis (netto)').inputValue()).toBe('44,40');
    expect(await scalar<string>('SELECT name FROM products WHERE id = $1', [product.id])).toBe(`${product.name} (neu)`);
    await screenshot(mine, 'product-editor-conflict', { fullPage: false });
    await mine.getByRole('button', { name: 'Trotzdem speichern' }).click();
    await expect.poll(() => mine.getByText('Produkt aktualisiert').isVisible()).toBe(true);
    expect(await conflict.count()).toBe(0);
    expect((await db.query('SELECT name, base_price FROM products WHERE id = $1', [product.id])).rows[0]).toEqual({ name: product.name, base_price: '44.40' });

    // Orders take 3 (as the checkout does: no version counted) while the administrator types a new count
    await db.query('UPDATE products SET stock_quantity = stock_quantity - 3 WHERE id = $1', [product.id]);
    await mine.getByLabel('Bestand', { exact: true }).fill('500');
    await mine.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => mine.getByText(`Inzwischen ${product.stock_quantity - 3} Stk. durch Bestellungen.`, { exact: false }).isVisible()).toBe(true);
    expect(await scalar<number>('SELECT stock_quantity FROM products WHERE id = $1', [product.id])).toBe(product.stock_quantity - 3);
    const stockHint = mine.getByText(`Inzwischen ${product.stock_quantity - 3} Stk. durch Bestellungen.`, { exact: false });
    await stockHint.scrollIntoViewIfNeeded();
    // the page may still be scrolling: wait until the hint stands in the viewport before the picture
    await expect.poll(() => stockHint.evaluate((element) => element.getBoundingClientRect().top > 0 && element.getBoundingClientRect().bottom < window.innerHeight)).toBe(true);
    await screenshot(mine, 'product-editor-stock-changed', { fullPage: false });
    await mine.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => scalar<number>('SELECT stock_quantity FROM products WHERE id = $1', [product.id])).toBe(500);
    await mine.context().close();
  });
});
