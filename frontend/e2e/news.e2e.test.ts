import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

/** Page loads, lazy chunks and the worker's e-mails take longer than expect.poll's one second. */
const WAIT = { timeout: 15_000 };

const unreadBadge = '[title$="ungelesene News"]';

describe('news: written in the back office, read by a dealer', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('publishes a formatted item; the dealer reads it and the unread badge clears', async () => {
    const title = `Neue Lastenräder im Sortiment ${Date.now()}`;

    // 1. an administrator writes the item with the rich-text editor and publishes it
    const admin = await openPage(browser, '/');
    await signInThroughForm(admin, 'admin@example.com');
    await admin.goto('/admin#news');
    await admin.getByRole('button', { name: 'Neue News' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Anreißer').fill('Ab sofort führen wir drei Lastenrad-Modelle.');
    const editor = dialog.getByRole('textbox', { name: 'Inhalt' });
    await editor.click();
    await admin.keyboard.type('Ab sofort bestellbar: ');
    await dialog.getByRole('button', { name: 'Fett' }).click();
    await admin.keyboard.type('drei Lastenräder');
    await dialog.getByRole('button', { name: 'Fett' }).click();
    await admin.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Aufzählung' }).click();
    await admin.keyboard.type('Long John');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('Bäckerrad');
    await screenshot(admin, 'news-admin-editor', { fullPage: false });
    await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect.poll(() => admin.locator('.ant-notification').getByText('News gespeichert').isVisible(), WAIT).toBe(true);
    const item = admin.getByTestId('admin-news').filter({ hasText: title });
    await expect.poll(() => item.getByText(/^Veröffentlicht am/).isVisible(), WAIT).toBe(true);
    await screenshot(admin, 'news-admin-list');
    await admin.context().close();

    // 2. the dealer sees the unread badge, reads the item with its formatting, and the badge clears
    const dealer = await openPage(browser, '/');
    await signInThroughForm(dealer, 'haendler@example.com');
    const newsLink = dealer.getByRole('link', { name: /News/ }).first();
    await expect.poll(() => newsLink.locator(unreadBadge).isVisible(), WAIT).toBe(true);
    await newsLink.click();
    await dealer.waitForURL((url) => url.pathname === '/news');
    const card = dealer.getByTestId('news-card').filter({ hasText: title });
    await expect.poll(() => card.isVisible(), WAIT).toBe(true);
    expect(await card.locator('strong', { hasText: 'drei Lastenräder' }).isVisible()).toBe(true);
    expect(await card.locator('li').allInnerTexts()).toEqual(['Long John', 'Bäckerrad']);
    expect(await card.getByText('Aktuell', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Neu', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Radwerk-Team').isVisible()).toBe(true);
    expect(await dealer.getByRole('heading', { name: 'News & Ankündigungen' }).isVisible()).toBe(true);
    await expect.poll(() => dealer.locator(unreadBadge).count(), WAIT).toBe(0);
    await screenshot(dealer, 'news-dealer');
    await dealer.reload();
    await expect.poll(() => dealer.getByTestId('news-card').first().isVisible(), WAIT).toBe(true);
    expect(await dealer.locator(unreadBadge).count()).toBe(0);
    await dealer.context().close();

    // 3. the same page on a phone, and the sign-in hint for visitors
    const phone = await openPage(browser, '/');
    await signInThroughForm(phone, 'haendler@example.com');
    await phone.setViewportSize(PHONE);
    await phone.goto('/news');
    await expect.poll(() => phone.getByTestId('news-card').first().isVisible(), WAIT).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'news-dealer-phone');
    await phone.context().close();

    const visitor = await openPage(browser, '/news');
    await expect.poll(() => visitor.getByText('Sie müssen angemeldet sein, um News zu sehen.').isVisible(), WAIT).toBe(true);
    await visitor.context().close();
  });
});
