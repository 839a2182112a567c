import { randomUUID } from 'crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'portal_e2e'}`;

async function sql(text: string, values: unknown[]): Promise<void> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    await db.query(text, values);
  } finally {
    await db.end();
  }
}

/**
 * A card order paid twice, as two tabs can: the first tab's Testmodus session is left open, the order's own record of
 * it runs out (set back by SQL, the one shortcut: the 31 minutes are not waited for), the second tab starts and pays a
 * new session, then the first tab pays its session too.
 */
async function cardOrderPaidTwice(): Promise<{ orderNumber: string; total: string }> {
  const dealer = await apiToken('haendler@example.com');
  await callApi('/api/cart', { method: 'DELETE', token: dealer });
  const { items } = await callApi<{ items: { id: string; stockQuantity: number; minOrderQuantity: number; orderMultiple: number }[] }>(
    '/api/catalogue/products?pageSize=20',
    { token: dealer },
  );
  const product = items.find((item) => item.stockQuantity >= 5 && item.minOrderQuantity === 1 && item.orderMultiple === 1);
  if (!product) throw new Error('Kein Artikel mit Bestand in den Demodaten');
  await callApi('/api/cart/items', { method: 'POST', token: dealer, body: { productId: product.id, quantity: 1 } });
  const order = await callApi<{ id: string; orderNumber: string; totalAmount: string }>('/api/orders', {
    method: 'POST',
    token: dealer,
    headers: { 'idempotency-key': randomUUID() },
    body: { shippingAddress: { company: 'Radsport Hansen GmbH', address: 'Am Wall 142', postalCode: '28195', city: 'Bremen' }, paymentMethod: 'stripe', delivery: 'standard', notes: null },
  });
  const firstTab = await callApi<{ sessionId: string }>(`/api/orders/${order.id}/payment`, { method: 'POST', token: dealer });
  await sql(`UPDATE orders SET payment_session_expires_at = now() - interval '1 minute' WHERE id = $1`, [order.id]);
  const secondTab = await callApi<{ sessionId: string }>(`/api/orders/${order.id}/payment`, { method: 'POST', token: dealer });
  expect(secondTab.sessionId).not.toBe(firstTab.sessionId);
  await callApi(`/api/payments/test-checkout/${secondTab.sessionId}/pay`, { method: 'POST', token: dealer });
  await callApi(`/api/payments/test-checkout/${firstTab.sessionId}/pay`, { method: 'POST', token: dealer });
  return { orderNumber: order.orderNumber, total: order.totalAmount };
}

/** The payment status of an order as the back office's list reports it. */
async function paymentStatusOf(orderNumber: string): Promise<string> {
  const admin = await apiToken('admin@example.com');
  const { items } = await callApi<{ items: { paymentStatus: string }[] }>(`/api/admin/orders?q=${orderNumber}`, { token: admin });
  return items[0].paymentStatus;
}

describe('back office: a card payment received twice', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('shows the second money above the orders and on the order, refunds it through Stripe, then the order itself', async () => {
    const order = await cardOrderPaidTwice();
    const euro = new RegExp(`${order.total.replace('.', ',')}\\s€`);
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin#orders');
    const workList = page.getByRole('alert').filter({ hasText: 'zu erstatten' });
    await expect.poll(() => workList.isVisible(), { timeout: 20_000 }).toBe(true);
    const line = workList.getByRole('listitem').filter({ hasText: order.orderNumber });
    expect(await line.textContent()).toMatch(euro);

    const search = page.getByRole('searchbox', { name: 'Bestellungen durchsuchen' });
    await search.fill(order.orderNumber);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: order.orderNumber });
    await expect.poll(() => row.isVisible(), { timeout: 20_000 }).toBe(true);
    await row.getByRole('button', { name: 'Zeile erweitern' }).click();
    const onOrder = page.getByRole('alert').filter({ hasText: 'Doppelte Kartenzahlung: bitte über Stripe erstatten' });
    await expect.poll(() => onOrder.isVisible()).toBe(true);
    // the expanded row keeps the table within the page (a percentage-wide table inside once made it 2,000,000 px wide)
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('.ant-table-content table')!.offsetWidth)).toBeLessThanOrEqual(1366);
    await screenshot(page, 'duplicate-card-payment');

    // the second money goes back through the provider (Testmodus here), the order stays paid
    await onOrder.getByRole('button', { name: 'Über Stripe erstatten' }).click();
    await page.getByRole('button', { name: 'Ja, erstatten' }).click();
    const refunded = page.getByRole('alert').filter({ hasText: 'Doppelte Kartenzahlung erstattet' });
    await expect.poll(() => refunded.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await refunded.textContent()).toMatch(/über Stripe erstattet .* von admin@example\.com/);
    await expect.poll(() => line.count()).toBe(0);
    const admin = await apiToken('admin@example.com');
    const open = await callApi<{ orderNumber: string }[]>('/api/admin/card-payments/duplicates', { token: admin });
    expect(open.map((duplicate) => duplicate.orderNumber)).not.toContain(order.orderNumber);
    expect(await paymentStatusOf(order.orderNumber)).toBe('completed');

    // then the order's own money, from its row: the amount is named before anything moves
    await row.getByRole('button', { name: 'Über Stripe erstatten' }).first().click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'über Stripe erstatten?' });
    const yes = confirm.getByRole('button', { name: 'Ja, erstatten' });
    // a full-page screenshot while the popup still zooms in leaves it closed (the viewport is resized for it)
    await expect.poll(async () => (await yes.isVisible()) && !(await confirm.getAttribute('class'))!.includes('appear')).toBe(true);
    expect(await confirm.textContent()).toMatch(euro);
    await screenshot(page, 'card-order-refund-confirm');
    await yes.click();
    await expect.poll(() => paymentStatusOf(order.orderNumber), { timeout: 10_000 }).toBe('refunded');
    await expect.poll(() => row.getByRole('button', { name: 'Über Stripe erstatten' }).count()).toBe(0);
    await screenshot(page, 'card-order-refunded');

    // days later Stripe reports the refund failed (Testmodus plays it): the order is paid again, the failure shows
    const { items } = await callApi<{ items: { stripeRefundId: string | null }[] }>(`/api/admin/orders?q=${order.orderNumber}`, { token: admin });
    await callApi(`/api/admin/payments/test-refunds/${items[0].stripeRefundId}/fail`, { method: 'POST', token: admin, body: {} });
    expect(await paymentStatusOf(order.orderNumber)).toBe('completed');
    await page.reload();
    await search.fill(order.orderNumber);
    await search.press('Enter');
    await expect.poll(() => row.getByText('Erstattung fehlgeschlagen – bitte prüfen').isVisible(), { timeout: 20_000 }).toBe(true);
    await row.getByRole('button', { name: 'Zeile erweitern' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Erstattung fehlgeschlagen – bitte prüfen' });
    await expect.poll(() => failed.isVisible()).toBe(true);
    expect(await failed.textContent()).toContain('Die Karte ist abgelaufen oder gekündigt.');
    expect(await failed.textContent()).toContain('setzen den Zahlungsstatus auf „Erstattet“');
    await screenshot(page, 'card-order-refund-failed');

    // refunded again through Stripe, under a new key: a new refund, the failure gone
    await row.getByRole('button', { name: 'Über Stripe erstatten' }).first().click();
    await expect.poll(() => yes.isVisible()).toBe(true);
    await yes.click();
    await expect.poll(() => paymentStatusOf(order.orderNumber), { timeout: 10_000 }).toBe('refunded');
    await expect.poll(() => failed.count()).toBe(0);
  });
});
