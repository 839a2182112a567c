import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { closeToasts } from './support/layout';
import { waitForMail } from './support/mail';
import { signInThroughForm } from './support/session';

interface DunningItem {
  invoiceId: string;
  invoiceNumber: string;
  level: number;
}

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'portal_e2e'}`;

/**
 * The portal's worker keeps the real schedule of the nightly dunning run (06:15 Berlin). Should it have fallen between
 * the portal's start and this test, it has reminded the demo's waiting invoice already: the letters of today are
 * taken back (their rendering then finds nothing to do), so the test starts from the demo data whatever the hour.
 */
async function takeBackTodaysLetters(): Promise<void> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    await db.query(`DELETE FROM dunning_letters WHERE letter_date = (now() AT TIME ZONE 'Europe/Berlin')::date`);
  } finally {
    await db.end();
  }
}

describe('back office: Mahnwesen', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('an administrator sends the reminder of an overdue demo invoice, sees the letter and downloads it; holds and resumes dunning', async () => {
    // the demo company owes two overdue invoices: one reminded already, one waiting for its Zahlungserinnerung
    await takeBackTodaysLetters();
    const admin = await apiToken('admin@example.com');
    const { items } = await callApi<{ items: DunningItem[] }>('/api/admin/dunning', { token: admin });
    const waiting = items.find((item) => item.level === 0);
    const reminded = items.find((item) => item.level === 1);
    expect(waiting && reminded).toBeTruthy();

    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.goto('/admin#dunning');
    const row = page.getByRole('row').filter({ hasText: waiting!.invoiceNumber });
    await expect.poll(() => row.getByText('noch keine').isVisible(), { timeout: 20_000 }).toBe(true);

    await page.getByRole('button', { name: 'Mahnlauf jetzt starten' }).click();
    // one click mails letters to customers: it asks first
    await page.getByRole('button', { name: 'Mahnlauf starten', exact: true }).click();
    await expect.poll(() => page.getByText(/Mahnlauf beendet: \d+ Schreiben erstellt/).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => row.getByText('Zahlungserinnerung').isVisible(), { timeout: 20_000 }).toBe(true);
    await closeToasts(page);

    // the letter: rendered by the worker within seconds, then downloadable and mailed to the owner
    await row.getByRole('button', { name: /Zeile erweitern|Expand row/ }).click();
    const pdfButton = page.getByRole('button', { name: 'Zahlungserinnerung als PDF laden' }).first();
    await expect.poll(() => pdfButton.isEnabled(), { timeout: 30_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
    expect(download.suggestedFilename()).toBe(`Zahlungserinnerung_${waiting!.invoiceNumber}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    const mail = await waitForMail('haendler@example.com', new RegExp(`^Zahlungserinnerung zu Rechnung ${waiting!.invoiceNumber}$`));
    expect(mail.text).toContain('Bitte überweisen Sie');
    await screenshot(page, 'admin-dunning');

    // hold with a reason (dispute), then resume
    const other = page.getByRole('row').filter({ hasText: reminded!.invoiceNumber });
    await other.getByRole('button', { name: 'Anhalten' }).click();
    await page.getByLabel('Grund').fill('Kunde reklamiert die Lieferung');
    await page.getByRole('dialog').getByRole('button', { name: 'Anhalten' }).click();
    await expect.poll(() => other.getByText('Angehalten').isVisible(), { timeout: 10_000 }).toBe(true);
    await closeToasts(page);
    await screenshot(page, 'admin-dunning-held');
    await other.getByRole('button', { name: 'Fortsetzen' }).click();
    await page.getByLabel('Grund').fill('Lieferung nachgewiesen');
    await page.getByRole('dialog').getByRole('button', { name: 'Fortsetzen' }).click();
    await expect.poll(() => other.getByRole('button', { name: 'Anhalten' }).isVisible(), { timeout: 10_000 }).toBe(true);

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(() => page.getByText(waiting!.invoiceNumber).first().isVisible(), { timeout: 20_000 }).toBe(true);
    await closeToasts(page);
    await screenshot(page, 'admin-dunning-phone');
  });
});
