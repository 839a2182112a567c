import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { closeToasts, overflowingBoxes } from './support/layout';
import { signInThroughForm } from './support/session';

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function savedSettings(): Promise<{ paymentTerms: { id: string; label: string; days: number }[] }> {
  const response = await fetch(`${baseUrl()}/api/admin/settings/receivables`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  return response.json() as never;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Types a day into an antd DatePicker the way a person does (DD.MM.YYYY, Enter). */
async function pickDay(page: Page, label: string, day: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

const germanDay = (date: Date) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

describe('back office: receivables settings and the DATEV export', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('changes a payment term and finds it saved after a reload', async () => {
    const before = await savedSettings();
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.locator('aside').getByRole('link', { name: 'Einstellungen Forderungen' }).click();
    await page.waitForURL('**/admin/settings/receivables');
    const firstTerm = page.getByTestId('payment-term').first();
    await expect.poll(() => firstTerm.getByLabel('Bezeichnung').inputValue()).toBe(before.paymentTerms[0].label);
    await closeToasts(page);
    await screenshot(page, 'admin-receivables-settings');

    await firstTerm.getByLabel('Bezeichnung').fill('15 Tage netto (geändert)');
    await firstTerm.getByLabel('Zahlungsziel').fill('15');
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect.poll(() => page.getByText('Einstellungen gespeichert').isVisible()).toBe(true);
    expect((await savedSettings()).paymentTerms[0]).toMatchObject({ id: before.paymentTerms[0].id, label: '15 Tage netto (geändert)', days: 15 });

    await page.reload();
    await expect.poll(() => page.getByTestId('payment-term').first().getByLabel('Bezeichnung').inputValue()).toBe('15 Tage netto (geändert)');
    expect(await page.getByTestId('payment-term').first().getByLabel('Zahlungsziel').inputValue()).toBe('15');

    // the server's refusal shows in place and the typed values stay
    await page.getByTestId('payment-term').last().getByLabel('Skontofrist').fill('');
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect.poll(() => page.getByText('Skonto braucht Prozentsatz und Frist.').isVisible()).toBe(true);

    // back to what the other browser tests expect
    await page.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await page.getByTestId('payment-term').first().getByLabel('Bezeichnung').fill(before.paymentTerms[0].label);
    await page.getByTestId('payment-term').first().getByLabel('Zahlungsziel').fill(String(before.paymentTerms[0].days));
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect.poll(async () => (await savedSettings()).paymentTerms[0].label).toBe(before.paymentTerms[0].label);
  });

  it('looks finished on a phone', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.setViewportSize(PHONE);
    await page.goto('/admin/settings/receivables');
    await expect.poll(() => page.getByTestId('payment-term').first().isVisible()).toBe(true);
    expect(await overflowingBoxes(page)).toEqual([]);
    await screenshot(page, 'admin-receivables-settings-phone');
    await page.goto('/admin/exports/datev');
    await expect.poll(() => page.getByRole('button', { name: 'Buchungsstapel herunterladen' }).isVisible()).toBe(true);
    expect(await overflowingBoxes(page)).toEqual([]);
    await screenshot(page, 'admin-datev-export-phone');
  });

  it('downloads the DATEV Buchungsstapel of this month and refuses a reversed period', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin/exports/datev');
    const today = germanDay(new Date());
    await pickDay(page, 'Von', `01.${today.slice(3)}`);
    await pickDay(page, 'Bis', today);
    await closeToasts(page);
    await page.getByRole('heading', { name: 'DATEV-Export' }).click(); // the calendar closes
    await expect.poll(() => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').count()).toBe(0);
    await screenshot(page, 'admin-datev-export');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Buchungsstapel herunterladen' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('windows-1252').decode(await bytesOf(download));
    const [header, headings] = text.split('\r\n');
    expect(header).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"RE";"";"";1001;1;\d{4}0101;4;\d{8};\d{8};"Forderungen /);
    expect(headings.split(';')).toHaveLength(125);

    const [debtors] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Debitoren herunterladen' }).click()]);
    expect(debtors.suggestedFilename()).toMatch(/^EXTF_Debitoren_\d{4}-\d{2}-\d{2}\.csv$/);
    const debtorText = new TextDecoder('windows-1252').decode(await bytesOf(debtors));
    expect(debtorText.split('\r\n')[0]).toMatch(/^"EXTF";700;16;"Debitoren\/Kreditoren";5;/);
    expect(debtorText).toContain('"haendler@example.com"');

    await pickDay(page, 'Von', today);
    await pickDay(page, 'Bis', `01.${today.slice(3)}`);
    if (today.startsWith('01.')) return; // on the first of a month both days are the same
    await page.getByRole('button', { name: 'Buchungsstapel herunterladen' }).click();
    await expect.poll(() => page.getByText('Das Von-Datum liegt nach dem Bis-Datum.').isVisible()).toBe(true);
    await screenshot(page, 'admin-datev-export-refused');
  });
});
