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

describe('admin dashboard: summary cards', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('shows the SQL counts of the same data, and each card opens the list behind it', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin');
    await expect.poll(() => page.getByTestId('summary-products').locator('.ant-statistic-content').innerText(), WAIT).not.toBe('–');
    const expected = await sqlFigures();
    for (const [key, value] of Object.entries(expected)) {
      expect(await page.getByTestId(`summary-${key}`).locator('.ant-statistic-content').innerText(), key).toBe(value);
    }
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
});
