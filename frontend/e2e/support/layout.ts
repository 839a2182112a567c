import type { Page } from 'playwright-core';

/**
 * Tables, cards and the page itself that are wider than the room they have: each as a short
 * description (what, how wide, how much room). Hidden elements and antd's own measuring rows are skipped.
 */
export function overflowingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`Seite ${root.scrollWidth} px breit bei ${root.clientWidth} px`);
    const describe = (element: Element) => {
      const title = element.querySelector('.ant-card-head-title, th, h1, h2, h3')?.textContent?.trim().slice(0, 30) ?? '';
      return `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} „${title}“`;
    };
    for (const element of document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body, .ant-table, .ant-card, table, [data-testid]')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.ant-table-measure-row, [aria-hidden="true"]')) continue;
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
        problems.push(`${describe(element)} scrollt seitwärts (${element.scrollWidth} > ${element.clientWidth})`);
      }
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && parent.width > 0 && (box.right > parent.right + 1 || box.left < parent.left - 1)) {
        problems.push(`${describe(element)} ragt aus seinem Rahmen (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(parent.left)}–${Math.round(parent.right)})`);
      }
      if (box.right > root.clientWidth + 1) problems.push(`${describe(element)} endet bei ${Math.round(box.right)} px, Fenster ${root.clientWidth} px`);
    }
    return [...new Set(problems)];
  });
}

/** Closes the toasts that would cover the page in a screenshot. */
export async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
}
