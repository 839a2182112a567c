import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

const PILOT_TITLE = 'Pilotphase ab 01.10.2025';
const BOARD_NOTICE = 'Die Job-Warteschlangen sind nur für Administration und Betrieb.';

const sidebar = (page: Page) => page.locator('aside, .ant-drawer').first();
const statusBadgeColour = (page: Page) => page.getByTestId('account-status').evaluate((badge) => getComputedStyle(badge).backgroundColor);

/** Opens the home page as it is right after sign-in and waits until it has drawn its figures (and any dialog). */
async function homeDrawn(page: Page) {
  await expect.poll(() => page.getByTestId('home-product-count').textContent()).toMatch(/\d/);
  await page.waitForTimeout(1_000);
}

describe('what each role meets: pilot dialog, news, status badge, 404 and the job board', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('shows the pilot-phase dialog to a visitor only, never to administrators and operators after sign-in', async () => {
    const visitor = await openPage(browser, '/', DESKTOP, { firstVisit: true });
    await expect.poll(() => visitor.getByRole('dialog').filter({ hasText: PILOT_TITLE }).isVisible()).toBe(true);
    await visitor.context().close();

    for (const email of ['admin@example.com', 'ops@example.com']) {
      const page = await openPage(browser, '/auth', DESKTOP, { firstVisit: true });
      await signInThroughForm(page, email);
      await homeDrawn(page);
      expect(await page.getByRole('dialog').filter({ hasText: PILOT_TITLE }).count(), email).toBe(0);
      await page.context().close();
    }
  });

  it('tells a pending dealer calmly what /news holds for him, under an amber, not a green, status badge', async () => {
    const approved = await openPage(browser, '/');
    await signInThroughForm(approved, 'haendler@example.com');
    const green = await statusBadgeColour(approved);
    await approved.context().close();

    const pending = await openPage(browser, '/');
    await signInThroughForm(pending, 'wartet@example.com');
    await pending.goto('/news');
    await expect.poll(() => pending.getByText('News gibt es für freigeschaltete Händler').isVisible()).toBe(true);
    expect(await pending.getByText('Die News konnten nicht geladen werden.').count()).toBe(0);
    expect(await pending.getByRole('link', { name: 'Zum Profil' }).getAttribute('href')).toBe('/profile');
    expect(await sidebar(pending).getByTestId('account-status').textContent()).toBe('Prüfung ausstehend');
    expect(await statusBadgeColour(pending)).not.toBe(green);
    await screenshot(pending, 'trip-over-news-pending-desktop');
    await pending.context().close();
  });

  it('says in German that a page does not exist, keeping the 404', async () => {
    const page = await openPage(browser, '/gibt-es-nicht');
    await expect.poll(() => page.getByText('Diese Seite gibt es nicht (mehr).').isVisible()).toBe(true);
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('body').textContent()).not.toMatch(/Oops|Page not found/);
    await page.context().close();
  });

  it('opens the job board in German with a way back to the portal and no external font; a visitor is sent to the sign-in', async () => {
    const page = await openPage(browser, '/');
    const outside: string[] = [];
    // what the board's page asks from other hosts (the portal's own product images on the home page aside)
    page.on('request', (request) => {
      const fromBoard = request.frame().url().includes('/admin/queues');
      if (fromBoard && !request.url().startsWith(new URL(page.url()).origin) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    await signInThroughForm(page, 'ops@example.com');
    await sidebar(page).getByText('Job-Warteschlangen').click();
    await page.waitForURL(/\/admin\/queues/);
    await expect.poll(() => page.getByPlaceholder('Warteschlangen filtern').isVisible()).toBe(true);
    await expect.poll(() => page.locator('text=Fehlgeschlagen >> visible=true').count()).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByText(/^(Overview|Loading|Failed|Filter queues)/).count()).toBe(0);
    const back = page.getByRole('link', { name: 'Zurück zum Portal' });
    expect(await back.count()).toBeGreaterThan(0);
    expect(outside).toEqual([]);
    // the security policy blocks such a request before it leaves, so the page must not even ask
    expect(await page.locator('link[href*="fonts.googleapis.com"]').count()).toBe(0);
    await screenshot(page, 'trip-over-job-board-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'trip-over-job-board-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await page.goto(new URL('/admin/queues/queue/mail?status=completed', page.url()).href);
    await expect.poll(() => page.getByText('Erledigt').first().isVisible()).toBe(true);
    await screenshot(page, 'trip-over-job-board-queue-desktop', { fullPage: false });
    await page.context().close();

    const visitor = await openPage(browser, '/admin/queues/queue/mail');
    await visitor.waitForURL((url) => url.pathname === '/auth');
    await expect.poll(() => visitor.getByText(BOARD_NOTICE).isVisible()).toBe(true);
    await screenshot(visitor, 'trip-over-job-board-visitor-desktop');
    await visitor.context().close();
  });

  it('fits the job board on a phone: the whole header, state and job tabs whole on wrapped lines, queues named in German', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await sidebar(page).getByText('Job-Warteschlangen').click();
    await page.waitForURL(/\/admin\/queues/);
    await expect.poll(() => page.getByText('E-Mails').first().isVisible()).toBe(true);
    for (const name of ['Produktimport', 'Wartung', 'Rechnungen']) expect(await page.getByText(name).first().isVisible(), name).toBe(true);
    // the board's title fits beside its buttons on a laptop too
    expect(await page.locator('header > a span').evaluate((title) => title.scrollWidth <= title.clientWidth)).toBe(true);
    await screenshot(page, 'job-board-desktop', { fullPage: false });

    await page.setViewportSize(PHONE);
    /** Boxes that leave the screen sideways or whose text is cut: none may. */
    const cut = (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 || element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent?.trim() || element.outerHTML.slice(0, 80)),
      );
    await expect.poll(() => page.locator('header button').count()).toBeGreaterThanOrEqual(3);
    expect(await cut('header button, header > a span')).toEqual([]);
    expect(await cut('[class*="statusTabs-"] > li')).toEqual([]);
    expect(await page.locator('[class*="statusTabs-"] > li').allTextContents()).toContain('Wartet auf Teiljobs'.toLocaleUpperCase('de'));
    await screenshot(page, 'job-board-phone', { fullPage: false });

    await page.goto(new URL('/admin/queues/queue/maintenance', page.url()).href);
    await expect.poll(() => page.locator('[class*="tabActions-"] > li').count()).toBeGreaterThan(0);
    expect(await cut('[class*="tabActions-"] > li, header button, [class*="statusTabs-"] > li')).toEqual([]);
    await screenshot(page, 'job-board-queue-phone', { fullPage: false });
    await page.context().close();
  });
});
