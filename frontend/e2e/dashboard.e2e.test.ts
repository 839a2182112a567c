import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

/** Page loads, lazy chunks and the worker's e-mails take longer than expect.poll's one second. */
const WAIT = { timeout: 15_000 };

const DATABASE = process.env.E2E_DATABASE ?? 'portal_e2e';

/** The same figures straight from the portal's database, formatted as the cards show them. */
async function sqlFigures(): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${DATABASE}` });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT
      (SELECT count(*) FROM dealer_profiles WHERE NOT is_approved AND rejected_at IS NULL)::int AS "pendingDealers",
      (SELECT count(*) FROM dealer_profiles WHERE is_approved)::int AS "approvedDealers",
      (SELECT count(*) FROM tickets WHERE status = 'open')::int AS "openTickets",
      (SELECT count(*) FROM tickets)::int AS "allTickets",
      (SELECT count(*) FROM products WHERE is_active)::int AS "products",
      (SELECT COALESCE(sum(base_price * stock_quantity), 0) FROM products WHERE is_active)::numeric(20, 2)::text AS "stockValue",
      (SELECT count(*) FROM orders)::int AS "orders",
      (SELECT COALESCE(sum(total_amount) FILTER (WHERE status <> 'cancelled'), 0) FROM orders)::text AS "revenue"`);
    const row = rows[0];
    const whole = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    return {
      pendingDealers: row.pendingDealers.toLocaleString('de-DE'),
      approvedDealers: row.approvedDealers.toLocaleString('de-DE'),
      openTickets: row.openTickets.toLocaleString('de-DE'),
      allTickets: row.allTickets.toLocaleString('de-DE'),
      products: row.products.toLocaleString('de-DE'),
      stockValue: whole.format(Number(row.stockValue)),
      orders: row.orders.toLocaleString('de-DE'),
      revenue: whole.format(Number(row.revenue)),
    };
  } finally {
    await client.end();
  }
}

const PREFIX = 'E2E-DASH';

/** Known orders over the last weeks (one cancelled) and eight pending sign-ups, older than the demo data. */
async function seedListsAndCharts(): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${DATABASE}` });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id FROM users WHERE email = 'haendler@example.com'`);
    const address = JSON.stringify({ company: 'Radhaus Beispiel GmbH', contact_person: 'Max Beispiel', address: 'Hafenstraße 5', postal_code: '28217', city: 'Bremen', phone: '0421 555' });
    const statuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];
    for (let index = 0; index < 14; index += 1) {
      const { rows: orders } = await client.query(
        `INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                             payment_method, status, shipping_address, billing_address, notes, planned_delivery_date, created_at)
         VALUES ($1, (SELECT company_id FROM company_members WHERE user_id = $1), $2, $3, 0, 0, 0, $3, 'prepayment', $4, $5, $5, $6, current_date,
                 now() - $7 * interval '5 days') RETURNING id`,
        [rows[0].id, `${PREFIX}-${String(index + 1).padStart(3, '0')}`, 150 + index * 40, statuses[index % 5], address, index === 0 ? 'Bitte vormittags liefern.' : null, index],
      );
      await client.query(
        `INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price, base_price, product_snapshot)
         VALUES ($1, NULL, 2, 50, 100, 50, $2), ($1, NULL, 1, $3, $3, $3, $4)`,
        [orders[0].id, JSON.stringify({ sku: 'E2E-KETTE', name: 'Kette E2E 11-fach' }), 50 + index * 40, JSON.stringify({ sku: `E2E-${index}`, name: `Laufrad E2E ${index}` })],
      );
    }
    for (let index = 1; index <= 8; index += 1) {
      const { rows: users } = await client.query(
        `INSERT INTO users (email, password_hash, roles, created_at) VALUES ($1, 'x', '{dealer}', now() - interval '60 days') RETURNING id`,
        [`${PREFIX.toLowerCase()}-${index}@example.com`],
      );
      await client.query(`INSERT INTO companies (id) VALUES ($1)`, [users[0].id]);
      await client.query(`INSERT INTO company_members (company_id, user_id, role, joined_at) VALUES ($1, $1, 'owner', now())`, [users[0].id]);
      await client.query(
        `INSERT INTO dealer_profiles (company_id, user_id, company_name, contact_person, phone, ust_id, address, postal_code, city, created_at)
         VALUES ($1, $1, $2, 'Erika Muster', '0421 123456', 'DE811569869', 'Teststraße 1', '28195', 'Bremen', now() - interval '60 days' - $3 * interval '1 minute')`,
        [users[0].id, `${PREFIX} Wartend ${index}`, index],
      );
    }
  } finally {
    await client.end();
  }
}

async function orderStatus(orderNumber: string): Promise<string> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${DATABASE}` });
  await client.connect();
  try {
    return (await client.query(`SELECT status FROM orders WHERE order_number = $1`, [orderNumber])).rows[0].status;
  } finally {
    await client.end();
  }
}

/** Adds a line of the named product to an order written by this test; its id. */
async function addItemOfProduct(orderNumber: string, productName: string, quantity: number): Promise<string> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${DATABASE}` });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id, sku, base_price FROM products WHERE name = $1`, [productName]);
    expect(rows).toHaveLength(1);
    await client.query(
      `INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price, base_price, product_snapshot)
       VALUES ((SELECT id FROM orders WHERE order_number = $1), $2, $3::int, $4::numeric, $4::numeric * $3::int, $4::numeric, $5)`,
      [orderNumber, rows[0].id, quantity, rows[0].base_price, JSON.stringify({ sku: rows[0].sku, name: productName })],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** Takes away the stock a cancelled test order gave back, for the tests after this one. */
async function takeStock(productId: string, quantity: number): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${DATABASE}` });
  await client.connect();
  try {
    await client.query(`UPDATE products SET stock_quantity = stock_quantity - $2 WHERE id = $1`, [productId, quantity]);
  } finally {
    await client.end();
  }
}

async function removeListsAndCharts(): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${DATABASE}` });
  await client.connect();
  try {
    await client.query(`DELETE FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE order_number LIKE '${PREFIX}-%')`);
    await client.query(`DELETE FROM orders WHERE order_number LIKE '${PREFIX}-%'`);
    await client.query(`DELETE FROM dealer_profiles WHERE company_name LIKE '${PREFIX} %'`);
    await client.query(`DELETE FROM users WHERE email LIKE '${PREFIX.toLowerCase()}-%'`);
  } finally {
    await client.end();
  }
}

describe('admin dashboard: summary cards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await seedListsAndCharts();
  });
  afterAll(async () => {
    await browser?.close();
    await removeListsAndCharts();
  });

  it('shows the SQL counts of the same data, and each card opens the list behind it', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin');
    await expect.poll(() => page.getByTestId('summary-products').locator('.ant-statistic-content').innerText(), WAIT).not.toBe('–');
    // The figures are shared for up to DASHBOARD_CACHE_SECONDS (10 s) when the change was not an administrator's
    // own (here: rows written straight into the database): the page shows the SQL counts within that lag.
    const expected = await sqlFigures();
    const shown = async () => {
      const figures: Record<string, string> = {};
      for (const key of Object.keys(expected)) figures[key] = await page.getByTestId(`summary-${key}`).locator('.ant-statistic-content').innerText();
      return figures;
    };
    await expect
      .poll(async () => {
        const figures = await shown();
        if (JSON.stringify(figures) !== JSON.stringify(expected)) await page.reload();
        return figures;
      }, { timeout: 25_000, interval: 2_000 })
      .toEqual(expected);
    await screenshot(page, 'dashboard-admin');

    await page.getByTestId('summary-openTickets').click();
    await page.waitForURL((url) => url.hash === '#tickets' && url.searchParams.get('status') === 'open');
    await expect.poll(() => page.getByRole('tab', { name: 'Support-Tickets', selected: true }).isVisible(), WAIT).toBe(true);
    await page.getByTestId('summary-pendingDealers').click();
    await page.waitForURL((url) => url.hash === '#dealers');
    await expect.poll(() => page.getByRole('tab', { name: 'Händler-Verwaltung', selected: true }).isVisible(), WAIT).toBe(true);
    await page.context().close();

    const phone = await openPage(browser, '/');
    await signInThroughForm(phone, 'admin@example.com');
    await phone.setViewportSize(PHONE);
    await phone.goto('/admin');
    await expect.poll(() => phone.getByTestId('summary-products').locator('.ant-statistic-content').innerText(), WAIT).not.toBe('–');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'dashboard-admin-phone', { fullPage: false });
    await phone.context().close();
  });

  it('draws the charts from the figures and pages the three lists of the dealers tab on the server', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin#dealers');

    const charts = page.getByTestId('dashboard-charts');
    await expect.poll(() => charts.locator('svg.recharts-surface').count(), WAIT).toBeGreaterThanOrEqual(4);
    // the test's orders were written straight into the database: they show once the shared figures expire (≤ 10 s)
    await expect
      .poll(async () => {
        const names = (await page.getByTestId('chart-products').locator('.recharts-cartesian-axis-tick-value title').allTextContents()).join('|');
        if (!names.includes('Kette E2E 11-fach')) await page.reload();
        return names;
      }, { timeout: 25_000, interval: 2_000 })
      .toContain('Kette E2E 11-fach');
    await expect.poll(() => charts.locator('svg.recharts-surface').count(), WAIT).toBeGreaterThanOrEqual(4);
    const weeks = page.getByTestId('chart-weeks');
    await expect.poll(() => weeks.locator('.recharts-bar-rectangle').count(), WAIT).toBeGreaterThan(0);
    const weekTicks = await weeks.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
    expect(weekTicks.length).toBeGreaterThan(1);
    expect(weekTicks.every((tick) => /^KW \d{1,2}$/.test(tick))).toBe(true);
    const revenueTicks = await weeks.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
    expect(revenueTicks.some((tick) => /^\d{1,3}(\.\d{3})* €$/.test(tick.replace(/\s/g, ' ').replace(/\u00a0/g, ' ')))).toBe(true);
    expect(await weeks.innerText()).toContain('Umsatz');
    expect(await page.getByTestId('chart-status').locator('.recharts-pie-sector').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('chart-status').innerText()).toContain('Storniert');
    expect((await page.getByTestId('chart-dealers').locator('.recharts-cartesian-axis-tick-value title').allTextContents()).join('|')).toContain('Radhaus Beispiel GmbH');
    await screenshot(page, 'dashboard-charts');

    // "Alle Bestellungen": 10 a page, newest first, the next page from the server
    const orders = page.getByTestId('all-orders');
    await expect.poll(() => orders.getByTestId('dealers-tab-order').count(), WAIT).toBe(10);
    const total = Number((await page.getByTestId('all-orders-total').innerText()).replace(/\./g, ''));
    expect(total).toBeGreaterThanOrEqual(14);
    const firstPage = await orders.getByTestId('dealers-tab-order').first().innerText();
    expect(firstPage).toContain(`${PREFIX}-001`);
    expect(firstPage).toContain('Bitte vormittags liefern.');
    expect(firstPage).toContain('Hafenstraße 5');
    expect(firstPage).toMatch(/150,00\s€/);
    await orders.locator('.ant-select', { has: page.getByRole('combobox', { name: `Bestellstatus von ${PREFIX}-001` }) }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="In Bearbeitung"]').click();
    await expect.poll(() => page.getByText('Bestellstatus aktualisiert').isVisible(), WAIT).toBe(true);
    expect(await orderStatus(`${PREFIX}-001`)).toBe('processing');
    await orders.locator('.ant-pagination-item-2').click();
    await expect.poll(() => orders.getByTestId('dealers-tab-order').first().innerText(), WAIT).not.toContain(`${PREFIX}-001`);
    expect(await orders.locator('.ant-pagination-total-text').innerText()).toBe(`11–${Math.min(20, total)} von ${total}`);
    await orders.getByPlaceholder('Bestellnummer oder Firma').fill(`${PREFIX}-01`);
    await orders.getByPlaceholder('Bestellnummer oder Firma').press('Enter');
    await expect.poll(() => orders.getByTestId('dealers-tab-order').count(), WAIT).toBe(5);

    // pending sign-ups: 6 a page; the eight older test sign-ups reach page 2; the search runs on the server
    const pending = page.getByTestId('pending-dealers');
    await expect.poll(() => pending.getByTestId('pending-dealer').count(), WAIT).toBe(6);
    await pending.locator('.ant-pagination-item').last().click();
    await expect.poll(() => pending.getByText(`${PREFIX} Wartend 8`).isVisible(), WAIT).toBe(true);
    await pending.getByPlaceholder('Firma, Ansprechpartner, E-Mail oder Ort').fill('Wartend 3');
    await pending.getByPlaceholder('Firma, Ansprechpartner, E-Mail oder Ort').press('Enter');
    await expect.poll(() => pending.getByTestId('pending-dealer').count(), WAIT).toBe(1);
    expect(await page.getByTestId('approved-dealers').getByTestId('approved-dealer').count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'dashboard-dealers-tab');
    await page.context().close();

    const phone = await openPage(browser, '/');
    await signInThroughForm(phone, 'admin@example.com');
    await phone.setViewportSize(PHONE);
    await phone.goto('/admin#dealers');
    await expect.poll(() => phone.getByTestId('dashboard-charts').locator('svg.recharts-surface').count(), WAIT).toBeGreaterThanOrEqual(4);
    await expect.poll(() => phone.getByTestId('dealers-tab-order').count(), WAIT).toBe(10);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'dashboard-charts-phone');
    await phone.context().close();
  });

  it('refreshes the products tab after a status change in the dealers tab (one hook for both order tabs)', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin#products');
    const productCard = page.getByTestId('admin-product-card').first();
    await expect.poll(() => productCard.isVisible(), WAIT).toBe(true);
    const stockShown = async () =>
      Number((await productCard.getByText('Bestand', { exact: true }).locator('xpath=following-sibling::strong').innerText()).replace(/\./g, ''));
    const stockBefore = await stockShown();
    const productId = await addItemOfProduct(`${PREFIX}-001`, (await productCard.getAttribute('aria-label')) ?? '', 3);
    try {
      // the products tab stays open behind its tab; cancelling gives the 3 back and the tab shows them at once
      await page.getByRole('tab', { name: 'Händler-Verwaltung' }).click();
      const orders = page.getByTestId('all-orders');
      await orders.locator('.ant-select', { has: page.getByRole('combobox', { name: `Bestellstatus von ${PREFIX}-001` }) }).click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Storniert"]').click();
      await expect.poll(() => orderStatus(`${PREFIX}-001`), WAIT).toBe('cancelled');
      await page.getByRole('tab', { name: 'Produkte' }).click();
      await expect.poll(stockShown, WAIT).toBe(stockBefore + 3);
    } finally {
      if ((await orderStatus(`${PREFIX}-001`)) === 'cancelled') await takeStock(productId, 3);
      await page.context().close();
    }
  });
});
