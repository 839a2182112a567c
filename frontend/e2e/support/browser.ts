import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const SCREENSHOT_DIR = resolve(__dirname, '..', 'screenshots');

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const DEMO_PASSWORD = 'Fahrrad-2026';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

export const baseUrl = () => inject('baseUrl');
export const mailUrl = () => inject('mailUrl');

/**
 * A fresh context (no cookies, no local storage) so each test starts as a new visitor. The pilot-phase
 * dialog counts as seen unless a test is about it (`firstVisit`).
 */
export async function openPage(browser: Browser, path = '/', viewport = DESKTOP, { firstVisit = false } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin', baseURL: baseUrl() });
  if (!firstVisit) {
    await context.addInitScript(() => window.localStorage.setItem('radwerk.pilot_modal_dismissed', '2025-10-01T00:00:00.000Z'));
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`Seitenfehler: ${error.message}`));
  await page.goto(path);
  return page;
}

/**
 * Lazy images load only near the viewport: for a full-page capture each is asked to load now (as scrolling through the
 * page did, without its pause of 60 ms per screen height).
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))) image.loading = 'eager';
  });
  // A broken image counts as complete too (the card then shows its placeholder).
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5_000 });
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name}.jpg`);
  if (fullPage) await loadLazyImages(page);
  // JPEG: smaller and cheaper to encode than a full-page PNG, and as good to look at.
  await page.screenshot({ path: file, fullPage, type: 'jpeg', quality: 85 });
  return file;
}
