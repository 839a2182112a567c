import { execFileSync } from 'child_process';
import { randomUUID } from 'crypto';
import { readFileSync } from 'fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

interface Address {
  id: string;
  recipient: string;
  dropShipping: boolean;
}

/** The demo dealer orders to the end customer of its address book; an administrator ships the order. */
async function shippedDropShippingOrder(): Promise<{ id: string; orderNumber: string }> {
  const dealer = await apiToken('haendler@example.com');
  // Other browser tests share the demo dealer: start from an empty cart and a product sold by the piece.
  await callApi('/api/cart', { method: 'DELETE', token: dealer });
  const { items } = await callApi<{ items: { id: string; stockQuantity: number; minOrderQuantity: number; orderMultiple: number }[] }>(
    '/api/catalogue/products?pageSize=20',
    { token: dealer },
  );
  const product = items.find((item) => item.stockQuantity >= 5 && item.minOrderQuantity === 1 && item.orderMultiple === 1);
  if (!product) throw new Error('Kein Artikel mit Bestand in den Demodaten');
  await callApi('/api/cart/items', { method: 'POST', token: dealer, body: { productId: product.id, quantity: 2 } });
  const endCustomer = (await callApi<Address[]>('/api/company/addresses', { token: dealer })).find((address) => address.dropShipping);
  if (!endCustomer) throw new Error('Keine Streckengeschäft-Adresse in den Demodaten');
  const order = await callApi<{ id: string; orderNumber: string }>('/api/orders', {
    method: 'POST',
    token: dealer,
    headers: { 'idempotency-key': randomUUID() },
    body: { addressId: endCustomer.id, paymentMethod: 'prepayment', delivery: 'standard', notes: null },
  });
  const admin = await apiToken('admin@example.com');
  await callApi(`/api/admin/orders/${order.id}`, { method: 'PATCH', token: admin, body: { status: 'shipped' } });
  return order;
}

describe('delivery note', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('lets the dealer download the neutral delivery note of a shipped drop-shipping order from the order detail', async () => {
    const order = await shippedDropShippingOrder();
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'haendler@example.com');
    await page.goto(`/orders/${order.id}`);
    const button = page.getByRole('button', { name: 'Lieferschein (PDF)' });
    await expect.poll(() => button.isVisible(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'delivery-note-order-detail');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`Lieferschein-${order.orderNumber}.pdf`);
    const file = (await download.path())!;
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Familie Krüger');
    expect(text).toContain('Radsport Hansen GmbH');
    expect(text).not.toContain('€');
  });

  it('offers the back office the same delivery note in the expanded order row', async () => {
    const order = await shippedDropShippingOrder();
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin#orders');
    const search = page.getByRole('searchbox', { name: 'Bestellungen durchsuchen' });
    await search.fill(order.orderNumber);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: order.orderNumber });
    await expect.poll(() => row.isVisible(), { timeout: 20_000 }).toBe(true);
    await row.getByRole('button', { name: 'Zeile erweitern' }).click();
    const button = page.getByRole('button', { name: 'Lieferschein (PDF)' });
    await expect.poll(() => button.isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`Lieferschein-${order.orderNumber}.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
