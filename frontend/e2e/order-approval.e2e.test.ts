import { randomUUID } from 'crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

const WAIT = { timeout: 20_000 };

interface Product {
  id: string;
  dealerPrice: string | null;
  stockQuantity: number;
  minOrderQuantity: number;
  orderMultiple: number;
}

/** The demo buyer (limit 500 EUR net per order) orders more than that through the API. */
async function orderAboveTheBuyersLimit(): Promise<{ id: string; orderNumber: string; status: string }> {
  const buyer = await apiToken('einkauf@example.com');
  await callApi('/api/cart', { method: 'DELETE', token: buyer });
  const { items } = await callApi<{ items: Product[] }>('/api/catalogue/products?pageSize=50', { token: buyer });
  // the buyer sees the company's net price: enough pieces for 600 EUR net
  const quantityFor = (product: Product) => Math.ceil(600 / Number(product.dealerPrice));
  const product = items.find(
    (item) => item.dealerPrice !== null && item.minOrderQuantity === 1 && item.orderMultiple === 1 && item.stockQuantity >= quantityFor(item) + 5,
  );
  if (!product) throw new Error('Kein passender Artikel in den Demodaten');
  await callApi('/api/cart/items', { method: 'POST', token: buyer, body: { productId: product.id, quantity: quantityFor(product) } });
  return callApi('/api/orders', {
    method: 'POST',
    token: buyer,
    headers: { 'idempotency-key': randomUUID() },
    body: { shippingAddress: { company: 'Radsport Hansen GmbH', address: 'Am Wall 142', postalCode: '28195', city: 'Bremen' }, paymentMethod: 'prepayment', delivery: 'standard', notes: null },
  });
}

describe("a buyer's order above the limit waits for the owner", () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('shows the buyer that it waits, and lets the owner approve it from /orders', async () => {
    const order = await orderAboveTheBuyersLimit();
    expect(order.status).toBe('awaiting_approval');

    const buyerPage = await openPage(browser, '/');
    await signInThroughForm(buyerPage, 'einkauf@example.com');
    await buyerPage.goto(`/order-confirmation/${order.id}`);
    await expect.poll(() => buyerPage.getByText('wartet auf die Freigabe durch den Inhaber').isVisible(), WAIT).toBe(true);
    await expect.poll(() => buyerPage.getByText('Bestellung: Freigabe ausstehend').first().isVisible(), WAIT).toBe(true);
    await screenshot(buyerPage, 'approval-buyer-waiting');

    const owner = await openPage(browser, '/');
    await signInThroughForm(owner, 'haendler@example.com');
    await owner.goto('/orders');
    const queue = owner.getByTestId('approval-queue');
    await expect.poll(() => queue.getByText(order.orderNumber).isVisible(), WAIT).toBe(true);
    await screenshot(owner, 'approval-queue');
    await queue.getByRole('button', { name: `${order.orderNumber} freigeben` }).click();
    await expect.poll(() => owner.getByText(`Bestellung ${order.orderNumber} freigegeben.`).isVisible(), WAIT).toBe(true);
    await expect.poll(() => queue.getByText(order.orderNumber).isVisible(), WAIT).toBe(false);
    const placed = await callApi<{ status: string }>(`/api/orders/${order.id}`, { token: await apiToken('haendler@example.com') });
    expect(placed.status).toBe('pending');
  });

  it('lets the owner reject with a reason on a phone; the buyer reads it', async () => {
    const order = await orderAboveTheBuyersLimit();
    const owner = await openPage(browser, '/');
    await signInThroughForm(owner, 'haendler@example.com');
    await owner.setViewportSize(PHONE);
    await owner.goto('/orders');
    const queue = owner.getByTestId('approval-queue');
    await expect.poll(() => queue.getByText(order.orderNumber).isVisible(), WAIT).toBe(true);
    await screenshot(owner, 'approval-queue-phone');
    await queue.getByRole('button', { name: `${order.orderNumber} ablehnen` }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect.poll(() => dialog.getByText('Bitte geben Sie einen Grund für die Ablehnung an.').isVisible(), WAIT).toBe(true);
    await dialog.getByLabel('Grund (der Einkäufer liest ihn)').fill('Bitte im Januar mit dem Vororderrabatt bestellen.');
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect.poll(() => owner.getByText(`Bestellung ${order.orderNumber} abgelehnt.`).isVisible(), WAIT).toBe(true);

    const buyerPage = await openPage(browser, '/');
    await signInThroughForm(buyerPage, 'einkauf@example.com');
    // the thank-you page does not thank for a rejected order: it opens the order's page with the reason
    await buyerPage.goto(`/order-confirmation/${order.id}`);
    await buyerPage.waitForURL(new RegExp(`/orders/${order.id}$`), WAIT);
    await expect.poll(() => buyerPage.getByText('Bitte im Januar mit dem Vororderrabatt bestellen.').isVisible(), WAIT).toBe(true);
    expect(await buyerPage.getByText('Vom Inhaber nicht freigegeben').isVisible()).toBe(true);
    for (const promise of ['Vielen Dank', 'Sie erhalten die Rechnung mit dem Versand', 'Geplante Lieferung', 'Zahlung: Ausstehend']) {
      expect(await buyerPage.getByText(promise).count(), promise).toBe(0);
    }
    await screenshot(buyerPage, 'approval-rejected-order-page');
  });

  it('opens the waiting order from the approval box, names the buyer and lets the owner approve it on the order page', async () => {
    const order = await orderAboveTheBuyersLimit();
    const owner = await openPage(browser, '/');
    await signInThroughForm(owner, 'haendler@example.com');
    await owner.goto('/orders');
    const queue = owner.getByTestId('approval-queue');
    await expect.poll(() => queue.getByText('bestellt von einkauf@example.com').first().isVisible(), WAIT).toBe(true);
    await queue.getByRole('link', { name: order.orderNumber, exact: true }).click();
    await owner.waitForURL(new RegExp(`/orders/${order.id}$`), WAIT);
    const notice = owner.getByTestId('order-state-notice');
    await expect.poll(() => notice.getByText('Diese Bestellung wartet auf Ihre Freigabe').isVisible(), WAIT).toBe(true);
    expect(await notice.textContent()).toContain('Bestellt von einkauf@example.com');
    await screenshot(owner, 'approval-order-page');
    await notice.getByRole('button', { name: `${order.orderNumber} freigeben` }).click();
    await expect.poll(() => owner.getByText(`Bestellung ${order.orderNumber} freigegeben.`).isVisible(), WAIT).toBe(true);
    await expect.poll(() => owner.getByTestId('order-state-notice').count(), WAIT).toBe(0);
    const placed = await callApi<{ status: string }>(`/api/orders/${order.id}`, { token: await apiToken('haendler@example.com') });
    expect(placed.status).toBe('pending');
  });
});
