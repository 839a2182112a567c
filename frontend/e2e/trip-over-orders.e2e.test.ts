import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { closeToasts, overflowingBoxes } from './support/layout';
import { signInThroughForm } from './support/session';

const DEALER = 'haendler@example.com';
const ADMIN = 'admin@example.com';

interface CatalogueProduct {
  id: string;
  name: string;
  sku: string;
  stockQuantity: number;
}
interface PlacedOrder {
  id: string;
  orderNumber: string;
  plannedDeliveryDate: string;
  items: { name: string; totalPrice: string }[];
}

const euro = (amount: string) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(Number(amount));
const germanDate = (day: string) => day.split('-').reverse().join('.');
const inViewport = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

/** A Vorkasse order of the demo dealer with the two longest-named products in stock, placed through the API. */
async function placeOrder(token: string, products: CatalogueProduct[]): Promise<PlacedOrder> {
  await callApi('/api/cart', { method: 'DELETE', token });
  for (const product of products) await callApi('/api/cart/items', { method: 'POST', token, body: { productId: product.id, quantity: 2 } });
  const response = await fetch(`${baseUrl()}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `trip-over-${Date.now()}` },
    body: JSON.stringify({
      delivery: 'standard',
      paymentMethod: 'prepayment',
      shippingAddress: { company: 'Radsport Hansen GmbH', contactPerson: null, address: 'Am Wall 1', postalCode: '28195', city: 'Bremen', phone: null },
    }),
  });
  if (!response.ok) throw new Error(`Bestellung nicht aufgegeben: ${response.status} ${await response.text()}`);
  return (await response.json()) as PlacedOrder;
}

describe('order screens a shop owner trips over', () => {
  let browser: Browser;
  let dealer: Page;
  let token: string;
  let products: CatalogueProduct[];
  let order: PlacedOrder;
  let cancelled: PlacedOrder;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiToken(DEALER);
    const { items } = await callApi<{ items: CatalogueProduct[] }>('/api/catalogue/products?pageSize=100', { token });
    products = items.filter((item) => item.stockQuantity >= 20).sort((a, b) => b.name.length - a.name.length).slice(0, 2);
    order = await placeOrder(token, products);
  });
  afterAll(() => browser?.close());

  it('shows every column of an order without sideways scrolling, as stacked lines on a phone', async () => {
    dealer = await openPage(browser, '/');
    await signInThroughForm(dealer, DEALER);
    for (const path of [`/orders/${order.id}`, `/order-confirmation/${order.id}`]) {
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        await dealer.setViewportSize(viewport);
        await dealer.goto(path);
        await expect.poll(() => dealer.getByTestId('order-number').first().isVisible()).toBe(true);
        for (const item of order.items) {
          const line = dealer.getByTestId('order-line').filter({ hasText: item.name });
          await expect.poll(() => line.getByText(euro(item.totalPrice)).isVisible(), `${path} ${size}: Summe von ${item.name}`).toBe(true);
          expect(await line.textContent()).toContain('Summe netto');
        }
        expect(await overflowingBoxes(dealer), `${path} ${size}`).toEqual([]);
        await closeToasts(dealer);
        await screenshot(dealer, `trip-over-${path.startsWith('/orders') ? 'order-detail' : 'order-confirmation'}-${size}`);
      }
    }
    await dealer.setViewportSize(DESKTOP);
  });

  it('labels order and payment status and shows Erneut bestellen, payment and delivery on /orders on a phone', async () => {
    await dealer.goto(`/orders/${order.id}`);
    await expect.poll(() => inViewport(dealer, 'Bestellung: Ausstehend')).toBe(true);
    expect(await inViewport(dealer, 'Zahlung: Ausstehend')).toBe(true);

    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      await dealer.setViewportSize(viewport);
      await dealer.goto('/orders');
      const row = dealer.getByTestId('order-row').filter({ hasText: order.orderNumber });
      await expect.poll(() => row.getByRole('button', { name: /Erneut bestellen/ }).isVisible(), size).toBe(true);
      for (const text of ['Bestellung: Ausstehend', 'Zahlung: Ausstehend', 'Vorkasse']) expect(await row.getByText(text).first().isVisible(), `${size}: ${text}`).toBe(true);
      expect(await row.getByText(germanDate(order.plannedDeliveryDate)).first().isVisible(), `${size}: Lieferung`).toBe(true);
      expect(await overflowingBoxes(dealer), `/orders ${size}`).toEqual([]);
      await screenshot(dealer, `trip-over-orders-${size}`);
    }
    await dealer.setViewportSize(DESKTOP);
  });

  it('lists the articles in the checkout summary (folded on a phone) with the AGB line beside the order button', async () => {
    for (const product of products) await callApi('/api/cart/items', { method: 'POST', token, body: { productId: product.id, quantity: 1 } });
    await dealer.goto('/checkout');
    const summary = dealer.getByTestId('checkout-summary');
    for (const product of products) await expect.poll(() => summary.getByText(product.name).isVisible()).toBe(true);
    const terms = summary.getByRole('link', { name: 'AGB' });
    expect(await terms.getAttribute('href')).toBe('/agb');
    expect(await summary.textContent()).toMatch(/Es gelten unsere AGB/);
    expect(await overflowingBoxes(dealer)).toEqual([]);
    await screenshot(dealer, 'trip-over-checkout-desktop');

    await dealer.setViewportSize(PHONE);
    await dealer.reload();
    await expect.poll(() => summary.getByText('2 Positionen anzeigen').isVisible()).toBe(true);
    expect(await summary.getByText(products[0].name).isVisible()).toBe(false);
    await summary.getByText('2 Positionen anzeigen').click();
    await expect.poll(() => summary.getByText(products[0].name).isVisible()).toBe(true);
    expect(await overflowingBoxes(dealer)).toEqual([]);
    await screenshot(dealer, 'trip-over-checkout-phone');
    await dealer.setViewportSize(DESKTOP);
    await callApi('/api/cart', { method: 'DELETE', token });
  });

  it('asks for the invoice only when the order has one: not while pending, not when cancelled before shipping', async () => {
    const invoiceAnswers: number[] = [];
    const consoleErrors: string[] = [];
    dealer.on('response', (response) => {
      if (/\/api\/orders\/[^/]+\/invoice$/.test(new URL(response.url()).pathname)) invoiceAnswers.push(response.status());
    });
    dealer.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const adminToken = await apiToken(ADMIN);
    const setStatus = (orderId: string, status: string) => callApi(`/api/admin/orders/${orderId}`, { method: 'PATCH', token: adminToken, body: { status } });
    const look = async (orderId: string, status: string) => {
      await dealer.goto(`/orders/${orderId}`);
      await expect.poll(() => inViewport(dealer, `Bestellung: ${status}`)).toBe(true);
      await dealer.waitForLoadState('networkidle');
    };

    await look(order.id, 'Ausstehend');
    expect(await dealer.getByText('Die Rechnung (PDF und XRechnung) erscheint hier, sobald Ihre Bestellung versandt ist.').isVisible()).toBe(true);
    cancelled = await placeOrder(token, products);
    await setStatus(cancelled.id, 'cancelled');
    await look(cancelled.id, 'Storniert');
    expect(await dealer.getByText('Diese Bestellung wurde vor dem Versand storniert, daher gibt es keine Rechnung.').isVisible()).toBe(true);
    await screenshot(dealer, 'trip-over-order-cancelled-unshipped-desktop');
    await dealer.setViewportSize(PHONE);
    await screenshot(dealer, 'trip-over-order-cancelled-unshipped-phone');
    await dealer.setViewportSize(DESKTOP);
    expect(invoiceAnswers).toEqual([]);

    await setStatus(order.id, 'shipped');
    await look(order.id, 'Versandt');
    await expect.poll(() => dealer.getByTestId('invoice-links').isVisible()).toBe(true);
    expect(await dealer.getByText('sobald Ihre Bestellung versandt ist').count()).toBe(0);
    expect(invoiceAnswers).toEqual([200]);
    expect(consoleErrors).toEqual([]);
  });

  it('asks in the back office too only for the invoice of an order that has one', async () => {
    const admin = await openPage(browser, '/');
    const invoiceAnswers: number[] = [];
    admin.on('response', (response) => {
      if (/\/api\/admin\/orders\/[^/]+\/invoice$/.test(new URL(response.url()).pathname)) invoiceAnswers.push(response.status());
    });
    await signInThroughForm(admin, ADMIN);
    await admin.goto('/admin#orders');
    const expand = async (orderNumber: string) => {
      const search = admin.getByRole('searchbox', { name: 'Bestellungen durchsuchen' });
      await search.fill(orderNumber);
      await search.press('Enter');
      const row = admin.getByRole('row').filter({ hasText: orderNumber });
      await expect.poll(() => row.isVisible(), { timeout: 20_000 }).toBe(true);
      await row.getByRole('button', { name: 'Zeile erweitern' }).click();
      await expect.poll(() => admin.getByText('Anmerkungen', { exact: true }).first().isVisible()).toBe(true);
      await admin.waitForLoadState('networkidle');
    };
    await expand(cancelled.orderNumber);
    expect(invoiceAnswers).toEqual([]);
    await admin.reload();
    await expand(order.orderNumber);
    await expect.poll(() => admin.getByTestId('invoice-links').isVisible()).toBe(true);
    expect(invoiceAnswers).toEqual([200]);
    await admin.getByTestId('invoice-links').scrollIntoViewIfNeeded();
    await screenshot(admin, 'trip-over-admin-order-invoice-desktop', { fullPage: false });
    await admin.context().close();
  });

  it('draws the sidebar down to the bottom of a long page', async () => {
    await dealer.goto('/products');
    await expect.poll(() => dealer.getByTestId('product-card').count()).toBeGreaterThan(5);
    const heights = await dealer.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      sidebar: document.querySelector('.ant-layout-sider')!.getBoundingClientRect().height,
    }));
    expect(heights.page).toBeGreaterThan(DESKTOP.height);
    expect(heights.sidebar).toBeGreaterThanOrEqual(heights.page - 1);
    await screenshot(dealer, 'trip-over-sidebar-desktop');
  });
});
