import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import iconv from 'iconv-lite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, SCREENSHOT_DIR } from './support/browser';
import { signInThroughForm } from './support/session';

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'portal_e2e'}`;
const ROWS = 10_000;
const euro = (value: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value);
const BAD_ROWS = [1234, 5678, 9012];
const HEADER = 'Art.-Nr.;Bezeichnung;Beschreibung;EK netto;UVP;Bestand;Warengruppe;Unterkategorie;Mindestmenge;VE;Farbe';

/** A supplier's price list as German Excel saves it: windows-1252, semicolons, decimal commas, title rows above the header. */
function priceList(): Buffer {
  const lines = [
    'Preisliste Deichwerk Fahrradteile;;;;;;;;;;',
    'Stand 03/2026 – alle Preise in Euro;;;;;;;;;;',
    ';;;;;;;;;;',
    HEADER,
  ];
  for (let i = 1; i <= ROWS; i++) {
    const sku = `DW-${String(i).padStart(5, '0')}`;
    const retail = BAD_ROWS.includes(i) ? 'auf Anfrage' : `${(4 + (i % 90)).toLocaleString('de-DE')},90`;
    const cost = `${(1 + (i % 40)).toLocaleString('de-DE')},${String(i % 100).padStart(2, '0')}`;
    const sub = ['Schaltzüge', 'Bremszüge', 'Zughüllen'][i % 3];
    // every fourth article is sold from 10 pieces in packs of 5; the others keep the defaults
    const packaging = i % 4 === 1 ? '10;5' : ';';
    lines.push(`${sku};Zugkabel Deichwerk Nr. ${i};"Edelstahl; für Straße & Gelände";${cost};${retail};${i % 250};Züge & Hüllen;${sub};${packaging};grün`);
  }
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'windows-1252');
}

const select = (page: Page, label: string) => page.locator('.ant-select', { has: page.getByRole('combobox', { name: label }) });

/** The option shown in the antd Select labelled `label`. */
const selected = (page: Page, label: string) => select(page, label).locator('.ant-select-selection-item').innerText();

/** Picks an option in the antd Select labelled `label` by typing it (the list is virtual: far options are not rendered). */
async function chooseTarget(page: Page, label: string, option: string) {
  await select(page, label).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await select(page, label).click();
  await page.keyboard.type(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

describe('product import: upload → mapping → progress → error report → products in the catalogue', () => {
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

  it('imports a windows-1252 price list of 10,000 rows with live progress, a downloadable error report and the products in the shop', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL('**/admin/products/import');
    await expect.poll(() => page.getByText('CSV- oder Excel-Datei (XLSX) hierher ziehen oder klicken').isVisible()).toBe(true);
    await screenshot(page, 'import-upload-desktop');

    await page.locator('input[type=file]').setInputFiles({ name: 'Deichwerk Preisliste 2026.csv', mimeType: 'text/csv', buffer: priceList() });
    await expect.poll(() => page.getByText('Spalten zuordnen', { exact: true }).first().isVisible(), { timeout: 30_000 }).toBe(true);
    const facts = await page.locator('[class*=facts]').innerText();
    expect(facts).toContain('Windows-1252');
    expect(facts).toContain('Semikolon (;)');
    expect(facts).toContain('Zeile 4');
    expect(facts).toContain('10.000');
    // German headers are recognised; 'Farbe' is not imported
    expect(await selected(page, 'Zielfeld für Spalte UVP')).toBe('Verkaufspreis / UVP (brutto)');
    expect(await selected(page, 'Zielfeld für Spalte EK netto')).toBe('Eigener Einkaufspreis (netto)');
    expect(await selected(page, 'Zielfeld für Spalte Farbe')).toBe('Nicht importieren');

    // without a retail price the import cannot start
    await chooseTarget(page, 'Zielfeld für Spalte UVP', 'Nicht importieren');
    await expect.poll(() => page.getByText('Pflichtfelder fehlen').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Import starten/ }).isDisabled()).toBe(true);
    await chooseTarget(page, 'Zielfeld für Spalte UVP', 'Verkaufspreis / UVP (brutto)');
    await expect.poll(() => page.getByText('Pflichtfelder fehlen').isVisible()).toBe(false);

    // the preview shows the rows as they will be stored: EK 2,01 → Grundpreis 3,02 (2,01 × 1,5 = 3,015, kaufmännisch gerundet)
    const firstPreviewRow = page.locator('.ant-card', { hasText: 'Vorschau' }).locator('.ant-table-row', { hasText: 'DW-00001' });
    await expect.poll(() => firstPreviewRow.innerText()).toContain('Züge & Hüllen › ');
    const previewText = await firstPreviewRow.innerText();
    expect(previewText).toContain('Neu');
    expect(previewText).toContain(euro(2.01));
    expect(previewText).toContain(euro(3.02));
    expect(previewText).toContain(euro(5.9));
    // the packaging columns show what the row sets (DW-00001: from 10 pieces, in packs of 5)
    const previewHeaders = await page.locator('.ant-card', { hasText: 'Vorschau' }).locator('thead th').allInnerTexts();
    const previewCells = await firstPreviewRow.locator('td').allInnerTexts();
    expect(previewCells[previewHeaders.indexOf('Mindestbestellmenge')]).toBe('10');
    expect(previewCells[previewHeaders.indexOf('Bestellvielfaches')]).toBe('5');
    await page.getByRole('checkbox', { name: 'Zuordnung speichern als' }).check();
    await page.getByLabel('Name der Zuordnung').fill('Deichwerk');
    await screenshot(page, 'import-mapping-desktop');

    await page.getByRole('button', { name: 'Import starten (10.000 Zeilen)' }).click();
    await expect.poll(() => page.getByText(/Import läuft|Import wartet/).first().isVisible()).toBe(true);
    await expect.poll(async () => Number((await page.getByRole('progressbar').getAttribute('aria-valuenow')) ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
    await screenshot(page, 'import-progress-desktop', { fullPage: false });

    const done = page.getByText(`${(ROWS - BAD_ROWS.length).toLocaleString('de-DE')} Produkte wurden erfolgreich importiert`);
    await expect.poll(() => done.isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await page.locator('[data-figure="Fehlerhaft"] dd').innerText()).toBe('3');
    expect(await page.locator('[data-figure="Neu angelegt"] dd').innerText()).toBe('9.997');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Fehlerbericht herunterladen (CSV)' }).first().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Importbericht_Deichwerk_Preisliste_2026.csv');
    const path = join(mkdtempSync(join(tmpdir(), 'portal-e2e-download-')), download.suggestedFilename());
    await download.saveAs(path);
    const report = readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(report[0]).toBe('Zeile;Art;Artikelnummer;Spalte;Wert;Grund');
    expect(report[1]).toBe('1238;Fehler;DW-01234;UVP;auf Anfrage;Verkaufspreis „auf Anfrage“ ist keine gültige Zahl.');
    expect(report).toHaveLength(1 + BAD_ROWS.length + 1);

    const history = page.locator('.ant-card', { hasText: 'Import-Verlauf' });
    expect(await history.locator('.ant-table-row').first().innerText()).toMatch(/Deichwerk Preisliste 2026\.csv\s+Abgeschlossen\s+10\.000\s+9\.997\s+0\s+0\s+3/);
    for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
    await expect.poll(() => page.locator('.ant-notification-notice').count()).toBe(0);
    await screenshot(page, 'import-result-desktop');
    await history.scrollIntoViewIfNeeded();
    await history.screenshot({ path: join(SCREENSHOT_DIR, 'import-history-desktop.png') });

    const { rows } = await db.query(
      "SELECT count(*)::int AS n, count(DISTINCT sku)::int AS skus, count(*) FILTER (WHERE min_order_quantity = 10 AND order_multiple = 5)::int AS packs FROM products WHERE sku LIKE 'DW-%'",
    );
    expect(rows[0]).toEqual({ n: ROWS - BAD_ROWS.length, skus: ROWS - BAD_ROWS.length, packs: ROWS / 4 });

    await page.getByRole('link', { name: 'Zu den Produkten' }).click();
    await page.waitForURL('**/admin/products');
    await page.goto('/admin/products?q=DW-00042');
    await expect.poll(() => page.getByTestId('admin-product-card').count()).toBe(1);
    expect(await page.getByTestId('admin-product-card').innerText()).toContain('Zugkabel Deichwerk Nr. 42');

    await page.goto('/products?q=Zugkabel%20Deichwerk%20Nr.%207777');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(1);
    expect(await page.getByTestId('product-card').innerText()).toContain('Bremszüge'); // 7777 % 3 = 1
    await page.context().close();
  });

  it('offers the saved mapping again for the same header', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin/products/import');
    const small = iconv.encode(`${HEADER}\r\nDW-99999;Zugkabel Deichwerk Rest;;1,00;3,90;1;Züge & Hüllen;Bremszüge;;;rot\r\n`, 'windows-1252');
    await page.locator('input[type=file]').setInputFiles({ name: 'nachlieferung.csv', mimeType: 'text/csv', buffer: small });
    await expect.poll(() => page.getByText('für diese Kopfzeile gespeichert und übernommen').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('[class*=mappingTools]').innerText()).toContain('Deichwerk');
    await page.getByRole('button', { name: 'Andere Datei wählen' }).click();
    await page.getByRole('button', { name: 'Verwerfen' }).click();
    await expect.poll(() => page.getByText('CSV- oder Excel-Datei (XLSX) hierher ziehen oder klicken').isVisible()).toBe(true);
    await page.context().close();
  });
});
