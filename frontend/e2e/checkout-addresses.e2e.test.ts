import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { closeToasts, overflowingBoxes } from './support/layout';
import { signInThroughForm } from './support/session';

const DEALER = 'haendler@example.com';
const BUYER = 'einkauf@example.com';
const DROP_SHIPPING = 'Streckengeschäft – an Endkunden';

interface CatalogueProduct {
  id: string;
  stockQuantity: number;
}
interface SavedAddress {
  id: string;
  recipient: string;
}
interface OrderAddress {
  company: string;
  address: string;
  postalCode: string;
}
interface Order {
  id: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
}

/** A saved address's choice: the radio's label with the recipient, its tags and lines. */
const savedAddress = (page: Page, recipient: string) => page.locator('label.ant-radio-wrapper', { hasText: recipient });
const summary = (page: Page) => page.getByTestId('checkout-address-summary');
const orderButton = (page: Page) => page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });

async function fillCart(token: string, productId: string) {
  await callApi('/api/cart', { method: 'DELETE', token });
  await callApi('/api/cart/items', { method: 'POST', token, body: { productId, quantity: 1 } });
}

describe('checkout: the company address book', () => {
  let browser: Browser;
  let dealer: Page;
  let token: string;
  let product: CatalogueProduct;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiToken(DEALER);
    const { items } = await callApi<{ items: CatalogueProduct[] }>('/api/catalogue/products?pageSize=100', { token });
    product = items.find((item) => item.stockQuantity >= 20)!;
    await fillCart(token, product.id);
  });
  afterAll(() => browser?.close());

  it('offers the saved addresses with the default picked and the drop-shipping one labelled; the form only on request', async () => {
    dealer = await openPage(browser, '/auth');
    await signInThroughForm(dealer, DEALER);
    await dealer.goto('/checkout');
    await expect.poll(() => savedAddress(dealer, 'Radsport Hansen GmbH').getByRole('radio').isChecked()).toBe(true);
    expect(await savedAddress(dealer, 'Radsport Hansen GmbH').textContent()).toContain('Standard');
    expect(await savedAddress(dealer, 'Familie Krüger').textContent()).toContain(DROP_SHIPPING);
    expect(await savedAddress(dealer, 'Radsport Hansen GmbH').textContent()).not.toContain(DROP_SHIPPING);
    expect(await dealer.getByLabel('Firmenname').count()).toBe(0);
    expect(await summary(dealer).textContent()).toMatch(/Lieferung an.*Radsport Hansen GmbH.*Am Wall 142.*Rechnung an.*dieselbe Adresse/);

    await dealer.getByLabel('Andere Lieferadresse eingeben').check();
    await expect.poll(() => dealer.getByLabel('Firmenname').inputValue()).toBe('Radsport Hansen GmbH');
    await dealer.getByLabel('Straße und Hausnummer').fill('Hafenstraße 5');
    await expect.poll(() => summary(dealer).textContent()).toContain('Hafenstraße 5');
    // back to a saved address and once more to the form: what was typed is still there
    await savedAddress(dealer, 'Familie Krüger').getByRole('radio').check();
    await dealer.getByLabel('Andere Lieferadresse eingeben').check();
    await expect.poll(() => dealer.getByLabel('Straße und Hausnummer').inputValue()).toBe('Hafenstraße 5');
  });

  it('keeps its layout with the addresses on desktop and phone', async () => {
    await dealer.goto('/checkout');
    await savedAddress(dealer, 'Familie Krüger').getByRole('radio').check();
    await expect.poll(() => summary(dealer).textContent()).toContain('Familie Krüger');
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      await dealer.setViewportSize(viewport);
      await closeToasts(dealer);
      await expect.poll(() => overflowingBoxes(dealer)).toEqual([]);
      await screenshot(dealer, `checkout-addresses-${size}`);
    }
    await dealer.setViewportSize(DESKTOP);
  });

  it('shows the server\'s German 404 for an address deleted meanwhile and keeps what was entered', async () => {
    const doomed = await callApi<SavedAddress>('/api/company/addresses', {
      method: 'POST',
      token,
      body: { recipient: 'Kurzzeit Kunde', address: 'Am Deich 12', postalCode: '28199', city: 'Bremen', dropShipping: true },
    });
    await dealer.goto('/checkout');
    await savedAddress(dealer, 'Kurzzeit Kunde').getByRole('radio').check();
    await dealer.getByLabel('Vorkasse').check();
    await dealer.getByLabel('Anmerkungen zur Bestellung').fill('Bitte vorher anrufen.');
    await callApi(`/api/company/addresses/${doomed.id}`, { method: 'DELETE', token });

    await orderButton(dealer).click();
    await expect.poll(() => dealer.locator('.ant-alert-error').textContent()).toContain('Lieferadresse nicht gefunden.');
    expect(new URL(dealer.url()).pathname).toBe('/checkout');
    expect(await dealer.getByLabel('Anmerkungen zur Bestellung').inputValue()).toBe('Bitte vorher anrufen.');
    expect(await dealer.getByLabel('Vorkasse').isChecked()).toBe(true);
    // the reloaded book no longer lists it; ordering again asks for a choice instead of guessing one
    await expect.poll(() => savedAddress(dealer, 'Kurzzeit Kunde').count()).toBe(0);
    await orderButton(dealer).click();
    await expect.poll(() => dealer.getByText('Bitte wählen Sie eine Lieferadresse.').isVisible()).toBe(true);
    await closeToasts(dealer);
    await screenshot(dealer, 'checkout-addresses-vanished');
  });

  it('ships a drop-shipped order to the end customer and bills the company', async () => {
    await dealer.goto('/checkout');
    await savedAddress(dealer, 'Familie Krüger').getByRole('radio').check();
    await expect.poll(() => summary(dealer).textContent()).toMatch(/Streckengeschäft.*Familie Krüger.*Lesumer Heerstraße 7.*Rechnung an.*Radsport Hansen GmbH.*Am Wall 142/);
    await dealer.getByLabel('Vorkasse').check();
    await orderButton(dealer).click();
    await dealer.waitForURL(/\/order-confirmation\//);
    const orderId = decodeURIComponent(new URL(dealer.url()).pathname.split('/').pop()!);

    const order = await callApi<Order>(`/api/orders/${orderId}`, { token });
    expect(order.shippingAddress).toMatchObject({ company: 'Familie Krüger', address: 'Lesumer Heerstraße 7', postalCode: '28717' });
    expect(order.billingAddress).toMatchObject({ company: 'Radsport Hansen GmbH', address: 'Am Wall 142', postalCode: '28195' });
  });

  it('lets a buyer of the company pick from the same addresses', async () => {
    const buyerToken = await apiToken(BUYER);
    await fillCart(buyerToken, product.id);
    const buyer = await openPage(browser, '/auth');
    await signInThroughForm(buyer, BUYER);
    await buyer.goto('/checkout');
    await expect.poll(() => savedAddress(buyer, 'Radsport Hansen GmbH').getByRole('radio').isChecked()).toBe(true);
    expect(await savedAddress(buyer, 'Familie Krüger').textContent()).toContain(DROP_SHIPPING);
    await callApi('/api/cart', { method: 'DELETE', token: buyerToken });
  });
});
