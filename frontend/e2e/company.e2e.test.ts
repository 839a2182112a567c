import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { waitForMail } from './support/mail';
import { signInThroughForm } from './support/session';

describe('company: the owner invites staff, the invitee accepts', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('invites a buyer from /firma; the invite link sets the password; the buyer signs in and sees no company screen', async () => {
    const email = `einkauf-${Date.now()}@example.com`;

    // 1. the owner of the demo company opens /firma from the navigation
    const owner = await openPage(browser, '/');
    await signInThroughForm(owner, 'haendler@example.com');
    await owner.getByRole('link', { name: 'Firma' }).first().click();
    await owner.waitForURL((url) => url.pathname === '/firma');
    const staff = owner.locator('.ant-card').filter({ hasText: 'Mitarbeiter' }).first();
    await expect.poll(() => staff.getByText('einkauf@example.com').isVisible()).toBe(true);
    await screenshot(owner, 'company-firma');

    // 2. invite: a negative limit is refused in German first
    await staff.getByRole('button', { name: 'Einladen' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Bestelllimit je Bestellung (netto)').fill('-5');
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expect.poll(() => dialog.getByText(/Bestelllimit: bitte einen Betrag ab 0/).isVisible()).toBe(true);
    await dialog.getByLabel('Bestelllimit je Bestellung (netto)').fill('450,50');
    await expect.poll(() => dialog.getByText(/Bestelllimit: bitte einen Betrag ab 0/).isVisible()).toBe(false);
    // the budget belongs to the person, as the limit does (docs/decisions.md)
    await dialog.getByLabel('Monatsbudget (pro Person)').fill('2000');
    await screenshot(owner, 'company-invite-dialog', { fullPage: false });
    await owner.setViewportSize(PHONE);
    await screenshot(owner, 'company-invite-dialog-phone', { fullPage: false });
    await owner.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expect.poll(() => owner.getByText(`Einladung an ${email} verschickt`).isVisible()).toBe(true);
    const row = staff.locator('.ant-list-item').filter({ hasText: email });
    await expect.poll(() => row.getByText('Einladung offen').isVisible()).toBe(true);
    expect(await row.getByText('bis 450,50 € je Bestellung · 2.000,00 € im Monat').isVisible()).toBe(true);
    await owner.context().close();

    // 3. the invite arrives; its link sets the password
    const mail = await waitForMail(email, /^Einladung: /);
    const link = /https?:\/\/\S+\/einladung\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const invitee = await openPage(browser, new URL(link!).pathname + new URL(link!).search);
    await invitee.getByLabel('Passwort', { exact: true }).fill('Schaltwerk-2026');
    await invitee.getByLabel('Passwort wiederholen').fill('Schaltwerk-2026');
    await invitee.getByRole('button', { name: 'Passwort speichern und Einladung annehmen' }).click();
    await expect.poll(() => invitee.getByText('Einladung angenommen').isVisible()).toBe(true);
    await screenshot(invitee, 'company-invite-accepted');

    // 4. used once: the same link again is refused in German
    await invitee.goto(new URL(link!).pathname + new URL(link!).search);
    await invitee.getByLabel('Passwort', { exact: true }).fill('Anderes-Passwort-1');
    await invitee.getByLabel('Passwort wiederholen').fill('Anderes-Passwort-1');
    await invitee.getByRole('button', { name: 'Passwort speichern und Einladung annehmen' }).click();
    await expect.poll(() => invitee.getByText('Die Einladung ist ungültig oder wurde bereits verwendet.').isVisible()).toBe(true);

    // 5. the buyer signs in: orders of the company, a cart, but no company screen
    await signInThroughForm(invitee, email, 'Schaltwerk-2026');
    await expect.poll(() => invitee.getByRole('link', { name: 'Warenkorb' }).first().isVisible()).toBe(true);
    expect(await invitee.getByRole('link', { name: 'Firma' }).count()).toBe(0);
    await invitee.goto('/firma');
    await expect.poll(() => invitee.getByText('Nur für Inhaber').isVisible()).toBe(true);
    await invitee.context().close();
  });

  it('shows the administrator the company with its people; locking one person keeps them from signing in until unlocked', async () => {
    const admin = await openPage(browser, '/');
    await signInThroughForm(admin, 'admin@example.com');
    await admin.goto('/admin#dealers');
    const company = admin.getByTestId('approved-dealer').filter({ hasText: 'Radsport Hansen GmbH' });
    const viewer = company.getByTestId('dealer-person').filter({ hasText: 'ansicht@example.com' });
    await expect.poll(() => viewer.getByText('Ansicht', { exact: true }).isVisible()).toBe(true);
    expect(await company.getByTestId('dealer-person').filter({ hasText: 'einkauf@example.com' }).getByText('Limit 500,00 €').isVisible()).toBe(true);

    await viewer.getByRole('button', { name: 'Sperren' }).click();
    await admin.getByRole('tooltip').getByRole('button', { name: 'Sperren' }).click();
    await expect.poll(() => viewer.getByText('Gesperrt', { exact: true }).isVisible()).toBe(true);
    await screenshot(admin, 'company-admin-dealers');

    const person = await openPage(browser, '/auth');
    await person.getByLabel('E-Mail').first().fill('ansicht@example.com');
    await person.getByLabel('Passwort').first().fill('Fahrrad-2026');
    await person.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect.poll(() => person.getByText(/Ihr Zugang ist gesperrt/).first().isVisible()).toBe(true);
    await person.context().close();

    await viewer.getByRole('button', { name: 'Entsperren' }).click();
    await expect.poll(() => viewer.getByText('Aktiv', { exact: true }).isVisible()).toBe(true);
    await admin.context().close();
  });

  it('shows /firma on a phone without horizontal scrolling', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'haendler@example.com');
    await page.setViewportSize(PHONE);
    await page.goto('/firma');
    await expect.poll(() => page.getByText('Lieferadressen').first().isVisible()).toBe(true);
    await page.waitForTimeout(500);
    await screenshot(page, 'company-firma-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
