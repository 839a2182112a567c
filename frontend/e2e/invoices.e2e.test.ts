import { randomUUID } from 'crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launchBrowser, openPage, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

/** The API as a script would use it: a demo dealer orders, an administrator ships, the worker writes the invoice. */
async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const signIn = async (email: string) =>
  (await call<{ accessToken: string }>('/api/auth/sign-in', { method: 'POST', body: { email, password: DEMO_PASSWORD } })).accessToken;

async function shippedOrder(): Promise<string> {
  const dealer = await signIn('haendler@example.com');
  // Other browser tests share the demo dealer: start from an empty cart and a product sold by the piece.
  await call('/api/cart', { method: 'DELETE', token: dealer });
  const { items } = await call<{ items: { id: string; stockQuantity: number; minOrderQuantity: number; orderMultiple: number }[] }>(
    '/api/catalogue/products?pageSize=20',
    { token: dealer },
  );
  const product = items.find((item) => item.stockQuantity >= 5 && item.minOrderQuantity === 1 && item.orderMultiple === 1);
  if (!product) throw new Error('Kein Artikel mit Bestand in den Demodaten');
  await call('/api/cart/items', { method: 'POST', token: dealer, body: { productId: product.id, quantity: 2 } });
  const order = await call<{ id: string; orderNumber: string }>('/api/orders', {
    method: 'POST',
    token: dealer,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      shippingAddress: { company: 'Radladen Test GmbH', contactPerson: 'Erika Muster', address: 'Teststraße 1', postalCode: '28195', city: 'Bremen', phone: '0421 123456' },
      paymentMethod: 'prepayment',
      delivery: 'standard',
      notes: null,
    },
  });
  const admin = await signIn('admin@example.com');
  await call(`/api/admin/orders/${order.id}`, { method: 'PATCH', token: admin, body: { status: 'shipped' } });
  return order.orderNumber;
}

describe('back office: invoices', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('lists the invoice of a shipped order, filters it, downloads its PDF and exports the CSV', async () => {
    const orderNumber = await shippedOrder();
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin#invoices');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect.poll(() => row.isVisible(), { timeout: 20_000 }).toBe(true);
    // the worker writes PDF and XML within seconds; the list asks again until the buttons appear
    const pdfButton = row.getByRole('button', { name: /als PDF laden/ });
    await expect.poll(() => pdfButton.isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => row.getByText('Ausgestellt').isVisible()).toBe(true);
    await screenshot(page, 'admin-invoices');

    await page.getByRole('searchbox', { name: 'Rechnungen durchsuchen' }).fill(orderNumber);
    await page.getByRole('searchbox', { name: 'Rechnungen durchsuchen' }).press('Enter');
    await expect.poll(() => page.getByText('1 Rechnung', { exact: true }).isVisible()).toBe(true);

    const [pdf] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
    expect(pdf.suggestedFilename()).toMatch(/^Rechnung_RE-\d{4}-\d{5}\.pdf$/);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV exportieren' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^rechnungen-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await csv.createReadStream())!) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\uFEFFRechnungsnummer;Art;Status;')).toBe(true);
    expect(text).toContain(orderNumber);
  });
});
