import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser';

/** Closes the pilot-phase dialog if the first visit shows it (remembered afterwards). */
export async function dismissPilotModal(page: Page): Promise<void> {
  const later = page.getByRole('button', { name: /später entscheiden/i });
  if (await later.isVisible({ timeout: 1500 }).catch(() => false)) await later.click();
}

/** Signs in through the /auth form, as a person would, and waits for the redirect to the home page. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await dismissPilotModal(page);
  await page.getByLabel('E-Mail').first().fill(email);
  await page.getByLabel('Passwort').first().fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByText(email).first().isVisible()).toBe(true);
}
