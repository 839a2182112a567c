import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { apiToken, callApi } from './support/api';
import { waitForMail } from './support/mail';
import { dismissPilotModal, signInThroughForm } from './support/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Gewerbeanmeldung\n%%EOF\n');

async function fillSignUp(page: Page, email: string, ustId: string) {
  const form = page.getByRole('form', { name: 'Registrierung' });
  await form.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await form.getByLabel('Passwort').fill('Kettenblatt-42');
  await form.getByRole('textbox', { name: 'Firmenname' }).fill('Speichenwerk Bremen GmbH');
  await form.getByRole('textbox', { name: 'Ansprechpartner' }).fill('Jonas Beispiel');
  await form.getByRole('textbox', { name: 'Telefon' }).fill('0421 987654');
  await form.getByRole('textbox', { name: 'USt-IdNr.' }).fill(ustId);
  await form.getByRole('textbox', { name: 'Adresse (optional)' }).fill('Hafenstraße 5');
  await form.getByRole('textbox', { name: 'PLZ (optional)' }).fill('28217');
  await form.getByRole('textbox', { name: 'Ort (optional)' }).fill('Bremen');
  return form;
}

describe('dealer accounts: sign-up to approval', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  it('walks the whole journey: sign-up, confirmation mail, PDF upload, approval with discount, approved profile', async () => {
    const email = `speichenwerk-${Date.now()}@example.com`;

    // 1. sign up; a wrong VAT check digit is refused in German first
    const dealer = await openPage(browser, '/auth?tab=registrieren');
    await dismissPilotModal(dealer);
    await screenshot(dealer, 'accounts-auth-sign-up');
    const form = await fillSignUp(dealer, email, 'DE136695975');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expect
      .poll(() => form.getByText('Bitte geben Sie eine gültige deutsche USt-ID ein (DE + 9 Ziffern)').isVisible())
      .toBe(true);
    await form.getByRole('textbox', { name: 'USt-IdNr.' }).fill('DE136695976');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await dealer.waitForURL((url) => url.pathname === '/document-upload');
    await expect.poll(() => dealer.getByText('Registrierung erfolgreich').isVisible()).toBe(true);

    // 2. upload a PDF, with the spec's guard against submitting nothing
    await dealer.getByRole('button', { name: 'Dokumente einreichen' }).click();
    await expect.poll(() => dealer.getByText('Bitte laden Sie mindestens ein Geschäftsdokument hoch.').isVisible()).toBe(true);
    await dealer
      .getByTestId('document-business-registration')
      .locator('input[type=file]')
      .setInputFiles({ name: 'Gewerbeanmeldung.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => dealer.getByTestId('document-business-registration').getByText('Gewerbeanmeldung.pdf').isVisible()).toBe(true);
    await screenshot(dealer, 'accounts-document-upload');
    await dealer.getByRole('button', { name: 'Dokumente einreichen' }).click();
    await dealer.waitForURL((url) => url.pathname === '/email-confirmation');
    await expect.poll(() => dealer.getByText(email).first().isVisible()).toBe(true);
    await screenshot(dealer, 'accounts-email-confirmation');

    // 3. the confirmation mail arrives in the catcher; its link confirms the address
    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await dealer.goto(new URL(link!).pathname + new URL(link!).search);
    await expect.poll(() => dealer.getByText('E-Mail-Adresse bestätigt').isVisible()).toBe(true);
    await dealer.goto('/profile');
    await expect.poll(() => dealer.getByText('Ihr Händlerkonto wird noch geprüft').isVisible()).toBe(true);
    await screenshot(dealer, 'accounts-profile-pending');
    await dealer.context().close();

    // 4. an administrator sees the sign-up with its document and approves it with 15 % discount
    const admin = await openPage(browser, '/');
    await signInThroughForm(admin, 'admin@example.com');
    await admin.goto('/admin#dealers');
    const card = admin.getByTestId('pending-dealer').filter({ hasText: email });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Gewerbeanmeldung' }).isVisible()).toBe(true);
    expect(await card.getByText('bestätigt', { exact: true }).isVisible()).toBe(true);
    await screenshot(admin, 'accounts-admin-dealers');
    await card.getByRole('button', { name: 'Freigeben' }).click();
    await admin.getByRole('dialog').getByRole('spinbutton').fill('15');
    await admin.getByRole('dialog').getByRole('button', { name: 'Freigeben' }).click();
    await expect.poll(() => admin.getByText('Händler freigegeben').isVisible()).toBe(true);
    const approvedRow = admin.getByTestId('approved-dealer').filter({ hasText: 'Speichenwerk Bremen GmbH' });
    await expect.poll(() => approvedRow.getByText('15 % Rabatt').isVisible()).toBe(true);
    await waitForMail(email, /Ihr Händlerkonto ist freigeschaltet/);
    await admin.context().close();

    // 5. the dealer signs in again and sees the approved status and the discount
    const back = await openPage(browser, '/');
    await signInThroughForm(back, email, 'Kettenblatt-42');
    await back.goto('/profile');
    const status = back.locator('.ant-card').filter({ hasText: 'Kontostatus' });
    await expect.poll(() => status.getByText('Freigeschaltet', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => status.getByText('15 %', { exact: true }).isVisible()).toBe(true);
    await screenshot(back, 'accounts-profile-approved');
    await back.context().close();
  });

  it('tells an administrator who rejects a sign-up that another one approved meanwhile, and shows the lists as they are now', async () => {
    const email = `zwei-admins-${Date.now()}@example.com`;
    const companyName = `Zwei Admins ${Date.now()} GmbH`;
    await callApi('/api/auth/sign-up', {
      method: 'POST',
      body: { email, password: 'Kettenblatt-42', companyName, contactPerson: 'Jonas Beispiel', phone: '0421 987654', ustId: 'DE100000008' },
    });
    const admin = await openPage(browser, '/');
    await signInThroughForm(admin, 'admin@example.com');
    await admin.goto('/admin#dealers');
    const card = admin.getByTestId('pending-dealer').filter({ hasText: email });
    await expect.poll(() => card.isVisible()).toBe(true);

    // another administrator approves it through the API while this page still shows it as new
    const colleague = await apiToken('admin@example.com');
    const pending = await callApi<{ items: { id: string; email: string }[] }>(`/api/admin/dealers?status=pending&q=${encodeURIComponent(email)}`, { token: colleague });
    await callApi(`/api/admin/dealers/${pending.items[0].id}/approve`, { method: 'POST', token: colleague, body: { discountLevel: 5, expectedStatus: 'pending' } });

    await card.getByRole('button', { name: 'Ablehnen' }).click();
    await admin.getByRole('dialog').getByRole('textbox').fill('Der Gewerbenachweis fehlt.');
    await admin.getByRole('dialog').getByRole('button', { name: 'Ablehnen' }).click();
    const notice = admin.locator('.ant-notification-notice').filter({ hasText: 'Fehler beim Ablehnen des Händlers.' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain('Der Händler ist inzwischen freigegeben, vermutlich von einer anderen Person der Verwaltung.');
    await expect.poll(() => admin.getByRole('dialog').isVisible()).toBe(false);
    await expect.poll(() => card.isVisible()).toBe(false);
    const approvedRow = admin.getByTestId('approved-dealer').filter({ hasText: companyName });
    await expect.poll(() => approvedRow.getByText('5 % Rabatt').isVisible()).toBe(true);
    // the dashboard's counters above the lists follow as well
    const { pendingDealers } = await callApi<{ pendingDealers: number }>('/api/admin/dashboard', { token: colleague });
    const counter = admin.locator('.ant-card').filter({ hasText: 'Wartende Registrierungen' });
    await expect.poll(() => counter.innerText()).toMatch(new RegExp(`Wartende Registrierungen\\s+${pendingDealers}\\s*$`));
    await screenshot(admin, 'accounts-admin-decided-meanwhile');
    await admin.context().close();
  });

  it('shows the onboarding pages on a phone without horizontal scrolling', async () => {
    for (const path of ['/auth?tab=registrieren', '/email-confirmation']) {
      const page = await openPage(browser, path, PHONE);
      await dismissPilotModal(page);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `accounts-phone-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`);
      await page.context().close();
    }
    expect(DESKTOP.width).toBe(1366);
  });

  it('turns a dealer away from /admin with "Zugriff verweigert"', async () => {
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'haendler@example.com');
    await page.goto('/admin');
    await expect.poll(() => page.getByText('Zugriff verweigert').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
