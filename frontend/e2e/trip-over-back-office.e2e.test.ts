import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { baseUrl, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { closeToasts, overflowingBoxes } from './support/layout';
import { signInThroughForm } from './support/session';

const DEALER = 'haendler@example.com';
const ADMIN = 'admin@example.com';

/** A supplier list whose price headers carry more than the known word. */
const PRICE_LIST = ['Artikelnummer;Bezeichnung;UVP brutto;EK netto Händler', 'TRIP-0001;Stolperfreie Klingel Messing;19,90;8,10', 'TRIP-0002;Stolperfreier Spiegel links;24,90;10,40'].join('\r\n');

const selectedTarget = (page: Page, column: string) =>
  page.locator('.ant-select', { has: page.getByRole('combobox', { name: `Zielfeld für Spalte ${column}` }) }).locator('.ant-select-selection-item').innerText();

/** Uploads the price list, checks the suggested targets when asked, starts the import and waits for its outcome. */
async function importPriceList(page: Page, checkMapping = false) {
  await page.goto('/admin/products/import');
  await page.locator('input[type=file]').setInputFiles({ name: 'Stolperliste.csv', mimeType: 'text/csv', buffer: Buffer.from(PRICE_LIST, 'utf8') });
  await expect.poll(() => page.getByText('Spalten zuordnen', { exact: true }).first().isVisible(), { timeout: 30_000 }).toBe(true);
  if (checkMapping) {
    expect(await selectedTarget(page, 'UVP brutto')).toBe('Verkaufspreis / UVP (brutto)');
    expect(await selectedTarget(page, 'EK netto Händler')).toBe('Eigener Einkaufspreis (netto)');
  }
  await page.getByRole('button', { name: /Import starten/ }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Weitere Datei importieren' }).isVisible(), { timeout: 60_000 }).toBe(true);
}

/** The axis labels of a chart: what is written, its whole name (the hover title) and whether it starts inside the chart. */
function axisNames(page: Page, chart: string) {
  return page.getByTestId(chart).evaluate((card) => {
    const surface = card.querySelector('svg.recharts-surface');
    if (!surface) return [];
    const svg = surface.getBoundingClientRect();
    return Array.from(card.querySelectorAll('text.recharts-cartesian-axis-tick-value')).filter((text) => text.querySelector('title')).map((text) => ({
      shown: Array.from(text.childNodes).filter((node) => node.nodeName !== 'title').map((node) => node.textContent).join(''),
      full: text.querySelector('title')?.textContent ?? '',
      inside: text.getBoundingClientRect().left >= svg.left - 0.5,
    }));
  });
}

describe('the back office a shop owner and an administrator trip over', () => {
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the start of each name on the top-products and top-dealers charts, cut at the end, the whole name on hover', async () => {
    const token = await apiToken(DEALER);
    const { items } = await callApi<{ items: { id: string; name: string; stockQuantity: number }[] }>('/api/catalogue/products?pageSize=100', { token });
    const longest = items.filter((item) => item.stockQuantity >= 20).sort((a, b) => b.name.length - a.name.length)[0];
    await callApi('/api/cart', { method: 'DELETE', token });
    await callApi('/api/cart/items', { method: 'POST', token, body: { productId: longest.id, quantity: 20 } });
    const placed = await fetch(`${baseUrl()}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `charts-${Date.now()}` },
      body: JSON.stringify({
        delivery: 'standard',
        paymentMethod: 'cash_on_delivery',
        shippingAddress: { company: 'Radsport Hansen GmbH', contactPerson: null, address: 'Am Wall 1', postalCode: '28195', city: 'Bremen', phone: null },
      }),
    });
    expect(placed.status).toBe(201);

    admin = await openPage(browser, '/');
    await signInThroughForm(admin, ADMIN);
    await admin.goto('/admin#dealers');
    // the demo data's orders fill both charts; the one placed above joins them once the shared figures expire
    await expect.poll(() => admin.locator('[data-testid=dashboard-charts] svg.recharts-surface').count()).toBeGreaterThanOrEqual(4);
    await expect.poll(async () => (await axisNames(admin, 'chart-dealers')).length).toBeGreaterThan(0);

    for (const chart of ['chart-products', 'chart-dealers']) {
      const names = await axisNames(admin, chart);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(name.inside, `${chart}: „${name.shown}“ beginnt links außerhalb`).toBe(true);
        expect(name.full.startsWith(name.shown.replace(/…$/, '').trimEnd()), `${chart}: „${name.shown}“ ist nicht der Anfang von „${name.full}“`).toBe(true);
      }
    }
    // the test means something only if some name was too long for its axis
    expect((await axisNames(admin, 'chart-products')).some((name) => name.shown.endsWith('…'))).toBe(true);
    await admin.getByTestId('chart-products').scrollIntoViewIfNeeded();
    await screenshot(admin, 'trip-over-dashboard-charts-desktop', { fullPage: false });
    await admin.setViewportSize(PHONE);
    await expect.poll(async () => (await axisNames(admin, 'chart-products')).every((name) => name.inside)).toBe(true);
    await admin.getByTestId('chart-products').scrollIntoViewIfNeeded();
    await screenshot(admin, 'trip-over-dashboard-charts-phone', { fullPage: false });
    await admin.setViewportSize({ width: 1366, height: 900 });
  });

  it('suggests targets from words in supplier headers and says that an unchanged list changed nothing', async () => {
    await importPriceList(admin, true);
    await expect.poll(() => admin.getByText('2 Produkte wurden erfolgreich importiert').first().isVisible()).toBe(true);

    await importPriceList(admin);
    await expect.poll(() => admin.getByText('Keine Änderungen: 2 Produkte waren schon aktuell').first().isVisible()).toBe(true);
    expect(await admin.getByText('2 Produkte wurden erfolgreich importiert').count()).toBe(0);

    const history = admin.locator('.ant-card', { hasText: 'Import-Verlauf' });
    await expect.poll(() => history.locator('.ant-table-row').count()).toBeGreaterThanOrEqual(2);
    const wrapped = await history.locator('thead th').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          return lines.size > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(wrapped).toEqual([]);
    await closeToasts(admin);
    await screenshot(admin, 'trip-over-import-result-desktop');
    await admin.setViewportSize(PHONE);
    await expect.poll(() => overflowingBoxes(admin)).toEqual([]);
    await screenshot(admin, 'trip-over-import-result-phone');
    await admin.setViewportSize({ width: 1366, height: 900 });
  });

  it('refuses a discount outside 0 to 50 with the German reason instead of saving 50', async () => {
    const dealerId = async () => {
      const { items } = await callApi<{ items: { id: string; companyName: string; discountLevel: number }[] }>('/api/admin/dealers?status=approved&q=Radsport%20Hansen', { token: await apiToken(ADMIN) });
      return items.find((item) => item.companyName === 'Radsport Hansen GmbH')!;
    };
    const before = (await dealerId()).discountLevel;
    await admin.goto('/admin#dealers');
    const row = admin.getByTestId('approved-dealer').filter({ hasText: 'Radsport Hansen GmbH' });
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Rabatt in %').fill('55');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => dialog.getByText('Der Rabatt muss eine ganze Zahl zwischen 0 und 50 sein.').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Rabatt in %').inputValue()).toBe('55');
    expect(await admin.locator('.ant-notification-notice-success').count()).toBe(0);
    expect((await dealerId()).discountLevel).toBe(before);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  });

  it('says what each category count on the home page counts', async () => {
    const visitor = await openPage(browser, '/');
    const counted = visitor.getByTestId('home-category-count').locator('xpath=..');
    await expect.poll(() => counted.textContent()).toMatch(/^\d+Kategorien und Unterkategorien$/);
    await expect.poll(() => visitor.getByRole('link', { name: /^Alle Hauptkategorien \(\d+\)/ }).isVisible()).toBe(true);
    await visitor.context().close();
  });
});
