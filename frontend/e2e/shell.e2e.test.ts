import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { dismissPilotModal, signInThroughForm } from './support/session';

const sidebar = (page: Page) => page.locator('aside, .ant-drawer').first();
const groupLabels = async (page: Page) => {
  const text = await sidebar(page).innerText();
  return ['Navigation', 'Händlerbereich', 'Administration', 'Betrieb'].filter((label) => text.includes(label));
};

describe('application shell', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('shows a visitor only the navigation group and the dealer-login link', async () => {
    const page = await openPage(browser, '/');
    await dismissPilotModal(page);
    await expect.poll(() => groupLabels(page)).toEqual(['Navigation']);
    await expect.poll(() => sidebar(page).getByText('Händler-Login').isVisible()).toBe(true);
    expect(await sidebar(page).innerText()).toContain('B2B Portal v0.1.1');
    await screenshot(page, 'shell-visitor-home');
    await page.context().close();
  });

  const accounts = [
    { email: 'haendler@example.com', groups: ['Navigation', 'Händlerbereich'], status: 'Freigeschaltet', name: 'dealer' },
    { email: 'wartet@example.com', groups: ['Navigation'], status: 'Prüfung ausstehend', name: 'pending' },
    { email: 'admin@example.com', groups: ['Navigation', 'Administration'], status: 'Administrator', name: 'admin' },
    { email: 'ops@example.com', groups: ['Navigation', 'Betrieb'], status: 'Betrieb', name: 'ops' },
  ];
  for (const account of accounts) {
    it(`signs in as ${account.email} and sees the sidebar of that role`, async () => {
      const page = await openPage(browser, '/');
      await signInThroughForm(page, account.email);
      await expect.poll(() => groupLabels(page)).toEqual(account.groups);
      await expect.poll(() => sidebar(page).getByText(account.status, { exact: true }).last().isVisible()).toBe(true);
      if (account.name === 'dealer') {
        // the EK/VK switch is loaded lazily, for approved dealers only
        await expect.poll(() => sidebar(page).getByText('EK-Preise anzeigen').isVisible()).toBe(true);
        await expect.poll(() => sidebar(page).getByText('Warenkorb').isVisible()).toBe(true);
      }
      await screenshot(page, `shell-${account.name}`);

      // a reload keeps the session (refresh cookie), a logout ends it
      await page.reload();
      await expect.poll(() => groupLabels(page)).toEqual(account.groups);
      await sidebar(page).getByRole('button', { name: 'Abmelden' }).click();
      await expect.poll(() => groupLabels(page)).toEqual(['Navigation']);
      await page.reload();
      await expect.poll(() => sidebar(page).getByText('Händler-Login').isVisible()).toBe(true);
      await page.context().close();
    });
  }

  it('opens the job queues read-only for ops through the sidebar, closes them at sign-out, and refuses a visitor', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'ops@example.com');
    await sidebar(page).getByText('Job-Warteschlangen').click();
    await page.waitForURL(/\/admin\/queues/);
    await expect.poll(() => page.content()).toContain('mail');
    await screenshot(page, 'queues-ops');
    await page.goto(new URL('/admin/queues/queue/mail?status=completed', page.url()).href);
    await expect.poll(() => page.getByText('Job-Warteschlangen').first().isVisible()).toBe(true);
    // read-only for ops: neither queue actions nor "add job" are offered
    expect(await page.getByRole('button', { name: /Pause|Pausieren|Add job|Job hinzufügen|Leeren|Empty/i }).count()).toBe(0);
    await screenshot(page, 'queues-ops-mail');

    // the board's cookie dies with the session
    await page.goto(new URL('/', page.url()).href);
    await sidebar(page).getByRole('button', { name: 'Abmelden' }).click();
    await expect.poll(() => groupLabels(page)).toEqual(['Navigation']);
    await page.goto(new URL('/admin/queues', page.url()).href);
    await expect.poll(() => page.getByText('Die Job-Warteschlangen sind nur für Administration und Betrieb.').isVisible()).toBe(true);
    await page.context().close();

    const visitor = await openPage(browser, '/admin/queues');
    await expect.poll(() => visitor.getByText('Die Job-Warteschlangen sind nur für Administration und Betrieb.').isVisible()).toBe(true);
    await visitor.context().close();
  });

  it('shows a German error for wrong credentials and stays on /auth', async () => {
    const page = await openPage(browser, '/auth');
    await dismissPilotModal(page);
    await page.getByLabel('E-Mail').first().fill('haendler@example.com');
    await page.getByLabel('Passwort').first().fill('ganz-falsch');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect
      .poll(() => page.getByText('Anmeldung fehlgeschlagen: E-Mail oder Passwort ist falsch.').first().isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.context().close();
  });

  it('renders the 404 page for an unknown path', async () => {
    const page = await openPage(browser, '/gibt-es-nicht');
    await dismissPilotModal(page);
    await expect.poll(() => page.getByText('Diese Seite gibt es nicht (mehr).').isVisible()).toBe(true);
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.context().close();
  });

  const infoPages: [string, string, string][] = [
    ['/impressum', 'Impressum', 'HRB 36512'],
    ['/datenschutz', 'Datenschutzerklärung', 'Art. 15'],
    ['/agb', 'Allgemeine Geschäftsbedingungen', '§ 7'],
    ['/widerruf', 'Widerruf', 'Kulanz'],
    ['/kontakt', 'Kontakt', '+49 421 555 0190'],
    ['/hilfe', 'Hilfe & FAQ', 'Technischer Support'],
    ['/versand', 'Versand und Lieferung', '250'],
    ['/retouren', 'Retouren', 'Retourenschein'],
    ['/cookies', 'Cookie-Einstellungen', 'sidebar_state'],
    ['/sitemap', 'Sitemap', 'Administratoren'],
  ];
  for (const [path, heading, detail] of infoPages) {
    it(`renders ${path} with its German content`, async () => {
      const page = await openPage(browser, path);
      await dismissPilotModal(page);
      await expect.poll(() => page.getByRole('heading', { name: heading, exact: true }).first().isVisible()).toBe(true);
      expect(await page.getByRole('main').innerText()).toContain(detail);
      await screenshot(page, `info${path.replace('/', '-')}`);
      await page.context().close();
    });
  }

  it('has a single-open FAQ accordion with eight questions', async () => {
    const page = await openPage(browser, '/hilfe');
    await dismissPilotModal(page);
    const headers = page.locator('.ant-collapse-header');
    await expect.poll(() => headers.count()).toBe(8);
    await headers.nth(0).click();
    await headers.nth(1).click();
    await expect.poll(() => page.locator('.ant-collapse-item-active').count()).toBe(1);
    await page.context().close();
  });

  it('opens the sidebar as a side panel on a phone', async () => {
    const page = await openPage(browser, '/', PHONE);
    await dismissPilotModal(page);
    await page.getByRole('button', { name: /seitenleiste|menü/i }).first().click();
    await expect.poll(() => page.locator('.ant-drawer-open').isVisible()).toBe(true);
    await screenshot(page, 'shell-phone-drawer', { fullPage: false });
    await page.context().close();
  });
});
