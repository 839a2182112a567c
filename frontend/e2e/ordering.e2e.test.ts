import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { waitForMail } from './support/mail';
import { signInThroughForm } from './support/session';

const DEALER = 'haendler@example.com';
const ADMIN = 'admin@example.com';

interface CatalogueProduct {
  id: string;
  name: string;
  sku: string;
  stockQuantity: number;
}

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
/** A toast by its title or text; counted, not looked at, since antd stacks several toasts over each other. */
const toast = (page: Page, text: string) => () => page.locator('.ant-notification-notice', { hasText: text }).count().then((count) => count > 0);
const badge = (page: Page, count: number) => () => page.locator(`[title="${count} Artikel im Warenkorb"]`).first().isVisible();
const cartLine = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

/** Adds a product from its catalogue card, found by SKU through the catalogue search. */
async function addFromCard(page: Page, product: CatalogueProduct) {
  await page.goto(`/products?q=${encodeURIComponent(product.sku)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.sku }).first();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/cart/items') && response.request().method() === 'POST');
  await card.getByRole('button', { name: 'In den Warenkorb' }).click();
  // the shop reloads the cart anyway, so it asks for the line only (callers check that the badge follows)
  expect((await answer).headers()['preference-applied']).toBe('return=minimal');
  await expect.poll(toast(page, `„${product.name}“ liegt jetzt im Warenkorb.`)).toBe(true);
}

/** Opens the product's detail view from its card's name and adds `quantity` there. */
async function addFromDetail(page: Page, product: CatalogueProduct, quantity: number) {
  await page.goto(`/products?q=${encodeURIComponent(product.sku)}`);
  await page.getByTestId('product-card').filter({ hasText: product.sku }).first().getByRole('link', { name: product.name }).click();
  await page.waitForURL(`**/products/${product.id}`);
  await expect.poll(() => page.getByRole('heading', { name: product.name }).isVisible()).toBe(true);
  await shootBoth(page, 'ordering-product-detail');
  await page.getByRole('spinbutton', { name: 'Menge' }).fill(String(quantity));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect.poll(toast(page, `„${product.name}“ liegt jetzt im Warenkorb.`)).toBe(true);
}

/** The checkout with a typed address: it comes from the profile, only the payment is chosen. */
async function checkout(
  page: Page,
  payment: 'Vorkasse' | 'Zahlung beim Fahrer' | 'Karte (Stripe)',
  shot?: string,
  address?: { postalCode: string; city: string },
) {
  await page.goto('/checkout');
  // the demo company has saved addresses; this walk types one, prefilled from the profile as before
  await page.getByLabel('Andere Lieferadresse eingeben').check();
  await expect.poll(() => page.getByLabel('Firmenname').inputValue()).toBe('Radsport Hansen GmbH');
  expect(await page.getByLabel('PLZ').inputValue()).toBe('28195');
  if (address) {
    await page.getByLabel('PLZ').fill(address.postalCode);
    // a textbox: the saved address „Radsport …“ is a radio whose name also contains 'ort'
    await page.getByRole('textbox', { name: 'Ort' }).fill(address.city);
  }
  await page.getByLabel(payment).check();
  await page.getByLabel('Anmerkungen zur Bestellung').fill('Bitte beim Hintereingang klingeln.');
  await expect.poll(visible(page, 'Geplante Lieferung:')).toBe(true);
  if (shot) {
    await shootBoth(page, shot);
  }
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}

/** Desktop and phone captures without the toasts that would hide the page. */
async function shootBoth(page: Page, name: string) {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
  await expect.poll(() => page.locator('.ant-notification-notice').count()).toBe(0);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

const PRODUCT_FIELDS = [
  'adminCostPrice', 'basePrice', 'categoryId', 'description', 'eanCode', 'imageUrls', 'isActive', 'minStockLevel',
  'name', 'retailPrice', 'sku', 'specialPrice', 'specialPriceEnd', 'specialPriceStart', 'specifications', 'stockQuantity', 'weight',
];

/** The administrator changes a product's stock through the product API (the editor's save). */
async function setStock(productId: string, stockQuantity: number) {
  const token = await apiToken(ADMIN);
  const product = await callApi<Record<string, unknown>>(`/api/admin/products/${productId}`, { token });
  const body = Object.fromEntries(PRODUCT_FIELDS.map((key) => [key, product[key]]));
  await callApi(`/api/admin/products/${productId}`, { method: 'PUT', token, body: { ...body, stockQuantity } });
}

const orderNumberOn = async (page: Page) => (await page.getByTestId('order-number').first().textContent())!.trim();

async function pickOption(page: Page, selectLabel: string, option: string) {
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name: selectLabel }) }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

describe('ordering: cart, checkout, payment, orders and the back office', () => {
  let browser: Browser;
  let dealer: Page;
  let products: CatalogueProduct[];
  const placed: Record<'prepayment' | 'cash' | 'card', string> = { prepayment: '', cash: '', card: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await apiToken(DEALER);
    const { items } = await callApi<{ items: CatalogueProduct[] }>('/api/catalogue/products?pageSize=100', { token });
    products = items.filter((item) => item.stockQuantity >= 20).slice(0, 4);
    if (products.length < 4) throw new Error('Zu wenige Artikel mit Bestand in den Demodaten');
    // another browser test may have left something in the demo dealer's cart
    await callApi('/api/cart', { method: 'DELETE', token });
  });
  afterAll(() => browser?.close());

  it('adds products from the cards, changes and removes lines; the badge follows without a reload', async () => {
    dealer = await openPage(browser, '/cart');
    await expect.poll(() => dealer.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/auth');
    await signInThroughForm(dealer, DEALER);
    const [first, second, third] = products;
    await addFromCard(dealer, first);
    await expect.poll(badge(dealer, 1)).toBe(true);
    await addFromCard(dealer, second);
    await addFromCard(dealer, third);
    await expect.poll(badge(dealer, 3)).toBe(true);

    await dealer.goto('/cart');
    await expect.poll(() => dealer.getByTestId('cart-line').count()).toBe(3);
    const quantity = dealer.getByRole('spinbutton', { name: `Menge für ${first.name}` });
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect.poll(badge(dealer, 5)).toBe(true);

    await dealer.getByRole('button', { name: `${second.name} entfernen` }).click();
    await expect.poll(toast(dealer, `„${second.name}“ wurde aus dem Warenkorb entfernt.`)).toBe(true);
    const zero = dealer.getByRole('spinbutton', { name: `Menge für ${third.name}` });
    await zero.fill('0');
    await zero.press('Enter');
    await expect.poll(() => dealer.getByTestId('cart-line').count()).toBe(1);
    await expect.poll(badge(dealer, 3)).toBe(true);
    expect(await cartLine(dealer, first.name).textContent()).toContain(first.sku);

    // the product became scarcer since it went into the cart: the line says so and blocks the checkout
    await setStock(first.id, 2);
    await dealer.reload();
    await expect.poll(() => cartLine(dealer, first.name).textContent()).toMatch(/nur noch 2/);
    expect(await dealer.getByRole('button', { name: 'Zur Kasse' }).isDisabled()).toBe(true);
    await shootBoth(dealer, 'ordering-cart-blocked');
    await setStock(first.id, first.stockQuantity);
    await dealer.reload();
    await expect.poll(() => dealer.getByRole('link', { name: 'Zur Kasse' }).isVisible()).toBe(true);
    await expect.poll(visible(dealer, 'USt. 19 %')).toBe(true);

    await shootBoth(dealer, 'ordering-cart');
  });

  it('checks out with Vorkasse, shows the confirmation with bank details and sends the e-mails', async () => {
    // outside the delivery areas: the server's German reason, nothing placed, the cart stays
    await checkout(dealer, 'Vorkasse', 'ordering-checkout', { postalCode: '80331', city: 'München' });
    await expect.poll(visible(dealer, /Wir liefern derzeit nur nach .*Bremen/)).toBe(true);
    await shootBoth(dealer, 'ordering-checkout-refused');
    expect(new URL(dealer.url()).pathname).toBe('/checkout');
    await dealer.getByLabel('PLZ').fill('28195');
    await dealer.getByRole('textbox', { name: 'Ort' }).fill('Bremen');
    await dealer.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await dealer.waitForURL(/\/order-confirmation\//);
    await expect.poll(visible(dealer, 'Vielen Dank für Ihre Bestellung')).toBe(true);
    placed.prepayment = await orderNumberOn(dealer);
    expect(placed.prepayment).toMatch(/^B-\d{4}-\d+$/);
    await expect.poll(visible(dealer, 'Verwendungszweck')).toBe(true);
    await expect.poll(badge(dealer, 3)).toBe(false);
    await shootBoth(dealer, 'ordering-confirmation');

    expect((await waitForMail(DEALER, new RegExp(`Ihre Bestellung ${placed.prepayment}`))).text).toContain(placed.prepayment);
    await waitForMail(ADMIN, new RegExp(`Neue Bestellung ${placed.prepayment}`));
  });

  it('empties the cart, adds from the product detail view and checks out with Zahlung beim Fahrer', async () => {
    await addFromCard(dealer, products[1]);
    await addFromCard(dealer, products[2]);
    await dealer.goto('/cart');
    await dealer.getByRole('button', { name: 'Warenkorb leeren' }).click();
    await dealer.getByRole('button', { name: 'Leeren', exact: true }).click();
    await expect.poll(toast(dealer, 'Warenkorb geleert')).toBe(true);
    await expect.poll(visible(dealer, 'Ihr Warenkorb ist leer.')).toBe(true);

    await addFromDetail(dealer, products[3], 2);
    await expect.poll(badge(dealer, 2)).toBe(true);
    await checkout(dealer, 'Zahlung beim Fahrer');
    await dealer.waitForURL(/\/order-confirmation\//);
    placed.cash = await orderNumberOn(dealer);
    await expect.poll(visible(dealer, 'Sie bezahlen bei der Lieferung direkt beim Fahrer.')).toBe(true);
  });

  it('pays by card through the Testmodus page: cancel first, then Jetzt bezahlen and pay', async () => {
    await addFromCard(dealer, products[0]);
    await checkout(dealer, 'Karte (Stripe)');
    await dealer.waitForURL(/\/testmodus\/checkout\//);
    await expect.poll(visible(dealer, 'Testmodus: Es wird kein Geld bewegt.')).toBe(true);
    await dealer.getByRole('button', { name: 'Abbrechen' }).click();

    await dealer.waitForURL(/\/payment-cancelled\?order_id=/);
    await expect.poll(visible(dealer, 'Zahlung abgebrochen')).toBe(true);
    await expect.poll(visible(dealer, /bleibt offen/)).toBe(true);
    for (const link of ['Zum Produktkatalog', 'Zum Profil', 'Zum Warenkorb']) expect(await dealer.getByRole('link', { name: link }).isVisible()).toBe(true);
    await dealer.getByRole('button', { name: 'Jetzt bezahlen' }).click();

    await dealer.waitForURL(/\/testmodus\/checkout\//);
    placed.card = (await dealer.locator('.ant-descriptions-item-content').first().textContent())!.trim();
    await dealer.getByRole('button', { name: 'Bezahlen' }).click();
    await dealer.waitForURL(/\/payment-success\?session_id=.+&order_id=/);
    await expect.poll(visible(dealer, 'Zahlung erfolgreich'), { timeout: 20_000 }).toBe(true);
    await waitForMail(DEALER, new RegExp(`Zahlung erhalten: Bestellung ${placed.card}`));

    await dealer.goto('/payment-success');
    await expect.poll(visible(dealer, 'Bestellungs-ID nicht gefunden.')).toBe(true);
  });

  it('lists the orders in /orders with German badges, opens one, and shows the latest on /profile', async () => {
    await dealer.goto('/orders');
    const rows = dealer.getByRole('row');
    for (const number of Object.values(placed)) await expect.poll(() => rows.filter({ hasText: number }).isVisible()).toBe(true);
    expect(await rows.filter({ hasText: placed.card }).textContent()).toContain('Bezahlt');
    expect(await rows.filter({ hasText: placed.cash }).textContent()).toContain('Zahlung beim Fahrer');
    expect(await rows.filter({ hasText: placed.prepayment }).textContent()).toContain('Ausstehend');
    await shootBoth(dealer, 'ordering-orders');

    await dealer.getByRole('link', { name: placed.prepayment }).click();
    await expect.poll(visible(dealer, `Bestellung ${placed.prepayment}`)).toBe(true);
    await expect.poll(visible(dealer, 'Radsport Hansen GmbH')).toBe(true);

    await dealer.goto('/profile');
    const recent = dealer.getByTestId('recent-orders');
    await expect.poll(() => recent.isVisible()).toBe(true);
    await shootBoth(dealer, 'ordering-profile');
    for (const number of Object.values(placed)) await expect.poll(() => recent.getByText(number).isVisible()).toBe(true);
  });

  it('lets the administrator set payment and order status, cancel (stock back once) and delete', async () => {
    const adminToken = await apiToken(ADMIN);
    const { items } = await callApi<{ items: { id: string; items: { productId: string; quantity: number }[] }[] }>(
      `/api/admin/orders?q=${placed.prepayment}`,
      { token: adminToken },
    );
    const line = items[0].items[0];
    const stock = async () => (await callApi<{ stockQuantity: number }>(`/api/admin/products/${line.productId}`, { token: adminToken })).stockQuantity;
    const stockBefore = await stock();

    const admin = await openPage(browser, '/');
    await signInThroughForm(admin, ADMIN);
    await admin.goto('/admin#orders');
    await expect.poll(() => admin.getByRole('row').filter({ hasText: placed.cash }).isVisible()).toBe(true);
    await shootBoth(admin, 'ordering-admin-orders');

    const search = admin.getByRole('searchbox', { name: 'Bestellungen durchsuchen' });
    await search.fill(placed.prepayment);
    await search.press('Enter');
    await expect.poll(visible(admin, '1 Bestellung')).toBe(true);

    await pickOption(admin, `Zahlungsstatus von ${placed.prepayment}`, 'Bezahlt');
    await expect.poll(toast(admin, 'Zahlungsstatus aktualisiert')).toBe(true);
    await pickOption(admin, `Bestellstatus von ${placed.prepayment}`, 'In Bearbeitung');
    await expect.poll(toast(admin, 'Bestellstatus aktualisiert')).toBe(true);

    await pickOption(admin, `Bestellstatus von ${placed.prepayment}`, 'Storniert');
    await expect.poll(stock).toBe(stockBefore + line.quantity);
    await waitForMail(DEALER, new RegExp(`Ihre Bestellung ${placed.prepayment} wurde storniert`));

    // filters run on the server: the cancelled order is found by its status, not among the pending ones
    await search.fill('');
    await search.press('Enter');
    await pickOption(admin, 'Bestellstatus filtern', 'Storniert');
    await expect.poll(() => admin.getByRole('row').filter({ hasText: placed.cash }).count()).toBe(0);
    await expect.poll(() => admin.getByRole('row').filter({ hasText: placed.prepayment }).isVisible()).toBe(true);

    // money came in for it: it stays, as the record of that payment, and the button says so
    const keep = admin.getByRole('button', { name: `Bestellung ${placed.prepayment} löschen` });
    expect(await keep.isDisabled()).toBe(true);
    expect(await keep.getAttribute('title')).toBe('Mit Rechnung oder Zahlung bleibt die Bestellung erhalten; stornieren Sie sie stattdessen.');

    // an unpaid one goes
    await pickOption(admin, 'Bestellstatus filtern', 'Ausstehend');
    await expect.poll(() => admin.getByRole('row').filter({ hasText: placed.cash }).isVisible()).toBe(true);
    await admin.getByRole('button', { name: `Bestellung ${placed.cash} löschen` }).click();
    const dialog = admin.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Bestellung ${placed.cash} löschen?`);
    expect(await dialog.textContent()).toContain('nicht rückgängig');
    await admin.getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect.poll(toast(admin, 'Bestellung gelöscht')).toBe(true);
    await expect.poll(() => admin.getByRole('row').filter({ hasText: placed.cash }).count()).toBe(0);
  });
});
