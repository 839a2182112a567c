import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';
import { apiToken } from './support/api';
import { baseUrl } from './support/browser';

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'portal_e2e'}`;

const TUBE_EAN = '4012345000017';
const CHAIN_EAN = '4012345000024';
const PADS_EAN = '4012345000031';

describe('quick order: scanner, list, packaging units', () => {
  let browser: Browser;
  let db: pg.Client;
  beforeAll(async () => {
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    await db.query(
      `INSERT INTO products (name, sku, ean_code, base_price, retail_price, stock_quantity, min_order_quantity, order_multiple)
       VALUES ('E2E Fahrradschlauch 28"', 'E2E-SCHL-28', $1, 4.20, 7.99, 200, 10, 10),
              ('E2E Kette 11-fach', 'E2E-KETTE-11', $2, 19.99, 34.90, 50, 1, 1),
              ('E2E Bremsbelag Scheibe', 'E2E-BB-1', $3, 6.50, 12.90, 30, 1, 1)
       ON CONFLICT (sku) DO NOTHING`,
      [TUBE_EAN, CHAIN_EAN, PADS_EAN],
    );
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });

  const rows = (page: Page) => page.getByTestId('quick-order-row');
  const cartQuantity = async (sku: string) =>
    (
      await db.query<{ quantity: number }>(
        `SELECT c.quantity FROM cart_items c JOIN products p ON p.id = c.product_id JOIN users u ON u.id = c.user_id
          WHERE u.email = 'haendler@example.com' AND p.sku = $1`,
        [sku],
      )
    ).rows[0]?.quantity ?? 0;
  /** The sign-in toast would cover the page title in the screenshots. */
  const closeToasts = async (page: Page) => {
    for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
    await expect.poll(() => page.locator('.ant-notification-notice').count()).toBe(0);
  };
  const scan = async (page: Page, ean: string) => {
    await page.getByTestId('quick-order-entry').click();
    await page.keyboard.type(ean, { delay: 8 });
    await page.keyboard.press('Enter');
  };

  it('lets a dealer scan, paste a list, see the German reasons and add the valid rows', async () => {
    const before = { tube: await cartQuantity('E2E-SCHL-28'), chain: await cartQuantity('E2E-KETTE-11'), pads: await cartQuantity('E2E-BB-1') };
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'haendler@example.com');
    await page.getByRole('link', { name: 'Schnellbestellung' }).first().click();
    await page.waitForURL((url) => url.pathname === '/schnellbestellung');

    // Three EANs, the tube twice: one row each, the tube raised by its packaging step (10 → 20)
    await scan(page, TUBE_EAN);
    await scan(page, CHAIN_EAN);
    await scan(page, TUBE_EAN);
    await scan(page, PADS_EAN);
    await expect.poll(() => rows(page).count()).toBe(3);
    const quantities = async () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="quick-order-row"]')).map((row) => [
          row.getAttribute('data-sku'),
          (row.querySelector('input') as HTMLInputElement).value,
        ]),
      );
    await expect.poll(quantities).toEqual([
      ['E2E-SCHL-28', '20'],
      ['E2E-KETTE-11', '1'],
      ['E2E-BB-1', '1'],
    ]);
    const tubeRow = rows(page).filter({ hasText: 'E2E Fahrradschlauch' });
    expect(await tubeRow.innerText()).toContain('VE 10 Stück');
    expect(await tubeRow.innerText()).toMatch(/75,60\s€/); // 20 × (4,20 € less 10 % = 3,78 €)

    // An unknown code is flagged in German and stays out of the cart
    await scan(page, '4099999999999');
    await expect.poll(() => page.getByText('Unbekannt: Keine Artikelnummer oder EAN „4099999999999“ gefunden.').isVisible()).toBe(true);
    // A quantity off the unit is flagged before the server has to refuse it
    const tubeInput = tubeRow.locator('input');
    await tubeInput.fill('15');
    await expect.poll(() => tubeRow.getByText('Nur in Mengen von 10, 20, 30 … bestellbar; Mindestmenge 10.').isVisible()).toBe(true);
    await tubeInput.fill('20');
    await tubeInput.blur();
    await closeToasts(page);
    await screenshot(page, 'quick-order-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'quick-order-phone');
    await page.setViewportSize(DESKTOP);

    // A pasted list with an unknown SKU and a quantity that breaks the order multiple
    await page.getByLabel('Bestellliste').fill('E2E-KETTE-11;2\nGIBT-ES-NICHT-1;1\nE2E-SCHL-28;15\n');
    await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
    const refused = page.getByTestId('order-list-refused');
    await expect.poll(() => refused.isVisible()).toBe(true);
    expect(await refused.innerText()).toContain('Zeile 2 (GIBT-ES-NICHT-1): Artikelnummer „GIBT-ES-NICHT-1“ ist unbekannt.');
    expect(await refused.innerText()).toContain(
      'Zeile 3 (E2E-SCHL-28): Die Menge 15 ist nicht möglich: „E2E Fahrradschlauch 28"“ gibt es nur in Mengen von 10, 20, 30 …; Mindestmenge 10.',
    );
    expect(await page.getByTestId('order-list-preview').innerText()).toContain('Wird hinzugefügt (1)');
    await screenshot(page, 'quick-order-list-preview');
    await page.getByRole('button', { name: '1 Position in den Warenkorb' }).click();
    await expect.poll(() => cartQuantity('E2E-KETTE-11')).toBe(before.chain + 2);

    // The scanned rows: the unknown one stays, the three valid ones go in one request
    await page.getByTestId('quick-order-submit').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain('4099999999999');
    expect(await cartQuantity('E2E-SCHL-28')).toBe(before.tube + 20);
    expect(await cartQuantity('E2E-KETTE-11')).toBe(before.chain + 3);
    expect(await cartQuantity('E2E-BB-1')).toBe(before.pads + 1);

    // The catalogue card shows the packaging unit; its quantity starts at 10
    await page.goto('/products?q=E2E-SCHL-28');
    const card = page.getByTestId('product-card').first();
    await expect.poll(() => card.getByTestId('packaging-unit').innerText()).toBe('VE 10 Stück');
    expect(await card.getByRole('spinbutton').inputValue()).toBe('10');
    await screenshot(page, 'quick-order-card-packaging', { fullPage: false });

    // That cart becomes an order; one of its articles is discontinued; 'Erneut bestellen' on the order list
    const token = await apiToken('haendler@example.com');
    const placed = await fetch(`${baseUrl()}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `e2e-quick-${Date.now()}` },
      body: JSON.stringify({
        shippingAddress: { company: 'Radsport Hansen GmbH', contactPerson: 'Jens Hansen', address: 'Hafenstraße 5', postalCode: '28195', city: 'Bremen', phone: null },
        paymentMethod: 'prepayment',
        delivery: 'standard',
        notes: null,
      }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { orderNumber: string };
    expect(await cartQuantity('E2E-SCHL-28')).toBe(0);
    await db.query(`UPDATE products SET is_active = false WHERE sku = 'E2E-KETTE-11'`);
    await page.goto('/orders');
    const orderRow = page.getByRole('row').filter({ hasText: order.orderNumber });
    await orderRow.getByRole('button', { name: /Erneut bestellen/ }).click();
    const result = page.getByTestId('reorder-result');
    await expect.poll(() => result.isVisible()).toBe(true);
    expect(await result.innerText()).toContain('Positionen zu heutigen Preisen in den Warenkorb gelegt.');
    expect(await result.innerText()).toContain('„E2E Kette 11-fach“ ist nicht mehr erhältlich.');
    await expect.poll(() => cartQuantity('E2E-SCHL-28')).toBe(20);
    expect(await cartQuantity('E2E-BB-1')).toBe(1);
    expect(await cartQuantity('E2E-KETTE-11')).toBe(0);
    await screenshot(page, 'quick-order-reorder');

    // The catalogue export for the shop's own systems, with the dealer's EK
    await page.goto('/schnellbestellung');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV herunterladen/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Katalog_\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = readFileSync((await download.path())!, 'utf8');
    expect(exported.split('\r\n')[0]).toBe(
      '\uFEFFArtikelnummer;EAN;Bezeichnung;Kategorie;Unterkategorie;Ihr EK (netto);UVP (brutto);Lagerstatus;Bestand;Mindestbestellmenge;Verpackungseinheit;Bild-URL',
    );
    expect(exported).toContain(`E2E-SCHL-28;${TUBE_EAN};"E2E Fahrradschlauch 28""";;;3,78;7,99;Verfügbar;`);

    // The cart steps the tube by its packaging unit
    await page.goto('/cart');
    const tubeLine = page.getByTestId('cart-line').filter({ hasText: 'E2E Fahrradschlauch' });
    await expect.poll(() => tubeLine.getByTestId('cart-packaging-unit').innerText()).toBe('VE 10 Stück');
    await tubeLine.getByRole('spinbutton').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => cartQuantity('E2E-SCHL-28')).toBe(30);
    await page.context().close();
  });

  it('lets an administrator set a packaging unit in the product editor', async () => {
    const { id } = (await db.query<{ id: string }>(`SELECT id FROM products WHERE sku = 'E2E-BB-1'`)).rows[0];
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto(`/admin/product/${id}`);
    const multiple = page.getByLabel('Bestellbar in Vielfachen von');
    await expect.poll(() => multiple.isVisible()).toBe(true);
    await multiple.fill('4');
    await page.getByLabel('Mindestbestellmenge').fill('8');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByText('Produkt aktualisiert').isVisible()).toBe(true);
    const stored = (await db.query(`SELECT min_order_quantity, order_multiple FROM products WHERE id = $1`, [id])).rows[0];
    expect(stored).toEqual({ min_order_quantity: 8, order_multiple: 4 });
    await page.goto('/products?q=E2E-BB-1');
    await expect.poll(() => page.getByTestId('packaging-unit').first().innerText()).toBe('VE 4 Stück · Mindestmenge 8');
    await page.context().close();
  });
});
