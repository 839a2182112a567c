import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { baseUrl, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { closeToasts, overflowingBoxes } from './support/layout';
import { signInThroughForm } from './support/session';

interface OpenItem {
  invoiceId: string;
  number: string;
  openAmount: string;
  paidAmount: string;
  overdueDays: number;
}

const euro = (amount: string) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(Number(amount));

/** The demo company's overdue invoice on account (seeded 31 days past due). */
async function overdueDemoInvoice(): Promise<OpenItem> {
  const dealer = await apiToken('haendler@example.com');
  const { items } = await callApi<{ items: OpenItem[] }>('/api/invoices?status=overdue&pageSize=100', { token: dealer });
  const seeded = items.find((item) => item.overdueDays > 30);
  if (!seeded) throw new Error('Keine überfällige Demo-Rechnung');
  return seeded;
}

/** The worker renders the demo invoices after the seed; on a busy machine that may take a while after the portal starts. */
async function invoicesRendered(email: string) {
  const token = await apiToken(email);
  const { items } = await callApi<{ items: { orderId: string }[] }>('/api/invoices?status=paid', { token });
  await expect
    .poll(
      async () => {
        const answers = await Promise.all(items.map((item) => fetch(`${baseUrl()}/api/orders/${item.orderId}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } })));
        return answers.every((answer) => answer.ok);
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true);
}

describe('open items: the dealer reads them, the back office books a partial payment', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('shows the demo dealer the balance and the invoices paid, partly paid and overdue, filtered, on a laptop and a phone', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'haendler@example.com');
    await page.getByRole('navigation').getByRole('link', { name: 'Rechnungen' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Offene Posten' }).isVisible()).toBe(true);
    const balance = page.getByTestId('open-items-balance');
    await expect.poll(() => balance.getByText('Saldo').isVisible()).toBe(true);
    await expect.poll(() => balance.getByText('Davon überfällig').isVisible()).toBe(true);
    const rows = page.getByTestId('open-item');
    await expect.poll(() => rows.filter({ hasText: 'Bezahlt' }).count()).toBeGreaterThan(0);
    await expect.poll(() => rows.filter({ hasText: 'Teilweise bezahlt' }).count()).toBeGreaterThan(0);
    await expect.poll(() => rows.filter({ hasText: /\d+ Tage überfällig/ }).count()).toBeGreaterThan(0);
    await closeToasts(page);
    await screenshot(page, 'open-items-desktop');

    await page.getByRole('radiogroup', { name: 'Rechnungen filtern' }).getByText('Überfällig').click();
    await expect.poll(() => page.url()).toContain('filter=overdue');
    await expect.poll(async () => (await rows.allTextContents()).every((text) => /Tage? überfällig/.test(text))).toBe(true);
    await page.getByRole('radiogroup', { name: 'Rechnungen filtern' }).getByText('Bezahlt').click();
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes('Bezahlt') && !text.includes('Teilweise'))).toBe(true);
    await invoicesRendered('haendler@example.com');
    const [pdf] = await Promise.all([page.waitForEvent('download'), rows.first().getByRole('button', { name: /als PDF laden/ }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^Rechnung_RE-\d{4}-\d{5}\.pdf$/);

    await page.setViewportSize(PHONE);
    await page.goto('/rechnungen');
    await expect.poll(() => rows.first().isVisible()).toBe(true);
    await expect.poll(() => rows.first().getByText('Fällig am').isVisible()).toBe(true);
    expect(await overflowingBoxes(page)).toEqual([]);
    await screenshot(page, 'open-items-phone');
  });

  it('lets an administrator record a partial payment on the overdue invoice and reverse it with a reason', async () => {
    const invoice = await overdueDemoInvoice();
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin#receivables');
    const search = page.getByRole('searchbox', { name: 'Forderungen durchsuchen' });
    await search.fill('Radsport Hansen');
    await search.press('Enter');
    const row = page.getByTestId('receivable-row').filter({ hasText: 'Radsport Hansen GmbH' });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('receivables-sum').isVisible()).toBe(true);
    await closeToasts(page);
    await screenshot(page, 'receivables-desktop');

    await row.getByRole('button', { name: 'Radsport Hansen GmbH' }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByRole('button', { name: `Zahlung für ${invoice.number} erfassen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Zahlung erfassen' });
    await expect.poll(() => dialog.getByLabel('Betrag (EUR)').inputValue()).toBe(invoice.openAmount.replace('.', ','));
    await dialog.getByLabel('Betrag (EUR)').fill('12,345');
    await dialog.getByRole('button', { name: 'Buchen' }).click();
    await expect.poll(() => dialog.getByText('höchstens zwei Nachkommastellen').isVisible()).toBe(true);
    await dialog.getByLabel('Betrag (EUR)').fill('50,00');
    await dialog.getByLabel('Verwendungszweck / Notiz').fill(`Teilzahlung ${invoice.number}`);
    await dialog.getByRole('button', { name: 'Buchen' }).click();
    await expect.poll(() => page.getByText(`Zahlung gebucht: ${euro('50')} auf ${invoice.number}.`).isVisible()).toBe(true);

    const payment = drawer.getByTestId('payment-row').filter({ hasText: `Teilzahlung ${invoice.number}` });
    await expect.poll(() => payment.isVisible()).toBe(true);
    const remaining = (Math.round(Number(invoice.openAmount) * 100) - 5000) / 100;
    const invoiceRow = drawer.getByRole('row').filter({ hasText: invoice.number }).first();
    await expect.poll(() => invoiceRow.getByText(euro(String(remaining))).isVisible()).toBe(true);
    const dealer = await apiToken('haendler@example.com');
    const after = (await callApi<{ items: OpenItem[] }>('/api/invoices?status=open&pageSize=100', { token: dealer })).items.find((item) => item.number === invoice.number);
    expect(after?.openAmount).toBe(remaining.toFixed(2));
    await closeToasts(page);
    await screenshot(page, 'receivables-company-desktop', { fullPage: false });

    await payment.getByRole('button', { name: /stornieren/ }).click();
    const reverse = page.getByRole('dialog', { name: 'Zahlung stornieren' });
    await reverse.getByLabel('Grund').fill('Falsche Rechnung gewählt');
    await reverse.getByRole('button', { name: 'Stornieren' }).click();
    await expect.poll(() => payment.getByText(/^Storniert/).isVisible()).toBe(true);
    const reopened = (await callApi<{ items: OpenItem[] }>('/api/invoices?status=open&pageSize=100', { token: dealer })).items.find((item) => item.number === invoice.number);
    expect(reopened?.openAmount).toBe(invoice.openAmount);

    await page.setViewportSize(PHONE);
    await expect.poll(() => drawer.getByText('Offene Rechnungen').isVisible()).toBe(true);
    // the confirmations fade after three seconds; the capture shows the drawer, not them
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
    await screenshot(page, 'receivables-company-phone', { fullPage: false });
  });

  it('says before booking where a payment above the open amount goes, names it after, and reverses every part together', async () => {
    const invoice = await overdueDemoInvoice();
    const dealer = await apiToken('haendler@example.com');
    const openBefore = async () =>
      new Map((await callApi<{ items: OpenItem[] }>('/api/invoices?status=open&pageSize=100', { token: dealer })).items.map((item) => [item.number, item.openAmount]));
    const before = await openBefore();
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin#receivables');
    const search = page.getByRole('searchbox', { name: 'Forderungen durchsuchen' });
    await search.fill('Radsport Hansen');
    await search.press('Enter');
    await page.getByTestId('receivable-row').filter({ hasText: 'Radsport Hansen GmbH' }).getByRole('button', { name: 'Radsport Hansen GmbH' }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByRole('button', { name: `Zahlung für ${invoice.number} erfassen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Zahlung erfassen' });
    const amount = (Math.round(Number(invoice.openAmount) * 100) + 1000) / 100;
    await dialog.getByLabel('Betrag (EUR)').fill(amount.toFixed(2).replace('.', ','));
    await dialog.getByLabel('Verwendungszweck / Notiz').fill(`Überzahlung ${invoice.number}`);
    // the surplus of 10,00 € is named before booking: another open invoice it is applied to (or credit)
    const preview = dialog.getByTestId('payment-preview');
    await expect.poll(() => preview.getByText(`übersteigt den offenen Betrag von ${invoice.number} um ${euro('10')}`).isVisible()).toBe(true);
    await expect.poll(() => preview.getByText(/verrechnet mit RE-|als Guthaben der Firma/).first().isVisible()).toBe(true);
    await screenshot(page, 'receivables-overpayment-preview', { fullPage: false });
    await dialog.getByRole('button', { name: 'Buchen und Überschuss verteilen' }).click();
    await expect.poll(() => page.getByText(new RegExp(`^Zahlung gebucht: .* auf ${invoice.number}( und|,) .*(verrechnet mit RE-|als Guthaben)`)).isVisible()).toBe(true);

    // any standing part reverses the whole payment; the applied part's own button only undoes its application
    const share = drawer
      .getByTestId('payment-row')
      .filter({ hasText: `Überzahlung ${invoice.number}` })
      .filter({ has: page.getByRole('button', { name: /stornieren/ }) })
      .first();
    await expect.poll(() => share.getByText(`Teil von ${euro(String(amount))}`).isVisible()).toBe(true);
    await share.getByRole('button', { name: /stornieren/ }).click();
    const reverse = page.getByRole('dialog', { name: 'Zahlung stornieren' });
    await expect.poll(() => reverse.getByTestId('reverse-parts').isVisible()).toBe(true);
    expect(await reverse.getByTestId('reverse-parts').textContent()).toContain(`Die Zahlung über ${euro(String(amount))}`);
    await closeToasts(page);
    await screenshot(page, 'receivables-reverse-parts', { fullPage: false });
    await reverse.getByLabel('Grund').fill('Rücklastschrift der Bank');
    await reverse.getByRole('button', { name: /^Alle \d Teile stornieren$/ }).click();
    await expect.poll(() => page.getByText(/^Zahlung storniert: /).isVisible()).toBe(true);
    // every invoice is open as before, nothing stays behind on another one
    await expect.poll(async () => [...(await openBefore())].sort()).toEqual([...before].sort());
  });
});
