import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

const WAIT = { timeout: 20_000 };
const DEALER = 'haendler@example.com';

interface Product {
  id: string;
  dealerPrice: string | null;
  stockQuantity: number;
  minOrderQuantity: number;
  orderMultiple: number;
}

interface Standing {
  companyId: string;
  openAmount: string;
  creditLimit: string;
  paymentTermId: string | null;
}

/** The demo dealer's cart with about `net` EUR net of one stock article. */
async function fillCart(net: number): Promise<void> {
  const token = await apiToken(DEALER);
  await callApi('/api/cart', { method: 'DELETE', token });
  const { items } = await callApi<{ items: Product[] }>('/api/catalogue/products?pageSize=50', { token });
  const quantityFor = (product: Product) => Math.max(1, Math.ceil(net / Number(product.dealerPrice)));
  const product = items.find(
    (item) => item.dealerPrice !== null && item.minOrderQuantity === 1 && item.orderMultiple === 1 && item.stockQuantity >= quantityFor(item) + 5,
  );
  if (!product) throw new Error('Kein passender Artikel in den Demodaten');
  await callApi('/api/cart/items', { method: 'POST', token, body: { productId: product.id, quantity: quantityFor(product) } });
}

/** The demo company's credit as the back office reads it. */
async function demoCompanyCredit(): Promise<Standing> {
  const admin = await apiToken('admin@example.com');
  const { items } = await callApi<{ items: { companyName: string; companyId: string }[] }>('/api/admin/dealers?status=approved&q=Radsport%20Hansen', { token: admin });
  return callApi<Standing>(`/api/admin/companies/${items[0].companyId}/credit`, { token: admin });
}

async function setLimit(standing: Standing, creditLimit: string): Promise<void> {
  const admin = await apiToken('admin@example.com');
  await callApi(`/api/admin/companies/${standing.companyId}/credit`, {
    method: 'PUT',
    token: admin,
    body: { purchaseOnAccount: true, paymentTermId: standing.paymentTermId, creditLimit },
  });
}

async function closeToasts(page: Page) {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
  await expect.poll(() => page.locator('.ant-notification-notice').count()).toBe(0);
}

/** Desktop and phone; a dialog is shot as the screen shows it (a full-page capture would shrink it to a corner). */
async function shootBoth(page: Page, name: string, { locator, fullPage = true }: { locator?: string; fullPage?: boolean } = {}) {
  await screenshot(page, `${name}-desktop`, { fullPage });
  await page.setViewportSize(PHONE);
  if (locator) await page.locator(locator).first().scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-phone`, { fullPage });
  await page.setViewportSize(DESKTOP);
}

describe('Kauf auf Rechnung: checkout, limit and the dealers tab', () => {
  let browser: Browser;
  let original: Standing;
  beforeAll(async () => {
    browser = await launchBrowser();
    original = await demoCompanyCredit();
  });
  afterAll(async () => {
    await setLimit(original, original.creditLimit);
    await browser?.close();
  });

  it('lets the demo dealer order on account: the checkout shows the terms and the room left, the order says Kauf auf Rechnung', async () => {
    await setLimit(original, '5000.00');
    await fillCart(150);
    const page = await openPage(browser, '/');
    await signInThroughForm(page, DEALER);
    await page.goto('/checkout');
    const option = page.getByTestId('payment-invoice');
    await expect.poll(() => option.isVisible(), WAIT).toBe(true);
    expect(await option.textContent()).toContain('30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen; verfügbarer Rahmen');
    await page.getByLabel(/Kauf auf Rechnung/).check();
    await expect.poll(() => page.getByText('Geplante Lieferung:').isVisible(), WAIT).toBe(true);
    await shootBoth(page, 'on-account-checkout', { locator: '[data-testid="payment-invoice"]' });

    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-confirmation\//, WAIT);
    await expect.poll(() => page.getByText('Kauf auf Rechnung', { exact: true }).first().isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.getByText('Sie erhalten die Rechnung mit dem Versand').isVisible(), WAIT).toBe(true);
    await closeToasts(page);
    await screenshot(page, 'on-account-confirmation');
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const order = await callApi<{ paymentMethod: string; paymentStatus: string }>(`/api/orders/${orderId}`, { token: await apiToken(DEALER) });
    expect(order).toMatchObject({ paymentMethod: 'invoice', paymentStatus: 'pending' });
    await page.context().close();
  });

  it('refuses an order above the limit with the German reason; the form keeps everything and Vorkasse goes through', async () => {
    // the administrator leaves 50 EUR of room through the dialog
    const standing = await demoCompanyCredit();
    const limit = (Number(standing.openAmount) + 50).toFixed(2);
    const admin = await openPage(browser, '/');
    await signInThroughForm(admin, 'admin@example.com');
    await admin.goto('/admin#dealers');
    const company = admin.getByTestId('approved-dealer').filter({ hasText: 'Radsport Hansen GmbH' });
    await expect.poll(() => company.getByRole('button', { name: 'Kauf auf Rechnung' }).isVisible(), WAIT).toBe(true);
    await company.getByRole('button', { name: 'Kauf auf Rechnung' }).click();
    const dialog = admin.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('credit-open').isVisible(), WAIT).toBe(true);
    expect(await dialog.getByTestId('debtor-number').textContent()).toMatch(/^\d{5,}$/);
    await dialog.getByLabel('Kreditlimit').fill('abc');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => dialog.getByText('Bitte geben Sie das Kreditlimit als Betrag in Euro an').isVisible(), WAIT).toBe(true);
    await dialog.getByLabel('Kreditlimit').fill(limit.replace('.', ','));
    await expect.poll(() => dialog.getByText('Bitte geben Sie das Kreditlimit als Betrag in Euro an').isVisible(), WAIT).toBe(false);
    await shootBoth(admin, 'on-account-admin-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => admin.getByText('Kauf auf Rechnung gespeichert').isVisible(), WAIT).toBe(true);
    expect((await demoCompanyCredit()).creditLimit).toBe(limit);
    await admin.context().close();

    await fillCart(200);
    const page = await openPage(browser, '/');
    await signInThroughForm(page, DEALER);
    await page.goto('/checkout');
    await expect.poll(() => page.getByTestId('payment-invoice').isVisible(), WAIT).toBe(true);
    await page.getByLabel(/Kauf auf Rechnung/).check();
    await page.getByLabel('Anmerkungen zur Bestellung').fill('Bitte an Tor 2 liefern.');
    await expect.poll(() => page.getByTestId('credit-hint').isVisible(), WAIT).toBe(true);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const refusal = page.getByTestId('checkout-summary').getByText(/übersteigt Ihr Kreditlimit für Kauf auf Rechnung/);
    await expect.poll(() => refusal.isVisible(), WAIT).toBe(true);
    expect(await refusal.textContent()).toMatch(/Kreditlimit [\d.]+,\d\d\s€, offen [\d.]+,\d\d\s€, verfügbar 50,00\s€\)\. Bitte wählen Sie eine andere Zahlungsart\./);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.getByLabel('Anmerkungen zur Bestellung').inputValue()).toBe('Bitte an Tor 2 liefern.');
    expect(await page.getByLabel(/Kauf auf Rechnung/).isChecked()).toBe(true);
    await closeToasts(page);
    await shootBoth(page, 'on-account-checkout-refused', { locator: '[data-testid="checkout-summary"] .ant-alert' });

    await page.getByLabel('Vorkasse').check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-confirmation\//, WAIT);
    await page.context().close();
  });
});
