import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { overflowingBoxes } from './support/layout';
import { signInThroughForm } from './support/session';

const DEALER = 'haendler@example.com';
const ADMIN = 'admin@example.com';

/** Waits until the page has drawn what it is about, then lists what is wider than its room at both sizes. */
async function overflowAtBothSizes(page: Page, path: string, ready: (page: Page) => Promise<boolean>): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of [['Laptop', DESKTOP], ['Telefon', PHONE]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect.poll(() => ready(page), `${path} (${size}) geladen`).toBe(true);
    await page.waitForLoadState('networkidle');
    problems.push(...(await overflowingBoxes(page)).map((problem) => `${path} (${size}): ${problem}`));
  }
  await page.setViewportSize(DESKTOP);
  return problems;
}

const visible = (testIdOrText: string) => (page: Page) => page.getByTestId(testIdOrText).or(page.getByText(testIdOrText)).first().isVisible();

describe('no table or card is wider than its container on the main screens', () => {
  let browser: Browser;
  let orderId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await apiToken(DEALER);
    const { items } = await callApi<{ items: { id: string; stockQuantity: number }[] }>('/api/catalogue/products?pageSize=40', { token });
    const [first, second] = items.filter((item) => item.stockQuantity >= 10);
    await callApi('/api/cart', { method: 'DELETE', token });
    for (const product of [first, second]) await callApi('/api/cart/items', { method: 'POST', token, body: { productId: product.id, quantity: 1 } });
    const response = await fetch(`${baseUrl()}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `overflow-${Date.now()}` },
      body: JSON.stringify({
        delivery: 'standard',
        paymentMethod: 'cash_on_delivery',
        shippingAddress: { company: 'Radsport Hansen GmbH', contactPerson: null, address: 'Am Wall 1', postalCode: '28195', city: 'Bremen', phone: null },
      }),
    });
    orderId = ((await response.json()) as { id: string }).id;
    for (const product of [first, second]) await callApi('/api/cart/items', { method: 'POST', token, body: { productId: product.id, quantity: 2 } });
  });
  afterAll(() => browser?.close());

  it('the dealer screens: catalogue, cart, checkout, confirmation, orders and order detail', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, DEALER);
    const problems = [
      ...(await overflowAtBothSizes(page, '/products', visible('product-card'))),
      ...(await overflowAtBothSizes(page, '/cart', visible('cart-line'))),
      ...(await overflowAtBothSizes(page, '/checkout', visible('checkout-summary'))),
      ...(await overflowAtBothSizes(page, `/order-confirmation/${orderId}`, visible('order-line'))),
      ...(await overflowAtBothSizes(page, '/orders', visible('order-row'))),
      ...(await overflowAtBothSizes(page, `/orders/${orderId}`, visible('order-line'))),
    ];
    expect(problems).toEqual([]);
  });

  it('the back office: orders, products and the dashboard with its charts', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, ADMIN);
    const problems = [
      ...(await overflowAtBothSizes(page, '/admin#orders', (p) => p.getByRole('searchbox', { name: 'Bestellungen durchsuchen' }).isVisible())),
      ...(await overflowAtBothSizes(page, '/admin/products', (p) => p.getByRole('link', { name: 'Import' }).isVisible())),
      ...(await overflowAtBothSizes(page, '/admin', visible('summary-products'))),
      ...(await overflowAtBothSizes(page, '/admin#dealers', async (p) => (await p.locator('[data-testid=dashboard-charts] svg.recharts-surface').count()) >= 4)),
    ];
    expect(problems).toEqual([]);
  });
});
